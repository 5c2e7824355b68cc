/**
 * Discount codes cannot be guessed: wrong codes are counted per client address and per account
 * over checkoutQuote, placeOrder and REST save-order together, at the shop's real limit (20 in 10
 * minutes). Past it every attempt with a code is refused (429 / TOO_MANY_REQUESTS), a right one
 * too, until the window ends; a right code never counts; requests without a code go on.
 */
import { minutesLeft } from '../../server/src/modules/discounts/discount.guesses';
import { checkoutBody, placeOrderInput } from '../support/checkout';
import { customer, product } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const WINDOW_SEC = 600;
const TOO_MANY = /^Too many wrong discount codes\. Please try again in (\d+) minutes?\.$/;

let t: TestServer;
let productId: number;

beforeAll(async () => {
  t = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' });
  productId = await product(t, 1500);
  await saveCode(t, 'REAL10');
});
afterAll(() => t.close());

async function saveCode(server: TestServer, code: string) {
  const res = await server.gql(
    `mutation($i: DiscountCodeInput!) { createDiscountCode(input: $i) { errors { field } } }`,
    { i: { code, kind: 'percent', value: 10 } },
    await server.adminToken(),
  );
  expect(res.body.data.createDiscountCode.errors).toEqual([]);
}

/** Counting starts with time to spare in the current window (a window ending mid-test would reset it). */
const roomInWindow = () => waitUntil(() => (Date.now() / 1000) % WINDOW_SEC < WINDOW_SEC - 30, 31_000);
/** Room for the wait above and the calls. */
const SLOW = 120_000;

/** Every window of the wrong-code counters ends (moved back, as time would move them). */
const windowEnds = async (server: TestServer) => {
  await server.db.ds.query(
    `DELETE FROM rate_limits WHERE key LIKE 'discount-wrong:%' AND window_start <= now() - interval '10 minutes'`,
  );
  await server.db.ds.query(
    `UPDATE rate_limits SET window_start = window_start - interval '10 minutes' WHERE key LIKE 'discount-wrong:%'`,
  );
};

const QUOTE = `query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) {
  quote { discount } errors { field message } } }`;
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) {
  order { id discount } errors { field message } } }`;

/** The three paths a code is tried on, from `address` (as the one trusted proxy reports it). */
function from(server: TestServer, address: string, pid = productId) {
  const post = async (p: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const cart = [{ productId: pid, qty: 1 }];
  return {
    /** 'ok', 'wrong' (422 on discount_code) or the 429 message. */
    async quote(code: string | null, token?: string): Promise<string> {
      const res = await post(
        '/graphql',
        { query: QUOTE, variables: { i: { cart, discountCode: code } } },
        token,
      );
      const error = res.body.errors?.[0];
      if (error) return `${error.extensions.code}: ${error.message}`;
      const answer = res.body.data.checkoutQuote;
      return answer.errors.some((e: { field: string }) => e.field === 'discount_code') ? 'wrong' : 'ok';
    },
    async placeOrder(code: string | null, token: string): Promise<string> {
      const i = placeOrderInput(cart, code ? { discountCode: code } : {});
      const res = await post('/graphql', { query: PLACE, variables: { i } }, token);
      const error = res.body.errors?.[0];
      if (error) return `${error.extensions.code}: ${error.message}`;
      const answer = res.body.data.placeOrder;
      if (answer.errors.some((e: { field: string }) => e.field === 'discount_code')) return 'wrong';
      return answer.order ? 'ok' : JSON.stringify(answer.errors);
    },
    async saveOrder(code: string | null, token: string): Promise<string> {
      const body = checkoutBody([{ product_id: pid, qty: 1 }], code ? { discount_code: code } : {});
      const res = await post('/api/save-order', body, token);
      if (res.status === 429) return `TOO_MANY_REQUESTS: ${res.body.message}`;
      if (res.status === 422 && res.body.errors?.discount_code) return 'wrong';
      return res.status === 200 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`;
    },
  };
}

const guess = (n: number) => `GUESS${n}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const blocked = expect.stringMatching(/^TOO_MANY_REQUESTS: Too many wrong discount codes\./);

it(
  'counts wrong codes per address across checkoutQuote, placeOrder and save-order: the 21st is refused on all three',
  async () => {
    await roomInWindow();
    const a = from(t, '203.0.113.10');
    const buyer = (await customer(t, 'Guessing Buyer')).token;
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push(await a.quote(guess(i)));
    for (let i = 0; i < 7; i++) answers.push(await a.saveOrder(guess(i), buyer));
    // A right code, on any path, never counts.
    for (let i = 0; i < 5; i++) answers.push(await a.quote('real10'));
    answers.push(await a.saveOrder('REAL10', buyer));
    for (let i = 0; i < 6; i++) answers.push(await a.placeOrder(guess(i), buyer));
    expect(answers).toEqual([...Array(14).fill('wrong'), ...Array(6).fill('ok'), ...Array(6).fill('wrong')]);

    // Past 20 wrong codes: every attempt with a code is refused, a right one too.
    const refused = [
      await a.quote(guess(21)),
      await a.placeOrder(guess(22), buyer),
      await a.saveOrder(guess(23), buyer),
      await a.quote('REAL10'),
      await a.saveOrder('REAL10', buyer),
    ];
    expect(refused).toEqual(Array(5).fill(blocked));
    const minutes = Number(TOO_MANY.exec(refused[0].replace('TOO_MANY_REQUESTS: ', ''))![1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
    // The REST answer is a 429 with the message.
    const rest = await fetch(`${t.url}/api/save-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.10',
        authorization: `Bearer ${buyer}`,
      },
      body: JSON.stringify(checkoutBody([{ product_id: productId, qty: 1 }], { discount_code: 'X' })),
    });
    expect(rest.status).toBe(429);
    expect((await rest.json()).message).toMatch(TOO_MANY);

    // Without a code the shop goes on; another address (and another account) is not affected.
    expect(await a.quote(null)).toBe('ok');
    expect(await a.saveOrder(null, buyer)).toBe('ok');
    const b = from(t, '198.51.100.20');
    const other = (await customer(t, 'Honest Buyer')).token;
    expect(await b.quote(guess(30))).toBe('wrong');
    expect(await b.quote('REAL10')).toBe('ok');
    expect(await b.saveOrder('REAL10', other)).toBe('ok');

    // Once the window has passed, codes are checked again.
    await windowEnds(t);
    expect(await a.quote('REAL10')).toBe('ok');
    expect(await a.quote(guess(40))).toBe('wrong');
  },
  SLOW,
);

it(
  'counts a signed-in account across addresses',
  async () => {
    await roomInWindow();
    const buyer = (await customer(t, 'Roaming Buyer')).token;
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const path = from(t, `192.0.2.${i + 1}`);
      answers.push(i % 2 ? await path.saveOrder(guess(i), buyer) : await path.quote(guess(i), buyer));
    }
    expect(answers).toEqual(Array(20).fill('wrong'));
    const fresh = from(t, '192.0.2.200');
    expect(await fresh.quote('REAL10', buyer)).toEqual(blocked);
    expect(await fresh.placeOrder(guess(21), buyer)).toEqual(blocked);
    // The same fresh address without the account is not blocked.
    expect(await fresh.quote(guess(22))).toBe('wrong');
  },
  SLOW,
);

it(
  'holds across app instances: both count into the same table',
  async () => {
    const second = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' }, t);
    try {
      await roomInWindow();
      const address = '203.0.113.99';
      const answers: string[] = [];
      for (let i = 0; i < 20; i++) answers.push(await from(i % 2 ? second : t, address).quote(guess(i)));
      expect(answers).toEqual(Array(20).fill('wrong'));
      expect(await from(t, address).quote(guess(21))).toEqual(blocked);
      expect(await from(second, address).quote('REAL10')).toEqual(blocked);
    } finally {
      await second.close();
    }
  },
  SLOW,
);

it(
  'follows RATE_LIMIT_SCALE like every limit',
  async () => {
    const strict = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '0.25' });
    try {
      await roomInWindow();
      const pid = await product(strict, 900);
      await saveCode(strict, 'SCALE5');
      const a = from(strict, '203.0.113.77', pid);
      // 20 × 0.25: the 6th wrong code is refused (the right one first does not count).
      const answers: string[] = [await a.quote('SCALE5')];
      for (let i = 0; i < 6; i++) answers.push(await a.quote(guess(i)));
      expect(answers).toEqual(['ok', ...Array(5).fill('wrong'), blocked]);
    } finally {
      await strict.close();
    }
  },
  SLOW,
);

it('says how many minutes are left in the window', () => {
  expect(minutesLeft(600, 0)).toBe(10);
  expect(minutesLeft(600, 1)).toBe(10);
  expect(minutesLeft(600, 300_000)).toBe(5);
  expect(minutesLeft(600, 599_999)).toBe(1);
  expect(minutesLeft(600, 600_000)).toBe(10);
});
