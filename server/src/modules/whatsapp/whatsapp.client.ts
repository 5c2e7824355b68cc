/**
 * WhatsApp Cloud API, sending side: template messages (the order confirmation with its two
 * quick-reply buttons) and plain text inside the 24-hour service window, over HTTPS to the
 * Graph API.
 *
 * Protocol (Meta, "Cloud API > Reference > Messages" and "Send message templates",
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
 * POST {graph}/{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and
 * `{ messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code },
 * components: [{ type: 'body', parameters: [{ type: 'text', text }] }, { type: 'button',
 * sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload }] }] } }`;
 * the answer is `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`, an
 * error `{ error: { message, type, code, error_subcode?, fbtrace_id } }` (code 190: the token;
 * 132xxx: the template). The button index and payload shape match whatsapp-api-js's
 * PayloadComponent (https://whatsappapijs.web.app/classes/messages.PayloadComponent.html).
 */
import { ValidationError } from '../../shared/errors';
import { field, IntegrationError, jsonBody, joinUrl, send } from '../../platform/http/outbound';

export interface WhatsAppConfig {
  /** https://graph.facebook.com (a test points it at the fake). */
  graphBaseUrl: string;
  /** The Graph API version in the path, e.g. v21.0. */
  apiVersion: string;
  /** The business phone number's id (WhatsApp Manager > API Setup), not the number itself. */
  phoneNumberId: string;
  /** A system user's permanent access token with whatsapp_business_messaging. */
  accessToken: string;
  /** The Meta app's secret: signs every webhook (X-Hub-Signature-256). */
  appSecret: string;
  /** The string the shop and Meta agree on for the webhook subscription handshake. */
  verifyToken: string;
  /** The approved template: body {{1}} order number, {{2}} items, {{3}} total; quick replies Confirm, Cancel. */
  templateName: string;
  /** The template's language code, e.g. en or en_US. */
  templateLanguage: string;
  timeoutMs?: number;
}

export interface OrderConfirmationMessage {
  /** The customer's number in E.164 (+923001234567). */
  to: string;
  orderNumber: string;
  /** The items on one line ("2 × Crochet bunny, 1 × Baby blanket"). */
  items: string;
  /** The total to pay on delivery as shown to people ("Rs 3,200"). */
  total: string;
  /** What comes back in the webhook when the customer taps Confirm / Cancel. */
  confirmPayload: string;
  cancelPayload: string;
}

export interface TemplateMessage {
  name: string;
  language: string;
  bodyParams: string[];
  /** One payload per quick-reply button, in the template's button order. */
  quickReplyPayloads: string[];
}

export interface SentMessage {
  /** wamid…: what status updates and the customer's reply (context.id) refer to. */
  messageId: string;
  /** The recipient's WhatsApp id, as WhatsApp resolved the number. */
  waId?: string;
}

const PROVIDER = 'WhatsApp';
/** Meta refuses body parameters with line breaks, tabs or more than four spaces in a row, or over 1024 characters. */
const MAX_PARAM = 1024;

/** A template body parameter Meta accepts: one line, single spaces, at most 1024 characters. */
export function templateText(text: string): string {
  const line = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return line.length > MAX_PARAM ? line.slice(0, MAX_PARAM - 1) + '…' : line;
}

/** An E.164 number as the Cloud API's `to` (digits with the country code, no plus). */
export function whatsAppRecipient(e164: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(e164))
    throw ValidationError.single('phone', 'The number must be in E.164 form (+923001234567).');
  return e164.slice(1);
}

export class WhatsAppClient {
  constructor(private readonly config: WhatsAppConfig) {}

  /** The order confirmation: number, items and total, with Confirm and Cancel quick replies. */
  async sendOrderConfirmation(m: OrderConfirmationMessage): Promise<SentMessage> {
    return this.sendTemplate(m.to, {
      name: this.config.templateName,
      language: this.config.templateLanguage,
      bodyParams: [m.orderNumber, m.items, m.total],
      quickReplyPayloads: [m.confirmPayload, m.cancelPayload],
    });
  }

  async sendTemplate(to: string, t: TemplateMessage): Promise<SentMessage> {
    const components: unknown[] = [];
    if (t.bodyParams.length)
      components.push({
        type: 'body',
        parameters: t.bodyParams.map((text) => ({ type: 'text', text: templateText(text) })),
      });
    t.quickReplyPayloads.forEach((payload, index) =>
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload }],
      }),
    );
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: whatsAppRecipient(to),
      type: 'template',
      template: { name: t.name, language: { code: t.language }, components },
    });
  }

  /** Free text: delivered only within 24 hours of the customer's last message (Meta's service window). */
  async sendText(to: string, body: string): Promise<SentMessage> {
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: whatsAppRecipient(to),
      type: 'text',
      text: { preview_url: false, body: body.slice(0, 4096) },
    });
  }

  private async post(payload: unknown): Promise<SentMessage> {
    const c = this.config;
    const url = joinUrl(
      c.graphBaseUrl,
      `${encodeURIComponent(c.apiVersion)}/${encodeURIComponent(c.phoneNumberId)}/messages`,
    );
    const res = await send(
      PROVIDER,
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${c.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      },
      c.timeoutMs,
    );
    const body = jsonBody(PROVIDER, res) as {
      error?: { message?: string; code?: number };
      messages?: Array<{ id?: string }>;
      contacts?: Array<{ wa_id?: string }>;
    };
    if (res.status >= 400 || body.error) {
      const code = field(body.error, 'code');
      const message = field(body.error, 'message') ?? `HTTP ${res.status}`;
      throw new IntegrationError(PROVIDER, `${message}${code ? ` (code ${code})` : ''}`, {
        status: res.status,
        code,
      });
    }
    const messageId = body.messages?.[0]?.id;
    if (!messageId)
      throw new IntegrationError(PROVIDER, 'the answer carries no message id', { status: res.status });
    return { messageId, waId: body.contacts?.[0]?.wa_id };
  }
}
