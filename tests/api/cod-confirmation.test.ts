/**
 * Cash-on-delivery confirmation end to end, against the WhatsApp Cloud API fake and the SMS
 * gateway fake (tests/support/fake-whatsapp.ts, fake-sms.ts: their protocols and sources):
 * placing a COD order sends the template through the job queue; the signed webhook confirms or
 * cancels (stock back, the mail, a message); the same reply delivered twice at once acts once;
 * a wrong signature changes nothing; a WhatsApp failure falls back to an SMS whose signed link
 * opens the confirmation page (forms without JavaScript; expired and forged links refused); the
 * reminder and the flag run as the real jobs, made due through graphile-worker's run_at.
 */
import { factories } from '../support/factories';
import { startFakeSms } from '../support/fake-sms';
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp';
import { startSmtp } from '../support/smtp';
import { customer as newCustomer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';
import { ConfirmLinks } from '../../server/src/modules/sms';

const wa = {
  accessToken: 'EAAG-test-token',
  appSecret: 'app-secret-0123456789',
  phoneNumberId: '106540352242922',
};
const smsCredentials = { hash: 'veevo-hash-0001', user: 'crochet', pwd: 'pw' };
const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789abcdef';

let t: TestServer;
let whatsapp: FakeWhatsApp;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let f: ReturnType<typeof factories>;
let categoryId: number;

const whatsappSettings = () => ({
  graphBaseUrl: whatsapp.url,
  apiVersion: 'v23.0',
  phoneNumberId: wa.phoneNumberId,
  accessToken: wa.accessToken,
  appSecret: wa.appSecret,
  verifyToken: 'verify-me-please',
});
const smsSettings = () => ({
  url: `${sms.url}/v3/sendsms`,
  method: 'POST',
  bodyFormat: 'json',
  bodyTemplate: '{"hash":"{apiKey}","receivernum":"{to}","sendernum":"{sender}","textmessage":"{message}"}',
  apiKey: smsCredentials.hash,
  sender: 'CROCHET',
  successPattern: '"STATUS"\\s*:\\s*"SUCCESSFUL"',
  numberFormat: 'international',
});

beforeAll(async () => {
  smtp = await startSmtp();
  whatsapp = await startFakeWhatsApp(wa);
  sms = await startFakeSms(smsCredentials);
  t = await createTestServer({
    SMTP_URL: smtp.url,
    SETTINGS_KEY: '11'.repeat(32),
    JWT_SECRET,
  });
  whatsapp.setWebhook(`${t.url}/webhooks/whatsapp`);
  f = factories(t.db.ds);
  categoryId = (await f.category()).id;
  await t.services.settings.update('whatsapp', whatsappSettings());
  await t.services.settings.update('sms', smsSettings());
});
afterAll(async () => {
  await t.close();
  await Promise.all([whatsapp.close(), sms.close(), smtp.close()]);
});

const customer = () => newCustomer(t, 'COD Tester');

let phoneSeq = 1000000;
/** A COD order of one product (qty 2) from a fresh Pakistani number typed the national way. */
async function codOrder(mobile = `0300${++phoneSeq}`) {
  const p = await f.product({ categoryId, qty: 5, price: 1500, title: `Bunny ${phoneSeq}` });
  const c = await customer();
  const res = await t.rest(
    'POST',
    '/save-order',
    {
      name: 'Ayesha',
      email: 'contact@example.pk',
      street: 'Sindh',
      city: 'Karachi',
      address: 'Flat 3, Clifton',
      zip: '75600',
      mobile,
      payment_method: 'cod',
      cart: [{ product_id: p.id, qty: 2 }],
    },
    c.token,
  );
  expect(res.status).toBe(200);
  return { id: res.body.id as number, product: p, customer: c, mobile: res.body.data.mobile as string };
}

const order = async (id: number) =>
  (await t.db.ds.query('SELECT * FROM orders WHERE id = $1', [id]))[0] as Record<string, any>;
const history = async (id: number) =>
  (await t.db.ds.query(
    'SELECT actor, field, to_value, note FROM order_history WHERE order_id = $1 ORDER BY id',
    [id],
  )) as Array<{ actor: string; field: string; to_value: string; note: string | null }>;
const qty = async (productId: number) =>
  (await t.db.ds.query('SELECT qty FROM products WHERE id = $1', [productId]))[0].qty as number;
const templateFor = async (to: string) => {
  await waitUntil(() => whatsapp.messages.some((m) => m.to === to && m.type === 'template'), 15_000);
  return whatsapp.messages.filter((m) => m.to === to && m.type === 'template').at(-1)!;
};
/** The order's job of `task`, made due now (as if its hours had passed). */
async function runJobNow(key: string) {
  await waitUntil(
    async () => (await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE key = $1', [key])).length > 0,
    15_000,
  );
  const [job] = await t.db.ds.query('SELECT id FROM graphile_worker.jobs WHERE key = $1', [key]);
  await t.db.ds.query('SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now())', [job.id]);
}

it('stores the number in E.164 and sends the WhatsApp template: order number, items, total, Confirm and Cancel', async () => {
  const o = await codOrder('03001112233');
  expect(o.mobile).toBe('+923001112233');
  const m = await templateFor('923001112233');
  expect(m.template).toEqual({
    name: 'order_confirmation',
    language: 'en',
    bodyParams: [`#${o.id}`, `2 × ${o.product.title}`, 'Rs 3,200'],
    payloads: [`cod-confirm:${o.id}`, `cod-cancel:${o.id}`],
  });
  await waitUntil(async () => (await order(o.id)).cod_confirm_message_id === m.id);
  expect((await order(o.id)).cod_confirm_channel).toBe('whatsapp');
});

it('Confirm on WhatsApp confirms the order once, even when Meta delivers the same reply twice at the same moment', async () => {
  const o = await codOrder();
  const m = await templateFor(o.mobile.slice(1));
  const tap = whatsapp.tap(m, 0);
  const answers = await Promise.all([tap.send(), tap.send(), tap.send()]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const outcomes = (await Promise.all(answers.map((a) => a.json()))).map((b) => b.outcomes[0]).sort();
  expect(outcomes).toEqual(['confirmed', 'duplicate', 'duplicate']);
  const confirmations = (await history(o.id)).filter((h) => h.field === 'cod_confirmed');
  expect(confirmations).toEqual([
    { actor: 'customer', field: 'cod_confirmed', to_value: 'confirmed by customer on WhatsApp', note: null },
  ]);
  expect((await order(o.id)).cod_confirmed_at).not.toBeNull();
  // The customer is told, inside WhatsApp's service window.
  await waitUntil(() =>
    whatsapp.messages.some((x) => x.to === m.to && x.type === 'text' && /is confirmed/.test(x.text!)),
  );
  // The admin list and order page read it.
  const admin = (
    await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
  ).body.token;
  const details = await t.rest('GET', `/admin/order/details/${o.id}`, undefined, admin);
  expect(details.body.data.cod_confirmation).toBe('Confirmed');
  const timeline = await t.gql(
    `query($id: Int!) { adminOrder(id: $id) { codConfirmation history { summary } } }`,
    { id: o.id },
    admin,
  );
  expect(timeline.body.data.adminOrder.codConfirmation).toBe('Confirmed');
  expect(timeline.body.data.adminOrder.history.map((h: { summary: string }) => h.summary)).toContain(
    'Confirmed by customer on WhatsApp',
  );
});

it('Cancel on WhatsApp cancels through the transitions: stock back, the cancelled mail, a message', async () => {
  const o = await codOrder();
  expect(await qty(o.product.id)).toBe(3);
  const m = await templateFor(o.mobile.slice(1));
  const res = await whatsapp.tap(m, 1).send();
  expect((await res.json()).outcomes).toEqual(['cancelled']);
  expect((await order(o.id)).status).toBe('cancelled');
  expect(await qty(o.product.id)).toBe(5);
  expect((await history(o.id)).at(-1)).toMatchObject({
    actor: 'customer',
    field: 'status',
    to_value: 'cancelled',
  });
  await smtp.waitForMails(o.customer.email, 2);
  await waitUntil(() =>
    whatsapp.messages.some((x) => x.to === m.to && x.type === 'text' && /is cancelled/.test(x.text!)),
  );
  // A later Confirm is too late: nothing changes, the customer is told why.
  expect((await (await whatsapp.tap(m, 0).send()).json()).outcomes).toEqual(['refused']);
  expect((await order(o.id)).cod_confirmed_at).toBeNull();
});

it('refuses a wrong or missing signature and a reply from another number, changing nothing', async () => {
  const o = await codOrder();
  const m = await templateFor(o.mobile.slice(1));
  expect((await whatsapp.tap(m, 0, { signature: 'wrong' }).send()).status).toBe(403);
  expect((await whatsapp.tap(m, 0, { signature: 'missing' }).send()).status).toBe(403);
  const stranger = whatsapp.tap({ ...m, to: '923339998877' }, 1);
  expect((await (await stranger.send()).json()).outcomes).toEqual(['ignored']);
  const row = await order(o.id);
  expect([row.status, row.cod_confirmed_at]).toEqual(['pending', null]);
  // Meta's subscription handshake: the challenge only with the verify token.
  const good = whatsapp.handshake('verify-me-please');
  expect(await (await good.response).text()).toBe(good.challenge);
  expect((await whatsapp.handshake('not-it').response).status).toBe(403);
});

describe('SMS fallback and the link page', () => {
  it('sends an SMS with a signed link when WhatsApp refuses the message; the page confirms without JavaScript', async () => {
    whatsapp.failNext(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const o = await codOrder();
    await waitUntil(() => sms.messages.some((s) => s.to === o.mobile.slice(1)), 15_000);
    const text = sms.messages.find((s) => s.to === o.mobile.slice(1))!.text;
    expect(text).toContain(`#${o.id}`);
    expect(text).toContain('Rs 3,200');
    const link = /(http\S+\/order\/confirm\/\S+)$/.exec(text)![1];
    expect(link.startsWith(`${t.url}/order/confirm/`)).toBe(true);
    await waitUntil(async () => (await order(o.id)).cod_confirm_channel === 'sms');

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Order #${o.id}`);
    expect(html).toMatch(
      /<form method="post"[^>]*>.*name="answer" value="confirm".*Confirm<\/button><\/form>/s,
    );
    expect(html).not.toContain('<script');
    // In the shop's look: its name beside its logo, the items with their amounts and the total,
    // one Confirm and one Cancel.
    expect(html).toMatch(/<header><div class="brand"><svg[^>]*>.*<\/svg><span>Crochet Corner<\/span>/s);
    expect(html).toContain('<title>Confirm order #' + o.id + ' | Crochet Corner</title>');
    expect(html).toMatch(/background:#fffaf4/);
    const items = await t.db.ds.query('SELECT name, qty FROM order_items WHERE order_id = $1', [o.id]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items as Array<{ name: string; qty: number }>)
      expect(html).toContain(`<td>${item.qty} × ${item.name}`);
    expect(html).toMatch(/To pay on delivery<\/td><td class="amount">Rs 3,200<\/td>/);
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(html.match(/>Confirm<\/button>/g)).toHaveLength(1);
    expect(html.match(/>Cancel<\/button>/g)).toHaveLength(1);

    const post = (answer: string) =>
      fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `answer=${answer}`,
      });
    const [a, b] = await Promise.all([post('confirm'), post('confirm')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toContain(`Your order #${o.id} is confirmed`);
    expect((await history(o.id)).filter((h) => h.field === 'cod_confirmed').map((h) => h.to_value)).toEqual([
      'confirmed by customer on the SMS link',
    ]);
    // Changing one's mind while it is pending: Cancel still works, stock back.
    expect((await post('cancel')).status).toBe(200);
    expect((await order(o.id)).status).toBe('cancelled');
    expect(await qty(o.product.id)).toBe(5);
  });

  it('an expired link and a forged one answer a clear page and change nothing', async () => {
    const o = await codOrder();
    const links = new ConfirmLinks(JWT_SECRET);
    const expired = links.sign(o.id, new Date(Date.now() - 1000));
    const res = await fetch(`${t.url}/order/confirm/${expired}`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('This confirmation link has expired.');
    const forged = new ConfirmLinks('another-secret-entirely-0123').sign(
      o.id,
      new Date(Date.now() + 3600_000),
    );
    const post = await fetch(`${t.url}/order/confirm/${forged}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=cancel',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('This confirmation link is not valid.');
    expect((await fetch(`${t.url}/order/confirm/not-a-token`)).status).toBe(400);
    expect((await order(o.id)).status).toBe('pending');
  });

  it('a failed delivery status from WhatsApp sends the SMS instead', async () => {
    const o = await codOrder();
    const m = await templateFor(o.mobile.slice(1));
    await waitUntil(async () => (await order(o.id)).cod_confirm_message_id === m.id);
    expect(
      (await whatsapp.status(m, 'failed', { code: 131026, title: 'Message undeliverable' })).status,
    ).toBe(200);
    await waitUntil(() => sms.messages.some((s) => s.to === o.mobile.slice(1)), 15_000);
    await waitUntil(async () => (await order(o.id)).cod_confirm_channel === 'sms');
  });
});

describe('reminder, flag and auto-cancel (the real job queue)', () => {
  it('reminds once after COD_CONFIRM_HOURS, then flags the order Unconfirmed; the admin filter lists it', async () => {
    const o = await codOrder();
    const first = await templateFor(o.mobile.slice(1));
    await waitUntil(async () => (await order(o.id)).cod_confirm_message_id === first.id);
    const [{ hours }] = await t.db.ds.query(
      `SELECT round(extract(epoch FROM run_at - now()) / 3600)::int AS hours FROM graphile_worker.jobs WHERE key = $1`,
      [`cod-follow-up:${o.id}`],
    );
    expect(hours).toBe(24);
    await runJobNow(`cod-follow-up:${o.id}`);
    await waitUntil(async () => (await order(o.id)).cod_reminded_at !== null, 15_000);
    expect(whatsapp.messages.filter((m) => m.to === first.to && m.type === 'template')).toHaveLength(2);
    await waitUntil(
      async () =>
        (
          await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE key = $1 AND task_identifier = $2', [
            `cod-follow-up:${o.id}`,
            'cod_confirm_follow_up',
          ])
        ).length > 0,
    );
    await runJobNow(`cod-follow-up:${o.id}`);
    await waitUntil(async () => (await order(o.id)).cod_unconfirmed_at !== null, 15_000);
    const row = await order(o.id);
    expect(row.status).toBe('pending'); // auto-cancel is off by default
    expect((await history(o.id)).map((h) => h.to_value)).toEqual(
      expect.arrayContaining([
        'asked to confirm on WhatsApp',
        'reminder sent on WhatsApp',
        'flagged unconfirmed: no answer after the reminder',
      ]),
    );
    const admin = (
      await t.rest('POST', '/admin/auth', { email: 'admin@example.com', password: 'admin-password-123' })
    ).body.token;
    const list = await t.rest('GET', '/admin/orders?filter=unconfirmed_cod&per_page=100', undefined, admin);
    expect(list.body.data.find((r: { id: number }) => r.id === o.id).cod_confirmation).toBe('Unconfirmed');
  });

  it('with auto-cancel on, an order still unconfirmed after the reminder is cancelled and its stock returned', async () => {
    await t.services.settings.update('cod', { autoCancel: 'on' });
    try {
      const o = await codOrder();
      await templateFor(o.mobile.slice(1));
      await waitUntil(async () => (await order(o.id)).cod_confirm_channel === 'whatsapp');
      await runJobNow(`cod-follow-up:${o.id}`);
      await waitUntil(async () => (await order(o.id)).cod_reminded_at !== null, 15_000);
      await runJobNow(`cod-follow-up:${o.id}`);
      await waitUntil(async () => (await order(o.id)).status === 'cancelled', 15_000);
      expect(await qty(o.product.id)).toBe(5);
      expect((await history(o.id)).at(-1)).toMatchObject({
        actor: 'system',
        to_value: 'cancelled',
        note: 'not confirmed by the customer',
      });
    } finally {
      await t.services.settings.update('cod', { autoCancel: null });
    }
  });
});
