/**
 * The catalogue read caches of one instance: what they serve (byte for byte, with ETags), what
 * evicts what (only the changes a write commits, and only the entries that show them), an order's
 * stock shown at once to its buyer, and filter totals counted once. More in
 * catalog-cache-refresh.test.ts and catalog-cache-sharing.test.ts.
 */
import {
  buyOne,
  cacheReads,
  counts,
  FEED,
  LISTING,
  PRODUCT,
  startCacheShop,
  statements,
} from '../support/cache-shop';
import type { TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let buyer: string;
let productId: number;
let otherId: number;
let categoryId: number;
beforeAll(async () => ({ t, buyer, productId, otherId, categoryId } = await startCacheShop()));
beforeEach(() => settled());
afterAll(() => t.close());

const settled = () => catalogSettled(t);
const { get, gqlRaw, restState, gqlState, warm } = cacheReads(() => t);

it('serves a repeated listing from the cache, byte for byte, with an ETag that answers 304', async () => {
  const first = await get('/get-products?page=1');
  expect(first.headers.get('x-cache')).toBe('MISS');
  const body = await first.text();
  expect(JSON.parse(body).data.map((p: { title: string }) => p.title)).toEqual([
    'Cached Bunny',
    'Quiet Lamb',
  ]);
  const second = await get('/get-products?page=1');
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(await second.text()).toBe(body);
  const etag = second.headers.get('etag')!;
  expect(etag).toBe(first.headers.get('etag'));
  // (fetch would add `cache-control: no-cache` to a conditional request, as browsers' fetch does.)
  expect(
    (await get('/get-products?page=1', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status,
  ).toBe(304);
});

it('evicts nothing for requests that change nothing: a 404 POST, failed logins and mutations, a contact message', async () => {
  await warm(
    ['/get-products?page=1', `/product-details/${productId}`],
    [
      [LISTING, {}],
      [PRODUCT, { id: productId }],
    ],
  );
  expect((await fetch(`${t.url}/api/no-such-path`, { method: 'POST' })).status).toBe(404);
  expect(
    (await t.rest('POST', '/user/auth', { email: 'nobody@example.pk', password: 'wrong-password' })).status,
  ).toBe(401);
  const login = await t.gql(
    'mutation { login(input: { email: "nobody@example.pk", password: "wrong" }) { errors { message } } }',
  );
  expect(login.body.data.login.errors).not.toEqual([]);
  const review = await t.gql(
    'mutation($id: Int!) { createReview(input: { productId: $id, name: "", comment: "", rating: 0 }) { errors { message } } }',
    { id: productId },
  );
  expect(review.body.data.createReview.errors).not.toEqual([]);
  const contact = await t.rest('POST', '/contactus/submit', {
    name: 'Ayesha',
    email: 'ayesha@example.pk',
    mobile: '03001234567',
    subject: 'Custom order',
    message: 'A blue bunny, please.',
  });
  expect(contact.status).toBe(200);
  await settled();
  for (const p of ['/get-products?page=1', `/product-details/${productId}`])
    expect([p, await restState(p)]).toEqual([p, 'HIT']);
  expect(await gqlState(LISTING)).toBe('HIT');
  expect(await gqlState(PRODUCT, { id: productId })).toBe('HIT');
});

it('refreshes an ordered product’s stock everywhere it is shown, at once for the buyer, and leaves other products and totals alone', async () => {
  const shown = [
    '/get-products?page=1',
    `/product-details/${productId}`,
    '/get-products?page=1&search=bunny',
  ];
  await warm(
    [...shown, `/product-details/${otherId}`, '/get-categories'],
    [
      [PRODUCT, { id: productId }],
      [PRODUCT, { id: otherId }],
      [FEED, {}],
      [LISTING, {}],
    ],
  );
  const before = JSON.parse(await (await get(`/product-details/${productId}`)).text()).data.stock;
  const details = jest.spyOn(t.services.products, 'details');
  const reads = jest.spyOn(t.services.products, 'visibleByIds');

  let placed: { status: number } = { status: 0 };
  const sent = await statements(async () => {
    placed = await t.rest('POST', '/save-order', buyOne(productId, 2), buyer);
    // Read straight after the acknowledgement, without waiting for anything: the buyer sees the new stock.
    for (const p of shown) {
      const res = await get(p);
      const items = [].concat((await res.json()).data) as { id: number; stock: number }[];
      expect([p, items.find((i) => i.id === productId)?.stock]).toEqual([p, before - 2]);
    }
    expect((await (await gqlRaw(PRODUCT, { id: productId })).json()).data.product.stock).toBe(before - 2);
    const feed = await gqlRaw(FEED);
    const refreshed = await feed.text();
    const { data } = JSON.parse(refreshed);
    expect(data.productFeed.items.find((i: { id: number }) => i.id === productId).stock).toBe(before - 2);
    expect(data.productFeed.total).toBe(2);
    // The answer is the one Apollo gives now (the same query, another body: read afresh).
    const afresh = await gqlRaw(`${FEED} `);
    expect(await afresh.text()).toBe(refreshed);
  });
  expect(placed.status).toBe(200);
  // A stock change recounts nothing, and reads nothing of the other product.
  expect(counts(sent)).toBe(0);
  expect(details.mock.calls.filter(([id]) => id === otherId)).toEqual([]);
  expect(reads.mock.calls.filter(([ids]) => ids.includes(otherId))).toEqual([]);
  details.mockRestore();
  reads.mockRestore();
  // Entries that do not show the product were kept.
  expect(await restState(`/product-details/${otherId}`)).toBe('HIT');
  expect(await restState('/get-categories')).toBe('HIT');
  expect(await gqlState(PRODUCT, { id: otherId })).toBe('HIT');
});

it('answers a write only once its instance has heard the change, however late notifications arrive', async () => {
  // Notifications held back (as on a slow link) but kept in order with query results: the
  // writer's own read must still see its write, the instance waiting for its own change.
  const client = (t.services.changes as unknown as { client: import('pg').Client }).client;
  const held: unknown[][] = [];
  const emit = client.emit.bind(client);
  const flush = () => held.splice(0).forEach((args) => emit(...(args as [string])));
  client.emit = ((event: string, ...args: unknown[]) => {
    if (event !== 'notification') return emit(event, ...args);
    held.push([event, ...args]);
    setTimeout(flush, 2000).unref();
    return true;
  }) as typeof client.emit;
  const query = client.query.bind(client);
  client.query = ((...args: unknown[]) =>
    (query as (...a: unknown[]) => Promise<unknown>)(...args).finally(flush)) as typeof client.query;
  try {
    await warm([`/product-details/${productId}`, `/product-reviews/${otherId}`]);
    const before = (await (await get(`/product-details/${productId}`)).json()).data.stock;
    const placed = await t.rest('POST', '/save-order', buyOne(productId), buyer);
    expect(placed.status).toBe(200);
    expect((await (await get(`/product-details/${productId}`)).json()).data.stock).toBe(before - 1);
    const review = await t.gql(
      'mutation($id: Int!) { createReview(input: { productId: $id, name: "Zara", comment: "Neat", rating: 5 }) { errors { message } } }',
      { id: otherId },
    );
    expect(review.body.data.createReview.errors).toEqual([]);
    expect(
      (await (await get(`/product-reviews/${otherId}`)).json()).data.map(
        (r: { comment: string }) => r.comment,
      ),
    ).toEqual(['Neat']);
  } finally {
    client.emit = emit as typeof client.emit;
    client.query = query as typeof client.query;
    flush();
  }
});

it('refreshes only the reviewed product (rating, count, reviews) wherever it is shown', async () => {
  const reviews = `/product-reviews/${productId}`;
  await warm(
    [
      reviews,
      `/product-details/${productId}`,
      '/get-products?page=1',
      `/product-details/${otherId}`,
      `/product-reviews/${otherId}`,
    ],
    [[PRODUCT, { id: productId }]],
  );
  const res = await t.rest('POST', '/product-reviews', {
    product_id: productId,
    name: 'Sana',
    comment: 'So soft!',
    rating: 4,
  });
  expect(res.status).toBe(200);
  expect((await (await get(reviews)).json()).data.map((r: { comment: string }) => r.comment)).toEqual([
    'So soft!',
  ]);
  expect((await (await get(`/product-details/${productId}`)).json()).data).toMatchObject({
    review_count: 1,
    average_rating: 4,
  });
  expect(
    (await (await get('/get-products?page=1')).json()).data.find((p: { id: number }) => p.id === productId),
  ).toMatchObject({ review_count: 1 });
  expect((await (await gqlRaw(PRODUCT, { id: productId })).json()).data.product).toMatchObject({
    reviewCount: 1,
    averageRating: 4,
  });
  expect(await restState(`/product-details/${otherId}`)).toBe('HIT');
  expect(await restState(`/product-reviews/${otherId}`)).toBe('HIT');
});

it('counts a filter once for all its pages: a stock change keeps the total, a hidden product changes it', async () => {
  const sql = await statements(async () => {
    await get('/get-products?page=1&category=' + categoryId);
    await get('/get-products?page=2&category=' + categoryId);
    await t.gql(`{ productFeed(filter: { categoryIds: [${categoryId}] }) { total } }`);
  });
  expect(counts(sql)).toBe(1);
  await t.db.ds.query('UPDATE products SET qty = qty + 5 WHERE id = $1', [productId]);
  await settled();
  expect(counts(await statements(() => get('/get-products?page=3&category=' + categoryId)))).toBe(0);
  await t.db.ds.query('UPDATE products SET status = 0 WHERE id = $1', [otherId]);
  await settled();
  let total = 0;
  expect(
    counts(
      await statements(
        async () =>
          (total = (await (await get('/get-products?page=1&category=' + categoryId)).json()).meta.total),
      ),
    ),
  ).toBe(1);
  expect(total).toBe(1);
  await t.db.ds.query('UPDATE products SET status = 1 WHERE id = $1', [otherId]);
  await settled();
});
