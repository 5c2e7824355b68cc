/**
 * Wallets paid online, end to end over loopback: the shop's real routes and jobs against the
 * JazzCash and easypaisa fakes (tests/support/fake-jazzcash.ts, fake-easypaisa.ts: their
 * integration guides' protocols). An order is paid only by a verified answer the inquiry agrees
 * with, once: racing returns and IPNs, replays, a tampered hash, another amount and an inquiry
 * that disagrees change nothing; an attempt nobody came back from is settled by the inquiry job.
 */
import { scheduleInquiry } from '../../server/src/modules/payments/online-payment.service';
import { postForm, readForm } from '../support/fake-http';
import type { FakeEasypaisa } from '../support/fake-easypaisa';
import type { FakeJazzCash } from '../support/fake-jazzcash';
import { adminToken, customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';
import { merchant, startWalletShop, store, type WalletShop } from '../support/wallet-shop';
import { waitUntil } from '../support/wait';

let shop: WalletShop;
let t: TestServer;
let jazz: FakeJazzCash;
let easy: FakeEasypaisa;
let productId: number;

beforeAll(async () => {
  shop = await startWalletShop({ txnType: 'MWALLET', paymentMethod: 'MA_PAYMENT_METHOD' });
  ({ t, jazz, easy, productId } = shop);
});
afterAll(() => shop.close());

const STATE = `query($id: Int!) { myOrder(id: $id) { id paymentStatus onlinePayment { provider providerLabel canPay status message reference } } }`;

async function state(token: string, id: number) {
  const res = await t.gql(STATE, { id }, token);
  return res.body.data.myOrder;
}

/** The payment history entries of an order. */
async function payments(orderId: number) {
  return t.db.ds.query(
    `SELECT actor, to_value, note FROM order_history WHERE order_id = $1 AND field = 'payment_status' ORDER BY id`,
    [orderId],
  );
}

/** The customer starts paying: the shop's page, then JazzCash's hosted page; answers the reference. */
async function toJazzCash(
  token: string,
  orderId: number,
): Promise<{ ref: string; payForm: ReturnType<typeof readForm> }> {
  const started = await t.rest('POST', `/user/order/${orderId}/pay-online`, {}, token);
  expect(started.status).toBe(200);
  const go = await fetch(started.body.data.redirect_url);
  expect(go.status).toBe(200);
  // The shop's page may send this one form to JazzCash, and run only its own script.
  expect(go.headers.get('content-security-policy')).toContain(
    `form-action 'self' ${new URL(jazz.url).origin}`,
  );
  const form = readForm(await go.text());
  expect(form.action).toBe(jazz.checkoutUrl);
  expect(form.fields.pp_Amount).toBe(String(started.body.data.fields.pp_Amount));
  const page = await (await postForm(form.action, form.fields)).text();
  expect(page).toContain('JazzCash Payment');
  return { ref: form.fields.pp_TxnRefNo, payForm: readForm(page) };
}

/** The hosted page's answer as JazzCash posts it back through the browser. */
async function answerFrom(payForm: ReturnType<typeof readForm>, outcome: 'pay' | 'cancel') {
  const back = readForm(await (await postForm(payForm.action, { ...payForm.fields, outcome })).text());
  expect(back.action).toBe(`${t.url}/payments/jazzcash/return`);
  return back.fields;
}

describe('JazzCash', () => {
  it('offers the wallet online, takes the customer through the hosted page and marks the order paid once', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'jazzcash');
    expect((await state(c.token, order.id)).onlinePayment).toEqual({
      provider: 'jazzcash',
      providerLabel: 'JazzCash',
      canPay: true,
      status: 'none',
      message: null,
      reference: null,
    });
    const { ref, payForm } = await toJazzCash(c.token, order.id);
    expect((await state(c.token, order.id)).onlinePayment).toMatchObject({
      status: 'pending',
      reference: ref,
    });
    const answer = await answerFrom(payForm, 'pay');
    const back = await postForm(`${t.url}/payments/jazzcash/return`, answer);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/user/order/confirmation/${order.id}?payment=paid`);
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'paid',
      onlinePayment: { canPay: false, status: 'paid' },
    });
    expect(await payments(order.id)).toEqual([
      { actor: 'payment provider', to_value: 'paid', note: `paid by JazzCash, ref ${ref}` },
    ]);
    const [attempt] = await t.db.ds.query(
      'SELECT amount, status FROM payment_attempts WHERE reference = $1',
      [ref],
    );
    expect(attempt).toEqual({ amount: String(order.grandTotal), status: 'paid' });
    // The status inquiry was asked before the order was marked paid.
    expect(
      jazz.requests.some((r) => r.path.endsWith('/PaymentInquiry/Inquire') && r.json?.pp_TxnRefNo === ref),
    ).toBe(true);
    // Paid: no new attempt.
    const again = await t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
    expect(again.status).toBe(422);
    expect(again.body.errors.order).toEqual(['This order has already been paid.']);
  });

  it('pays once when the return and the IPN race, each delivered twice at the same moment, and a replay later', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'jazzcash');
    const { ref, payForm } = await toJazzCash(c.token, order.id);
    const answer = await answerFrom(payForm, 'pay');
    const results = await Promise.all([
      postForm(`${t.url}/payments/jazzcash/return`, answer),
      postForm(`${t.url}/payments/jazzcash/return`, answer),
      jazz.sendIpn(`${t.url}/payments/jazzcash/ipn`, ref),
      jazz.sendIpn(`${t.url}/payments/jazzcash/ipn`, ref),
    ]);
    expect(results.map((r) => r.status)).toEqual([303, 303, 200, 200]);
    const ipnOutcomes = await Promise.all(results.slice(2).map(async (r) => (await r.json()).outcome));
    expect(await payments(order.id)).toHaveLength(1);
    const replay = await jazz.sendIpn(`${t.url}/payments/jazzcash/ipn`, ref);
    expect(await replay.json()).toMatchObject({ pp_ResponseCode: '000', outcome: 'duplicate' });
    expect(await payments(order.id)).toHaveLength(1);
    // One of the four paid it; every other found it claimed.
    expect(ipnOutcomes.every((o) => o === 'paid' || o === 'duplicate')).toBe(true);
  });

  it('refuses a tampered hash, and never pays another amount or what the inquiry does not confirm', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'jazzcash');
    const { ref, payForm } = await toJazzCash(c.token, order.id);
    const answer = await answerFrom(payForm, 'pay');

    const tampered = await postForm(`${t.url}/payments/jazzcash/return`, { ...answer, pp_Amount: '100' });
    expect(tampered.status).toBe(403);
    const tamperedIpn = await jazz.sendIpn(`${t.url}/payments/jazzcash/ipn`, ref, {
      tamper: { pp_ResponseCode: '000', pp_Amount: '1' },
    });
    expect(tamperedIpn.status).toBe(403);

    // Signed by JazzCash, but for another amount: the attempt fails, the order stays unpaid.
    const other = await jazz.sendIpn(`${t.url}/payments/jazzcash/ipn`, ref, { amount: '100' });
    expect(await other.json()).toMatchObject({ outcome: 'failed' });
    expect(await state(c.token, order.id)).toMatchObject({
      paymentStatus: 'unpaid',
      onlinePayment: {
        status: 'failed',
        canPay: true,
        message: `the answer is for 100 paisa, not ${order.grandTotal}`,
      },
    });

    // The inquiry disagrees on the amount: still unpaid.
    jazz.disagree(ref, { pp_Amount: '100' });
    const back = await postForm(`${t.url}/payments/jazzcash/return`, answer);
    expect(back.headers.get('location')).toBe(`/user/order/confirmation/${order.id}?payment=pending`);
    expect(await payments(order.id)).toEqual([]);
  });

  it('lets the customer retry after a cancelled payment', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'jazzcash');
    const first = await toJazzCash(c.token, order.id);
    const cancelled = await postForm(
      `${t.url}/payments/jazzcash/return`,
      await answerFrom(first.payForm, 'cancel'),
    );
    expect(cancelled.headers.get('location')).toBe(`/user/order/confirmation/${order.id}?payment=failed`);
    expect((await state(c.token, order.id)).onlinePayment).toMatchObject({ status: 'failed', canPay: true });
    const second = await toJazzCash(c.token, order.id);
    expect(second.ref).not.toBe(first.ref);
    await postForm(`${t.url}/payments/jazzcash/return`, await answerFrom(second.payForm, 'pay'));
    expect((await state(c.token, order.id)).paymentStatus).toBe('paid');
  });

  it('settles an attempt no answer came back for through the status inquiry job', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'jazzcash');
    const { ref } = await toJazzCash(c.token, order.id);
    jazz.complete(ref, 'pay'); // paid on JazzCash; the browser never came back, no IPN either
    const [attempt] = await t.db.ds.query('SELECT id FROM payment_attempts WHERE reference = $1', [ref]);
    // The job scheduled with the attempt, due now.
    await t.db.ds.transaction((em) => scheduleInquiry(em, attempt.id, 0));
    await waitUntil(async () => (await state(c.token, order.id)).paymentStatus === 'paid', 20_000);
    expect(await payments(order.id)).toEqual([
      { actor: 'payment provider', to_value: 'paid', note: `paid by JazzCash, ref ${ref}` },
    ]);
  });

  it('keeps the manual flow for a wallet without settings, and pays only your own orders', async () => {
    const c = await customer(t);
    const bank = await placeOrder(t, c.token, productId, 'bank');
    expect((await state(c.token, bank.id)).onlinePayment).toBeNull();
    expect((await t.rest('POST', `/user/order/${bank.id}/pay-online`, {}, c.token)).status).toBe(422);
    const mine = await placeOrder(t, c.token, productId, 'jazzcash');
    const other = await customer(t);
    expect((await t.rest('POST', `/user/order/${mine.id}/pay-online`, {}, other.token)).status).toBe(404);
  });
});

describe('easypaisa', () => {
  it('goes through Easypay’s two steps and is paid by the inquiry; the IPN and a replay pay nothing more', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'easypaisa');
    const started = await t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
    const form = readForm(await (await fetch(started.body.data.redirect_url)).text());
    expect(form.action).toBe(`${easy.checkoutBaseUrl}/Index.jsf`);
    const ref = form.fields.orderRefNum;
    const page = readForm(await (await postForm(form.action, form.fields)).text());
    const toPostback = await postForm(page.action, { ...page.fields, outcome: 'pay' });
    expect(toPostback.status).toBe(302);
    // Easypay sends the browser to the shop with its token; the shop's page hands it back.
    const confirm = readForm(await (await fetch(toPostback.headers.get('location')!)).text());
    expect(confirm.action).toBe(`${easy.checkoutBaseUrl}/Confirm.jsf`);
    const toFinal = await postForm(confirm.action, confirm.fields);
    const done = await fetch(toFinal.headers.get('location')!, { redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/user/order/confirmation/${order.id}?payment=paid`);
    const [ipn1, ipn2] = await Promise.all([
      easy.sendIpn(`${t.url}/payments/easypaisa/ipn`, ref),
      easy.sendIpn(`${t.url}/payments/easypaisa/ipn`, ref),
    ]);
    expect([(await ipn1.json()).outcome, (await ipn2.json()).outcome]).toEqual(['duplicate', 'duplicate']);
    expect(await payments(order.id)).toEqual([
      { actor: 'payment provider', to_value: 'paid', note: `paid by easypaisa, ref ${ref}` },
    ]);
  });

  it('refuses an IPN link that is not Easypay’s, and an inquiry for another amount pays nothing', async () => {
    const c = await customer(t);
    const order = await placeOrder(t, c.token, productId, 'easypaisa');
    const started = await t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
    const form = readForm(await (await fetch(started.body.data.redirect_url)).text());
    await postForm(form.action, form.fields);
    const ref = form.fields.orderRefNum;
    const forged = await fetch(
      `${t.url}/payments/easypaisa/ipn?url=${encodeURIComponent(`http://127.0.0.1:9/ipn/${ref}`)}`,
    );
    expect(forged.status).toBe(400);
    easy.orders.get(ref)!.status = 'PAID';
    easy.disagree(ref, { transactionAmount: 1 });
    const ipn = await easy.sendIpn(`${t.url}/payments/easypaisa/ipn`, ref);
    expect((await ipn.json()).outcome).toBe('failed');
    expect((await state(c.token, order.id)).paymentStatus).toBe('unpaid');
  });
});

describe('settings', () => {
  const secrets = [merchant.password, merchant.integritySalt, store.hashKey, store.password];

  it('shows the wallets’ secrets only as set, over REST and GraphQL, to admins only; an empty secret keeps it', async () => {
    const admin = await adminToken(t);
    const rest = await t.rest('GET', '/admin/settings', undefined, admin);
    expect(rest.status).toBe(200);
    for (const secret of secrets) expect(JSON.stringify(rest.body)).not.toContain(secret);
    const jc = rest.body.data.find((s: { service: string }) => s.service === 'jazzcash');
    expect(jc.configured).toBe(true);
    expect(jc.fields.find((f: { name: string }) => f.name === 'integritySalt')).toMatchObject({
      secret: true,
      set: true,
      value: null,
    });
    const query = `{ serviceSettings { service configured fields { name value set secret } } }`;
    const gql = await t.gql(query, {}, admin);
    expect(gql.body.data.serviceSettings.map((s: { service: string }) => s.service)).toEqual(
      expect.arrayContaining(['jazzcash', 'easypaisa', 'leopards', 'postex', 'trax']),
    );
    for (const secret of secrets) expect(JSON.stringify(gql.body)).not.toContain(secret);
    const c = await customer(t);
    expect((await t.rest('GET', '/admin/settings', undefined, c.token)).status).toBe(403);
    expect((await t.gql(query, {}, c.token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');

    const save = `mutation($values: [SettingValueInput!]!) {
      saveServiceSettings(service: "jazzcash", values: $values) { message errors { field message } settings { version } }
    }`;
    const saved = await t.gql(
      save,
      {
        values: [
          { name: 'integritySalt', value: '' },
          { name: 'txnType', value: 'MPAY' },
        ],
      },
      admin,
    );
    expect(saved.body.data.saveServiceSettings).toMatchObject({ message: 'Settings saved.', errors: [] });
    expect(await t.services.settings.get('jazzcash')).toMatchObject({
      integritySalt: merchant.integritySalt,
      txnType: 'MPAY',
    });
    const bad = await t.gql(save, { values: [{ name: 'txnType', value: 'CASH' }] }, admin);
    expect(bad.body.data.saveServiceSettings.errors).toEqual([
      { field: 'txnType', message: 'One of: MWALLET, MPAY, OTC.' },
    ]);
    await t.services.settings.update('jazzcash', { txnType: 'MWALLET' });
  });
});
