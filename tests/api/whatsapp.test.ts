/**
 * WhatsApp Cloud API against its fake over loopback: the order confirmation template out, the
 * webhook in (handshake, signature, quick-reply taps, delivery statuses), and each reply acted
 * on once even when Meta delivers it twice at the same moment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IntegrationError } from '../../server/src/platform/http/outbound';
import {
  readWebhook,
  verifySubscription,
  WebhookRejectedError,
  WhatsAppClient,
  type ButtonReply,
  type DeliveryStatus,
} from '../../server/src/modules/whatsapp';
import { signatureOf } from '../../server/src/modules/whatsapp/whatsapp.webhook';
import { type WhatsAppConfig } from '../../server/src/modules/whatsapp/whatsapp.client';
import { ProcessedEvents } from '../../server/src/modules/webhooks';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp';

const secrets = {
  accessToken: 'EAAG-test-token-123',
  appSecret: 'app-secret-456',
  verifyToken: 'verify-789',
};
let fake: FakeWhatsApp;
let db: TestDatabase;
let config: WhatsAppConfig;
let receiver: { url: string; close(): Promise<void> };
/** What the shop's webhook acted on, once per reply, and what it heard about its messages. */
const acted: ButtonReply[] = [];
const statuses: DeliveryStatus[] = [];

/** The shop's webhook as phase 2 mounts it: handshake, signature, then each reply once. */
async function startReceiver() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    if (req.method === 'GET') {
      const answer = verifySubscription(Object.fromEntries(url.searchParams), secrets.verifyToken);
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          const events = readWebhook(
            Buffer.concat(chunks),
            req.headers['x-hub-signature-256'] as string,
            secrets.appSecret,
          );
          statuses.push(...events.statuses);
          for (const reply of events.replies) {
            const first = await db.ds.transaction(async (em) => {
              const claimed = await ProcessedEvents.claim(em, 'whatsapp', reply.messageId);
              // The effect (confirming the order) would run here, in the same transaction.
              await em.query('SELECT pg_sleep(0.05)');
              return claimed;
            });
            if (first) acted.push(reply);
          }
          res.writeHead(200).end('OK');
        } catch (err) {
          const status = err instanceof WebhookRejectedError ? err.httpStatus : 500;
          res.writeHead(status).end((err as Error).message);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/whatsapp`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeWhatsApp({ ...secrets, phoneNumberId: '106540352242922' });
  receiver = await startReceiver();
  fake.setWebhook(receiver.url);
  config = {
    graphBaseUrl: fake.url,
    apiVersion: 'v23.0',
    phoneNumberId: '106540352242922',
    templateName: 'order_confirmation',
    templateLanguage: 'en',
    ...secrets,
  };
});
afterAll(async () => {
  await receiver.close();
  await fake.close();
  await db.drop();
});

const confirmation = {
  to: '+923001234567',
  orderNumber: '1042',
  items: '2 × Crochet bunny,\n1 × Baby blanket\t(blue)',
  total: 'Rs 3,200',
  confirmPayload: 'cod:1042:confirm',
  cancelPayload: 'cod:1042:cancel',
};

describe('sending', () => {
  it('sends the order confirmation template with its number, items, total and two quick replies', async () => {
    const sent = await new WhatsAppClient(config).sendOrderConfirmation(confirmation);
    const recorded = fake.messages.find((m) => m.id === sent.messageId)!;
    expect(sent.waId).toBe('923001234567');
    expect(recorded).toEqual({
      id: sent.messageId,
      to: '923001234567',
      type: 'template',
      template: {
        name: 'order_confirmation',
        language: 'en',
        // Meta refuses line breaks and tabs in a parameter: flattened to one line.
        bodyParams: ['1042', '2 × Crochet bunny, 1 × Baby blanket (blue)', 'Rs 3,200'],
        payloads: ['cod:1042:confirm', 'cod:1042:cancel'],
      },
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${secrets.accessToken}`);
  });

  it('reports a refused token with Meta’s code and never the token itself', async () => {
    const err = await new WhatsAppClient({ ...config, accessToken: 'expired-token' })
      .sendOrderConfirmation(confirmation)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err).toMatchObject({ upstream: { status: 401, code: '190' }, httpStatus: 502 });
    expect((err as Error).message).toMatch(/^WhatsApp: Invalid OAuth access token.*\(code 190\)$/);
    expect((err as Error).message).not.toContain('expired-token');
  });

  it('reports a template Meta does not have, and a number that is not E.164, before anything is sent', async () => {
    await expect(
      new WhatsAppClient({ ...config, templateName: 'no_such_template' }).sendOrderConfirmation(confirmation),
    ).rejects.toMatchObject({ upstream: { code: '132001' } });
    const before = fake.requests.length;
    await expect(
      new WhatsAppClient(config).sendOrderConfirmation({ ...confirmation, to: '03001234567' }),
    ).rejects.toThrow('The number must be in E.164 form (+923001234567).');
    expect(fake.requests.length).toBe(before);
  });

  it('passes on a failure Meta reports for one message (rate limit) and sends the next one', async () => {
    fake.failNext(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit');
    const client = new WhatsAppClient(config);
    await expect(client.sendText('+923001234567', 'Your order is cancelled.')).rejects.toMatchObject({
      upstream: { status: 400, code: '131056' },
    });
    const next = await client.sendText('+923001234567', 'Your order is cancelled.');
    expect(fake.messages.at(-1)).toMatchObject({
      id: next.messageId,
      type: 'text',
      text: 'Your order is cancelled.',
    });
  });

  it('gives up on a Graph API that never answers, within its deadline', async () => {
    fake.hangNext();
    const started = Date.now();
    await expect(
      new WhatsAppClient({ ...config, timeoutMs: 300 }).sendOrderConfirmation(confirmation),
    ).rejects.toThrow('WhatsApp: no answer within 1 s');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the webhook', () => {
  it('answers Meta’s handshake with the challenge for the right verify token only', async () => {
    const ok = fake.handshake(secrets.verifyToken);
    const res = await ok.response;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ok.challenge);
    expect((await fake.handshake('guessed-token').response).status).toBe(403);
    expect(
      verifySubscription(
        { 'hub.mode': 'unsubscribe', 'hub.verify_token': secrets.verifyToken, 'hub.challenge': '1' },
        secrets.verifyToken,
      ).status,
    ).toBe(403);
  });

  it('reads a signed quick-reply tap: who, which button, and which message it answers', async () => {
    const sent = await new WhatsAppClient(config).sendOrderConfirmation(confirmation);
    const message = fake.messages.find((m) => m.id === sent.messageId)!;
    const tap = fake.tap(message, 0);
    expect((await tap.send()).status).toBe(200);
    expect(acted.find((r) => r.messageId === tap.replyId)).toMatchObject({
      from: '923001234567',
      payload: 'cod:1042:confirm',
      text: 'Confirm',
      contextId: sent.messageId,
      phoneNumberId: '106540352242922',
    });
  });

  it('refuses a delivery signed with another secret, or not signed, and acts on nothing in it', async () => {
    const message = fake.messages.find((m) => m.type === 'template')!;
    for (const signature of ['wrong', 'missing'] as const) {
      const tap = fake.tap(message, 1, { signature });
      const res = await tap.send();
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('The X-Hub-Signature-256 header does not match the payload.');
      expect(acted.some((r) => r.messageId === tap.replyId)).toBe(false);
    }
  });

  it('refuses a body changed after Meta signed it', () => {
    const message = fake.messages.find((m) => m.type === 'template')!;
    const tap = fake.tap(message, 1);
    const raw = Buffer.from(JSON.stringify(tap.payload));
    const signature = signatureOf(raw, secrets.appSecret);
    expect(readWebhook(raw, signature, secrets.appSecret).replies[0].payload).toBe('cod:1042:cancel');
    const changed = Buffer.from(raw.toString().replace('cod:1042:cancel', 'cod:1042:confirm'));
    expect(() => readWebhook(changed, signature, secrets.appSecret)).toThrow(WebhookRejectedError);
  });

  it('acts once on a reply Meta delivers twice at the same moment, and once on a later replay', async () => {
    const message = fake.messages.find((m) => m.type === 'template')!;
    const tap = fake.tap(message, 1);
    const answers = await Promise.all([tap.send(), tap.send(), tap.send()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await fake.tap(message, 1, { replyId: tap.replyId }).send()).status).toBe(200);
    expect(acted.filter((r) => r.messageId === tap.replyId)).toHaveLength(1);
    expect(await new ProcessedEvents(db.ds).seen('whatsapp', tap.replyId)).toBe(true);
  });

  it('hears that a message could not be delivered, with Meta’s error', async () => {
    const message = fake.messages.find((m) => m.type === 'template')!;
    expect(
      (await fake.status(message, 'failed', { code: 131026, title: 'Message undeliverable' })).status,
    ).toBe(200);
    expect(statuses.find((s) => s.messageId === message.id)).toMatchObject({
      status: 'failed',
      recipientId: '923001234567',
      errors: [{ code: '131026', title: 'Message undeliverable' }],
    });
  });
});
