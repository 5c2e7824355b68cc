/**
 * easypaisa hosted checkout (Easypay) against its fake over loopback: the AES/ECB hashed
 * request, the hosted page with its two redirects, the inquiry that decides whether an order
 * is paid, the IPN (only from Easypay's host, acted on once), and what never pays an order (a
 * request changed after signing, a forged final redirect, an inquiry that disagrees).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  easypayAmount,
  easypayTime,
  EasypaisaClient,
  EasypaisaIpnError,
  readFinalRedirect,
  type EasypaisaConfig,
} from '../../server/src/modules/payments/providers/easypaisa';
import {
  hashedRequestInput,
  merchantHashedReq,
  openHashedReq,
} from '../../server/src/modules/payments/providers/easypaisa.hash';
import { ProcessedEvents } from '../../server/src/modules/webhooks';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { postForm, readForm } from '../support/fake-http';
import { startFakeEasypaisa, type FakeEasypaisa } from '../support/fake-easypaisa';

const store = {
  storeId: '43521',
  hashKey: '8JZVPIU6MPD6H4GH',
  accountNum: '654321987',
  username: 'crochet-api',
  password: 'Ep-pass-1',
};
let fake: FakeEasypaisa;
let config: EasypaisaConfig;
let client: EasypaisaClient;
let seq = 0;
const FINAL = 'https://shop.example.pk/payments/easypaisa/done';

beforeAll(async () => {
  fake = await startFakeEasypaisa(store);
  config = { ...store, checkoutBaseUrl: fake.checkoutBaseUrl, apiBaseUrl: fake.apiBaseUrl };
  client = new EasypaisaClient(config);
});
afterAll(() => fake.close());

const location = (res: Response) => new URL(res.headers.get('location')!);

/** A checkout through the hosted page and both redirects: where the customer's browser ends. */
async function checkout(amountPaisa: number, outcome: 'pay' | 'cancel' = 'pay') {
  const orderRef = `CS-1042-${++seq}`;
  const form = client.checkoutForm({
    orderRefNum: orderRef,
    amountPaisa,
    postBackUrl: 'https://shop.example.pk/payments/easypaisa/confirm',
    expiresAt: new Date('2025-01-11T07:00:00Z'),
    mobile: '03451234567',
  });
  const page = await (await postForm(form.action, form.fields)).text();
  expect(page).toContain('Easypay Checkout');
  const pay = readForm(page);
  const back = await postForm(pay.action, { ...pay.fields, outcome });
  expect(back.status).toBe(302);
  const token = location(back).searchParams.get('auth_token')!;
  const confirm = client.confirmForm(token, FINAL);
  const final = location(await postForm(confirm.action, confirm.fields));
  expect(final.origin + final.pathname).toBe(FINAL);
  return { orderRef, form, final: readFinalRedirect(Object.fromEntries(final.searchParams)) };
}

describe('the hashed request', () => {
  it('encrypts name=value& of the non-empty fields by name with AES/ECB under the hash key', () => {
    const fields = {
      storeId: '43521',
      amount: '10.0',
      orderRefNum: 'A1',
      emailAddr: '',
      autoRedirect: '0',
      postBackURL: 'https://x.pk/c',
    };
    expect(hashedRequestInput(fields)).toBe(
      'amount=10.0&autoRedirect=0&orderRefNum=A1&postBackURL=https://x.pk/c&storeId=43521',
    );
    const hashed = merchantHashedReq(fields, store.hashKey);
    expect(openHashedReq(hashed, store.hashKey)).toBe(hashedRequestInput(fields));
    expect(openHashedReq(hashed, 'AAAAAAAAAAAAAAAA')).not.toBe(hashedRequestInput(fields));
    // 24- and 32-character keys are AES-192 and AES-256; other lengths are refused.
    for (const key of ['k'.repeat(24), 'k'.repeat(32)])
      expect(openHashedReq(merchantHashedReq(fields, key), key)).toBe(hashedRequestInput(fields));
    expect(() => merchantHashedReq(fields, 'short')).toThrow('16, 24 or 32 characters');
  });

  it('writes amounts and dates as Easypay reads them', () => {
    expect([easypayAmount(320000), easypayAmount(150050), easypayAmount(150005)]).toEqual([
      '3200.0',
      '1500.50',
      '1500.05',
    ]);
    expect(easypayTime(new Date('2025-01-10T19:15:00Z'))).toBe('20250111 001500');
  });
});

describe('checkout', () => {
  it('pays through the hosted page; the inquiry, not the redirect, settles it', async () => {
    const { orderRef, form, final } = await checkout(320000);
    expect(form.fields).toMatchObject({
      storeId: '43521',
      amount: '3200.0',
      autoRedirect: '1',
      mobileNum: '03451234567',
    });
    expect(final).toEqual({ orderRef, success: true, description: 'Transaction Successful' });
    expect(await client.settle(orderRef, 320000)).toMatchObject({
      paid: true,
      inquiry: { orderId: orderRef, storeId: '43521', status: 'PAID', amountPaisa: 320000, outcome: 'paid' },
    });
  });

  it('does not pay a checkout the customer cancelled', async () => {
    const { orderRef, final } = await checkout(320000, 'cancel');
    expect(final.success).toBe(false);
    expect(await client.settle(orderRef, 320000)).toMatchObject({
      paid: false,
      reason: 'the inquiry says FAILED',
    });
  });

  it('is refused by Easypay when the request was changed after signing, or not signed', async () => {
    const form = client.checkoutForm({
      orderRefNum: `CS-T-${++seq}`,
      amountPaisa: 320000,
      postBackUrl: 'https://shop.example.pk/c',
      expiresAt: new Date(),
    });
    for (const changed of [
      { ...form.fields, amount: '1.0' },
      { ...form.fields, merchantHashedReq: '' },
    ]) {
      const page = await (await postForm(form.action, changed)).text();
      expect(page).toContain('Invalid merchant hashed request');
    }
    expect(fake.orders.has(form.fields.orderRefNum)).toBe(false);
  });
});

describe('what never marks an order paid', () => {
  it('a final redirect the customer typed (status=0000 for an unpaid order)', async () => {
    const form = client.checkoutForm({
      orderRefNum: `CS-F-${++seq}`,
      amountPaisa: 320000,
      postBackUrl: 'https://shop.example.pk/c',
      expiresAt: new Date(),
    });
    await postForm(form.action, form.fields); // the order exists; nobody paid
    const forged = readFinalRedirect({ status: '0000', orderRefNumber: form.fields.orderRefNum, desc: 'ok' });
    expect(forged.success).toBe(true);
    expect(await client.settle(form.fields.orderRefNum, 320000)).toMatchObject({
      paid: false,
      reason: 'the inquiry says PENDING',
    });
  });

  it('an inquiry that disagrees on the amount, the order, the store or the status', async () => {
    for (const [override, reason] of [
      [{ transactionAmount: 3199.5 }, 'the inquiry says 319950 paisa were paid'],
      [{ orderId: 'CS-other' }, 'the inquiry answered for order CS-other'],
      [{ storeId: '99999' }, 'the inquiry answered for store 99999'],
      [{ transactionStatus: 'REVERSED' }, 'the inquiry says REVERSED'],
    ] as const) {
      const { orderRef } = await checkout(320000);
      fake.disagree(orderRef, override);
      expect(await client.settle(orderRef, 320000)).toMatchObject({ paid: false, reason });
    }
  });

  it('an inquiry for an order Easypay never saw: not paid yet, neither failed nor an error', async () => {
    expect(await client.inquire('CS-NEVER-SEEN')).toMatchObject({ outcome: 'not_found' });
    expect(await client.settle('CS-NEVER-SEEN', 320000)).toMatchObject({
      paid: false,
      reason: 'easypaisa has no payment for this order yet',
    });
  });

  it('an inquiry refused for its credentials, or one that never answers', async () => {
    await expect(new EasypaisaClient({ ...config, password: 'wrong' }).inquire('CS-1042-1')).rejects.toThrow(
      'easypaisa: the inquiry was refused: Invalid credentials (0012)',
    );
    fake.hangNext();
    await expect(
      new EasypaisaClient({ ...config, timeoutMs: 300 }).settle('CS-1042-1', 320000),
    ).rejects.toThrow('easypaisa: no answer within 1 s');
  });
});

describe('the IPN', () => {
  let db: TestDatabase;
  let shop: { url: string; close(): Promise<void> };
  const paid: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // The shop's IPN endpoint as phase 2 mounts it: Easypay's link only, the inquiry decides, pay once.
    const server = http.createServer((req, res) => {
      void (async () => {
        try {
          const link = new URL(req.url ?? '/', 'http://shop').searchParams.get('url') ?? '';
          const { orderRef, details } = await client.fetchIpn(link);
          if (details.order_id !== orderRef) throw new Error('The IPN’s details are for another order.');
          const verdict = await client.settle(orderRef, 320000);
          if (
            verdict.paid &&
            (await db.ds.transaction((em) => ProcessedEvents.claim(em, 'easypaisa', orderRef)))
          )
            paid.push(orderRef);
          res.writeHead(200).end('OK');
        } catch (err) {
          res.writeHead(err instanceof EasypaisaIpnError ? 400 : 502).end((err as Error).message);
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shop = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await shop.close();
    await db.drop();
  });

  it('pays once when Easypay sends the IPN again and again at once', async () => {
    const { orderRef } = await checkout(320000);
    const answers = await Promise.all([1, 2, 3].map(() => fake.sendIpn(shop.url, orderRef)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(paid.filter((r) => r === orderRef)).toHaveLength(1);
  });

  it('never fetches a link that is not on Easypay’s host', async () => {
    const before = fake.requests.length;
    const res = await fetch(
      `${shop.url}?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/CS-1')}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The IPN link is not on Easypay’s host.');
    expect(fake.requests.length).toBe(before);
    expect(() =>
      client.ipnOrderRef(`${fake.url}/easypay-service/PartnerBusinessService/ipn/%3Cscript%3E`),
    ).toThrow('The IPN link names no order.');
  });
});
