/**
 * The owner hears about the shop: each alert mail (new order, receipt, low stock, review,
 * contact message, daily summary) goes through the outbox to the addresses set in
 * /admin/settings, each can be switched off, low stock is told once per fall with shoppers
 * racing for the last units, and the summary is sent once a day by two workers at once.
 */
import { DAILY_SUMMARY_TASK } from '../../server/src/modules/alerts';
import { localDayAndHour } from '../../server/src/modules/alerts/daily-summary';
import { startShopWorker, type WorkerHandle } from '../../server/src/jobs';
import { checkoutBody } from '../support/checkout';
import { factories } from '../support/factories';
import { manualOrder, pdfOf, receiptCustomer, uploadReceipt } from '../support/receipts';
import { startFakeStripe } from '../support/fake-stripe';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const OWNER = 'owner@example.pk';
const HELPER = 'helper@example.pk';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestServer;
let f: ReturnType<typeof factories>;
let admin: string;
let categoryId: number;

async function saveAlerts(values: Record<string, string | null>) {
  const res = await t.gql(
    `mutation($values: [SettingValueInput!]!) { saveServiceSettings(service: "alerts", values: $values) {
      errors { field message } } }`,
    { values: Object.entries(values).map(([name, value]) => ({ name, value })) },
    admin,
  );
  return res.body.data.saveServiceSettings.errors as Array<{ field: string; message: string }>;
}

const alertKeys = async (like: string): Promise<string[]> =>
  (await t.db.ds.query('SELECT key FROM mail_events WHERE key LIKE $1 ORDER BY key', [like])).map(
    (r: { key: string }) => r.key,
  );
const toOwner = (subject: string | RegExp) =>
  smtp.mails.filter(
    (m) =>
      m.to.includes(OWNER) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
  );
const waitForOwner = async (subject: string | RegExp, count = 1) => {
  await waitUntil(() => toOwner(subject).length >= count, 15_000);
  return toOwner(subject);
};

/** A shopper's order through the REST checkout. */
const placeOrder = (token: string, ...body: Parameters<typeof checkoutBody>) =>
  t.rest('POST', '/save-order', checkoutBody(...body), token);

beforeAll(async () => {
  smtp = await startSmtp();
  stripe = await startFakeStripe();
  t = await createTestServer({ SMTP_URL: smtp.url, ...stripe.env() });
  f = factories(t.db.ds);
  admin = await t.adminToken();
  categoryId = (await f.category()).id;
  expect(await saveAlerts({ emails: `${OWNER}, ${HELPER}` })).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await stripe.close();
});

it('refuses addresses that are not e-mail addresses and an hour outside 0 to 23', async () => {
  const errors = await saveAlerts({ emails: 'owner@example.pk, not-an-address', summaryHour: '24' });
  expect(errors.map((e) => e.field).sort()).toEqual(['emails', 'summaryHour']);
});

it('mails the owner each new order, saying cash on delivery, paid by card or awaiting a payment', async () => {
  const product = await f.product({ categoryId, title: 'Alert Bunny', qty: 50, price: 1500 });
  const buyer = await receiptCustomer(t, 'Ayesha Malik');
  const cod = await placeOrder(buyer.token, [{ product_id: product.id, qty: 2 }]);
  expect(cod.status).toBe(200);
  const [mail] = await waitForOwner(`New order #${cod.body.id}: Rs 3,200 (COD)`);
  expect(mail.to.sort()).toEqual([HELPER, OWNER]);
  expect(mail.parts.text).toContain('Alert Bunny × 2');
  expect(mail.parts.text).toContain(`/admin/order/details/${cod.body.id}`);

  // Paid by card at checkout: the provider confirmed the intent before the order was saved.
  const intent = await t.rest(
    'POST',
    '/create-payment-intent',
    { cart: [{ product_id: product.id, qty: 1 }] },
    buyer.token,
  );
  expect(intent.status).toBe(200);
  stripe.succeed(intent.body.payment_intent_id);
  const card = await placeOrder(buyer.token, [{ product_id: product.id, qty: 1 }], {
    payment_method: 'stripe',
    payment_intent_id: intent.body.payment_intent_id,
  });
  expect(card.status).toBe(200);
  const [paid] = await waitForOwner(`New order #${card.body.id}: Rs 1,700 (paid)`);
  expect(paid.parts.text).toContain('Payment: Card (paid)');

  const wallet = await manualOrder(t, buyer.token, product.id, 'easypaisa');
  await waitForOwner(`New order #${wallet}: Rs 1,700 (awaiting Easypaisa payment)`);
});

it('mails the owner when a customer uploads a payment receipt', async () => {
  const product = await f.product({ categoryId, qty: 50 });
  const buyer = await receiptCustomer(t);
  const orderId = await manualOrder(t, buyer.token, product.id, 'bank');
  const up = await uploadReceipt(t, buyer.token, orderId, pdfOf(), 'receipt.pdf', 'id');
  expect(up.errors).toEqual([]);
  const [mail] = await waitForOwner(`Payment receipt for order #${orderId}`);
  expect(mail.parts.text).toContain('Bank Transfer (HBL) receipt');
});

it('mails the owner a review and a contact message', async () => {
  const product = await f.product({ categoryId, title: 'Reviewed Basket' });
  const review = await t.gql(
    `mutation($input: ReviewInput!) { createReview(input: $input) { errors { field } } }`,
    { input: { productId: product.id, name: 'Hina', comment: 'Lovely stitches.', rating: 5 } },
  );
  expect(review.body.data.createReview.errors).toEqual([]);
  const [r] = await waitForOwner('New review of Reviewed Basket: 5 of 5');
  expect(r.parts.text).toContain('Lovely stitches.');

  const contact = await t.gql(
    `mutation($input: ContactInput!) { submitContact(input: $input) { errors { field } } }`,
    {
      input: {
        name: 'Bilal',
        email: 'bilal@example.pk',
        mobile: '03001234567',
        subject: 'Wholesale',
        message: 'Do you take orders of 50 coasters?',
      },
    },
  );
  expect(contact.body.data.submitContact.errors).toEqual([]);
  const [c] = await waitForOwner('Contact message: Wholesale');
  expect(c.parts.text).toContain('Do you take orders of 50 coasters?');
});

it('sends no alert the owner switched off, and the others still', async () => {
  expect(await saveAlerts({ newOrder: 'off', contact: 'off' })).toEqual([]);
  try {
    const product = await f.product({ categoryId, qty: 50 });
    const buyer = await receiptCustomer(t);
    const order = await placeOrder(buyer.token, [{ product_id: product.id, qty: 1 }]);
    expect(order.status).toBe(200);
    // The outbox row would commit with the order: none is there, and the customer's own mail is.
    expect(await alertKeys(`alert:order:${order.body.id}:%`)).toEqual([]);
    expect(await alertKeys(`order:${order.body.id}:confirmed`)).toHaveLength(1);
    const contact = await t.gql(
      `mutation($input: ContactInput!) { submitContact(input: $input) { errors { field } } }`,
      {
        input: {
          name: 'Off',
          email: 'off@example.pk',
          mobile: '03001234567',
          subject: 'Off',
          message: 'Off.',
        },
      },
    );
    expect(contact.body.data.submitContact.errors).toEqual([]);
    expect(await alertKeys('alert:contact:%')).toHaveLength(1); // the earlier test's only
    const review = await t.gql(
      `mutation($input: ReviewInput!) { createReview(input: $input) { errors { field } } }`,
      { input: { productId: product.id, name: 'Still On', comment: 'Heard.', rating: 4 } },
    );
    expect(review.body.data.createReview.errors).toEqual([]);
    await waitForOwner(/^New review of .*: 4 of 5$/);
  } finally {
    expect(await saveAlerts({ newOrder: null, contact: null })).toEqual([]);
  }
});

it('tells of low stock once per fall, per option, with shoppers racing for the last units', async () => {
  const { values } = await f.attribute('Colour', [{ value: 'Red' }, { value: 'Blue' }]);
  const [red, blue] = values;
  const product = await f.product({ categoryId, title: 'Racing Tote', qty: 100 });
  await f.linkValue(product.id, red.id, 5);
  await f.linkValue(product.id, blue.id, 20);
  const buyers = await Promise.all([1, 2, 3, 4].map((n) => receiptCustomer(t, `Racer ${n}`)));
  const orders = await Promise.all(
    buyers.map((b) =>
      placeOrder(b.token, [
        { product_id: product.id, qty: 1, selectedAttributes: [{ attribute_value: { id: red.id } }] },
      ]),
    ),
  );
  expect(orders.map((o) => o.status)).toEqual([200, 200, 200, 200]);
  const [[{ qty }]] = [
    await t.db.ds.query(
      'SELECT qty FROM product_attribute_values WHERE product_id = $1 AND attribute_value_id = $2',
      [product.id, red.id],
    ),
  ];
  expect(qty).toBe(1);
  // 5 → 4 → 3 (the fall) → 2 → 1: one alert, from whichever order took the fourth unit.
  const ids = orders.map((o) => o.body.id as number);
  const keys = (await alertKeys('alert:low-stock:%')).filter((k) =>
    ids.some((id) => k.includes(`:order:${id}:`)),
  );
  expect(keys).toHaveLength(1);
  const [mail] = await waitForOwner('Low stock: Racing Tote (Colour: Red)');
  expect(mail.parts.text).toContain('Racing Tote (Colour: Red): 3 left');
  expect(mail.parts.text).not.toContain('Blue');

  // Restocked above the threshold, it can fall again: told again, once.
  await t.db.ds.query(
    'UPDATE product_attribute_values SET qty = 4 WHERE product_id = $1 AND attribute_value_id = $2',
    [product.id, red.id],
  );
  // The owner sets this product's threshold on its page: a bad one is refused, 2 is kept.
  const SET = `mutation($id: Int!, $n: Int!) { setLowStockThreshold(productId: $id, threshold: $n) {
    threshold errors { field message } } }`;
  const refused = (await t.gql(SET, { id: product.id, n: -1 }, admin)).body.data.setLowStockThreshold;
  expect(refused).toEqual({
    threshold: null,
    errors: [
      { field: 'threshold', message: 'The low-stock threshold must be a whole number from 0 to 100,000.' },
    ],
  });
  expect((await t.gql(SET, { id: product.id, n: 2 }, admin)).body.data.setLowStockThreshold.threshold).toBe(
    2,
  );
  const read = await t.gql(
    `query($id: Int!) { lowStockThreshold(productId: $id) }`,
    { id: product.id },
    admin,
  );
  expect(read.body.data.lowStockThreshold).toBe(2);
  for (const b of buyers.slice(0, 2)) {
    const again = await placeOrder(b.token, [
      { product_id: product.id, qty: 1, selectedAttributes: [{ attribute_value: { id: red.id } }] },
    ]);
    expect(again.status).toBe(200);
  }
  // 4 → 3 → 2: the fall to this product's own threshold (2) is told, 3 is not.
  const second = await waitForOwner('Low stock: Racing Tote (Colour: Red)', 2);
  expect(second[1].parts.text).toContain('2 left (you are told at 2 or fewer)');
  expect(
    (await alertKeys('alert:low-stock:%')).filter((k) => k.includes(`:order:`)).length,
  ).toBeGreaterThanOrEqual(2);
});

describe('the daily summary', () => {
  const summaries = () =>
    smtp.mails.filter((m) => m.to.includes(OWNER) && m.subject.startsWith('Daily summary'));

  it('is sent at the owner hour only, with the day s figures, once however often the tick runs', async () => {
    const at = new Date();
    const { day, hour } = localDayAndHour(at, 'Asia/Karachi');
    expect(await saveAlerts({ summaryHour: String((hour + 1) % 24) })).toEqual([]);
    expect(await t.services.dailySummary.tick(at)).toBe(false);
    expect(await saveAlerts({ summaryHour: String(hour) })).toEqual([]);
    const sent = await Promise.all([t.services.dailySummary.tick(at), t.services.dailySummary.tick(at)]);
    expect(sent.sort()).toEqual([false, true]);
    await waitUntil(() => summaries().length >= 1, 15_000);
    const [mail] = summaries();
    expect(mail.subject).toMatch(new RegExp(`^Daily summary for ${day}: \\d+ orders?, Rs [\\d,]+ paid$`));
    expect(mail.parts.text).toMatch(/To ship: \d+/);
    expect(mail.parts.text).toMatch(/Receipts waiting: 1/);
    expect(
      await t.db.ds.query(`SELECT key FROM mail_events WHERE key = $1`, [`alert:daily-summary:${day}`]),
    ).toHaveLength(1);
  });

  it('is sent once when two workers start and both catch up the missed tick', async () => {
    // A day whose summary has not gone out yet: yesterday's hour, as the tick an hour ago saw it.
    const tick = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const { day, hour } = localDayAndHour(tick, 'Asia/Karachi');
    await t.db.ds.query(`DELETE FROM mail_events WHERE key = $1`, [`alert:daily-summary:${day}`]);
    const before = summaries().length;
    expect(await saveAlerts({ summaryHour: String(hour) })).toEqual([]);
    // The workers last ran this tab two hours ago; each one starting now fills in the tick it missed.
    await t.db.ds.query(
      `UPDATE graphile_worker._private_known_crontabs
          SET known_since = now() - interval '3 hours', last_execution = now() - interval '2 hours'
        WHERE identifier = $1`,
      [DAILY_SUMMARY_TASK],
    );
    const workers: WorkerHandle[] = await Promise.all(
      [1, 2].map(() =>
        startShopWorker(t.services, {
          databaseUrl: t.db.url,
          concurrency: 1,
          logger: t.services.logger,
          pollInterval: 100,
          stopTimeout: 500,
        }),
      ),
    );
    try {
      await waitUntil(async () => {
        const [e] = await t.db.ds.query(`SELECT sent_at FROM mail_events WHERE key = $1`, [
          `alert:daily-summary:${day}`,
        ]);
        const [{ n }] = await t.db.ds.query(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1`,
          [DAILY_SUMMARY_TASK],
        );
        return !!e?.sent_at && n === 0;
      }, 20_000);
      await waitUntil(() => summaries().length > before, 15_000);
      expect(summaries().length - before).toBe(1);
      const [{ last }] = await t.db.ds.query(
        `SELECT last_execution AS last FROM graphile_worker._private_known_crontabs WHERE identifier = $1`,
        [DAILY_SUMMARY_TASK],
      );
      expect(new Date(last).getTime()).toBe(tick.getTime());
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });
});
