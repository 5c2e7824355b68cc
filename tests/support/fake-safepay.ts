/**
 * A fake Safepay (Pakistan's card gateway) over loopback, speaking its published protocol; it
 * imports nothing from the shop. Sources:
 * - the official Node SDK `@sfpy/node-sdk` 3.0.2 (github.com/getsafepay/safepay-node): the
 *   payment session POST /order/v1/init { amount (rupees), client (the API key), currency,
 *   environment } answering { data: { token } }; the checkout page …/checkout/pay?beacon=
 *   <tracker>&cancel_url&env&order_id&redirect_url&source&webhooks; the return's `sig`,
 *   HMAC-SHA256 of the tracker with the secret key (hex); its test fixtures are the published
 *   examples checked first (tests/api/safepay.test.ts);
 * - Safepay's docs "Consuming Webhooks" (github.com/getsafepay/safepay-docs,
 *   webhooks/02-webhooks-payload.md): the X-SFPY-Signature header, HMAC-SHA512 of the JSON of
 *   `data` with the webhook shared secret (hex), and the payment:created payload;
 * - Safepay's newer SDK github.com/getsafepay/node-core (Reporter/Payments, Order/Cancel) and
 *   docs pages "Tracker states" and "Refund": GET /reporter/api/v1/payments/{tracker} and
 *   POST /order/payments/v3/{tracker}/refund, authenticated by X-SFPY-MERCHANT-SECRET,
 *   amounts in the lowest unit (paisa), the tracker states TRACKER_STARTED … TRACKER_ENDED …
 *   TRACKER_PARTIAL_REFUND / TRACKER_REFUNDED.
 * The hosted page is a form a browser (or a test) submits: pay or cancel.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { htmlForm, htmlPage, startFakeServer, type FakeRequest, type FakeServer } from './fake-http';

export interface SafepayAccount {
  apiKey: string;
  secretKey: string;
  webhookSecret: string;
}

export interface FakeTracker {
  token: string;
  client: string;
  environment: string;
  state: string;
  /** Paisa. */
  amount: number;
  /** Paisa still refundable. */
  balance: number;
  refunds: Array<{ amount: number; currency: string }>;
}

/** The return's signature: HMAC-SHA256 of the tracker with the secret key, hex (the SDK's verify.signature). */
export function signReturn(tracker: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(tracker).digest('hex');
}

/** A webhook's X-SFPY-Signature: HMAC-SHA512 of JSON.stringify(data) with the shared secret, hex. */
export function signWebhook(data: unknown, webhookSecret: string): string {
  return createHmac('sha512', webhookSecret)
    .update(Buffer.from(JSON.stringify(data)))
    .digest('hex');
}

const fail = (status: number, message: string) => ({
  status,
  json: { data: null, status: { errors: [message], message: 'error' } },
});

export interface FakeSafepay extends FakeServer {
  /** The checkout page (the settings' checkoutUrl). */
  checkoutUrl: string;
  trackers: Map<string, FakeTracker>;
  /** Moves a tracker to a state, as Safepay would after what happened on its page. */
  setState(tracker: string, state: string): void;
  /** The webhook Safepay sends for a tracker's payment (payment:created), signed unless told otherwise. */
  webhook(
    tracker: string,
    opts?: { secret?: string; type?: string },
  ): { body: { data: Record<string, unknown> }; headers: Record<string, string> };
}

export async function startFakeSafepay(account: SafepayAccount): Promise<FakeSafepay> {
  const trackers = new Map<string, FakeTracker>();
  let base = '';
  const authorised = (req: FakeRequest) => req.headers['x-sfpy-merchant-secret'] === account.secretKey;
  const trackerJson = (t: FakeTracker) => ({
    token: t.token,
    client: t.client,
    environment: t.environment,
    state: t.state,
    intent: 'CYBERSOURCE',
    mode: 'payment',
    purchase_totals: {
      quote_amount: { currency: 'PKR', amount: t.amount },
      base_amount: { currency: 'PKR', amount: t.amount },
      conversion_rate: { base_currency: 'PKR', quote_currency: 'PKR', rate: 1 },
    },
  });
  const ok = (data: unknown) => ({ json: { data, status: { errors: [], message: 'success' } } });

  const server = await startFakeServer((req) => {
    if (req.method === 'POST' && req.path === '/order/v1/init') {
      const b = req.json ?? {};
      if (b.client !== account.apiKey) return fail(401, 'invalid client');
      const rupees = Number(b.amount);
      if (!(rupees > 0) || b.currency !== 'PKR') return fail(422, 'invalid amount or currency');
      const t: FakeTracker = {
        token: `track_${randomUUID()}`,
        client: b.client,
        environment: String(b.environment),
        state: 'TRACKER_STARTED',
        amount: Math.round(rupees * 100),
        balance: 0,
        refunds: [],
      };
      trackers.set(t.token, t);
      return ok({ token: t.token, state: t.state, environment: t.environment });
    }
    if (req.method === 'GET' && req.path === '/checkout/pay') {
      const t = trackers.get(req.query.get('beacon') ?? '');
      if (!t) return { status: 404, html: htmlPage('Safepay', '<p>Unknown checkout.</p>') };
      const fields = Object.fromEntries(req.query);
      return {
        html: htmlPage(
          'Safepay Checkout',
          `<p>Pay PKR ${(t.amount / 100).toFixed(2)}</p>` +
            htmlForm(`${base}/checkout/pay/complete`, fields, [
              { name: 'outcome', value: 'pay', label: 'Pay' },
              { name: 'outcome', value: 'cancel', label: 'Cancel' },
            ]),
        ),
      };
    }
    if (req.method === 'POST' && req.path === '/checkout/pay/complete') {
      const f = req.form ?? {};
      const t = trackers.get(f.beacon ?? '');
      if (!t || t.state !== 'TRACKER_STARTED') return fail(400, 'tracker not payable');
      if (f.outcome !== 'pay') {
        t.state = 'TRACKER_CANCELLED';
        return { status: 302, headers: { location: f.cancel_url }, text: '' };
      }
      t.state = 'TRACKER_ENDED';
      t.balance = t.amount;
      const back = {
        order_id: f.order_id,
        reference: String(100000 + trackers.size),
        tracker: t.token,
        sig: signReturn(t.token, account.secretKey),
      };
      return { html: htmlPage('Safepay', htmlForm(f.redirect_url, back, [], true)) };
    }
    const reporter = /^\/reporter\/api\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && reporter) {
      if (!authorised(req)) return fail(401, 'unauthorized');
      const t = trackers.get(decodeURIComponent(reporter[1]));
      return t ? ok({ tracker: trackerJson(t) }) : fail(404, 'tracker not found');
    }
    const refund = /^\/order\/payments\/v3\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      if (!authorised(req)) return fail(401, 'unauthorized');
      const t = trackers.get(decodeURIComponent(refund[1]));
      if (!t) return fail(404, 'tracker not found');
      if (t.state !== 'TRACKER_ENDED' && t.state !== 'TRACKER_PARTIAL_REFUND')
        return fail(400, `cannot refund a tracker in ${t.state}`);
      const amount = Number(req.json?.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || req.json?.currency !== 'PKR')
        return fail(422, 'invalid amount or currency');
      if (amount > t.balance) return fail(400, 'refund amount exceeds the refundable balance');
      t.balance -= amount;
      t.refunds.push({ amount, currency: 'PKR' });
      t.state = t.balance === 0 ? 'TRACKER_REFUNDED' : 'TRACKER_PARTIAL_REFUND';
      return ok({ tracker: trackerJson(t), action: {} });
    }
    return fail(404, `no such route: ${req.method} ${req.path}`);
  });
  base = server.url;

  return {
    ...server,
    checkoutUrl: `${server.url}/checkout/pay`,
    trackers,
    setState(tracker, state) {
      const t = trackers.get(tracker);
      if (!t) throw new Error(`no tracker ${tracker}`);
      t.state = state;
      if (state === 'TRACKER_ENDED') t.balance = t.amount;
    },
    webhook(tracker, opts = {}) {
      const t = trackers.get(tracker);
      if (!t) throw new Error(`no tracker ${tracker}`);
      const data = {
        token: `C${randomUUID().replace(/-/g, '').slice(0, 19).toUpperCase()}`,
        client_id: account.apiKey,
        type: opts.type ?? 'payment:created',
        endpoint: 'https://shop.example.pk/payments/safepay/webhook',
        notification: {
          tracker: t.token,
          intent: 'CYBERSOURCE',
          fee: '0',
          net: (t.amount / 100).toFixed(2),
          user: 'customer@example.pk',
          state: 'PAID',
          amount: (t.amount / 100).toFixed(2),
          currency: 'PKR',
          metadata: { order_id: 'unknown', source: 'custom' },
        },
        delivery_attempts: 1,
        resource: 'notification',
        next_attempt_at: new Date(Date.now() + 3600_000).toISOString(),
        created_at: new Date().toISOString(),
      };
      return {
        body: { data },
        headers: { 'x-sfpy-signature': signWebhook(data, opts.secret ?? account.webhookSecret) },
      };
    },
  };
}
