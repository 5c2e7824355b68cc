/**
 * A local fake of the parts of Stripe's HTTP API the shop uses (payment intents), so the
 * real `stripe` SDK can be driven end to end. Honours Idempotency-Key like Stripe does.
 */
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

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  /** Idempotency key → the intent it created and the parameters it was sent with. */
  const idempotent = new Map<string, { id: string; params: string }>();
  const requests: Array<{ method: string; path: string; body: URLSearchParams; auth?: string }> = [];
  let seq = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'] as string | undefined;
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
    /** What the customer's browser and the provider would do: confirm the payment. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
