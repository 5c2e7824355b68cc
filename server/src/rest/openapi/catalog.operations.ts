/** The public catalogue, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { LISTING_SORTS } from '../../modules/catalog';
import { reviews } from '../catalog.routes';
import { type Operation, group, idList, page, keysOf, listOf, catalog } from './operation';
import * as S from './shapes';

/** A public read of the catalogue answering `ok`. */
const read = (
  path: string,
  summary: string,
  ok: Operation['ok'],
  more: Partial<Operation> = {},
): Omit<Operation, 'tag'> => ({
  method: 'get',
  path,
  summary,
  ok,
  ...more,
});

export const catalogOperations: Operation[] = group({ tag: catalog }, [
  read('/get-latest-products', 'The newest products', S.dataOf(listOf(S.Product))),
  read('/get-featured-products', 'Featured products', S.dataOf(listOf(S.Product))),
  read('/search-products', 'Live search by title', S.dataOf(listOf(S.Product)), {
    query: z.object({ search: z.string().optional() }),
  }),
  read('/get-categories', 'The visible category tree', S.dataOf(listOf(S.CategoryTree))),
  read('/get-brands', 'Visible brands', S.dataOf(listOf(S.Brand))),
  {
    method: 'get',
    path: '/get-products',
    summary: 'The shop listing, 12 a page',
    query: z.object({
      'category[]': idList.optional(),
      'brand[]': idList.optional(),
      search: z.string().optional(),
      page,
      sort: z.enum(keysOf(LISTING_SORTS)).optional().meta({ description: 'newest when left out.' }),
      min_price: z.string().optional().meta({ description: 'Rupees, included.' }),
      max_price: z.string().optional().meta({ description: 'Rupees, included.' }),
    }),
    ok: S.dataOf(listOf(S.Product), { meta: S.Page }),
    errors: [422],
  },
  {
    method: 'get',
    path: '/product-details/{id}',
    summary: 'A product',
    params: { id: 'The product’s id.' },
    ok: S.dataOf(S.Product),
    errors: [404],
  },
  {
    method: 'get',
    path: '/product-reviews/{id}',
    summary: 'A product’s reviews',
    params: { id: 'The product’s id.' },
    ok: S.dataOf(listOf(S.Review)),
    errors: [404],
  },
  {
    method: 'post',
    path: '/product-reviews',
    summary: 'Review a product',
    body: reviews.bodySchema({ product_id: z.union([S.int, z.string()]) }),
    ok: S.dataOf(S.Review, { message: z.string() }),
    errors: [429],
  },
  {
    method: 'post',
    path: '/products/{id}/check-stock',
    summary: 'Whether a quantity is in stock',
    params: { id: 'The product’s id.' },
    body: z.object({
      qty: z.union([S.int, z.string()]).optional().meta({ description: '1 when left out.' }),
      variant_id: S.int.optional(),
      items: z.array(z.object({ attribute_value_id: S.int, qty: S.int })).optional(),
    }),
    ok: z.object({ ...S.ok, available: z.literal(true), stock: S.int }),
    errors: [404, 429],
  },
]);
