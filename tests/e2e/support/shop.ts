/**
 * The set-up calls browser tests make beside what the browser does, through the shop's own
 * REST and GraphQL APIs: the seeded owner, registered customers, a product of a test's own, a
 * cash-on-delivery order, and a page signed in (through the login form, or by its stored session).
 */
import type { Page } from 'playwright-core';
import { checkoutBody } from '../../support/checkout';
import { api, BASE_URL } from './browser';

/** The owner the browser tests' shop is started with (ADMIN_PASSWORD in global-setup.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** A signed-in account as the client keeps it (localStorage `adminInfo` or `userInfo`). */
export interface Session {
  id: number;
  name: string;
  token: string;
}

/** The owner's own new session (REST sign-in): signing it out ends no other test's. */
export async function adminSession(): Promise<Session> {
  const signedIn = await api('POST', '/admin/auth', ADMIN);
  expect(signedIn.status).toBe(200);
  return { id: signedIn.id, name: signedIn.name, token: signedIn.token };
}

export const adminToken = async (): Promise<string> => (await adminSession()).token;

/** POST /graphql (with `token` when given): the data, or a thrown error naming the GraphQL errors. */
export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const body = await gqlAnswer<T>(query, variables, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** POST /graphql as it answered: `data` and `errors`, for tests that assert on the errors. */
export async function gqlAnswer<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: any[] }> {
  const res = await fetch(`${BASE_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/** The id of the catalogue's product titled exactly `title` (found by the shop's search). */
export async function productId(title: string): Promise<number> {
  const found = await api('GET', `/search-products?search=${encodeURIComponent(title)}`);
  return found.data.find((p: { title: string }) => p.title === title).id;
}

/** A new customer (REST registration) with an address of their own made from `name`. */
export async function registerCustomer(
  name: string,
  password = 'chain-stitch-12',
): Promise<Session & { email: string; password: string }> {
  const slug = name.toLowerCase().replace(/\W+/g, '.');
  const email = `${slug}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.pk`;
  const registered = await api('POST', '/user/register', { name, email, password });
  expect(registered.status).toBeLessThan(300);
  return { id: registered.id, name, token: registered.token, email, password };
}

/**
 * A product of the seeded catalogue a test may buy one of without choosing anything: no
 * options, no variants, stock to spare (other browser tests add products with options).
 */
export async function plainProductId(): Promise<number> {
  const products = (await api('GET', '/get-products?page=1')).data as Array<{
    id: number;
    qty: number;
    stock: number;
    attribute_values: unknown[];
  }>;
  const plain = products.find((p) => p.qty > 5 && p.stock === p.qty && !p.attribute_values.length);
  if (!plain) throw new Error('no plain product in stock on the first page of the shop');
  return plain.id;
}

/**
 * A product of the test's own, made through the admin's multipart form (`fields` over a plain
 * active product of the first category; `values` its per-value stock rows): its id.
 */
export async function createProduct(
  token: string,
  fields: Record<string, string>,
  values: Array<{ attribute_value_id: number; qty: number }> = [],
): Promise<number> {
  const categories = (await api('GET', '/get-categories')).data;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    category: String(categories[0].id),
    is_featured: 'no',
    status: '1',
    ...fields,
  }))
    form.append(k, v);
  for (const value of values) form.append('attribute_values[]', JSON.stringify(value));
  const res = await fetch(`${BASE_URL()}/api/admin/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const created = await res.json();
  expect({ status: res.status, errors: created.errors }).toEqual({ status: 200, errors: undefined });
  return created.data.id;
}

/** A Karachi delivery contact (the packing slip and report tests read its lines back). */
export const KARACHI = {
  street: 'Sindh',
  city: 'Karachi',
  address: 'Flat 3, Block 7, Clifton',
  zip: '75600',
  mobile: '03111234567',
};

export interface OrderOptions {
  /** The buyer's token; a new customer named `name` when absent. */
  token?: string;
  /** `qty` (1) of this product; a plain product of the catalogue when absent. */
  productId?: number;
  qty?: number;
  /** The cart's lines, in place of the one above. */
  cart?: unknown[];
  payment_method?: string;
  /** The delivery contact's fields over KARACHI's (street, city, address, zip, mobile, email). */
  contact?: Record<string, string>;
}

/** A customer's order (cash on delivery unless `payment_method` says otherwise) placed through REST: its id. */
export async function placeCodOrder(name: string, options: OrderOptions = {}): Promise<number> {
  const token = options.token ?? (await registerCustomer(name)).token;
  const cart = options.cart ?? [
    { product_id: options.productId ?? (await plainProductId()), qty: options.qty ?? 1 },
  ];
  const placed = await api(
    'POST',
    '/save-order',
    checkoutBody(cart, {
      name,
      email: 'buyer@example.pk',
      ...KARACHI,
      payment_method: options.payment_method ?? 'cod',
      ...options.contact,
    }),
    token,
  );
  expect({ status: placed.status, errors: placed.errors }).toEqual({ status: 200, errors: undefined });
  return placed.id;
}

/** Signs in through the login form (the back office's when `admin`) and waits for the page it lands on. */
export async function signIn(
  page: Page,
  who: { email: string; password: string },
  admin = false,
  lands = admin ? '/admin/dashboard' : '/user/dashboard',
) {
  await page.goto(admin ? '/admin/login' : '/user/login');
  await page.getByLabel('Email').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**${lands}`);
}

/** The owner signed in through the back office's login form. */
export const signInAsOwner = (page: Page) => signIn(page, ADMIN, true);

/** A session put where the client keeps it, without the login form (the next page opened is signed in). */
export async function storeSession(page: Page, key: 'adminInfo' | 'userInfo', who: Session) {
  await page.goto('/aboutus');
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k, v),
    [key, JSON.stringify({ id: who.id, name: who.name, token: who.token })],
  );
}
