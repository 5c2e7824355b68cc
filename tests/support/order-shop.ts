/**
 * The order tests' shop: the app with card payments through the Stripe fake (its webhook secret
 * known), a category to make products in, the admin's token; and the checkout as the client
 * sends it, for customers made straight in the database.
 */
import { startFakeStripe } from './fake-stripe';
import { factories } from './factories';
import { customer as newCustomer } from './shop-orders';
import { createTestServer, TestServer } from './test-server';
import { useShop } from './hooks';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export interface OrderShop {
  t: TestServer;
  stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  f: ReturnType<typeof factories>;
  categoryId: number;
  adminToken: string;
}

export async function startOrderShop(): Promise<OrderShop> {
  const stripe = await startFakeStripe();
  const t = await createTestServer(stripe.env(WEBHOOK_SECRET));
  const f = factories(t.db.ds);
  const categoryId = (await f.category({ name: 'Amigurumi' })).id;
  return { t, stripe, f, categoryId, adminToken: await t.adminToken() };
}

export async function stopOrderShop(shop: Partial<OrderShop>): Promise<void> {
  await shop.t?.close();
  await shop.stripe?.close();
}

/** A customer (not yet verified) made in the database, with a token. */
export const customer = (t: TestServer, name: string) => newCustomer(t, name, { verified: false });

/** The delivery contact the order tests check out with. */
export const address = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Street 2, Gulberg',
  zip: '54000',
  mobile: '03001234567',
};

/** The checkout body of an unpaid cash-on-delivery order of `cart`, `extra` over it. */
export function checkout(cart: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return { ...address, payment_method: 'cod', payment_status: 'unpaid', discount: 0, cart, ...extra };
}

/** A cart line: `qty` of the product, with the attribute values chosen. */
export const line = (productId: number, qty = 1, valueIds: number[] = []) => ({
  product_id: productId,
  qty,
  selectedAttributes: valueIds.map((id) => ({ attribute: 'x', attribute_value: { id } })),
});

export const stockOf = async (t: TestServer, id: number) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [id]))[0].qty;

/** This test file's order shop. */
export const useOrderShop = () => useShop(startOrderShop, stopOrderShop);
