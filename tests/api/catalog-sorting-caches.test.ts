/**
 * Issue 21 item 7, the catalogue caches: sorted and price-filtered listings and their totals kept
 * through a stock change (the stock they show read again), following a price changed through the
 * admin API and a rating changed by a review, and nothing else.
 */
import { checkoutBody } from '../support/checkout';
import { statements } from '../support/cache-shop';
import {
  expectedIds,
  FEED,
  type Made,
  saveAtPrice,
  type Sort,
  startSortingShop,
} from '../support/sorting-shop';
import type { TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

let t: TestServer;
let categoryId: number;
let admin: string;
let buyer: string;
let made: Made[];
beforeAll(async () => ({ t, categoryId, admin, buyer, made } = await startSortingShop()));
afterAll(() => t.close());

const expected = (sort: Sort, keep?: (p: Made) => boolean) => expectedIds(made, sort, keep);
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);
const settled = () => catalogSettled(t);

describe('the catalogue caches', () => {
  const counts = (sqls: string[]) => sqls.filter((s) => /COUNT\(\*\)/.test(s)).length;
  const get = (path: string) => fetch(`${t.url}/api${path}`);
  const post = (query: string, variables: Record<string, unknown>) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  const RANGE = '/get-products?sort=price_asc&min_price=1000&max_price=2000';
  const BY_PRICE = '/get-products?sort=price_desc';
  const BY_RATING = '/get-products?sort=rating';
  const NEWEST = '/get-products';
  const RANGE_FEED = { f: { minPrice: 1000, maxPrice: 2000 }, s: 'PRICE_ASC', n: 48 };
  const inRange = (p: Made) => p.price >= 100000 && p.price <= 200000;
  const restStates = async () =>
    Object.fromEntries(
      await Promise.all(
        [RANGE, BY_PRICE, BY_RATING, NEWEST].map(async (p) => [p, (await get(p)).headers.get('x-cache')]),
      ),
    );
  const ALL_HIT = { [RANGE]: 'HIT', [BY_PRICE]: 'HIT', [BY_RATING]: 'HIT', [NEWEST]: 'HIT' };

  it('keeps sorted and price-filtered listings’ totals through a stock change, showing the new stock', async () => {
    await restStates();
    await post(FEED, RANGE_FEED);
    expect(await restStates()).toEqual(ALL_HIT);
    expect((await post(FEED, RANGE_FEED)).headers.get('x-cache')).toBe('HIT');
    const product = made.find((p) => p.title === 'Bunny B')!;
    const stock = async () =>
      (await (await get(RANGE)).json()).data.find((p: { id: number }) => p.id === product.id).stock;
    const before = await stock();
    const sent = await statements(async () => {
      const placed = await t.rest(
        'POST',
        '/save-order',
        checkoutBody([{ product_id: product.id, qty: 2 }], { email: 'buyer@sorting.pk' }),
        buyer,
      );
      expect(placed.status).toBe(200);
      expect(await stock()).toBe(before - 2);
      const feed = await post(FEED, RANGE_FEED);
      expect((await feed.json()).data.productFeed.total).toBe(expected('price_asc', inRange).length);
    });
    expect(counts(sent)).toBe(0);
  });

  it('follows a price changed through the admin API: the sorted and price-filtered listings and their totals, and no other total', async () => {
    await restStates();
    await post(FEED, RANGE_FEED);
    expect(await restStates()).toEqual(ALL_HIT);
    // Rs 2,000 (in the range) to Rs 3,100 (out of it, dearest first).
    const doll = made.find((p) => p.title === 'Doll D')!;
    const before = (await (await get(RANGE)).json()).meta.total;
    const sent = await statements(async () => {
      const res = await saveAtPrice({ t, admin, categoryId }, doll, 3100);
      expect(res.status).toBe(200);
      doll.price = 310000;
      // Straight after the acknowledgement: the listings that depend on prices are read again.
      const range = await get(RANGE);
      expect(range.headers.get('x-cache')).toBe('MISS');
      const body = await range.json();
      expect(ids(body.data)).toEqual(expected('price_asc', inRange).slice(0, 12));
      expect(body.meta.total).toBe(before - 1);
      const byPrice = await get(BY_PRICE);
      expect(byPrice.headers.get('x-cache')).toBe('MISS');
      const dearest = await byPrice.json();
      expect(ids(dearest.data)).toEqual(expected('price_desc').slice(0, 12));
      expect(dearest.data[0]).toMatchObject({ id: doll.id, price: 3100 });
      const feed = await (await post(FEED, RANGE_FEED)).json();
      expect(ids(feed.data.productFeed.items)).toEqual(expected('price_asc', inRange));
      expect(feed.data.productFeed.total).toBe(before - 1);
      // The listings whose order does not depend on prices keep it.
      expect(ids((await (await get(BY_RATING)).json()).data)).toEqual(expected('rating').slice(0, 12));
    });
    // One count: the price range's (REST and GraphQL share it); the unfiltered total is kept.
    expect(counts(sent)).toBe(1);
  });

  it('reorders listings sorted by rating when a review changes a rating, and nothing sorted by price', async () => {
    expect(await restStates()).toEqual(ALL_HIT);
    const doll = made.find((p) => p.title === 'Doll D')!;
    const res = await t.rest('POST', '/product-reviews', {
      product_id: doll.id,
      name: 'Hina',
      comment: 'Lovely',
      rating: 5,
    });
    expect(res.status).toBe(200);
    // Its rating is recomputed from its reviews (this one only: the test set the rating by hand).
    Object.assign(doll, { rating: 5, reviews: 1 });
    await settled();
    const rated = await get(BY_RATING);
    expect(rated.headers.get('x-cache')).toBe('MISS');
    expect(ids((await rated.json()).data)).toEqual(expected('rating').slice(0, 12));
    expect(ids((await (await get(BY_PRICE)).json()).data)).toEqual(expected('price_desc').slice(0, 12));
  });
});
