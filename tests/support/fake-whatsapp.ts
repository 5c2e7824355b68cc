/**
 * A local fake of the WhatsApp Cloud API (Graph API): it takes messages the way Meta does and
 * records them, and it plays Meta's side of the webhook: the GET subscription handshake and
 * signed deliveries (a customer's quick-reply tap, a delivery status), or wrongly signed ones.
 *
 * Protocol from Meta's documentation: "Cloud API > Reference > Messages"
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages: POST
 * /{version}/{phone-number-id}/messages, Bearer token, the `{ messaging_product, contacts:
 * [{ input, wa_id }], messages: [{ id }] }` answer), "Error codes"
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes: 190 token,
 * 100 parameter, 132000 parameter count, 132001 template missing, 132018 parameter content),
 * the template's quick-reply button component (type button, sub_type quick_reply, index,
 * parameters [{ type: payload }]), "Webhooks > Payload examples" for the quick reply and status
 * shapes, and "Getting started with webhooks" for hub.* and X-Hub-Signature-256
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './fake-http';

export interface FakeTemplate {
  language: string;
  bodyParams: number;
  /** Quick-reply button labels, in order. */
  quickReplies: string[];
}

export interface RecordedMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; bodyParams: string[]; payloads: string[] };
  text?: string;
}

export interface FakeWhatsAppOptions {
  accessToken: string;
  appSecret: string;
  phoneNumberId: string;
  templates?: Record<string, FakeTemplate>;
}

type Signature = 'valid' | 'wrong' | 'missing';

const graphError = (status: number, code: number, message: string, type = 'OAuthException'): FakeAnswer => ({
  status,
  json: { error: { message, type, code, fbtrace_id: `A${randomBytes(8).toString('hex')}` } },
});

export async function startFakeWhatsApp(options: FakeWhatsAppOptions) {
  const templates: Record<string, FakeTemplate> = options.templates ?? {
    order_confirmation: { language: 'en', bodyParams: 3, quickReplies: ['Confirm', 'Cancel'] },
  };
  const messages: RecordedMessage[] = [];
  const failures: FakeAnswer[] = [];

  function handle(req: FakeRequest): FakeAnswer {
    const m = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(req.path);
    if (!m || req.method !== 'POST')
      return graphError(400, 100, `Unknown path components: ${req.path}`, 'GraphMethodException');
    if (req.headers.authorization !== `Bearer ${options.accessToken}`)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (m[2] !== options.phoneNumberId)
      return graphError(
        400,
        100,
        `Unsupported post request. Object with ID '${m[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        'GraphMethodException',
      );
    const failure = failures.shift();
    if (failure) return failure;
    const body = req.json ?? {};
    if (body.messaging_product !== 'whatsapp')
      return graphError(400, 100, '(#100) The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to))
      return graphError(400, 100, '(#100) Invalid parameter: to');
    const to = body.to.replace(/^\+/, '');
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    if (body.type === 'template') {
      const t = body.template ?? {};
      const def = templates[t.name];
      if (!def || t.language?.code !== def.language)
        return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
      const components: any[] = Array.isArray(t.components) ? t.components : [];
      const params: string[] = (components.find((c) => c.type === 'body')?.parameters ?? []).map(
        (p: any) => p.text,
      );
      if (params.length !== def.bodyParams)
        return graphError(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        );
      if (params.some((p) => typeof p !== 'string' || !p || /[\n\t]| {5,}/.test(p) || p.length > 1024))
        return graphError(400, 132018, '(#132018) There was an issue with the parameters in your template.');
      const buttons = components.filter((c) => c.type === 'button');
      if (
        buttons.length > def.quickReplies.length ||
        buttons.some(
          (b, i) =>
            b.sub_type !== 'quick_reply' || b.index !== String(i) || b.parameters?.[0]?.type !== 'payload',
        )
      )
        return graphError(400, 131008, '(#131008) Required parameter is missing: button payload');
      messages.push({
        id,
        to,
        type: 'template',
        template: {
          name: t.name,
          language: t.language.code,
          bodyParams: params,
          payloads: buttons.map((b) => String(b.parameters[0].payload)),
        },
      });
    } else if (body.type === 'text' && typeof body.text?.body === 'string') {
      messages.push({ id, to, type: 'text', text: body.text.body });
    } else return graphError(400, 100, '(#100) Invalid parameter: type');
    return {
      json: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: to }], messages: [{ id }] },
    };
  }

  const server = await startFakeServer(handle);
  let webhookUrl = '';

  /** POSTs a delivery to the shop's webhook the way Meta signs it (or not). */
  async function deliver(payload: unknown, signature: Signature = 'valid'): Promise<Response> {
    const raw = JSON.stringify(payload);
    const secret = signature === 'wrong' ? `${options.appSecret}-not` : options.appSecret;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== 'missing')
      headers['x-hub-signature-256'] = 'sha256=' + createHmac('sha256', secret).update(raw).digest('hex');
    return fetch(webhookUrl, { method: 'POST', headers, body: raw });
  }

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  return {
    ...server,
    messages,
    /** The next send is answered with this Graph error instead. */
    failNext(status: number, code: number, message: string) {
      failures.push(graphError(status, code, message));
    },
    /** Where deliveries go (the shop's webhook URL). */
    setWebhook(url: string) {
      webhookUrl = url;
    },
    /**
     * The customer taps quick reply `index` of a recorded template message. The same `replyId`
     * twice is Meta retrying one delivery.
     */
    tap(message: RecordedMessage, index: number, opts: { signature?: Signature; replyId?: string } = {}) {
      const replyId = opts.replyId ?? `wamid.${randomBytes(18).toString('base64url')}`;
      const payload = envelope({
        contacts: [{ profile: { name: 'Customer' }, wa_id: message.to }],
        messages: [
          {
            context: { from: '15550783881', id: message.id },
            from: message.to,
            id: replyId,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'button',
            button: {
              payload: message.template!.payloads[index],
              text: templates[message.template!.name].quickReplies[index],
            },
          },
        ],
      });
      return { replyId, payload, send: () => deliver(payload, opts.signature) };
    },
    /** A status update for a message (sent, delivered, read, failed with Meta's error). */
    status(message: RecordedMessage, status: string, error?: { code: number; title: string }) {
      return deliver(
        envelope({
          statuses: [
            {
              id: message.id,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: message.to,
              ...(error ? { errors: [error] } : {}),
            },
          ],
        }),
      );
    },
    deliver,
    /** Meta's subscription handshake against the shop's webhook URL. */
    handshake(verifyToken: string, challenge = String(Math.floor(Math.random() * 1e9))) {
      const q = new URLSearchParams({
        'hub.mode': 'subscribe',
        'hub.verify_token': verifyToken,
        'hub.challenge': challenge,
      });
      return { challenge, response: fetch(`${webhookUrl}?${q}`) };
    },
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
