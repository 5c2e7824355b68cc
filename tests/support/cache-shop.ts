/**
 * The catalogue cache tests' shop: one instance with every cache on, CORS open to one app origin
 * and its log kept; a category with a product bought often and a quiet one, the admin and a
 * buyer; and the reads those tests make, each with the x-cache state it was answered with.
 */
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { checkoutBody } from './checkout';
import { factories } from './factories';
import { createTestServer, TestServer } from './test-server';
import { waitUntil } from './wait';

export const PRODUCT =
  'query($id: Int!) { product(id: $id) { id title stock reviewCount averageRating category { name } } }';
export const FEED =
  'query { productFeed(filter: { categoryIds: [], brandIds: [], search: "" }) { items { id title stock reviewCount } total } }';
export const LISTING = 'query { products(page: 1) { items { id stock category { name } } meta { total } } }';

export interface CacheShop {
  t: TestServer;
  admin: string;
  buyer: string;
  /** 'Cached Bunny' (20 in stock) and 'Quiet Lamb', older, in 'Toys'. */
  productId: number;
  otherId: number;
  categoryId: number;
  /** The instance's log, one JSON line each. */
  logLines: string[];
}

export async function startCacheShop(): Promise<CacheShop> {
  const logLines: string[] = [];
  const t = await createTestServer({ CORS_ORIGINS: 'https://app.example.pk', LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void logLines.push(line),
  });
  const f = factories(t.db.ds);
  const categoryId = (await f.category({ name: 'Toys' })).id;
  const otherId = (
    await f.product({
      categoryId,
      title: 'Quiet Lamb',
      price: 900,
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    })
  ).id;
  const productId = (await f.product({ categoryId, title: 'Cached Bunny', price: 1500, qty: 20 })).id;
  const admin = await t.adminToken();
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, verified_at) VALUES ('Buyer', 'buyer@cache.pk', now()) RETURNING id, role, token_version`,
  );
  const buyer = await t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  return { t, admin, buyer, productId, otherId, categoryId, logLines };
}

/** One unit of `productId`, cash on delivery, as the buyer's checkout sends it. */
export const buyOne = (productId: number, qty = 1) =>
  checkoutBody([{ product_id: productId, qty }], { email: 'buyer@cache.pk' });

/** Until a line of `logLines` is an entry `matches` accepts. */
export const logged = (logLines: string[], matches: (entry: any) => boolean) =>
  waitUntil(() => logLines.some((l) => matches(JSON.parse(l))));

/** The reads of the shop `server()` returns, and their x-cache states. */
export function cacheReads(server: () => TestServer) {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server().url}/api${path}`, { headers });
  const gqlRaw = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  const restState = async (path: string) => (await get(path)).headers.get('x-cache');
  const gqlState = async (query: string, variables: Record<string, unknown> = {}) =>
    (await gqlRaw(query, variables)).headers.get('x-cache');
  /** Reads everything once so that each is cached. */
  const warm = async (paths: string[], queries: [string, Record<string, unknown>][] = []) => {
    for (const p of paths) await get(p);
    for (const [q, v] of queries) await gqlRaw(q, v);
    for (const p of paths) expect([p, await restState(p)]).toEqual([p, 'HIT']);
    for (const [q, v] of queries) expect([q, await gqlState(q, v)]).toEqual([q, 'HIT']);
  };
  return { get, gqlRaw, restState, gqlState, warm };
}

/** SQL statements sent while `action` runs, by what they read. */
export async function statements(action: () => Promise<unknown>) {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    await action();
    return spy.mock.calls.map(([sql]) => sql as string);
  } finally {
    spy.mockRestore();
  }
}
/** How many of `sqls` count rows. */
export const counts = (sqls: string[]) => sqls.filter((s) => /COUNT\(\*\)/.test(s)).length;
