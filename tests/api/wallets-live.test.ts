/**
 * JazzCash and easypaisa as their live services behave, against the fakes over loopback:
 * JazzCash's IPN as the SOAP status update its plugins receive (no amount, a string answer,
 * the inquiry deciding), vouchers payable as long as the order waits (and asked about for as
 * long), descriptions JazzCash can hash whatever the shop and its products are called, and an
 * easypaisa inquiry for a customer who never reached Easypay.
 */
import { jazzCashTime } from '../../server/src/modules/payments/providers/jazzcash.fields';
import { easypayTime } from '../../server/src/modules/payments/providers/easypaisa';
import { postForm, readForm } from '../support/fake-http';
import type { FakeEasypaisa } from '../support/fake-easypaisa';
import type { FakeJazzCash } from '../support/fake-jazzcash';
import { factories } from '../support/factories';
import { customer, placeOrder } from '../support/shop-orders';
import type { TestServer } from '../support/test-server';
import { startWalletShop, type WalletShop } from '../support/wallet-shop';

const HOUR = 3_600_000;
let shop: WalletShop;
let t: TestServer;
let jazz: FakeJazzCash;
let easy: FakeEasypaisa;
let productId: number;
let ipnUrl: string;

beforeAll(async () => {
  shop = await startWalletShop({ txnType: 'OTC', paymentMethod: 'OTC_PAYMENT_METHOD' });
  ({ t, jazz, easy, productId } = shop);
  ipnUrl = `${t.url}/payments/jazzcash/ipn`;
  await t.services.settings.update('orders', { unpaidOrderHours: '72' });
});
afterAll(() => shop.close());

/** An order of `method` and its first attempt: the form the shop's page posts to the provider. */
async function attempt(method: 'jazzcash' | 'easypaisa', productOf = productId) {
  const c = await customer(t);
  const order = await placeOrder(t, c.token, productOf, method);
  const started = await t.rest('POST', `/user/order/${order.id}/pay-online`, {}, c.token);
  expect(started.status).toBe(200);
  const form = readForm(await (await fetch(started.body.data.redirect_url)).text());
  const [row] = await t.db.ds.query(
    `SELECT a.id, a.reference, a.created_at, o.created_at AS placed_at
       FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.order_id = $1`,
    [order.id],
  );
  return {
    order,
    form,
    id: row.id as number,
    ref: row.reference as string,
    at: row.created_at as Date,
    placedAt: row.placed_at as Date,
    token: c.token,
  };
}

const paymentStatus = async (orderId: number) =>
  (await t.db.ds.query('SELECT payment_status FROM orders WHERE id = $1', [orderId]))[0].payment_status;
const attemptRow = async (id: number) =>
  (await t.db.ds.query('SELECT status, message FROM payment_attempts WHERE id = $1', [id]))[0];

describe('JazzCash IPN: the SOAP status update', () => {
  it('takes a voucher paid at an agent: answers 000 hashed, the inquiry settles it, once', async () => {
    const a = await attempt('jazzcash');
    const page = readForm(await (await postForm(a.form.action, a.form.fields)).text());
    // The page issues a voucher (124): the customer is back, the order waits for the agent.
    const back = readForm(await (await postForm(page.action, { ...page.fields, outcome: 'pay' })).text());
    expect(back.fields.pp_ResponseCode).toBe('124');
    const returned = await postForm(back.action, back.fields);
    expect(returned.headers.get('location')).toBe(`/user/order/confirmation/${a.order.id}?payment=pending`);
    expect(await paymentStatus(a.order.id)).toBe('unpaid');
    jazz.complete(a.ref, 'pay'); // paid at a JazzCash agent days later: only the IPN tells
    const first = await jazz.sendSoapIpn(ipnUrl, a.ref);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/xml/);
    expect(first.result).toBe(`000|status received|${jazz.answerHash('000', 'status received')}`);
    expect(await paymentStatus(a.order.id)).toBe('paid');
    expect(
      jazz.requests.some((r) => r.path.endsWith('/PaymentInquiry/Inquire') && r.json?.pp_TxnRefNo === a.ref),
    ).toBe(true);
    const again = await jazz.sendSoapIpn(ipnUrl, a.ref);
    expect(again.result?.startsWith('000|')).toBe(true);
    const history = await t.db.ds.query(
      `SELECT note FROM order_history WHERE order_id = $1 AND field = 'payment_status'`,
      [a.order.id],
    );
    expect(history).toEqual([{ note: `paid by JazzCash, ref ${a.ref}` }]);
  });

  it('never pays on the IPN alone: an unhashed IPN saying 000 while the inquiry says pending', async () => {
    const a = await attempt('jazzcash');
    await postForm(a.form.action, a.form.fields);
    const said = await jazz.sendSoapIpn(ipnUrl, a.ref, { hash: 'none', fields: { pp_ResponseCode: '000' } });
    expect(said.result).toBe('000|status received|');
    expect(await paymentStatus(a.order.id)).toBe('unpaid');
    expect(await attemptRow(a.id)).toEqual({
      status: 'pending',
      message: 'the inquiry says the payment is pending',
    });
  });

  it('answers why it refused: a bad hash, another merchant, a missing reference, an unknown transaction', async () => {
    const a = await attempt('jazzcash');
    await postForm(a.form.action, a.form.fields);
    jazz.complete(a.ref, 'pay');
    const forged = await jazz.sendSoapIpn(ipnUrl, a.ref, { hash: 'other-salt' });
    expect(forged.result?.split('|').slice(0, 2)).toEqual(['115', 'invalid hash received']);
    const tampered = await jazz.sendSoapIpn(ipnUrl, a.ref, { fields: { pp_ResponseCode: '121' } });
    expect(tampered.result?.startsWith('115|')).toBe(true);
    const stranger = await jazz.sendSoapIpn(ipnUrl, a.ref, {
      hash: 'none',
      fields: { pp_Password: 'guess' },
    });
    expect(stranger.result).toBe('101|invalid merchant details|');
    expect(await paymentStatus(a.order.id)).toBe('unpaid');
    const missing = await jazz.sendSoapIpn(ipnUrl, a.ref, { hash: 'none', fields: { pp_TxnRefNo: '' } });
    expect(missing.result).toBe('012|Missing mandatory parameter(s) pp_TxnRefNo|');
    // JazzCash's inquiry cannot be trusted just now: not taken, JazzCash may send it again.
    const b = await attempt('jazzcash');
    await postForm(b.form.action, b.form.fields);
    jazz.complete(b.ref, 'pay');
    jazz.disagree(b.ref, { wrongSalt: true });
    const unsure = await jazz.sendSoapIpn(ipnUrl, b.ref);
    expect(unsure.result?.split('|').slice(0, 2)).toEqual(['199', 'status not updated, try again later']);
    expect(await paymentStatus(b.order.id)).toBe('unpaid');
    const unknown = await jazz.sendSoapIpn(ipnUrl, 'T00000000000000NONE');
    expect(unknown.result).toBe(
      `109|transaction does not exist|${jazz.answerHash('109', 'transaction does not exist')}`,
    );
  });

  it('serves its WSDL, faults a body that is no call, and still reads the old JSON IPN', async () => {
    const wsdl = await fetch(`${ipnUrl}?wsdl`);
    expect(wsdl.headers.get('content-type')).toMatch(/^text\/xml/);
    const text = await wsdl.text();
    expect(text).toContain('<wsdl:operation name="DoUpdatePaymentStatus">');
    expect(text).toContain('<wsdl:part name="pp_RetreivalReferenceNo" type="xsd:string"/>');
    expect(text).toContain(`<soap:address location="${ipnUrl}"/>`);
    const junk = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a><b/></a>',
    });
    expect(junk.status).toBe(422);
    expect(await junk.text()).toContain(
      '<faultstring>Not a SOAP call of DoUpdatePaymentStatus.</faultstring>',
    );
    const dtd = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<!DOCTYPE x [<!ENTITY a "aaaa">]><Envelope><Body><DoUpdatePaymentStatus/></Body></Envelope>',
    });
    expect(dtd.status).toBe(422);

    const a = await attempt('jazzcash');
    await postForm(a.form.action, a.form.fields);
    jazz.complete(a.ref, 'pay');
    const old = await jazz.sendIpn(ipnUrl, a.ref);
    expect(await old.json()).toMatchObject({ pp_ResponseCode: '000', outcome: 'paid' });
  });
});

describe('vouchers payable as long as the order waits', () => {
  it('JazzCash: a voucher until the order is cancelled, within 3 months; a wallet for an hour', async () => {
    const voucher = await attempt('jazzcash');
    expect(voucher.form.fields.pp_TxnExpiryDateTime).toBe(
      jazzCashTime(new Date(voucher.placedAt.getTime() + 72 * HOUR)),
    );
    await t.services.settings.update('orders', { unpaidOrderHours: String(24 * 365) });
    const year = await attempt('jazzcash');
    expect(year.form.fields.pp_TxnExpiryDateTime).toBe(
      jazzCashTime(new Date(year.at.getTime() + 89 * 24 * HOUR)),
    );
    // JazzCash takes it (its cap is 3 months).
    expect(await (await postForm(year.form.action, year.form.fields)).text()).toContain('JazzCash Payment');
    await t.services.settings.update('orders', { unpaidOrderHours: '72' });
    await t.services.settings.update('jazzcash', { txnType: 'MWALLET' });
    try {
      const wallet = await attempt('jazzcash');
      expect(wallet.form.fields.pp_TxnExpiryDateTime).toBe(
        jazzCashTime(new Date(wallet.at.getTime() + HOUR)),
      );
    } finally {
      await t.services.settings.update('jazzcash', { txnType: 'OTC' });
    }
  });

  it('easypaisa: the shop-payment token until the order is cancelled; the wallet for an hour', async () => {
    const token = await attempt('easypaisa');
    expect(token.form.fields.expiryDate).toBe(easypayTime(new Date(token.placedAt.getTime() + 72 * HOUR)));
    await t.services.settings.update('easypaisa', { paymentMethod: 'MA_PAYMENT_METHOD' });
    try {
      const wallet = await attempt('easypaisa');
      expect(wallet.form.fields.expiryDate).toBe(easypayTime(new Date(wallet.at.getTime() + HOUR)));
    } finally {
      await t.services.settings.update('easypaisa', { paymentMethod: 'OTC_PAYMENT_METHOD' });
    }
  });

  it('keeps asking after a day while a voucher can be paid, and gives up on an hour-long wallet payment', async () => {
    const voucher = await attempt('jazzcash');
    await postForm(voucher.form.action, voucher.form.fields);
    // A day of inquiries has passed (the attempt a day old): the voucher is still payable.
    await t.db.ds.query(
      `UPDATE payment_attempts SET inquiries = 47, created_at = now() - interval '25 hours' WHERE id = $1`,
      [voucher.id],
    );
    expect(await t.services.onlinePayments.inquire(voucher.id)).toBe('pending');
    jazz.complete(voucher.ref, 'pay');
    expect(await t.services.onlinePayments.inquire(voucher.id)).toBe('paid');

    await t.services.settings.update('jazzcash', { txnType: 'MWALLET' });
    try {
      const wallet = await attempt('jazzcash');
      await postForm(wallet.form.action, wallet.form.fields);
      await t.db.ds.query(
        `UPDATE payment_attempts SET inquiries = 47, created_at = now() - interval '25 hours' WHERE id = $1`,
        [wallet.id],
      );
      expect(await t.services.onlinePayments.inquire(wallet.id)).toBe('failed');
    } finally {
      await t.services.settings.update('jazzcash', { txnType: 'OTC' });
    }
  });
});

describe('JazzCash descriptions', () => {
  it('name the order and the shop in printable ASCII whatever they are called, and JazzCash hashes them', async () => {
    await t.services.settings.update('shop', { name: 'کروشیہ گھر' });
    try {
      const f = factories(t.db.ds);
      const urdu = (await f.product({ categoryId: (await f.category()).id, qty: 100, title: 'اونی ٹوپی' }))
        .id;
      const a = await attempt('jazzcash', urdu);
      for (const [name, value] of Object.entries(a.form.fields))
        expect([name, /^[ -~]*$/.test(value)]).toEqual([name, true]);
      expect(a.form.fields.pp_Description).toMatch(new RegExp(`^Order ${a.order.id} [A-Za-z ]+$`));
      expect(a.form.fields.pp_BillReference).toBe(String(a.order.id));
      expect(await (await postForm(a.form.action, a.form.fields)).text()).toContain('JazzCash Payment');
    } finally {
      await t.services.settings.update('shop', { name: null });
    }
  });
});

describe('easypaisa: a customer who never reached Easypay', () => {
  it('stays pending when the inquiry finds no such order, and is paid once they do pay', async () => {
    const a = await attempt('easypaisa');
    // The browser never posted the form: Easypay has no record of the order.
    expect(await t.services.onlinePayments.inquire(a.id)).toBe('pending');
    expect(await attemptRow(a.id)).toEqual({
      status: 'pending',
      message: 'easypaisa has no payment for this order yet',
    });
    await postForm(a.form.action, a.form.fields);
    easy.orders.get(a.ref)!.status = 'PAID';
    expect(await t.services.onlinePayments.inquire(a.id)).toBe('paid');
  });
});
