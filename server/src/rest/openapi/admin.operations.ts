/** The back office: catalogue, orders, couriers, settings, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { PRODUCT_SORTS } from '../../modules/catalog';
import { attributeBody, brandBody, categoryBody, productBody } from '../admin-catalog.routes';
import { variantsBody } from '../alt-product.routes';
import { type Operation, group, crud, file, listOf, listQuery, admin } from './operation';
import * as S from './shapes';

export const adminOperations: Operation[] = [
  ...crud('/admin/categories', 'Category', S.CategoryTree, S.Category, categoryBody.bodySchema()),
  ...crud('/admin/brands', 'Brand', S.Brand, S.Brand, brandBody.bodySchema()),
  ...crud('/admin/attributes', 'Attribute', S.Attribute, S.Attribute, attributeBody.bodySchema(), {
    bare: true,
    summaries: { list: 'Attributes with their values', update: 'Change an attribute and its values' },
  }),
  ...group({ tag: admin, role: 'ADMIN' }, [
    {
      method: 'get',
      path: '/admin/get-attributes',
      summary: 'Attributes for the product form',
      ok: z.object({ ...S.ok, attributes: listOf(S.Attribute), attribute_ids: z.array(S.int) }),
    },
    {
      method: 'get',
      path: '/admin/products',
      summary: 'Products, paged, sorted and searched',
      query: listQuery(PRODUCT_SORTS),
      ok: S.dataOf(listOf(S.Product), { meta: S.Page }),
      errors: [422],
    },
    {
      method: 'post',
      path: '/admin/products',
      summary: 'Create a product with its gallery',
      multipart: productBody.bodySchema({
        'gallery[]': z
          .array(file)
          .optional()
          .meta({ description: 'Up to 10 images (`gallery[0]`, `gallery[1]`, …).' }),
      }),
      ok: S.dataOf(S.AdminProduct, { message: z.string() }),
    },
    {
      method: 'get',
      path: '/admin/products/{id}',
      summary: 'A product for the edit form, with its version',
      description:
        "Its `qty` and its values' qty are remembered as what this session last read of them: a save's stock numbers are read against them.",
      params: { id: 'The product’s id.' },
      ok: S.dataOf(S.AdminProduct, {
        attribute_ids: z.array(S.int),
        attribute_values: z.array(z.object({ attribute_value_id: S.int, attribute_id: S.int, qty: S.int })),
      }),
      errors: [404],
    },
    {
      method: 'put',
      path: '/admin/products/{id}',
      summary: 'Change a product',
      description:
        'With `version` (or `If-Match: "<version>"`), a product changed since is refused with 409. `qty` and each linked `attribute_values` entry\'s qty are read against what this session (bearer token) last read of them: the same number is no change; another one is set when the stock is still what was read, else 409 `{errors: {qty}, current: {qty}}`; without a read only the current number passes (else 409: read the product first). See docs/rest.md.',
      params: { id: 'The product’s id.' },
      body: productBody.bodySchema({ version: S.int.optional() }),
      ok: S.dataOf(S.AdminProduct, { message: z.string() }),
      errors: [404, 409],
    },
    {
      method: 'delete',
      path: '/admin/products/{id}',
      summary: 'Delete a product and its images',
      params: { id: 'The product’s id.' },
      ok: S.Message,
      errors: [404],
    },
    {
      method: 'post',
      path: '/admin/product-image/store',
      summary: 'Add an image to a product',
      multipart: z.object({ product_id: z.string(), image: file }),
      ok: S.dataOf(S.ProductImage, { message: z.string() }),
      errors: [404],
    },
    {
      method: 'delete',
      path: '/admin/image/delete/{id}',
      summary: 'Delete a product image and its thumbnails',
      params: { id: 'The image’s id.' },
      ok: S.Message,
      errors: [404],
    },
    {
      method: 'get',
      path: '/admin/default-image/update',
      summary: 'Make an image its product’s default',
      query: z.object({ image: z.string(), product_id: z.string() }),
      ok: S.Message,
      errors: [404],
    },
    {
      method: 'get',
      path: '/admin/dashboard',
      summary: 'Counts and revenue',
      ok: S.dataOf(
        z.object({
          users: S.int,
          orders: S.int,
          products: S.int,
          revenue_30_days: z.number(),
          daily: z.array(z.object({ day: z.string(), orders: S.int, revenue: z.number() })),
        }),
      ),
    },
    {
      method: 'post',
      path: '/products',
      summary: 'Create a product with variants (the alternative form)',
      body: variantsBody.bodySchema(),
      ok: S.dataOf(
        z.object({ id: S.int, name: z.string(), hidden: z.boolean(), hidden_reason: z.string().nullable() }),
        { message: z.string() },
      ),
    },
  ]),
];
