import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { Extensions, Field, Float, Int, ObjectType, type ClassType } from 'type-graphql';
import type { FieldErrorShape } from '../shared/errors';
import { toRupees } from '../shared/money';
import { InheritsCachePolicy } from './cache-control';

/** One invalid input field of a mutation; `message` is the spec's text. */
@ObjectType({
  description:
    'One problem with the input of a mutation: show `message` next to the form field `field`. A mutation with errors changed nothing; other failures (not signed in, not found, too many attempts) come as GraphQL errors with `extensions.code`.',
})
export class FieldError implements FieldErrorShape {
  @Field({ description: 'The input field at fault (e.g. `email`, `cart.0.qty`, `version`).' }) field!: string;
  @Field({ description: 'A message to show the user, in English, as the shop words it.' }) message!: string;
  @Field({
    description:
      'A stable machine code for the problem, e.g. REQUIRED, INVALID, TAKEN, CONFLICT, OUT_OF_STOCK, PRICE_MISMATCH.',
  })
  code!: string;
}

/**
 * A money field: the object holds paisa, GraphQL answers rupees (null stays null). Marked here and
 * converted by `moneyInRupees` with a plain resolver: a type-graphql middleware would make every
 * price of every listed product a promise, which costs an uncached list about a fifth of its speed.
 */
export function Rupees(options: { description: string; nullable?: boolean }): PropertyDecorator {
  const field = Field(() => Float, options);
  const paisa = Extensions({ paisa: true });
  return (prototype, key) => {
    field(prototype, key);
    paisa(prototype, key);
  };
}

/** The schema with each `Rupees` field answering its paisa in rupees, synchronously. */
export function moneyInRupees(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      if (!field.extensions?.paisa) return field;
      const inner: GraphQLFieldResolver<Record<string, unknown>, unknown> | undefined = field.resolve;
      const resolve: GraphQLFieldResolver<Record<string, unknown>, unknown> = inner
        ? (...args) => {
            const value = inner(...args);
            return value instanceof Promise
              ? value.then((v) => toRupees(v as number | null))
              : toRupees(value as number | null);
          }
        : (source) => toRupees(source[fieldName] as number | null);
      return { ...field, resolve };
    },
  });
}

/**
 * The base of a mutation's payload: its `errors` and, when it has one, its `message`, each
 * described for that payload.
 */
export function Payload(errors: string, message?: string) {
  @ObjectType()
  abstract class WithErrors {
    @Field(() => [FieldError], { description: errors }) errors!: FieldError[];
    message?: string | null;
  }
  if (message) Field(() => String, { nullable: true, description: message })(WithErrors.prototype, 'message');
  return WithErrors;
}

@ObjectType({ description: 'Where a numbered page sits in the whole list.' })
@InheritsCachePolicy()
export class PageMeta {
  @Field(() => Int, { description: 'This page, from 1.' }) currentPage!: number;
  @Field(() => Int, { description: 'The last page (1 when the list is empty).' }) lastPage!: number;
  @Field(() => Int, { description: 'Items per page.' }) perPage!: number;
  @Field(() => Int, { description: 'Items in the whole list.' }) total!: number;
}

/** One numbered page of `T`s, as a page type answers it. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** What a page type says: of itself, of its items and (when it differs) of its meta. */
export interface PageTexts {
  description: string;
  items: string;
  meta?: string;
  /** Whether the page inherits its query's cache policy (public catalogue reads). */
  inheritsCachePolicy?: boolean;
}

/** The GraphQL type `name` of one numbered page of `item`s: the items and where the page sits. */
export function pageType<T extends object>(name: string, item: ClassType<T>, texts: PageTexts) {
  @ObjectType(name, { description: texts.description })
  class NumberedPage implements Page<T> {
    @Field(() => [item], { description: texts.items }) items!: T[];
    @Field(() => PageMeta, { description: texts.meta ?? 'Page number, page count and total.' })
    meta!: PageMeta;
  }
  if (texts.inheritsCachePolicy) InheritsCachePolicy()(NumberedPage);
  return NumberedPage;
}

@ObjectType({
  description:
    'The answer to asking for a print (packing slips, courier labels): a short-lived link to the PDF, or what is wrong.',
})
export class PrintLinkPayload extends Payload(
  'What is wrong (ids or orders: none, too many, not whole numbers, not found, not booked).',
  'What happened, to show to the admin.',
) {
  @Field(() => String, {
    nullable: true,
    description:
      'A signed link to the PDF, for the browser to open (no token needed; valid 10 to 15 minutes, for exactly these orders).',
  })
  url?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the link stops working.' })
  expiresAt?: Date | null;
}
