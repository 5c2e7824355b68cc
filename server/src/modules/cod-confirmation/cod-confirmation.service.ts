/**
 * Cash-on-delivery confirmation: the customer of a COD order is asked on WhatsApp (the approved
 * template with Confirm and Cancel quick replies), or, without WhatsApp settings or when that
 * message fails, by SMS with a signed link to `/order/confirm/{token}`. An unanswered order is
 * reminded once the confirmation wait (settings: cod.confirmHours) later and flagged Unconfirmed as long after that (cancelled
 * too when the owner turned auto-cancel on). Answers come back through the WhatsApp webhook
 * (signed, each reply acted on once) or the link's page; both go through the orders'
 * transitions table.
 */
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { ServiceUnavailableError, ValidationError } from '../../shared/errors';
import { formatRupees } from '../../shared/money';
import { toE164 } from '../../shared/phone';
import { awaitingAnswer, type CodAnswer, type CodChannel, type OrderDetails, type Orders } from '../orders';
import type { SettingsService } from '../settings';
import { ConfirmLinks, SmsGateway } from '../sms';
import { ProcessedEvents } from '../webhooks';
import {
  readWebhook,
  verifySubscription,
  WhatsAppClient,
  type ButtonReply,
  type DeliveryStatus,
} from '../whatsapp';
import {
  ANSWER_REQUIRED,
  CANCELLED_NOTE,
  CONFIRMED_THANKS,
  confirmSms,
  LINK_EXPIRED,
  LINK_INVALID,
  WHATSAPP_NOT_SET_UP,
} from './cod-confirmation.messages';

export type AnswerOutcome = 'confirmed' | 'cancelled' | 'unchanged' | 'refused' | 'duplicate' | 'ignored';

/** What a button reply's payload says: `cod-confirm:12` or `cod-cancel:12`. */
const PAYLOAD = /^cod-(confirm|cancel):(\d{1,10})$/;
export const confirmPayload = (orderId: number) => `cod-confirm:${orderId}`;
export const cancelPayload = (orderId: number) => `cod-cancel:${orderId}`;

/** The order's lines on one line, as the template's {{2}} shows them. */
export const itemsLine = (o: OrderDetails) =>
  o.items
    .map(
      (i) =>
        `${i.qty} × ${i.name}${[i.sizeName, i.colorName].filter(Boolean).length ? ` (${[i.sizeName, i.colorName].filter(Boolean).join(', ')})` : ''}`,
    )
    .join(', ');

export class LinkError extends ValidationError {
  constructor(readonly reason: 'expired' | 'invalid') {
    super([
      {
        field: 'token',
        message: reason === 'expired' ? LINK_EXPIRED : LINK_INVALID,
        code: reason.toUpperCase(),
      },
    ]);
  }
}

export class CodConfirmationService {
  private readonly links: ConfirmLinks;

  constructor(
    private readonly config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
    private readonly orders: Orders,
    private readonly settings: SettingsService,
    private readonly logger: Logger,
  ) {
    this.links = new ConfirmLinks(config.jwtSecret);
  }

  /** A signed link to the confirmation page of order `orderId`, valid until the order is flagged. */
  async link(orderId: number, now = Date.now()): Promise<string> {
    const { confirmHours } = (await this.settings.policy()).cod;
    const expiresAt = new Date(now + 2 * confirmHours * 3600_000);
    return `${this.config.publicUrl}/order/confirm/${this.links.sign(orderId, expiresAt)}`;
  }

  private async whatsApp(): Promise<WhatsAppClient | null> {
    const settings = await this.settings.get('whatsapp');
    return settings ? new WhatsAppClient(settings) : null;
  }

  /**
   * Asks the customer (the job after an order is placed, and the reminder): WhatsApp unless
   * `via` is sms, else or on failure the SMS. Throws (the job retries) when nothing could be sent
   * though a service is set up; answers 'none' when neither is (the shop confirms by phone).
   */
  async ask(
    orderId: number,
    via: 'any' | 'sms' = 'any',
    step: 'first' | 'reminder' = 'first',
  ): Promise<CodChannel | 'none' | 'skipped'> {
    const order = await this.orders.queries.details(orderId).catch(() => null);
    if (!order || !awaitingAnswer(order)) return 'skipped';
    // A retried job whose message went out already (or the WhatsApp fallback after an SMS).
    if (step === 'first' && (via === 'any' ? order.codConfirmChannel : order.codConfirmChannel === 'sms'))
      return 'skipped';
    if (step === 'reminder' && order.codRemindedAt) return 'skipped';
    const to = toE164(order.mobile);
    if (!to) {
      this.logger.warn({ orderId }, 'cod confirmation: the order has no valid phone number');
      return 'none';
    }
    let failure: unknown = null;
    if (via === 'any') {
      try {
        const client = await this.whatsApp();
        if (client) {
          const sent = await client.sendOrderConfirmation({
            to,
            orderNumber: `#${order.id}`,
            items: itemsLine(order),
            total: formatRupees(order.grandTotal),
            confirmPayload: confirmPayload(order.id),
            cancelPayload: cancelPayload(order.id),
          });
          await this.orders.cod.sent(order.id, 'whatsapp', step, sent.messageId);
          return 'whatsapp';
        }
      } catch (err) {
        failure = err;
        this.logger.warn({ err, orderId }, 'cod confirmation: WhatsApp failed; trying SMS');
      }
    }
    const sms = await this.settings.get('sms');
    if (!sms) {
      if (failure) throw failure;
      return 'none';
    }
    await new SmsGateway(sms).send(
      to,
      confirmSms(order.id, order.grandTotal, await this.link(order.id), step === 'reminder'),
    );
    await this.orders.cod.sent(order.id, 'sms', step, null);
    return 'sms';
  }

  /** The follow-up job: the reminder (on the channel that asked), or the flag (and the owner's auto-cancel). */
  async followUp(orderId: number, step: 'remind' | 'flag'): Promise<void> {
    if (step === 'flag') {
      const cod = await this.settings.get('cod');
      await this.orders.cod.flag(orderId, cod?.autoCancel === 'on');
      return;
    }
    const order = await this.orders.queries.details(orderId).catch(() => null);
    if (!order || !awaitingAnswer(order)) return;
    await this.ask(orderId, order.codConfirmChannel === 'sms' ? 'sms' : 'any', 'reminder');
  }

  // ---- WhatsApp webhook ----

  /** Meta's subscription handshake (GET): the challenge when the verify token matches. */
  async subscription(query: Record<string, unknown>): Promise<{ status: 200 | 403 | 503; body: string }> {
    const settings = await this.settings.get('whatsapp');
    if (!settings) return { status: 503, body: WHATSAPP_NOT_SET_UP };
    return verifySubscription(query, settings.verifyToken);
  }

  /**
   * A POSTed delivery: refused (WebhookRejectedError) unless X-Hub-Signature-256 signs these
   * exact bytes with the app secret; each button reply is acted on once (its message id
   * recorded in the same transaction); a failed template message falls back to SMS.
   */
  async delivery(raw: Buffer, signature: string | undefined): Promise<AnswerOutcome[]> {
    const settings = await this.settings.get('whatsapp');
    if (!settings) throw new ServiceUnavailableError(WHATSAPP_NOT_SET_UP);
    const events = readWebhook(raw, signature, settings.appSecret);
    const outcomes: AnswerOutcome[] = [];
    for (const reply of events.replies) outcomes.push(await this.reply(reply, new WhatsAppClient(settings)));
    for (const status of events.statuses) if (status.status === 'failed') await this.failed(status);
    return outcomes;
  }

  private async reply(reply: ButtonReply, client: WhatsAppClient): Promise<AnswerOutcome> {
    const m = PAYLOAD.exec(reply.payload);
    if (!m) return 'ignored';
    const answer: CodAnswer = m[1] === 'confirm' ? 'confirm' : 'cancel';
    const orderId = Number(m[2]);
    const result = await this.orders.lifecycle.transaction(async (em, emit) => {
      if (!(await ProcessedEvents.claim(em, 'whatsapp', reply.messageId)))
        return { outcome: 'duplicate' as const };
      const order = await this.orders.lifecycle.lockOrder(em, orderId);
      // Only the number the question went to answers for its order.
      if (!order || order.paymentMethod !== 'cod' || toE164(order.mobile)?.slice(1) !== reply.from)
        return { outcome: 'ignored' as const };
      try {
        return { outcome: await this.orders.cod.answer(em, order, answer, 'whatsapp', emit), order };
      } catch (err) {
        if (err instanceof ValidationError)
          return { outcome: 'refused' as const, order, message: err.message };
        throw err;
      }
    });
    if ('order' in result && result.order) {
      // The customer wrote within the last minutes: a plain message is inside WhatsApp's service window.
      const text =
        result.outcome === 'confirmed'
          ? CONFIRMED_THANKS(result.order.id, result.order.grandTotal)
          : result.outcome === 'cancelled'
            ? CANCELLED_NOTE(result.order.id)
            : 'message' in result
              ? result.message
              : null;
      if (text)
        await client
          .sendText(`+${reply.from}`, text)
          .catch((err) =>
            this.logger.warn({ err, orderId }, 'cod confirmation: the WhatsApp answer was not sent'),
          );
    }
    return result.outcome;
  }

  /** A template message that could not be delivered (WhatsApp said failed): the SMS, once. */
  private async failed(status: DeliveryStatus): Promise<void> {
    await this.orders.cod.messageFailed(status.messageId);
  }

  // ---- the SMS link's page ----

  /** The order a link is for, or LinkError (expired, forged or malformed). */
  async linkOrder(token: string): Promise<OrderDetails> {
    const check = this.links.verify(token);
    if (!check.ok) throw new LinkError(check.reason === 'expired' ? 'expired' : 'invalid');
    const order = await this.orders.queries.details(check.orderId).catch(() => null);
    if (!order) throw new LinkError('invalid');
    return order;
  }

  /** Confirm or Cancel from the link's page (once: a second press answers 'unchanged'). */
  async answerLink(token: string, answer: unknown): Promise<{ outcome: AnswerOutcome; order: OrderDetails }> {
    const order = await this.linkOrder(token);
    if (answer !== 'confirm' && answer !== 'cancel')
      throw ValidationError.single('answer', ANSWER_REQUIRED, 'REQUIRED');
    const outcome = await this.orders.lifecycle.transaction(async (em, emit) => {
      const locked = await this.orders.lifecycle.lockOrder(em, order.id);
      return this.orders.cod.answer(em, locked!, answer, 'sms', emit);
    });
    return { outcome, order: await this.orders.queries.details(order.id) };
  }
}
