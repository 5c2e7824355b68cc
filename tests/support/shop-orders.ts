/** Customers and their orders placed through the REST adapter, for the order, wallet and courier tests. */
import { hashPassword } from '../../server/src/modules/accounts';
import { checkoutBody } from './checkout';
import { factories } from './factories';
import type { TestServer } from './test-server';

/** A customer written straight to the database (verified unless told otherwise), and a token for it. */
export async function customer(t: TestServer, name = 'Ayesha Khan', { verified = true } = {}) {
  const email = `c-${Math.random().toString(36).slice(2, 10)}@example.pk`;
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ($1, $2, 'CUSTOMER', $3) RETURNING id, token_version`,
    [name, email, verified ? new Date() : null],
  );
  return {
    id: u.id as number,
    email,
    token: await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version }),
  };
}

/** A staff member of the back office, signed in through the admin sign-in as staff are. */
export async function staffMember(t: TestServer, name: string): Promise<{ id: number; token: string }> {
  const email = `${name.toLowerCase()}.staff@example.pk`;
  const [{ id }] = await t.db.ds.query(
    `INSERT INTO users (name, email, password_hash, role, admin_role, verified_at)
     VALUES ($1, $2, $3, 'ADMIN', 'STAFF', now()) RETURNING id`,
    [name, email, await hashPassword('purl-stitch-2024', t.config.passwordCost)],
  );
  const signedIn = await t.rest('POST', '/admin/auth', { email, password: 'purl-stitch-2024' });
  if (signedIn.status !== 200) throw new Error(`staff sign-in answered ${signedIn.status}`);
  return { id, token: signedIn.body.token };
}

export async function product(t: TestServer, price = 1500) {
  const f = factories(t.db.ds);
  return (await f.product({ categoryId: (await f.category()).id, qty: 1000, price })).id;
}

export async function placeOrder(
  t: TestServer,
  token: string,
  productId: number,
  method: string,
  contact: { street?: string; city?: string; mobile?: string } = {},
): Promise<{ id: number; grandTotal: number }> {
  const res = await t.rest(
    'POST',
    '/save-order',
    {
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      street: contact.street ?? 'Punjab',
      city: contact.city ?? 'Lahore',
      address: 'House 4, Street 9, Model Town',
      zip: '54700',
      mobile: contact.mobile ?? '03001234567',
      payment_method: method,
      cart: [{ product_id: productId, qty: 1 }],
    },
    token,
  );
  if (res.status !== 200) throw new Error(`save-order: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, grandTotal: Math.round(Number(res.body.data.grand_total) * 100) };
}

/**
 * A REST checkout of `cart` (`extra` over the body), the order then moved to `at`, paid or not,
 * cancelled or not: the orders of the revenue figures by day. Answers the checkout's body.
 */
export async function placeOrderAt(
  t: TestServer,
  token: string,
  cart: Array<{ product_id: number; qty: number }>,
  at: Date | string,
  {
    paid = false,
    cancelled = false,
    ...extra
  }: Record<string, unknown> & { paid?: boolean; cancelled?: boolean } = {},
) {
  const res = await t.rest('POST', '/save-order', checkoutBody(cart, extra), token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await t.db.ds.query(`UPDATE orders SET created_at = $2, payment_status = $3, status = $4 WHERE id = $1`, [
    res.body.id,
    at,
    paid ? 'paid' : 'unpaid',
    cancelled ? 'cancelled' : 'pending',
  ]);
  return res.body;
}

/** The seeded admin's token (the same as `t.adminToken()`). */
export const adminToken = (t: TestServer): Promise<string> => t.adminToken();
