/**
 * The catalogue read caches of one instance under load: concurrent misses share one read (never
 * one begun before a change), and hits are served ahead of the framework with the bytes and
 * headers of the miss.
 */
import { cacheReads, logged, startCacheShop } from '../support/cache-shop';
import { factories } from '../support/factories';
import { createTestServer, type TestServer } from '../support/test-server';
import { catalogSettled, heard, waitUntil } from '../support/wait';

let t: TestServer;
let productId: number;
let otherId: number;
let categoryId: number;
let logLines: string[];
beforeAll(async () => ({ t, productId, otherId, categoryId, logLines } = await startCacheShop()));
beforeEach(() => settled());
afterAll(() => t.close());

const settled = () => catalogSettled(t);
const { get, gqlRaw } = cacheReads(() => t);

describe('concurrent misses', () => {
  /** Holds `method` of `target` until `ready()` holds, counting its calls. */
  function gate<T extends object>(target: T, method: keyof T, ready: () => boolean) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    let calls = 0;
    const spy = jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
      calls++;
      await waitUntil(ready);
      return original(...args);
    }) as never);
    return { calls: () => calls, restore: () => spy.mockRestore() };
  }

  it('share one read: 10 concurrent requests for one uncached listing send its queries once (REST and GraphQL)', async () => {
    const cache = t.services.catalogCache;
    const waiting = jest.spyOn(cache, 'pending');
    // The REST page reads its ids (then each product's kept JSON), the GraphQL page its products.
    const ids = gate(t.services.products, 'listIds', () => waiting.mock.calls.length >= 10);
    const list = gate(t.services.products, 'list', () => waiting.mock.calls.length >= 10);
    try {
      const url = `/get-products?page=1&brand[]=${(await factories(t.db.ds).brand()).id}`;
      await settled();
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(url)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1);
      expect(ids.calls()).toBe(1);

      waiting.mockClear();
      const bodies = await Promise.all(
        Array.from({ length: 10 }, () =>
          gqlRaw(
            'query { products(page: 1, filter: { brandIds: [424242] }) { items { id } meta { total } } }',
          ),
        ),
      );
      expect(bodies.map((r) => r.headers.get('x-cache'))).toEqual(Array(10).fill('MISS'));
      expect(list.calls()).toBe(1);
    } finally {
      ids.restore();
      list.restore();
      waiting.mockRestore();
    }
  });

  it('share one read with the response cache off too, and never a read that began before a change', async () => {
    const cold = await createTestServer({ SPEED_OFF: 'responseCache' }, t);
    try {
      const waiting = jest.spyOn(cold.services.catalogCache, 'pending');
      const details = gate(cold.services.products, 'details', () => waiting.mock.calls.length >= 10);
      try {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => fetch(`${cold.url}/api/product-details/${productId}`)),
        );
        expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(Array(10).fill('BYPASS'));
        expect(details.calls()).toBe(1);
      } finally {
        details.restore();
        waiting.mockRestore();
      }
      // A read in flight when a change arrives is not shared with requests that come after it.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const original = cold.services.products.details.bind(cold.services.products);
      // Its read done (not merely begun: under load the change could land before it reads), it waits.
      let read = false;
      const spy = jest.spyOn(cold.services.products, 'details').mockImplementation(async (id) => {
        const product = await original(id);
        read = true;
        await held;
        return product;
      });
      try {
        const early = fetch(`${cold.url}/api/product-details/${productId}`).then((r) => r.json());
        await waitUntil(() => read);
        const changed = heard(cold, (e) => e.type === 'product');
        await t.db.ds.query(`UPDATE products SET title = 'Renamed Bunny' WHERE id = $1`, [productId]);
        await changed;
        release();
        const late = await (await fetch(`${cold.url}/api/product-details/${productId}`)).json();
        expect(late.data.title).toBe('Renamed Bunny');
        expect((await early).data.title).toBe('Cached Bunny');
      } finally {
        spy.mockRestore();
        await t.db.ds.query(`UPDATE products SET title = 'Cached Bunny' WHERE id = $1`, [productId]);
      }
    } finally {
      await cold.close();
    }
  });
});

describe('a read in flight across changes', () => {
  const url = () => `/get-products?page=1&category[]=${categoryId}`;
  const qtyOf = (body: { data: { id: number; qty: number }[] }) =>
    body.data.find((p) => p.id === productId)?.qty;
  /** Holds every `products.listIds` (the REST page's ids) once it has read until `release()`, counting the calls. */
  function holdList() {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    let read = false;
    const original = t.services.products.listIds.bind(t.services.products);
    const spy = jest.spyOn(t.services.products, 'listIds').mockImplementation(async (...args) => {
      calls++;
      const result = await original(...args);
      read = true;
      await held;
      return result;
    });
    return { calls: () => calls, read: () => read, release, restore: () => spy.mockRestore() };
  }
  const setQty = async (id: number, qty: number) => {
    const changed = heard(t, (e) => e.type === 'stock' && !!e.productIds?.includes(id));
    await t.db.ds.query('UPDATE products SET qty = $2 WHERE id = $1', [id, qty]);
    await changed;
  };

  it('is shared after a change to a product it does not show, and read once more after one to a product it shows', async () => {
    const elsewhere = (
      await factories(t.db.ds).product({ categoryId: (await factories(t.db.ds).category()).id })
    ).id;
    await settled();
    const waiting = jest.spyOn(t.services.catalogCache, 'pending');
    let list = holdList();
    try {
      const first = get(url()).then((r) => r.json());
      await waitUntil(list.read);
      await setQty(elsewhere, 3);
      const later = Array.from({ length: 10 }, () => get(url()).then((r) => r.json()));
      await waitUntil(() => waiting.mock.calls.length >= 10);
      list.release();
      const bodies = await Promise.all([first, ...later]);
      expect(list.calls()).toBe(1);
      expect(bodies.map(qtyOf)).toEqual(Array(11).fill(20));
      list.restore();

      // Stock of a product the listing shows changes while it is read: who asks after it reads again, once.
      await setQty(otherId, 9);
      waiting.mockClear();
      list = holdList();
      const early = get(url()).then((r) => r.json());
      await waitUntil(list.read);
      await setQty(productId, 7);
      const late = Array.from({ length: 10 }, () => get(url()).then((r) => r.json()));
      await waitUntil(() => waiting.mock.calls.length >= 10);
      list.release();
      // The early read's products are read after its ids, so after the change: it shows it too.
      expect(qtyOf(await early)).toBe(7);
      expect((await Promise.all(late)).map(qtyOf)).toEqual(Array(10).fill(7));
      expect(list.calls()).toBe(2);
    } finally {
      list.restore();
      waiting.mockRestore();
      await setQty(productId, 20);
      await setQty(otherId, 10);
    }
  });

  it('reads a listing once for 100 concurrent requests after an order forgot it, each showing the new stock', async () => {
    expect(qtyOf(await (await get(url())).json())).toBe(20);
    expect((await get(url())).headers.get('x-cache')).toBe('HIT');
    const list = jest.spyOn(t.services.products, 'listIds');
    try {
      await setQty(productId, 13);
      const answers = await Promise.all(Array.from({ length: 100 }, () => get(url())));
      const bodies = await Promise.all(answers.map((r) => r.json()));
      expect(bodies.map(qtyOf)).toEqual(Array(100).fill(13));
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
      await setQty(productId, 20);
    }
  });
});

describe('hits served ahead of the framework', () => {
  /** Headers that differ between any two responses, or with how the body is framed. */
  const PER_RESPONSE = new Set(['date', 'x-request-id', 'x-cache', 'content-length', 'transfer-encoding']);
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  /** Sends the same request twice: a miss, then a hit with the same bytes and headers. */
  const missThenHit = async (send: () => Promise<Response>) => {
    const miss = await send();
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const body = await miss.text();
    const hit = await send();
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toBe(body);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    return { miss, hit, body };
  };

  it('answers a REST hit with the same bytes and headers as the miss (security, CORS, compression, request id, 304)', async () => {
    // Enough products for a body over compression's 1 KB threshold.
    const f = factories(t.db.ds);
    for (let i = 0; i < 8; i++) await f.product({ categoryId, title: `Bulk Toy ${i}` });
    await settled();
    const headers = {
      origin: 'https://app.example.pk',
      'accept-encoding': 'gzip, deflate, br',
      'x-request-id': 'hit-request-0001',
    };
    const path = '/get-products?page=1';
    const { hit, body: missBody } = await missThenHit(() => get(path, headers));
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('access-control-allow-origin')).toBe('https://app.example.pk');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-request-id')).toBe('hit-request-0001');
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(missBody);
    // Encodings chosen as the compression middleware chooses them (negotiator): by q-value, brotli on a tie.
    expect(
      (await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0.5' })).headers.get('content-encoding'),
    ).toBe('gzip');
    expect((await get(path, { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
    const other = await get(path, { origin: 'https://evil.example' });
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'max-age=0' })).status,
    ).toBe(304);
    expect(
      (await get(path, { 'if-none-match': hit.headers.get('etag')!, 'cache-control': 'no-cache' })).status,
    ).toBe(200);
    await logged(
      logLines,
      (e) =>
        e.req?.id === 'hit-request-0001' &&
        e.res?.statusCode === 200 &&
        logLines.filter((l) => l.includes('hit-request-0001')).length >= 2,
    );
    const entries = logLines.map((l) => JSON.parse(l)).filter((e) => e.req?.id === 'hit-request-0001');
    expect(entries.map((e) => [e.req.url, e.res.statusCode])).toEqual([
      ['/api/get-products', 200],
      ['/api/get-products', 200],
    ]);
  });

  it('answers a repeated GraphQL query by its exact body with the bytes and headers of the first answer', async () => {
    const body = JSON.stringify({
      query: `query($id: Int!) { product(id: $id) { id title } }`,
      variables: { id: productId },
    });
    const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    const { miss } = await missThenHit(() => post(body, accept));
    expect(miss.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(miss.headers.get('cache-control')).toBe('no-cache');
    // Another Accept is another answer (Apollo negotiates the media type).
    const plain = await post(body);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await post(body)).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('hands bodies it read but cannot serve to the application: invalid JSON, uncached queries', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await post('{"query": ');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
      expect((await post('"just a string"')).status).toBe(400);
    }
    const stock = JSON.stringify({
      query: 'query($id: Int!) { checkStock(productId: $id, qty: 1) { available } }',
      variables: { id: productId },
    });
    await post(stock);
    expect((await post(stock)).headers.get('x-cache')).toBeNull();
  });

  it('serves no hit once a change evicted it', async () => {
    const body = JSON.stringify({ query: '{ brands { name } }' });
    await post(body);
    expect((await post(body)).headers.get('x-cache')).toBe('HIT');
    await t.db.ds.query(`INSERT INTO brands (name, status) VALUES ('Fresh Brand', 1)`);
    await settled();
    const after = await post(body);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect((await after.json()).data.brands).toContainEqual({ name: 'Fresh Brand' });
  });
});

describe('hits without the fast path (SPEED_OFF=fastPath)', () => {
  it('serves a kept GraphQL answer from Express, without Apollo, until a change evicts it', async () => {
    const ordinary = await createTestServer({ SPEED_OFF: 'fastPath' }, t);
    try {
      await catalogSettled(ordinary);
      const post = (body: string) =>
        fetch(`${ordinary.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
      const body = JSON.stringify({ query: '{ brands { name } }' });
      const miss = await post(body);
      expect(miss.headers.get('x-cache')).toBe('MISS');
      const missBytes = await miss.text();
      const executed = jest.spyOn(ordinary.services.brands, 'publicList');
      const hit = await post(body);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
      expect(await hit.text()).toBe(missBytes);
      expect(executed).not.toHaveBeenCalled();
      executed.mockRestore();
      expect((await post('{"query": ')).status).toBe(400);
      await t.db.ds.query(`INSERT INTO brands (name, status) VALUES ('Ordinary Brand', 1)`);
      await catalogSettled(ordinary);
      const after = await post(body);
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect((await after.json()).data.brands).toContainEqual({ name: 'Ordinary Brand' });
    } finally {
      await ordinary.close();
    }
  });
});
