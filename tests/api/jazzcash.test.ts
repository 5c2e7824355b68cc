/**
 * JazzCash hosted checkout against its fake over loopback: the hash scheme, the signed form,
 * the hosted page posting the answer back, the status inquiry that settles it, and everything
 * that must not mark an order paid (a tampered hash, another amount, an inquiry that
 * disagrees or is not signed), plus an IPN replayed and racing the return URL: paid once.
 */
import { createHmac } from 'node:crypto';
import { ValidationError } from '../../server/src/shared/errors';
import {
  JazzCashClient,
  JazzCashHashError,
  type JazzCashConfig,
} from '../../server/src/modules/payments/providers/jazzcash';
import {
  jazzCashDescription,
  jazzCashTime,
} from '../../server/src/modules/payments/providers/jazzcash.fields';
import { hashInput, secureHash } from '../../server/src/modules/payments/providers/jazzcash.hash';
import { ProcessedEvents } from '../../server/src/modules/webhooks';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { postForm, readForm, startFakeServer, type FakeServer } from '../support/fake-http';
import { startFakeJazzCash, type FakeJazzCash } from '../support/fake-jazzcash';

const merchant = { merchantId: 'MC12345', password: 'x1y2z3w4v5', integritySalt: 'e03h2y252v' };
let fake: FakeJazzCash;
let config: JazzCashConfig;
let client: JazzCashClient;
let seq = 0;
const at = new Date('2025-01-10T07:30:05Z'); // 12:30:05 in Karachi

beforeAll(async () => {
  fake = await startFakeJazzCash(merchant);
  config = { ...merchant, checkoutUrl: fake.checkoutUrl, apiBaseUrl: fake.url, txnType: 'MWALLET' };
  client = new JazzCashClient(config);
});
afterAll(() => fake.close());

/** A checkout for `amountPaisa` taken through the hosted page: the fields the browser posts back. */
async function checkout(amountPaisa: number, outcome: 'pay' | 'cancel' = 'pay') {
  const txnRefNo = `T20250110${String(++seq).padStart(6, '0')}`;
  const form = client.checkoutForm({
    txnRefNo,
    amountPaisa,
    billReference: `1042${seq}`,
    description: 'Order 1042: crochet bunny',
    returnUrl: 'https://shop.example.pk/payments/jazzcash/return',
    at,
    expiresAt: new Date(at.getTime() + 3600_000),
  });
  const page = await (await postForm(form.action, form.fields)).text();
  expect(page).toContain('JazzCash Payment');
  const pay = readForm(page);
  const back = readForm(await (await postForm(pay.action, { ...pay.fields, outcome })).text());
  expect(back.action).toBe('https://shop.example.pk/payments/jazzcash/return');
  return { txnRefNo, form, answer: back.fields };
}

describe('the secure hash', () => {
  it('is HMAC-SHA256 with the salt over salt&values of the non-empty pp* fields by name, upper-case hex', () => {
    const fields = {
      pp_Version: '1.1',
      pp_TxnRefNo: 'T1',
      pp_Amount: '150050',
      pp_BankID: '',
      pp_Description: 'x',
      ppmpf_1: 'extra',
      other: 'not hashed',
    };
    expect(hashInput(fields, 'salt')).toBe('salt&150050&x&T1&1.1&extra');
    expect(secureHash(fields, 'salt')).toBe(
      createHmac('sha256', 'salt').update('salt&150050&x&T1&1.1&extra').digest('hex').toUpperCase(),
    );
  });

  it('dates the attempt in Pakistan time', () => {
    expect(jazzCashTime(at)).toBe('20250110123005');
  });

  it('hashes ISO-8859-1 bytes, as JazzCash does, and sends only printable ASCII descriptions', () => {
    const latin1 = createHmac('sha256', 'salt').update(Buffer.from('salt&Caf\u00e9', 'latin1')).digest('hex');
    expect(secureHash({ pp_Description: 'Caf\u00e9' }, 'salt')).toBe(latin1.toUpperCase());
    expect(jazzCashDescription('Order 1042 کروشیہ گھر: "ٹوپی"')).toMatch(/^Order 1042 [A-Za-z ]+$/);
  });
});

describe('checkout', () => {
  it('builds the signed v1.1 form: amount in paisa, Karachi times, description without forbidden characters', () => {
    const form = client.checkoutForm({
      txnRefNo: 'T2025011000001',
      amountPaisa: 150050,
      billReference: '1042',
      description: 'Order <1042>: "bunny" 50% off {gift}',
      returnUrl: 'https://shop.example.pk/r',
      at,
      expiresAt: new Date(at.getTime() + 86_400_000),
    });
    expect(form.action).toBe(fake.checkoutUrl);
    expect(form.fields).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_MerchantID: 'MC12345',
      pp_Amount: '150050',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20250110123005',
      pp_TxnExpiryDateTime: '20250111123005',
      pp_Description: 'Order 1042 bunny 50 off gift',
      pp_ReturnURL: 'https://shop.example.pk/r',
    });
    expect(form.fields.pp_SecureHash).toBe(secureHash(form.fields, merchant.integritySalt));
  });

  it('refuses a reference, amount or expiry JazzCash would not take', () => {
    const bad = () =>
      client.checkoutForm({
        txnRefNo: 'T-1',
        amountPaisa: 10.5,
        billReference: 'order 1042',
        description: 'x',
        returnUrl: 'https://shop.example.pk/r',
        at,
        expiresAt: at,
      });
    expect(bad).toThrow(ValidationError);
    try {
      bad();
    } catch (err) {
      expect((err as ValidationError).fieldErrors.map((e) => e.field)).toEqual([
        'txnRefNo',
        'amountPaisa',
        'billReference',
        'expiresAt',
      ]);
    }
  });

  it('pays through the hosted page: the signed answer reads paid and the inquiry settles it', async () => {
    const { txnRefNo, answer } = await checkout(320000);
    const read = client.readAnswer(answer);
    expect(read).toMatchObject({ txnRefNo, amountPaisa: 320000, responseCode: '000', outcome: 'paid' });
    const verdict = await client.settle(read, { txnRefNo, amountPaisa: 320000 });
    expect(verdict).toMatchObject({
      paid: true,
      inquiry: { outcome: 'paid', status: 'Completed', amountPaisa: 320000 },
    });
  });

  it('does not pay a checkout the customer cancelled on the hosted page', async () => {
    const { txnRefNo, answer } = await checkout(50000, 'cancel');
    const read = client.readAnswer(answer);
    expect(read).toMatchObject({ responseCode: '112', outcome: 'failed' });
    expect(await client.settle(read, { txnRefNo, amountPaisa: 50000 })).toEqual({
      paid: false,
      reason: 'JazzCash reported 112 Transaction Cancelled by User.',
    });
    expect((await client.inquire(txnRefNo)).outcome).toBe('failed');
  });

  it('hears JazzCash refuse a form signed with another salt, or with a wrong password', async () => {
    for (const wrong of [{ integritySalt: 'not-the-salt' }, { password: 'wrong-password' }]) {
      const form = new JazzCashClient({ ...config, ...wrong }).checkoutForm({
        txnRefNo: `TWRONG${++seq}`,
        amountPaisa: 1000,
        billReference: '1',
        description: 'x',
        returnUrl: 'https://shop.example.pk/r',
        at,
        expiresAt: new Date(at.getTime() + 60_000),
      });
      const back = readForm(await (await postForm(form.action, form.fields)).text());
      expect(client.readAnswer(back.fields)).toMatchObject({
        responseCode: 'password' in wrong ? '101' : '115',
        outcome: 'failed',
      });
    }
  });
});

describe('what never marks an order paid', () => {
  it('an answer changed after JazzCash signed it, or signed with another salt', async () => {
    const { answer } = await checkout(320000);
    for (const changed of [
      { ...answer, pp_Amount: '100' },
      { ...answer, pp_ResponseCode: '000', pp_TxnRefNo: 'T0' },
      { ...answer, pp_SecureHash: '' },
      { ...answer, pp_SecureHash: secureHash(answer, 'guessed-salt') },
      {
        ...answer,
        pp_MerchantID: 'MC99999',
        pp_SecureHash: secureHash({ ...answer, pp_MerchantID: 'MC99999' }, merchant.integritySalt),
      },
    ])
      expect(() => client.readAnswer(changed)).toThrow(JazzCashHashError);
  });

  it('a genuine answer for another amount (a cheap payment offered for a dear order)', async () => {
    const { txnRefNo, answer } = await checkout(1000);
    const read = client.readAnswer(answer);
    expect(read.outcome).toBe('paid');
    expect(await client.settle(read, { txnRefNo, amountPaisa: 320000 })).toEqual({
      paid: false,
      reason: 'the answer is for 1000 paisa, not 320000',
    });
    const other = await checkout(320000);
    expect(await client.settle(read, { txnRefNo: other.txnRefNo, amountPaisa: 320000 })).toMatchObject({
      paid: false,
    });
  });

  it('an inquiry that disagrees on the status, the amount or the transaction', async () => {
    for (const disagreement of [
      { pp_PaymentResponseCode: '157', pp_Status: 'Pending' },
      { pp_Amount: '100' },
      { pp_TxnRefNo: 'T20250110999999' },
    ]) {
      const { txnRefNo, answer } = await checkout(320000);
      fake.disagree(txnRefNo, disagreement);
      const verdict = await client.settle(client.readAnswer(answer), { txnRefNo, amountPaisa: 320000 });
      expect(verdict.paid).toBe(false);
    }
  });

  it('an inquiry answer not signed with the salt, or an inquiry that never answers', async () => {
    const { txnRefNo, answer } = await checkout(320000);
    fake.disagree(txnRefNo, { wrongSalt: true });
    await expect(client.settle(client.readAnswer(answer), { txnRefNo, amountPaisa: 320000 })).rejects.toThrow(
      'JazzCash: the status inquiry’s answer is not signed with the integrity salt',
    );
    const second = await checkout(320000);
    fake.hangNext();
    await expect(
      new JazzCashClient({ ...config, timeoutMs: 300 }).settle(client.readAnswer(second.answer), {
        txnRefNo: second.txnRefNo,
        amountPaisa: 320000,
      }),
    ).rejects.toThrow('JazzCash: no answer within 1 s');
  });

  it('an inquiry with the wrong password, or for a transaction JazzCash never saw', async () => {
    await expect(new JazzCashClient({ ...config, password: 'wrong' }).inquire('T1')).rejects.toThrow(
      'JazzCash: the status inquiry was refused: Invalid merchant credentials. (101)',
    );
    expect(await client.inquire('T20250110000000')).toMatchObject({
      responseCode: '109',
      outcome: 'not_found',
    });
  });
});

describe('the IPN', () => {
  let db: TestDatabase;
  let ipn: FakeServer;
  const paid: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // The shop's return and IPN endpoints as phase 2 mounts them: verify, settle, pay once.
    ipn = await startFakeServer(async (req) => {
      try {
        const raw = req.raw.toString();
        const fields =
          req.path === '/return' ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
        const answer = client.readAnswer(fields);
        const verdict = await client.settle(answer, { txnRefNo: answer.txnRefNo, amountPaisa: 320000 });
        if (verdict.paid) {
          const first = await db.ds.transaction((em) =>
            ProcessedEvents.claim(em, 'jazzcash', answer.txnRefNo),
          );
          if (first) paid.push(answer.txnRefNo);
        }
        return { json: client.ipnAcknowledgement() };
      } catch (err) {
        return { status: err instanceof JazzCashHashError ? 403 : 502, text: (err as Error).message };
      }
    });
  });
  afterAll(async () => {
    await ipn.close();
    await db.drop();
  });

  it('pays once when the IPN is sent twice and races the customer’s return', async () => {
    const { txnRefNo, answer } = await checkout(320000);
    const answers = await Promise.all([
      fake.sendIpn(`${ipn.url}/ipn`, txnRefNo),
      postForm(`${ipn.url}/return`, answer),
      fake.sendIpn(`${ipn.url}/ipn`, txnRefNo),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const ack = await answers[0].json();
    expect(ack).toEqual({
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'IPN received',
      pp_SecureHash: secureHash(ack, merchant.integritySalt),
    });
    // Replayed later: still paid once.
    expect((await fake.sendIpn(`${ipn.url}/ipn`, txnRefNo)).status).toBe(200);
    expect(paid.filter((t) => t === txnRefNo)).toHaveLength(1);
  });

  it('refuses a tampered IPN and pays nothing for an IPN of another amount', async () => {
    const { txnRefNo } = await checkout(320000);
    const tampered = await fake.sendIpn(`${ipn.url}/ipn`, txnRefNo, {
      tamper: { pp_ResponseCode: '000', pp_Amount: '320001' },
    });
    expect(tampered.status).toBe(403);
    const cheap = await checkout(1000);
    expect((await fake.sendIpn(`${ipn.url}/ipn`, cheap.txnRefNo)).status).toBe(200);
    expect(paid).not.toContain(cheap.txnRefNo);
    expect(paid).not.toContain(txnRefNo);
  });
});
