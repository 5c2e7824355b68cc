import { ArgsType, Field, Int } from 'type-graphql';
import { ValidationError } from '../shared/errors';
import { chooseKey, DIRECTIONS } from '../shared/keys';

/** Largest page number accepted (beyond it a listing is always empty anyway). */
export const MAX_PAGE = 1_000_000;

export function pageArg(page: number): number {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw ValidationError.single('page', `The page must be between 1 and ${MAX_PAGE}.`);
  }
  return page;
}

/** The `search` argument of a back-office list. */
export const searchArg = (what: string) => ({
  nullable: true,
  description: `Only the ${what} whose name contains this text (case-insensitive; first 100 characters used)${what === 'categories' ? ', under their parents' : ''}.`,
});

/** The arguments of a back-office table: search text, a sort of `sorts`, direction, page and page size. */
export function TableArgs(sorts: object, texts: { search: string; defaultSort: string; perPage: string }) {
  @ArgsType()
  class Table {
    @Field(() => String, { nullable: true, description: texts.search }) search?: string | null;
    @Field(() => String, {
      nullable: true,
      description: `Sort by: ${Object.keys(sorts).join(', ')} (default ${texts.defaultSort}).`,
    })
    sort?: string | null;
    @Field(() => String, { nullable: true, description: 'asc or desc (default desc).' })
    direction?: string | null;
    @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' }) page!: number;
    @Field(() => Int, { defaultValue: 20, description: texts.perPage }) perPage!: number;
  }
  return Table;
}

export type Table = InstanceType<ReturnType<typeof TableArgs>>;

/** A table's arguments checked (sort, direction, then page size) as its service takes them. */
export function tableQuery<S extends object>(sorts: S, { search, sort, direction, perPage }: Table) {
  const column = chooseKey(sorts, sort, 'sort');
  const order = chooseKey(DIRECTIONS, direction, 'direction');
  if (perPage < 1 || perPage > 100)
    throw ValidationError.single('perPage', 'perPage must be between 1 and 100.');
  return { search: search ?? undefined, sort: column, direction: order, perPage };
}
