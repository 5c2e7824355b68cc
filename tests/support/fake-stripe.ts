/**
 * A local fake of the parts of Stripe's HTTP API the shop uses (payment intents,
 * https://docs.stripe.com/api/payment_intents): form-encoded requests with the secret key as a
 * bearer token, JSON answers and Stripe's error envelope. Honours Idempotency-Key like Stripe does
 * (https://docs.stripe.com/api/idempotent_requests). `signWebhook` signs a webhook's body as
 * Stripe does (https://docs.stripe.com/webhooks#verify-manually).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** The `Stripe-Signature` header Stripe sends with `payload`: `t=<unix time>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signWebhook(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  /** Idempotency key → the intent it created and the parameters it was sent with. */
  const idempotent = new Map<string, { id: string; params: string }>();
  const requests: Array<{
    method: string;
    path: string;
    body: URLSearchParams;
    auth?: string;
    key?: string;
  }> = [];
  /** Answers the next requests get before any processing: Stripe's own failures (an API error, an outage). */
  const failures: number[] = [];
  let seq = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0];
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization, key });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      const failure = failures.shift();
      if (failure)
        return send(failure, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const first = key ? idempotent.get(key) : undefined;
        if (first && first.params !== raw) {
          // As Stripe: a key is bound to the parameters it was first used with.
          return send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        if (first) return send(200, intents.get(first.id));
        const id = `pi_fake_${++seq}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of body) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${seq}`,
          metadata,
        };
        intents.set(id, intent);
        if (key) idempotent.set(key, { id, params: raw });
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const intent = intents.get(m[1]);
        return intent
          ? send(200, intent)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${m[1]}'`,
              },
            });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The shop's settings for card payments through this fake (the webhook secret when a test signs webhooks). */
    env: (webhookSecret?: string): Record<string, string> => ({
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      STRIPE_API_BASE: url,
      ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
    }),
    intents,
    requests,
    /** The next request is answered with this status (e.g. 500) instead. */
    failNext(status: number) {
      failures.push(status);
    },
    /** What the customer's browser and the provider would do: confirm the payment. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
