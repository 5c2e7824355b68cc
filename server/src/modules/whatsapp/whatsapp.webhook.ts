/**
 * WhatsApp Cloud API, receiving side: the subscription handshake, the signature on every
 * delivery, and what a delivery says (a customer tapped a quick reply; a message was
 * delivered, read or failed).
 *
 * Protocol (Meta): "Getting started with webhooks > Verification requests" (GET with
 * hub.mode=subscribe, hub.verify_token, hub.challenge; answer the challenge, else 403) and
 * "Event notifications" (X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the raw payload
 * with the app secret), https://developers.facebook.com/docs/graph-api/webhooks/getting-started;
 * the payload shapes from "Webhooks > Payload examples" (quick reply button: a message of
 * type `button` with `button: { payload, text }` and `context: { from, id }` naming the
 * template message; statuses with `id`, `status`, `recipient_id`, `errors`),
 * https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples.
 * Meta retries a delivery it got no 200 for (for days), so the same message id can arrive
 * more than once: callers record each id once (modules/webhooks) before acting on it.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../../shared/errors';
import { field, sameSecret } from '../../platform/http/outbound';

/** A delivery refused as a whole: a bad signature (403) or a signed body that is not JSON (400). */
export class WebhookRejectedError extends AppError {
  constructor(message: string, status: 400 | 403 = 403) {
    super(message, status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST', status);
  }
}

/** The answer to Meta's GET handshake: the challenge when mode and token match, else 403. */
export function verifySubscription(
  query: Record<string, unknown>,
  verifyToken: string,
): { status: 200 | 403; body: string } {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (
    mode === 'subscribe' &&
    typeof token === 'string' &&
    typeof challenge === 'string' &&
    /^[\w-]{1,200}$/.test(challenge) &&
    sameSecret(token, verifyToken)
  )
    return { status: 200, body: challenge };
  return { status: 403, body: 'Forbidden' };
}

/** `sha256=<hex>` of the raw bytes as Meta signs them. */
export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
  return 'sha256=' + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/** Whether X-Hub-Signature-256 is the app secret's HMAC of exactly these bytes (constant time). */
export function verifySignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  return sameSecret(header.toLowerCase(), signatureOf(rawBody, appSecret));
}

/** A customer tapped a quick-reply button (template) or a reply button (interactive message). */
export interface ButtonReply {
  /** The reply's own id (wamid…): the key a delivery is recorded under, once. */
  messageId: string;
  /** The customer's WhatsApp id (digits with the country code). */
  from: string;
  /** The payload the button was sent with (template) or the button's id (interactive). */
  payload: string;
  /** The button's label as the customer saw it. */
  text: string;
  /** The message the customer answered (our template's wamid), when WhatsApp says. */
  contextId?: string;
  /** The business number it reached. */
  phoneNumberId?: string;
  sentAt: Date;
}

export interface DeliveryStatus {
  /** Our message's wamid. */
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed' | string;
  recipientId?: string;
  at: Date;
  errors: Array<{ code?: string; title?: string }>;
}

export interface WebhookEvents {
  replies: ButtonReply[];
  statuses: DeliveryStatus[];
}

const at = (timestamp: unknown) => new Date(Number(timestamp) * 1000 || 0);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The replies and statuses in a delivery (other message types and fields are left out). */
export function parseWebhook(body: unknown): WebhookEvents {
  const events: WebhookEvents = { replies: [], statuses: [] };
  if (field(body, 'object') !== 'whatsapp_business_account') return events;
  for (const entry of list((body as { entry?: unknown }).entry)) {
    for (const change of list((entry as { changes?: unknown }).changes)) {
      if (field(change, 'field') !== 'messages') continue;
      const value = (change as { value?: Record<string, unknown> }).value ?? {};
      const phoneNumberId = field(value.metadata, 'phone_number_id');
      for (const m of list(value.messages)) replyOf(m, phoneNumberId, events.replies);
      for (const s of list(value.statuses)) {
        const messageId = field(s, 'id');
        const status = field(s, 'status');
        if (!messageId || !status) continue;
        events.statuses.push({
          messageId,
          status,
          recipientId: field(s, 'recipient_id'),
          at: at(field(s, 'timestamp')),
          errors: list((s as { errors?: unknown }).errors).map((e) => ({
            code: field(e, 'code'),
            title: field(e, 'title'),
          })),
        });
      }
    }
  }
  return events;
}

function replyOf(m: unknown, phoneNumberId: string | undefined, into: ButtonReply[]): void {
  const messageId = field(m, 'id');
  const from = field(m, 'from');
  if (!messageId || !from) return;
  const msg = m as Record<string, unknown>;
  let payload: string | undefined;
  let text: string | undefined;
  if (field(m, 'type') === 'button') {
    payload = field(msg.button, 'payload');
    text = field(msg.button, 'text');
  } else if (field(m, 'type') === 'interactive') {
    const reply = (msg.interactive as { button_reply?: unknown } | undefined)?.button_reply;
    payload = field(reply, 'id');
    text = field(reply, 'title');
  }
  if (payload === undefined) return;
  into.push({
    messageId,
    from,
    payload,
    text: text ?? '',
    contextId: field(msg.context, 'id'),
    phoneNumberId,
    sentAt: at(field(m, 'timestamp')),
  });
}

/**
 * A POSTed delivery, signature first: a wrong, missing or malformed signature, or a body that
 * is not JSON, is refused before anything in it is read.
 */
export function readWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  appSecret: string,
): WebhookEvents {
  if (!verifySignature(rawBody, signature, appSecret))
    throw new WebhookRejectedError('The X-Hub-Signature-256 header does not match the payload.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError('The payload is not JSON.', 400);
  }
  return parseWebhook(body);
}
