/**
 * The hostile-input tests' shop (a customer and the admin signed in, a product in stock, rate
 * limits out of the way), the tables a refused write must leave as they were, every REST write
 * with who may send it, and text with a control character in it.
 */
import fc from 'fast-check';
import { factories } from './factories';
import { createTestServer, TestServer } from './test-server';

export type Role = 'CUSTOMER' | 'ADMIN';

export async function startHostileShop(): Promise<{
  t: TestServer;
  tokens: Record<Role, string>;
  productId: number;
}> {
  const t = await createTestServer({ RATE_LIMIT_SCALE: '1000' });
  const f = factories(t.db.ds);
  const productId = (await f.product({ categoryId: (await f.category()).id, qty: 50 })).id;
  await t.rest('POST', '/user/register', { name: 'H', email: 'h@example.pk', password: 'chain-stitch-12' });
  const tokens = { CUSTOMER: await signInAs(t, 'CUSTOMER'), ADMIN: await signInAs(t, 'ADMIN') };
  return { t, tokens, productId };
}

/** A new session (the `logout` mutation ends its own, not the shared ones). */
export async function signInAs(t: TestServer, role: Role): Promise<string> {
  const res =
    role === 'CUSTOMER'
      ? await t.rest('POST', '/user/auth', { email: 'h@example.pk', password: 'chain-stitch-12' })
      : await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' });
  return res.body.token;
}

export const TABLES = [
  'users',
  'categories',
  'brands',
  'attributes',
  'attribute_values',
  'products',
  'product_images',
  'product_attribute_values',
  'product_variants',
  'orders',
  'order_items',
  'reviews',
  'contact_messages',
];
/** How many rows each of TABLES holds. */
export const tableCounts = async (t: TestServer) =>
  (
    await t.db.ds.query(`SELECT ${TABLES.map((x) => `(SELECT count(*)::int FROM ${x}) AS ${x}`).join(', ')}`)
  )[0];

/** Every REST write: method, path, and the role that may send it (null: anyone). */
export const WRITES: Array<[string, string, Role | null]> = [
  ['POST', '/product-reviews', null],
  ['POST', '/contactus/submit', null],
  ['POST', '/products/:product/check-stock', null],
  ['POST', '/user/register', null],
  ['POST', '/user/auth', null],
  ['POST', '/admin/auth', null],
  ['POST', '/forgot-password', null],
  ['POST', '/reset-password', null],
  ['POST', '/user/update/profile/1', 'CUSTOMER'],
  ['POST', '/save-order', 'CUSTOMER'],
  ['POST', '/create-payment-intent', 'CUSTOMER'],
  ['POST', '/admin/categories', 'ADMIN'],
  ['PUT', '/admin/categories/1', 'ADMIN'],
  ['POST', '/admin/brands', 'ADMIN'],
  ['POST', '/admin/attributes', 'ADMIN'],
  ['PUT', '/admin/products/:product', 'ADMIN'],
  ['POST', '/admin/update-order/1', 'ADMIN'],
  ['POST', '/products', 'ADMIN'],
];

/** The text fields the shop's writes take, for the fuzzed bodies. */
export const TEXT_FIELDS = [
  'name',
  'email',
  'password',
  'mobile',
  'subject',
  'message',
  'comment',
  'title',
  'sku',
  'token',
  'street',
  'city',
  'address',
  'zip',
  'status',
  'payment_method',
  'description',
];

export const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
/** Text with at least one C0 control character somewhere in it. */
export const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
