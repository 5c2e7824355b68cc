/**
 * Every path of the REST adapter, as its OpenAPI document states it (document.ts builds the
 * document from this table). Request bodies are the very schemas the routes parse with (each
 * route's RestDialect: the shared inputs under the legacy body names); answers are shapes.ts.
 * tests/api/openapi.test.ts fails when a route is missing here or answers otherwise.
 */
import { z } from 'zod';
import { ADMIN_FILTERS, ADMIN_SORTS } from '../../modules/orders';
import { LISTING_SORTS, PRODUCT_SORTS } from '../../modules/catalog';
import { DIRECTIONS } from '../../shared/keys';
import { forgot, login, profile, register, reset } from '../accounts.routes';
import { attributeBody, brandBody, categoryBody, productBody } from '../admin-catalog.routes';
import { variantsBody } from '../alt-product.routes';
import { reviews } from '../catalog.routes';
import { contact } from '../other.routes';
import { SETTINGS_OPERATIONS } from './settings-operations';
import * as S from './shapes';

export type Role = 'CUSTOMER' | 'ADMIN';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: /product-details/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** The bearer token's role the path needs (401 without one, 403 with another). */
  role?: Role;
  /** Path parameters: name → what it is (an id unless `text`). */
  params?: Record<string, string>;
  /** Path parameters that are text, not ids. */
  textParams?: string[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body instead (files and text fields). */
  multipart?: z.ZodObject;
  /** The 200 answer (or a redirect). */
  ok: z.ZodType | { redirect: string };
  /** Further refusals beyond those the rest implies (401/403 from `role`, 422 and 415 from a body). */
  errors?: number[];
}

const idList = z
  .array(z.string())
  .meta({ description: 'Ids, repeated (`category[]=1&category[]=2`) or comma-separated (`category=1,2`).' });
const page = z.string().optional().meta({ description: 'Page number, from 1.' });
const keysOf = (o: object) => Object.keys(o) as [string, ...string[]];
const file = z.string().meta({ format: 'binary', description: 'A JPEG, PNG or WebP image, 5 MB at most.' });
const listOf = (item: z.ZodType) => z.array(item);
const image = z.object({
  id: S.int,
  image: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  is_default: z.boolean(),
});

const cartLine = z.object({
  product_id: S.int,
  qty: S.int.min(1),
  variant_id: S.int.optional(),
  attributeValueIds: z.array(S.int).optional(),
  selectedAttributes: z.array(z.object({ attribute_value: z.object({ id: S.int }) })).optional(),
});
const cart = z.array(cartLine).min(1).meta({ description: 'The cart lines, as the client keeps them.' });

const catalog = 'Catalogue';
const accounts = 'Accounts';
const orders = 'Orders';
const admin = 'Back office';
const other = 'Other';

export const OPERATIONS: Operation[] = [
  // Public catalogue
  {
    method: 'get',
    path: '/get-latest-products',
    tag: catalog,
    summary: 'The newest products',
    ok: S.dataOf(listOf(S.Product)),
  },
  {
    method: 'get',
    path: '/get-featured-products',
    tag: catalog,
    summary: 'Featured products',
    ok: S.dataOf(listOf(S.Product)),
  },
  {
    method: 'get',
    path: '/search-products',
    tag: catalog,
    summary: 'Live search by title',
    query: z.object({ search: z.string().optional() }),
    ok: S.dataOf(listOf(S.Product)),
  },
  {
    method: 'get',
    path: '/get-categories',
    tag: catalog,
    summary: 'The visible category tree',
    ok: S.dataOf(listOf(S.CategoryTree)),
  },
  {
    method: 'get',
    path: '/get-brands',
    tag: catalog,
    summary: 'Visible brands',
    ok: S.dataOf(listOf(S.Brand)),
  },
  {
    method: 'get',
    path: '/get-products',
    tag: catalog,
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
    tag: catalog,
    summary: 'A product',
    params: { id: 'The product’s id.' },
    ok: S.dataOf(S.Product),
    errors: [404],
  },
  {
    method: 'get',
    path: '/product-reviews/{id}',
    tag: catalog,
    summary: 'A product’s reviews',
    params: { id: 'The product’s id.' },
    ok: S.dataOf(listOf(S.Review)),
    errors: [404],
  },
  {
    method: 'post',
    path: '/product-reviews',
    tag: catalog,
    summary: 'Review a product',
    body: reviews.bodySchema({ product_id: z.union([S.int, z.string()]) }),
    ok: S.dataOf(S.Review, { message: z.string() }),
    errors: [429],
  },
  {
    method: 'post',
    path: '/products/{id}/check-stock',
    tag: catalog,
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

  // Accounts
  ...(['CUSTOMER', 'ADMIN'] as const).map((role): Operation => ({
    method: 'post',
    path: role === 'CUSTOMER' ? '/user/auth' : '/admin/auth',
    tag: accounts,
    summary: role === 'CUSTOMER' ? 'Customer sign-in' : 'Admin sign-in',
    body: login.bodySchema(),
    ok: S.SignedIn,
    errors: [401, 429],
  })),
  {
    method: 'post',
    path: '/user/register',
    tag: accounts,
    summary: 'Create a customer account',
    body: register.bodySchema(),
    ok: S.Registered,
    errors: [429],
  },
  {
    method: 'get',
    path: '/user/profile',
    tag: accounts,
    summary: 'The signed-in customer',
    role: 'CUSTOMER',
    ok: S.dataOf(S.Profile.extend({ verified: z.boolean() })),
  },
  {
    method: 'post',
    path: '/user/update/profile/{id}',
    tag: accounts,
    summary: 'Change name or password',
    description: 'A new password needs current_password, ends every other session and answers a fresh token.',
    role: 'CUSTOMER',
    params: { id: 'The signed-in customer’s own id.' },
    body: profile.bodySchema(),
    ok: S.dataOf(S.Profile, { message: z.string(), token: z.string().optional() }),
    errors: [429],
  },
  ...(['CUSTOMER', 'ADMIN'] as const).map((role): Operation => ({
    method: 'post',
    path: role === 'CUSTOMER' ? '/user/logout' : '/admin/logout',
    tag: accounts,
    summary: 'Sign out: the token stops working',
    role,
    ok: S.Message,
  })),
  {
    method: 'post',
    path: '/email/verification-notification',
    tag: accounts,
    summary: 'Send the verification mail again',
    role: 'CUSTOMER',
    ok: S.Message,
    errors: [429],
  },
  {
    method: 'get',
    path: '/email/verify',
    tag: accounts,
    summary: 'The verification mail’s link',
    query: z.object({ token: z.string(), email: z.string() }),
    ok: { redirect: 'To the shop’s dashboard (verified=1), or to the verification page (invalid=1).' },
  },
  {
    method: 'post',
    path: '/forgot-password',
    tag: accounts,
    summary: 'Mail a password reset link',
    body: forgot.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
  {
    method: 'post',
    path: '/reset-password',
    tag: accounts,
    summary: 'Set a new password with the mailed token',
    body: reset.bodySchema(),
    ok: S.Message,
    errors: [429],
  },

  // Checkout and orders
  {
    method: 'post',
    path: '/create-payment-intent',
    tag: orders,
    summary: 'A card payment for the cart (Stripe)',
    role: 'CUSTOMER',
    body: z.object({
      cart,
      amount: S.int.optional().meta({ description: 'Paisa, checked against the server’s total.' }),
      idempotency_key: z.string().optional(),
    }),
    ok: z.object({ ...S.ok, client_secret: z.string(), payment_intent_id: z.string(), amount: S.int }),
    errors: [503],
  },
  {
    method: 'post',
    path: '/save-order',
    tag: orders,
    summary: 'Place an order',
    description:
      'Idempotent by `Idempotency-Key` (header) or `idempotency_key`: the same key answers the first order.',
    role: 'CUSTOMER',
    body: z.object({
      name: z.string(),
      email: z.string(),
      street: z.string().meta({ description: 'The province.' }),
      city: z.string(),
      address: z.string(),
      zip: z.string(),
      mobile: z.string(),
      payment_method: z.enum(['cod', 'card', 'easypaisa', 'jazzcash', 'bank']),
      payment_intent_id: z.string().optional(),
      sub_total: z.number().optional(),
      shipping: z.number().optional(),
      grand_total: z.number().optional(),
      discount: z.number().optional(),
      cart,
      idempotency_key: z.string().optional(),
    }),
    ok: S.dataOf(S.OrderDetails, { id: S.int, message: z.string() }),
  },
  {
    method: 'get',
    path: '/user/orders',
    tag: orders,
    summary: 'The customer’s orders',
    role: 'CUSTOMER',
    query: z.object({ search: z.string().optional(), page }),
    ok: S.dataOf(listOf(S.Order), { meta: S.Page }),
    errors: [422],
  },
  {
    method: 'get',
    path: '/user/order/details/{id}',
    tag: orders,
    summary: 'One of the customer’s orders',
    role: 'CUSTOMER',
    params: { id: 'The order’s id.' },
    ok: S.dataOf(S.OrderDetails),
    errors: [404],
  },
  {
    method: 'get',
    path: '/admin/orders',
    tag: admin,
    summary: 'Orders, paged, sorted and searched',
    role: 'ADMIN',
    query: z.object({
      search: z.string().optional(),
      sort: z.enum(keysOf(ADMIN_SORTS)).optional(),
      direction: z.enum(keysOf(DIRECTIONS)).optional(),
      page,
      per_page: z.string().optional().meta({ description: '1 to 100.' }),
      filter: z.enum(keysOf(ADMIN_FILTERS)).optional(),
    }),
    ok: S.dataOf(listOf(S.AdminOrderRow), { meta: S.Page }),
    errors: [422],
  },
  {
    method: 'get',
    path: '/admin/order/details/{id}',
    tag: admin,
    summary: 'An order, with its version',
    role: 'ADMIN',
    params: { id: 'The order’s id.' },
    ok: S.dataOf(S.OrderDetails),
    errors: [404],
  },
  {
    method: 'post',
    path: '/admin/update-order/{id}',
    tag: admin,
    summary: 'Change an order’s status, payment, courier or tracking number',
    description: 'With `version` (from the details), an order changed since is refused with 409.',
    role: 'ADMIN',
    params: { id: 'The order’s id.' },
    body: z.object({
      status: z.string().optional(),
      payment_status: z.string().optional(),
      courier_id: z.union([S.int, z.null()]).optional(),
      tracking_number: z.union([z.string(), z.null()]).optional(),
      version: S.int.optional(),
    }),
    ok: S.dataOf(S.OrderDetails, { message: z.string() }),
    errors: [404, 409],
  },

  ...SETTINGS_OPERATIONS,

  // Back office: catalogue
  ...crud('/admin/categories', 'Category', S.CategoryTree, S.Category, categoryBody.bodySchema()),
  ...crud('/admin/brands', 'Brand', S.Brand, S.Brand, brandBody.bodySchema()),
  {
    method: 'get',
    path: '/admin/attributes',
    tag: admin,
    summary: 'Attributes with their values',
    role: 'ADMIN',
    ok: listOf(S.Attribute),
  },
  {
    method: 'post',
    path: '/admin/attributes',
    tag: admin,
    summary: 'Create an attribute',
    role: 'ADMIN',
    body: attributeBody.bodySchema(),
    ok: S.Attribute,
  },
  {
    method: 'get',
    path: '/admin/attributes/{id}',
    tag: admin,
    summary: 'An attribute',
    role: 'ADMIN',
    params: { id: 'The attribute’s id.' },
    ok: S.Attribute,
    errors: [404],
  },
  {
    method: 'put',
    path: '/admin/attributes/{id}',
    tag: admin,
    summary: 'Change an attribute and its values',
    role: 'ADMIN',
    params: { id: 'The attribute’s id.' },
    body: attributeBody.bodySchema(),
    ok: S.Attribute,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/admin/attributes/{id}',
    tag: admin,
    summary: 'Delete an attribute',
    role: 'ADMIN',
    params: { id: 'The attribute’s id.' },
    ok: S.Message,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/admin/get-attributes',
    tag: admin,
    summary: 'Attributes for the product form',
    role: 'ADMIN',
    ok: z.object({ ...S.ok, attributes: listOf(S.Attribute), attribute_ids: z.array(S.int) }),
  },
  {
    method: 'get',
    path: '/admin/products',
    tag: admin,
    summary: 'Products, paged, sorted and searched',
    role: 'ADMIN',
    query: z.object({
      search: z.string().optional(),
      sort: z.enum(keysOf(PRODUCT_SORTS)).optional(),
      direction: z.enum(keysOf(DIRECTIONS)).optional(),
      page,
      per_page: z.string().optional(),
    }),
    ok: S.dataOf(listOf(S.Product), { meta: S.Page }),
    errors: [422],
  },
  {
    method: 'post',
    path: '/admin/products',
    tag: admin,
    summary: 'Create a product with its gallery',
    role: 'ADMIN',
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
    tag: admin,
    summary: 'A product for the edit form, with its version',
    role: 'ADMIN',
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
    tag: admin,
    summary: 'Change a product',
    description:
      'With `version` (or `If-Match: "<version>"`), a product changed since is refused with 409. Stock numbers of this body never write stock (see docs/rest.md).',
    role: 'ADMIN',
    params: { id: 'The product’s id.' },
    body: productBody.bodySchema({ version: S.int.optional() }),
    ok: S.dataOf(S.AdminProduct, { message: z.string() }),
    errors: [404, 409],
  },
  {
    method: 'delete',
    path: '/admin/products/{id}',
    tag: admin,
    summary: 'Delete a product and its images',
    role: 'ADMIN',
    params: { id: 'The product’s id.' },
    ok: S.Message,
    errors: [404],
  },
  {
    method: 'post',
    path: '/admin/product-image/store',
    tag: admin,
    summary: 'Add an image to a product',
    role: 'ADMIN',
    multipart: z.object({ product_id: z.string(), image: file }),
    ok: S.dataOf(image, { message: z.string() }),
    errors: [404],
  },
  {
    method: 'delete',
    path: '/admin/image/delete/{id}',
    tag: admin,
    summary: 'Delete a product image and its thumbnails',
    role: 'ADMIN',
    params: { id: 'The image’s id.' },
    ok: S.Message,
    errors: [404],
  },
  {
    method: 'get',
    path: '/admin/default-image/update',
    tag: admin,
    summary: 'Make an image its product’s default',
    role: 'ADMIN',
    query: z.object({ image: z.string(), product_id: z.string() }),
    ok: S.Message,
    errors: [404],
  },
  {
    method: 'get',
    path: '/admin/dashboard',
    tag: admin,
    summary: 'Counts and revenue',
    role: 'ADMIN',
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
    tag: admin,
    summary: 'Create a product with variants (the alternative form)',
    role: 'ADMIN',
    body: variantsBody.bodySchema(),
    ok: S.dataOf(
      z.object({ id: S.int, name: z.string(), hidden: z.boolean(), hidden_reason: z.string().nullable() }),
      { message: z.string() },
    ),
  },

  // Other
  {
    method: 'get',
    path: '/provinces',
    tag: other,
    summary: 'Pakistan’s provinces and territories',
    ok: z.array(z.string()),
  },
  {
    method: 'get',
    path: '/cities/{province}',
    tag: other,
    summary: 'A province’s cities',
    params: { province: 'The province’s name (any case).' },
    textParams: ['province'],
    ok: z.array(z.object({ name: z.string() })),
    errors: [404],
  },
  {
    method: 'post',
    path: '/contactus/submit',
    tag: other,
    summary: 'The contact form',
    body: contact.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
];

/** The five paths of an admin list (GET, POST) and its items (GET, PUT, DELETE). */
function crud(base: string, what: string, listed: z.ZodType, one: z.ZodType, body: z.ZodType): Operation[] {
  const lower = what.toLowerCase();
  const params = { id: `The ${lower}’s id.` };
  const common = { tag: admin, role: 'ADMIN' as const };
  return [
    { ...common, method: 'get', path: base, summary: `${what} list`, ok: S.dataOf(listOf(listed)) },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Create a ${lower}`,
      body,
      ok: S.dataOf(one, { message: z.string() }),
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{id}`,
      summary: `A ${lower}`,
      params,
      ok: S.dataOf(one),
      errors: [404],
    },
    {
      ...common,
      method: 'put',
      path: `${base}/{id}`,
      summary: `Change a ${lower}`,
      params,
      body,
      ok: S.dataOf(one, { message: z.string() }),
      errors: [404],
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete a ${lower}`,
      params,
      ok: S.Message,
      errors: [404, 409],
    },
  ];
}
