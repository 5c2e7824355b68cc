/**
 * /admin/reports' figures: revenue of paid orders, orders and average order value by day,
 * product, category, payment method and city, over calendar days of SHOP_TIMEZONE (an order
 * at 23:30 in Karachi is that day's, not the next), as GraphQL answers them and as CSV.
 */
import { factories } from '../support/factories';
import { receiptCustomer } from '../support/receipts';
import { placeOrderAt } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;

const REPORT = `query($from: String!, $to: String!) { salesReport(from: $from, to: $to) {
  errors { field message }
  report { from to timeZone
    totals { orders paidOrders revenue averageOrderValue }
    byDay { key orders revenue } byProduct { key label orders units revenue }
    byCategory { label orders units revenue } byPaymentMethod { key label orders revenue }
    byCity { key orders revenue } } } }`;
const CSV = `query($from: String!, $to: String!) { salesReportCsv(from: $from, to: $to) { fileName csv errors { field message } } }`;

let bunny: { id: number };
let basket: { id: number };

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
  const f = factories(t.db.ds);
  const toys = await f.category({ name: 'Toys' });
  const home = await f.category({ name: 'Home' });
  bunny = await f.product({ categoryId: toys.id, title: 'Bunny', qty: 100, price: 1000 });
  basket = await f.product({ categoryId: home.id, title: 'Basket', qty: 100, price: 2500 });
  const buyer = (await receiptCustomer(t, 'Report Buyer')).token;
  // Karachi is UTC+5: 23:30 on 10 March there is 18:30 UTC; 00:30 on 11 March is 19:30 UTC on the 10th.
  await placeOrderAt(t, buyer, [{ product_id: bunny.id, qty: 2 }], '2026-03-10T18:30:00Z', { paid: true }); // Lahore, COD: 2000 + 200
  await placeOrderAt(t, buyer, [{ product_id: basket.id, qty: 1 }], '2026-03-10T19:30:00Z', {
    city: 'Karachi',
    street: 'Sindh',
    paid: true,
  }); // 2500 + shipping
  await placeOrderAt(
    t,
    buyer,
    [
      { product_id: bunny.id, qty: 1 },
      { product_id: basket.id, qty: 1 },
    ],
    '2026-03-11T08:00:00Z',
    {
      payment_method: 'easypaisa',
    },
  ); // unpaid: counted, no revenue
  await placeOrderAt(t, buyer, [{ product_id: bunny.id, qty: 5 }], '2026-03-11T09:00:00Z', {
    paid: true,
    cancelled: true,
  });
  await placeOrderAt(t, buyer, [{ product_id: bunny.id, qty: 1 }], '2026-03-09T18:59:59Z', { paid: true }); // 23:59:59 on the 9th
});
afterAll(() => t.close());

const report = async (from: string, to: string, token = admin) =>
  (await t.gql(REPORT, { from, to }, token)).body;

it('counts an order at 23:30 in Karachi on that day, not the next, as the shop s day boundaries say', async () => {
  const day10 = (await report('2026-03-10', '2026-03-10')).data.salesReport;
  expect(day10.errors).toEqual([]);
  expect(day10.report.timeZone).toBe('Asia/Karachi');
  expect(day10.report.totals).toEqual({ orders: 1, paidOrders: 1, revenue: 2200, averageOrderValue: 2200 });
  const both = (await report('2026-03-09', '2026-03-11')).data.salesReport.report;
  expect(both.byDay.map((d: { key: string; orders: number }) => [d.key, d.orders])).toEqual([
    ['2026-03-09', 1],
    ['2026-03-10', 1],
    ['2026-03-11', 2],
  ]);
});

it('adds up revenue of paid orders, orders and the average order value, with each breakdown', async () => {
  const r = (await report('2026-03-10', '2026-03-11')).data.salesReport.report;
  // Paid: 2,200 (Lahore) and the Karachi basket; the easypaisa order counts unpaid; the cancelled one not at all.
  const karachi = r.byCity.find((c: { key: string }) => c.key === 'Karachi');
  expect(karachi.orders).toBe(1);
  expect(r.totals.orders).toBe(3);
  expect(r.totals.paidOrders).toBe(2);
  expect(r.totals.revenue).toBe(2200 + karachi.revenue);
  expect(r.totals.averageOrderValue).toBe(Math.round(((2200 + karachi.revenue) * 100) / 2) / 100);
  expect(r.byProduct).toEqual([
    { key: String(basket.id), label: 'Basket', orders: 2, units: 2, revenue: 2500 },
    { key: String(bunny.id), label: 'Bunny', orders: 2, units: 3, revenue: 2000 },
  ]);
  expect(r.byCategory).toEqual([
    { label: 'Home', orders: 2, units: 2, revenue: 2500 },
    { label: 'Toys', orders: 2, units: 3, revenue: 2000 },
  ]);
  expect(r.byPaymentMethod).toEqual([
    { key: 'cod', label: 'Cash on Delivery', orders: 2, revenue: r.totals.revenue },
    { key: 'easypaisa', label: 'Easypaisa', orders: 1, revenue: 0 },
  ]);
  expect(r.byCity.map((c: { key: string; orders: number }) => [c.key, c.orders]).sort()).toEqual([
    ['Karachi', 1],
    ['Lahore', 2],
  ]);
});

it('downloads the same report as CSV through GraphQL, money in rupees to the paisa', async () => {
  const { data } = (await t.gql(CSV, { from: '2026-03-10', to: '2026-03-11' }, admin)).body;
  expect(data.salesReportCsv.errors).toEqual([]);
  expect(data.salesReportCsv.fileName).toBe('sales-2026-03-10-to-2026-03-11.csv');
  const lines = data.salesReportCsv.csv.trim().split('\n');
  expect(lines[0]).toBe('section,key,label,orders,units,revenue_rs');
  expect(lines).toContain('day,2026-03-10,2026-03-10,1,,2200.00');
  expect(lines).toContain(`product,${bunny.id},Bunny,2,3,2000.00`);
  expect(lines).toContain('payment method,easypaisa,Easypaisa,1,,0.00');
});

it('refuses a range backwards, too long or not dates, with a message per field', async () => {
  const back = (await report('2026-03-11', '2026-03-10')).data.salesReport;
  expect(back.report).toBeNull();
  expect(back.errors).toEqual([{ field: 'to', message: 'The last day must not be before the first.' }]);
  const long = (await report('2025-01-01', '2026-03-10')).data.salesReport;
  expect(long.errors).toEqual([{ field: 'to', message: 'A report covers at most 366 days.' }]);
  const bad = (await report('2026-02-30', 'soon')).data.salesReport;
  expect(bad.errors.map((e: { field: string }) => e.field)).toEqual(['from', 'to']);
  const csv = (await t.gql(CSV, { from: 'x', to: '2026-03-10' }, admin)).body.data.salesReportCsv;
  expect(csv.csv).toBeNull();
  expect(csv.errors[0].field).toBe('from');
});

it('is the back office s only: a customer and a visitor are refused', async () => {
  const customer = (await receiptCustomer(t)).token;
  const asCustomer = await report('2026-03-10', '2026-03-10', customer);
  expect(asCustomer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  const anonymous = (await t.gql(CSV, { from: '2026-03-10', to: '2026-03-10' })).body;
  expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
});
