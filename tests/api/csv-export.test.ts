/**
 * CSV out (issue 33, item 5): the admin order list exported as the list shows it (its search,
 * filter and sort, every page), the product list with its options and variants; cells a
 * spreadsheet would run as a formula made text; UTF-8 with a BOM, Urdu kept.
 */
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';
import { records } from '../support/csv';

/** An export's file name for a moment in Karachi time (UTC+5, no daylight saving): orders-2026-12-07-14-05.csv. */
const karachiName = (kind: string, d: Date) =>
  `${kind}-${new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 16).replace(/[T:]/g, '-')}.csv`;

let t: TestServer;
let admin: string;
let customer: string;
let buyerId: number;
let tokenVersion: number;

const NAMES = [
  'Ayesha Khan',
  '=HYPERLINK("http://evil.example","x")',
  'Bilal Ahmed',
  '+92 300 cmd',
  'عائشہ خان',
  '@SUM(A1:A9)',
  '-1+2',
];

const insertOrder = async (i: number) => {
  const [o] = await t.db.ds.query(
    `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method, sub_total, shipping, discount, grand_total, created_at, cod_confirmed_at)
     VALUES ($1, $2, $3, 'House 4', 'Lahore', 'Punjab', '54000', '03001234567', $4, 'unpaid', $5, $6, 200, 0, $7, $8, $9) RETURNING id`,
    [
      buyerId,
      NAMES[i % NAMES.length],
      `c${i}@example.pk`,
      ['pending', 'shipped', 'delivered'][i % 3],
      i % 4 === 0 ? 'bank' : 'cod',
      (i % 5) * 100 + 100,
      (i % 5) * 100 + 300,
      new Date(Date.UTC(2026, 0, 1, 0, i % 11)),
      i % 3 === 1 ? new Date() : null,
    ],
  );
  await t.db.ds.query(
    `INSERT INTO order_items (order_id, product_id, name, qty, price, size_name, color_name) VALUES ($1, NULL, 'Amigurumi Bunny', 2, 5000, 'Small', 'Pink')`,
    [o.id],
  );
};

const LIST = `query($search: String, $sort: String, $direction: String, $page: Int!, $filter: AdminOrderFilter) {
  adminOrders(search: $search, sort: $sort, direction: $direction, page: $page, perPage: 7, filter: $filter) {
    items { id name email grandTotal status paymentStatus } meta { lastPage } } }`;
const EXPORT = `query($search: String, $sort: String, $direction: String, $filter: AdminOrderFilter) {
  adminOrdersCsv(search: $search, sort: $sort, direction: $direction, filter: $filter) { fileName text rows } }`;

/** Every row of the list, page after page, as the admin sees it. */
async function wholeList(vars: Record<string, unknown>) {
  const items: Array<{
    id: number;
    name: string;
    email: string;
    grandTotal: number;
    status: string;
    paymentStatus: string;
  }> = [];
  for (let page = 1; ; page++) {
    const res = await t.gql(LIST, { ...vars, page }, admin);
    items.push(...res.body.data.adminOrders.items);
    if (page >= res.body.data.adminOrders.meta.lastPage) return items;
  }
}

beforeAll(async () => {
  t = await createTestServer();
  [{ id: buyerId, token_version: tokenVersion }] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Buyer', 'buyer@example.pk', 'CUSTOMER', now()) RETURNING id, token_version`,
  );
  for (let i = 0; i < 30; i++) await insertOrder(i);
  admin = await t.adminToken();
  customer = await t.services.tokens.sign({ id: buyerId, role: 'CUSTOMER', tokenVersion });
  await catalogSettled(t);
});
afterAll(() => t.close());

describe('the order list exported', () => {
  const cases: Array<Record<string, unknown>> = [
    {},
    { filter: 'UNCONFIRMED_COD' },
    { search: 'khan', sort: 'grand_total', direction: 'asc' },
    { search: 'c1', filter: 'UNCONFIRMED_COD', sort: 'name', direction: 'desc' },
    { search: '7' },
  ];
  it.each(cases)('holds exactly the rows of the list, in its order, for %j', async (vars) => {
    const list = await wholeList(vars);
    const file = (await t.gql(EXPORT, vars, admin)).body.data.adminOrdersCsv;
    const rows = records(file.text);
    expect(list.length).toBeGreaterThan(0);
    expect(file.rows).toBe(list.length);
    expect(rows.map((r) => Number(r.order_id))).toEqual(list.map((o) => o.id));
    rows.forEach((r, i) => {
      expect(r.customer_name.replace(/^'(?=[=+\-@])/, '')).toBe(list[i].name);
      expect(r.email).toBe(list[i].email);
      expect(Number(r.grand_total)).toBe(list[i].grandTotal);
      expect(r.status).toBe(list[i].status);
      expect(r.items).toBe('2 x Amigurumi Bunny (Size: Small, Color: Pink)');
    });
  });

  it('REST answers the same orders as a CSV download for the same query', async () => {
    const before = new Date();
    const res = await fetch(`${t.url}/api/admin/orders/export?filter=unconfirmed_cod&sort=id&direction=asc`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect([before, new Date()].map((d) => `attachment; filename="${karachiName('orders', d)}"`)).toContain(
      res.headers.get('content-disposition'),
    );
    const list = await wholeList({ filter: 'UNCONFIRMED_COD', sort: 'id', direction: 'asc' });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records(bytes.toString('utf8')).map((r) => Number(r.order_id))).toEqual(list.map((o) => o.id));
  });

  it('makes every formula-like cell text, starts with a BOM, keeps Urdu', async () => {
    const { text } = (await t.gql(EXPORT, { sort: 'id', direction: 'asc' }, admin)).body.data.adminOrdersCsv;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const names = new Set(records(text).map((r) => r.customer_name));
    expect(names).toEqual(
      new Set([
        'Ayesha Khan',
        `'=HYPERLINK("http://evil.example","x")`,
        'Bilal Ahmed',
        `'+92 300 cmd`,
        'عائشہ خان',
        `'@SUM(A1:A9)`,
        `'-1+2`,
      ]),
    );
    // No cell of any row starts a formula.
    for (const r of records(text))
      for (const cell of Object.values(r)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is refused to customers and visitors', async () => {
    expect((await t.gql(EXPORT, {}, customer)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(EXPORT, {})).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${t.url}/api/admin/orders/export`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(rest.status).toBe(403);
  });
});

describe('the product list exported', () => {
  it('writes a product row, its option rows with their stock and its variant rows', async () => {
    const f = factories(t.db.ds);
    const category = await f.category({ name: 'Export Bags' });
    const colour = await f.attribute('Export Colour', [{ value: 'Red' }, { value: 'Blue' }]);
    const size = await f.attribute('Export Size', [{ value: 'S' }]);
    const p = await f.product({
      categoryId: category.id,
      title: 'ٹوٹ بیگ',
      sku: 'EXP-TOTE-1',
      qty: 9,
      price: 1500.5,
    });
    await f.linkValue(p.id, colour.values[1].id, 4);
    await f.linkValue(p.id, colour.values[0].id, 2);
    await f.variant(p.id, { sku: 'EXP-TOTE-1-S', price: 160000, stock: 5, sizeValueId: size.values[0].id });
    await catalogSettled(t);
    const before = new Date();
    const file = (
      await t.gql(`query { adminProductsCsv(search: "EXP-TOTE") { fileName text rows } }`, {}, admin)
    ).body.data.adminProductsCsv;
    // Stamped in the shop's time zone (Karachi, UTC+5), as the orders' export is.
    expect([karachiName('products', before), karachiName('products', new Date())]).toContain(file.fileName);
    const rows = records(file.text);
    expect(
      rows.map((r) => [r.row_type, r.sku, r.title, r.option, r.value, r.variant_sku, r.stock, r.stock_read]),
    ).toEqual([
      ['product', 'EXP-TOTE-1', 'ٹوٹ بیگ', '', '', '', '9', '9'],
      ['option', 'EXP-TOTE-1', '', 'Export Colour', 'Red', '', '2', '2'],
      ['option', 'EXP-TOTE-1', '', 'Export Colour', 'Blue', '', '4', '4'],
      ['variant', 'EXP-TOTE-1', '', '', '', 'EXP-TOTE-1-S', '5', '5'],
    ]);
    expect(rows[0]).toMatchObject({
      price: '1500.5',
      category: 'Export Bags',
      category_id: String(category.id),
      featured: 'no',
      status: '1',
    });
    expect(rows[3]).toMatchObject({ variant_price: '1600', size: 'S', colour: '' });
  });
});
