/**
 * The indexes behind every listing, filter, search and admin sort, proven with EXPLAIN on
 * the SQL the services really send, over a catalogue large enough (the bench's generator
 * at a fifth of its size) that PostgreSQL prefers a sequential scan wherever an index is
 * missing.
 */
import { Client } from 'pg';
import { SHOP_CONNECTIONS } from '../../server/src/db/data-source';
import { productRowsSql } from '../../server/src/modules/catalog/product.sql';
import { createTestServer, TestServer } from '../support/test-server';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { seedLarge } = require('../../bench/seed-large.cjs') as {
  seedLarge(
    db: { query(sql: string, params?: unknown[]): Promise<unknown> },
    sizes: Record<string, number>,
    log?: (line: string) => void,
  ): Promise<void>;
};

jest.setTimeout(120_000);

let t: TestServer;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

interface Sent {
  sql: string;
  params?: unknown[];
  name?: string;
}

/**
 * What `action` sent through the driver's own query() on the shop's connections: TypeORM's
 * statements and the raw ones alike. The job queue's worker polls on
 * its own schedule from its own pool in the same process; its statements are left out, and so
 * are the change feed's sweeps of its outbox, which run on the shop's pool on their own schedule.
 */
async function statementsOf(action: () => Promise<unknown>): Promise<Sent[]> {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    await action();
    const shops = spy.mock.contexts.map(
      (client) =>
        (client as unknown as { connectionParameters: { application_name?: string } }).connectionParameters
          .application_name === SHOP_CONNECTIONS,
    );
    return spy.mock.calls
      .filter((_call, i) => shops[i])
      .map((call: unknown[]): Sent => {
        const [first, second] = call;
        if (typeof first === 'string') return { sql: first, params: second as unknown[] | undefined };
        const config = first as { text: string; values?: unknown[]; name?: string };
        return { sql: config.text, params: config.values, name: config.name };
      })
      .filter((q) => !/\bchange_outbox\b/.test(q.sql));
  } finally {
    spy.mockRestore();
  }
}

/** Runs `action` and returns the plans of the SQL statements it sent that match `pick`. */
async function plansOf(
  action: () => Promise<unknown>,
  pick: (sql: string) => boolean,
): Promise<PlanNode[][]> {
  const sent = await statementsOf(action);
  const picked = sent.filter((q) => q.sql.trimStart().startsWith('SELECT') && pick(q.sql));
  expect(picked.length).toBeGreaterThan(0);
  const plans: PlanNode[][] = [];
  for (const q of picked) {
    const [row] = await t.db.ds.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
    plans.push(nodes(row['QUERY PLAN'][0].Plan));
  }
  return plans;
}

const seqScans = (plan: PlanNode[], tables: string[]) =>
  plan
    .filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']);
const indexes = (plan: PlanNode[]) => plan.map((n) => n['Index Name']).filter(Boolean);
const BIG = [
  'products',
  'orders',
  'order_items',
  'reviews',
  'product_images',
  'product_attribute_values',
  'users',
];
const paged = (sql: string) => /\bLIMIT\b/.test(sql);

beforeAll(async () => {
  // About the database: no cache and no search index in front of the SQL.
  t = await createTestServer({
    SPEED_OFF: 'responseCache,pageCache,listingTotals,searchIndex,adminOrderAnswers',
  });
  await seedLarge(
    t.db.ds,
    { products: 20_000, customers: 4_000, orders: 20_000, reviews: 40_000 },
    () => undefined,
  );
});
afterAll(() => t.close());

describe('shop listing', () => {
  it('reads page 1 and a deep page from the listing index, walking the offset in the index alone', async () => {
    // As autovacuum leaves it: an index-only scan needs the visibility map, the planner the statistics.
    await t.db.ds.query('VACUUM ANALYZE products');
    // Page 160 of 20,000 products is as deep (a tenth of the list) as the bench's page 800 of 100,000.
    for (const page of [1, 160]) {
      const [plan] = await plansOf(() => t.services.products.list({}, page), paged);
      expect(seqScans(plan, BIG)).toEqual([]);
      const walk = plan.find((n) => n['Index Name'] === 'products_listing_idx');
      expect(walk?.['Node Type']).toBe('Index Only Scan');
    }
  });

  it('reads a page’s rows and their relations by primary key (the statement after the ids)', async () => {
    const ids = (await t.services.products.list({}, 160)).items.map((p) => p.id);
    expect(ids).toHaveLength(12);
    const [row] = await t.db.ds.query(
      `EXPLAIN (FORMAT JSON) ${productRowsSql('p.created_at DESC, p.id DESC')}`,
      [ids],
    );
    const plan = nodes(row['QUERY PLAN'][0].Plan);
    expect(seqScans(plan, BIG)).toEqual([]);
    expect(indexes(plan)).toContain('products_pkey');
  });

  it('reads the next slice of the infinite scroll by keyset, not by offset', async () => {
    const first = await t.services.products.feed({}, null, 12);
    const [plan] = await plansOf(() => t.services.products.feed({}, first.nextCursor, 12), paged);
    expect(seqScans(plan, BIG)).toEqual([]);
    const scan = plan.find((n) => n['Index Name'] === 'products_listing_idx') as PlanNode & {
      'Index Cond'?: string;
    };
    expect(scan?.['Index Cond']).toMatch(/ROW\(created_at, id\) < ROW\(/);
  });

  /** Each sort's own index (issue 21): the newest first's, the price's (both ways), the rating's. */
  const SORT_INDEX = {
    newest: 'products_listing_idx',
    price_asc: 'products_listing_price_idx',
    price_desc: 'products_listing_price_idx',
    rating: 'products_listing_rating_idx',
  } as const;
  const SORTS = Object.keys(SORT_INDEX) as Array<keyof typeof SORT_INDEX>;

  it('reads every sort’s page 1 and deep pages from the sort’s index, walking the offset in the index alone', async () => {
    await t.db.ds.query('VACUUM products');
    for (const sort of SORTS) {
      for (const page of [1, 160]) {
        const [plan] = await plansOf(() => t.services.products.list({}, page, sort), paged);
        expect([sort, page, seqScans(plan, BIG)]).toEqual([sort, page, []]);
        const walk = plan.find((n) => n['Index Name'] === SORT_INDEX[sort]);
        expect([sort, page, walk?.['Node Type']]).toEqual([sort, page, 'Index Only Scan']);
      }
    }
  });

  it('reads the next slice of every sort by keyset on its index', async () => {
    const keys = {
      newest: 'created_at, id',
      price_asc: 'list_price, id',
      price_desc: 'list_price, id',
      rating: 'average_rating, review_count, created_at, id',
    };
    for (const sort of SORTS) {
      const first = await t.services.products.feed({}, null, 12, sort);
      const [plan] = await plansOf(() => t.services.products.feed({}, first.nextCursor, 12, sort), paged);
      expect([sort, seqScans(plan, BIG)]).toEqual([sort, []]);
      const scan = plan.find((n) => n['Index Name'] === SORT_INDEX[sort]) as PlanNode & {
        'Index Cond'?: string;
      };
      expect([sort, scan?.['Index Cond']]).toEqual([
        sort,
        expect.stringContaining(`ROW(${keys[sort]}) ${sort === 'price_asc' ? '>' : '<'} ROW(`),
      ]);
    }
  });

  it('filters by a price range through an index in every sort, and counts it in the price index alone', async () => {
    const [{ id: parent }] = await t.db.ds.query(
      'SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    // Rs 1,000 to Rs 1,500: about a twelfth of the catalogue.
    for (const filter of [
      { minPrice: 100_000, maxPrice: 150_000 },
      { minPrice: 600_000 },
      { minPrice: 100_000, maxPrice: 150_000, categoryIds: [parent] },
    ]) {
      for (const sort of SORTS) {
        for (const page of [1, 20]) {
          const plans = await plansOf(
            () => t.services.products.list(filter, page, sort),
            (sql) => sql.includes('"products"'),
          );
          expect([filter, sort, page, plans.map((plan) => seqScans(plan, BIG))]).toEqual([
            filter,
            sort,
            page,
            plans.map(() => []),
          ]);
        }
      }
    }
    const [count] = await plansOf(
      () => t.services.products.count({ minPrice: 100_000, maxPrice: 150_000 }),
      (sql) => sql.includes('COUNT'),
    );
    expect(count.find((n) => n['Index Name'] === 'products_listing_price_idx')?.['Node Type']).toBe(
      'Index Only Scan',
    );
  });

  it('filters by a parent category and a brand through their indexes', async () => {
    const [{ id: parent }] = await t.db.ds.query(
      'SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    const [{ id: brand }] = await t.db.ds.query('SELECT id FROM brands ORDER BY id LIMIT 1');
    for (const filter of [
      { categoryIds: [parent] },
      { brandIds: [brand] },
      { categoryIds: [parent], brandIds: [brand] },
    ]) {
      const plans = await plansOf(
        () => t.services.products.list(filter, 1),
        (sql) => sql.includes('"products"'),
      );
      for (const plan of plans) expect(seqScans(plan, BIG)).toEqual([]);
      expect(
        plans.flatMap(indexes).some((i) => i === 'products_category_idx' || i === 'products_brand_idx'),
      ).toBe(true);
    }
  });

  it('searches titles and SKUs through the trigram indexes', async () => {
    for (const run of [
      () => t.services.products.search('bunny 1234'),
      () => t.services.products.list({ search: 'BN-00123' }, 1),
    ]) {
      const plans = await plansOf(run, (sql) => sql.includes('ILIKE'));
      for (const plan of plans) {
        expect(seqScans(plan, BIG)).toEqual([]);
        expect(indexes(plan)).toEqual(
          expect.arrayContaining(['products_title_trgm_idx', 'products_sku_trgm_idx']),
        );
      }
    }
  });

  it('loads a page of products’ images, attribute values and reviews by product id', async () => {
    const ids = (await t.services.products.list({}, 3)).items.map((p) => p.id);
    for (const run of [
      () => t.services.products.batches.imagesFor(ids),
      () => t.services.products.batches.attributeValuesFor(ids),
      () => t.services.reviews.listForProduct(ids[0]),
    ]) {
      const [plan] = await plansOf(run, () => true);
      expect(seqScans(plan, BIG)).toEqual([]);
    }
  });
});

describe('orders', () => {
  it('pages the admin orders list by every sort through an index', async () => {
    const expected: Record<string, string> = {
      created_at: 'orders_created_idx',
      grand_total: 'orders_grand_total_idx',
      status: 'orders_status_idx',
      id: 'orders_pkey',
    };
    for (const [sort, index] of Object.entries(expected)) {
      for (const direction of ['asc', 'desc'] as const) {
        const plans = await plansOf(
          () => t.services.orders.list.page({ sort: sort as never, direction, page: 50 }),
          paged,
        );
        expect(plans.map((p) => seqScans(p, BIG))).toEqual(plans.map(() => []));
        expect(plans.flatMap(indexes)).toContain(index);
      }
    }
  });

  it('lists one customer’s orders and their items by index', async () => {
    const [{ user_id: userId }] = await t.db.ds.query(
      'SELECT user_id FROM orders WHERE user_id IS NOT NULL LIMIT 1',
    );
    const plans = await plansOf(
      () => t.services.orders.queries.customerOrders(userId, undefined, 1),
      () => true,
    );
    for (const plan of plans) expect(seqScans(plan, BIG)).toEqual([]);
    expect(plans.flatMap(indexes)).toContain('orders_user_idx');
    const ids = (await t.services.orders.queries.customerOrders(userId, undefined, 1)).items.map((o) => o.id);
    const [items] = await plansOf(
      () => t.services.orders.queries.itemsFor(ids),
      () => true,
    );
    expect(seqScans(items, BIG)).toEqual([]);
  });

  it('prices a cart and reads an order with its lines, history and receipts in one statement each, by index', async () => {
    const [{ id: productId }] = await t.db.ds.query(
      'SELECT p.id FROM products p JOIN product_attribute_values pav ON pav.product_id = p.id WHERE p.status = 1 LIMIT 1',
    );
    // The cart names none of the product's values: refused, after its one read.
    const [quote] = await plansOf(
      () => t.services.pricing.quote([{ productId, qty: 1, attributeValueIds: [] }]).catch(() => null),
      () => true,
    );
    expect(seqScans(quote, BIG)).toEqual([]);
    expect(indexes(quote)).toEqual(
      expect.arrayContaining(['products_pkey', 'product_attribute_values_pkey']),
    );
    const [{ id: orderId }] = await t.db.ds.query('SELECT id FROM orders ORDER BY id DESC LIMIT 1');
    const details = await plansOf(
      () => t.services.orders.queries.details(orderId),
      () => true,
    );
    expect(details).toHaveLength(1);
    expect(seqScans(details[0], BIG)).toEqual([]);
    // One statement, one row per order (lists as JSON, not lines × history × receipts).
    const sent = await statementsOf(() => t.services.orders.queries.details(orderId));
    expect(sent).toHaveLength(1);
  });
});
