/**
 * The dashboard's revenue is the sales report's: paid orders (cancelled ones excluded) over
 * calendar days of SHOP_TIMEZONE. Its 30-day figure equals salesReport over the last 30 days
 * (today included) and its chart equals the report's last 14 days, on the same orders: an order
 * inside a rolling 720-hour window but on the day before the report's first is in neither.
 */
import { factories } from '../support/factories';
import { receiptCustomer } from '../support/receipts';
import { placeOrderAt } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;

const DAY_MS = 86_400_000;
const DASHBOARD = `{ dashboard { revenue30Days daily { day orders revenue } } }`;
const REPORT = `query($from: String!, $to: String!) { salesReport(from: $from, to: $to) {
  errors { field } report { totals { orders paidOrders revenue } byDay { key orders revenue } } } }`;

/** The calendar day (YYYY-MM-DD) of `at` in Karachi (the tests' SHOP_TIMEZONE). */
const karachiDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', dateStyle: 'short' }).format(at);

/** A one-line order placed at `at`, paid or not, cancelled or not: its grand total. */
const orderAt = async (token: string, productId: number, at: Date, paid: boolean, cancelled = false) =>
  (await placeOrderAt(t, token, [{ product_id: productId, qty: 1 }], at, { paid, cancelled })).data
    .grand_total as number;

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());

it('shows the sales report s revenue and days, on the same orders, by the shop s calendar days', async () => {
  const f = factories(t.db.ds);
  const category = await f.category({ name: 'Dashboard Toys' });
  const product = await f.product({
    categoryId: category.id,
    title: 'Dashboard Bunny',
    qty: 100,
    price: 1000,
  });
  const buyer = (await receiptCustomer(t, 'Dashboard Buyer')).token;
  const now = Date.now();
  // Within 30 × 24 hours of now, yet (except in the day's last minute) on the day before the 30 days.
  const beforeMonth = new Date(now - 30 * DAY_MS + 60_000);
  const paidBeforeMonth = await orderAt(buyer, product.id, beforeMonth, true);
  const paidToday = await orderAt(buyer, product.id, new Date(now - 60_000), true);
  const paidTwentyDaysAgo = await orderAt(buyer, product.id, new Date(now - 20 * DAY_MS), true);
  await orderAt(buyer, product.id, new Date(now - 2 * DAY_MS), false); // unpaid: an order, no revenue
  await orderAt(buyer, product.id, new Date(now - 3 * DAY_MS), true, true); // cancelled: not counted

  const dashboard = (await t.gql(DASHBOARD, {}, admin)).body.data.dashboard;
  // The server's today (its last day), and the 29 days before it.
  const today: string = dashboard.daily[13].day;
  const monthStart = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const month = (await t.gql(REPORT, { from: monthStart, to: today }, admin)).body.data.salesReport;
  expect(month.errors).toEqual([]);
  const inMonth = karachiDay(beforeMonth) >= monthStart;
  expect(month.report.totals.revenue).toBe(paidToday + paidTwentyDaysAgo + (inMonth ? paidBeforeMonth : 0));
  expect(dashboard.revenue30Days).toBe(month.report.totals.revenue);

  const chart = month.report.byDay.slice(-14);
  expect(dashboard.daily).toEqual(
    chart.map((d: { key: string; orders: number; revenue: number }) => ({
      day: d.key,
      orders: d.orders,
      revenue: d.revenue,
    })),
  );
  expect(dashboard.daily.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(2);

  // The REST adapter answers the same figure.
  const rest = await t.rest('GET', '/admin/dashboard', undefined, admin);
  expect(rest.body.data.revenue_30_days).toBe(month.report.totals.revenue);
});
