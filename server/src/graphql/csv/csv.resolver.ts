import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import { Payload } from '../common.types';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { type FileUpload, GraphQLUpload, readImport } from '../upload';
import { chooseKey, DIRECTIONS } from '../../shared/keys';
import { PRODUCT_SORTS } from '../../modules/catalog';
import { ADMIN_SORTS, type AdminFilter } from '../../modules/orders';
import { AdminOrderFilter } from '../orders/order.types';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../modules/csv';

@ObjectType({ description: 'A CSV file to save: UTF-8 with a byte order mark (Excel reads it as UTF-8).' })
export class CsvFile {
  @Field({ description: 'The name to save it under, e.g. orders-2024-12-22-14-05.csv.' }) fileName!: string;
  @Field({ description: 'The whole file: a header row, then one row per record, CRLF line ends.' })
  text!: string;
  @Field(() => Int, { description: 'Data rows in the file (the header not counted).' }) rows!: number;
}

@ObjectType({ description: 'One problem of a product import: where it is and what is wrong.' })
export class ImportProblem {
  @Field(() => Int, { description: 'The row as a spreadsheet numbers it (the header is row 1).' })
  row!: number;
  @Field({ description: 'The column (a header name, e.g. price or stock).' }) column!: string;
  @Field({ description: 'What is wrong, to show the admin.' }) message!: string;
}

@ObjectType({ description: 'What a product import found (dry run) or did (apply).' })
export class ProductImportPayload extends Payload(
  'Problems of the file itself (field `file`: too large, too many rows, not UTF-8 or not CSV); then nothing was read.',
) {
  @Field(() => [ImportProblem], {
    description: 'Every problem of the rows, by row and column. With any, nothing was written.',
  })
  problems!: ImportProblem[];
  @Field({ description: 'True when the products were saved (all of them, in one transaction).' })
  applied!: boolean;
  @Field(() => Int, { description: 'Data rows read.' }) rows!: number;
  @Field(() => Int, { description: 'Products the file describes.' }) products!: number;
  @Field(() => Int, { description: 'Of them, new products (no product_id).' }) creates!: number;
  @Field(() => Int, { description: 'Of them, products already in the shop that the file changes.' })
  updates!: number;
  @Field(() => Int, {
    description: 'Of them, products already in the shop whose rows are as the shop holds them (not saved).',
  })
  unchanged!: number;
}

@Resolver()
export class CsvResolver {
  @Auth('ADMIN')
  @Query(() => CsvFile, {
    description:
      'The admin order list as CSV: every order it shows for this search, filter and sort (all pages, at most 10,000), with its lines, in the shop time zone.',
  })
  adminOrdersCsv(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'As adminOrders: an order number, or name/e-mail text.',
    })
    search?: string | null,
    @Arg('sort', () => String, { nullable: true, description: 'As adminOrders (default created_at).' })
    sort?: string | null,
    @Arg('direction', () => String, { nullable: true, description: 'asc or desc (default desc).' })
    direction?: string | null,
    @Arg('filter', () => AdminOrderFilter, {
      nullable: true,
      description: 'As adminOrders (none: every order).',
    })
    filter?: AdminFilter | null,
  ) {
    return ctx.services.csv.exportOrders({
      search: search ?? undefined,
      sort: chooseKey(ADMIN_SORTS, sort, 'sort'),
      direction: chooseKey(DIRECTIONS, direction, 'direction'),
      filter,
    });
  }

  @Auth('ADMIN')
  @Query(() => CsvFile, {
    description: `The back-office product list as CSV in the import's format (docs/csv.md): a product row, its option rows and variant rows, for this search and sort (at most ${MAX_IMPORT_ROWS} rows).`,
  })
  adminProductsCsv(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'As adminProducts: title or sku text.' })
    search?: string | null,
    @Arg('sort', () => String, { nullable: true, description: 'As adminProducts (default id).' })
    sort?: string | null,
    @Arg('direction', () => String, { nullable: true, description: 'asc or desc (default desc).' })
    direction?: string | null,
  ) {
    return ctx.services.csv.exportProducts({
      search: search ?? undefined,
      sort: chooseKey(PRODUCT_SORTS, sort, 'sort'),
      direction: chooseKey(DIRECTIONS, direction, 'direction'),
    });
  }

  @Auth('ADMIN')
  @Mutation(() => ProductImportPayload, {
    description: `Import products from a CSV in the export's format (multipart; send the Apollo-Require-Preflight header). apply false: a dry run that lists every row's problems and writes nothing; apply true: the same checks, then every product saved in one transaction, or none. A stock cell sets the stock with stock_read as the quantity read (a stock that changed since is a problem, never overwritten), +n/-n adjusts it. At most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS} rows.`,
  })
  async importProductsCsv(
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (UTF-8).' }) file: Promise<FileUpload>,
    @Arg('apply', { description: 'false: dry run (nothing written); true: save when there is no problem.' })
    apply: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    const empty = {
      problems: [],
      applied: false,
      rows: 0,
      products: 0,
      creates: 0,
      updates: 0,
      unchanged: 0,
    };
    return withFieldErrors(async () => ctx.services.csv.importProducts(await readImport(file), apply), empty);
  }
}
