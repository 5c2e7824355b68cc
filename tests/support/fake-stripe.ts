/**
 * A local fake of the parts of Stripe's HTTP API the shop uses (payment intents,
 * https://docs.stripe.com/api/payment_intents, and refunds, https://docs.stripe.com/api/refunds/create):
 * form-encoded requests with the secret key as a bearer token, JSON answers and Stripe's error
 * envelope. Honours Idempotency-Key like Stripe does (https://docs.stripe.com/api/idempotent_requests):
 * a key replays the first answer, and is refused with other parameters. `signWebhook` signs a
 * webhook's body as Stripe does (https://docs.stripe.com/webhooks#verify-manually).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  /** Paisa refunded so far (Stripe keeps it on the intent's charge as amount_refunded). */
  amount_refunded: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** A refund as Stripe answers it (https://docs.stripe.com/api/refunds/object). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
  created: number;
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
  const refunds = new Map<string, FakeRefund>();
  /** Idempotency key → the answer it had and the request it was sent with. */
  const idempotent = new Map<string, { path: string; params: string; answer: unknown }>();
  /** Answers that are computed and kept, then lost on the way back (the connection drops). */
  let dropAnswers = 0;
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
      const metadataOf = () => {
        const metadata: Record<string, string> = {};
        for (const [k, v] of body) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]] = v;
        }
        return metadata;
      };
      const invalid = (message: string, param?: string) =>
        send(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
      /** A creation: replayed for its key, else made and kept for it; its answer lost when asked to drop. */
      const create = (make: () => { status: number; json: unknown }) => {
        const first = key ? idempotent.get(key) : undefined;
        if (first && (first.params !== raw || first.path !== path)) {
          // As Stripe: a key is bound to the parameters it was first used with.
          return send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        const made = first ? { status: 200, json: first.answer } : make();
        if (!first && made.status === 200 && key)
          idempotent.set(key, { path, params: raw, answer: made.json });
        if (dropAnswers > 0) {
          dropAnswers--;
          return req.socket.destroy();
        }
        send(made.status, made.json);
      };
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        return create(() => {
          const id = `pi_fake_${++seq}`;
          const intent: FakeIntent = {
            id,
            object: 'payment_intent',
            amount: Number(body.get('amount')),
            amount_refunded: 0,
            currency: body.get('currency') ?? '',
            status: 'requires_payment_method',
            client_secret: `${id}_secret_${seq}`,
            metadata: metadataOf(),
          };
          intents.set(id, intent);
          return { status: 200, json: intent };
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(body.get('payment_intent') ?? '');
        if (!intent)
          return invalid(`No such payment_intent: '${body.get('payment_intent')}'`, 'payment_intent');
        const left = intent.amount - intent.amount_refunded;
        const amount = body.has('amount') ? Number(body.get('amount')) : left;
        const reason = body.get('reason');
        // Stripe's reasons: https://docs.stripe.com/api/refunds/create#create_refund-reason
        if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
          return invalid(
            'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
            'reason',
          );
        return create(() => {
          if (intent.status !== 'succeeded')
            return {
              status: 400,
              json: {
                error: {
                  type: 'invalid_request_error',
                  message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
                },
              },
            };
          if (!Number.isSafeInteger(amount) || amount < 1 || amount > left)
            return {
              status: 400,
              json: {
                error: {
                  type: 'invalid_request_error',
                  code: 'amount_too_large',
                  param: 'amount',
                  message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
                },
              },
            };
          intent.amount_refunded += amount;
          const refund: FakeRefund = {
            id: `re_fake_${++seq}`,
            object: 'refund',
            amount,
            currency: intent.currency,
            payment_intent: intent.id,
            reason: reason ?? null,
            status: 'succeeded',
            metadata: metadataOf(),
            created: Math.floor(Date.now() / 1000),
          };
          refunds.set(refund.id, refund);
          return { status: 200, json: refund };
        });
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
    /**
     * The shop's settings for card payments through this fake (the webhook secret when a test
     * signs webhooks); `stripeApi` is no variable but where test-server.ts points Stripe's SDK.
     */
    env: (webhookSecret?: string): Record<string, string> => ({
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      stripeApi: url,
      ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
    }),
    intents,
    refunds,
    requests,
    /** The answers to the next `n` creations (made, or replayed for their key) are lost: the connection drops. */
    dropNextAnswers(n = 1) {
      dropAnswers += n;
    },
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
