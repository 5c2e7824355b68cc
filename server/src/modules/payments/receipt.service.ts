import type { DataSource, EntityManager } from 'typeorm';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import type { Emit } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { toPaisa } from '../../shared/money';
import { receiptDetailsInput, receiptRejectInput } from '../../shared/inputs/delivery';
import { parseInput, parseNamed } from '../../shared/parse';
import { MANUAL_METHODS } from '../../shared/payment-methods';
import type { MailOutbox } from '../mail';
import {
  ALREADY_PAID,
  byAdmin,
  ORDER_TRANSITIONS,
  type OrderDetails,
  type OrderEntity,
  type OrderEvent,
  type Orders,
  type ReceiptEntity,
} from '../orders';
import { displayName, downloadName, receiptKey, ReceiptStorage } from './receipt.storage';

/** Advisory lock class of an account's receipt uploads (its second key is the account id). */
const RECEIPT_BUDGET_LOCK = 7311;

const MB = 2 ** 20;
export const RECEIPT_UPLOADED = 'Thank you! We will check your receipt and confirm your payment soon.';
export const RECEIPT_VERIFIED = 'Payment verified: the order is marked paid.';
export const RECEIPT_REJECTED = 'Receipt rejected: the customer has been told why.';
const RECEIPT_NOT_FOUND = 'Receipt not found.';
const ALREADY_REVIEWED = 'This receipt was already reviewed.';

export interface ReceiptUploadInput {
  fileName?: string;
  transactionId?: unknown;
  /** Rupees, as typed (optional). */
  amountPaid?: unknown;
}

/** Per receipt of an order: the other orders whose receipts carry the same transaction id. */
export type TransactionIdReuse = Map<number, number[]>;

/** 'Transaction id also sent for order #12' (or '... for order #12, #15'): the admin's note on a reused id. */
export function transactionIdNote(reuse: TransactionIdReuse): string | null {
  const otherOrders = [...new Set([...reuse.values()].flat())].sort((a, b) => a - b);
  if (!otherOrders.length) return null;
  return `Transaction id also sent for order ${otherOrders.map((id) => `#${id}`).join(', ')}`;
}

/**
 * Payment receipts of manual-payment orders (easypaisa, JazzCash, bank): customers upload
 * them to their own unpaid orders; admins mark the order paid by one (once: the order row is
 * locked) or reject it with a reason. Each step is in the order's history, and the customer's
 * mail goes through the outbox in the same transaction.
 */
export class ReceiptService {
  constructor(
    private readonly ds: DataSource,
    /** The owner's shop policy: the receipt upload budgets. */
    private readonly policy: () => Promise<ShopPolicy>,
    private readonly orders: Orders,
    private readonly storage: ReceiptStorage,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
  ) {}

  /** Why this order takes no receipt, or null when it does. */
  static refusal(order: Pick<OrderEntity, 'paymentMethod' | 'paymentStatus' | 'status'>): string | null {
    if (!MANUAL_METHODS.includes(order.paymentMethod))
      return 'Receipts are only for Easypaisa, JazzCash and bank transfer orders.';
    if (order.paymentStatus !== 'unpaid') return ALREADY_PAID;
    const { from, refusal } = ORDER_TRANSITIONS.receiptUploaded;
    if (!(from as readonly string[]).includes(order.status))
      return (refusal as Partial<Record<string, string>>)[order.status] ?? null;
    return null;
  }

  /** Whether the owner can mark this receipt paid (or reject it) now: it waits, on an unpaid order not cancelled. */
  static reviewable(
    order: Pick<OrderEntity, 'paymentStatus' | 'status'>,
    receipt: Pick<ReceiptEntity, 'status'>,
  ): boolean {
    return receipt.status === 'waiting' && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';
  }

  private parseInput(input: ReceiptUploadInput): { transactionId: string | null; amountPaid: number | null } {
    // The REST names of the multipart fields.
    const { transactionId, amountPaid } = parseNamed(receiptDetailsInput, input, {
      transactionId: 'transaction_id',
      amountPaid: 'amount_paid',
    });
    return {
      transactionId: transactionId ?? null,
      amountPaid: amountPaid == null ? null : toPaisa(amountPaid),
    };
  }

  /**
   * A customer's receipt for their own order (anyone else's is simply not found). The file is
   * checked and written first, then recorded with the order locked; a refusal removes the file.
   */
  async upload(
    userId: number,
    orderId: number,
    file: Buffer,
    input: ReceiptUploadInput,
  ): Promise<{ receipt: ReceiptEntity; order: OrderDetails }> {
    const fields = this.parseInput(input);
    const precheck = await this.ds.query(
      'SELECT user_id, payment_method, payment_status, status FROM orders WHERE id = $1',
      [orderId],
    );
    if (!precheck[0] || precheck[0].user_id !== userId) throw new NotFoundError('Order not found.');
    const early = ReceiptService.refusal({
      paymentMethod: precheck[0].payment_method,
      paymentStatus: precheck[0].payment_status,
      status: precheck[0].status,
    });
    if (early) throw ValidationError.single('order', early, 'NO_RECEIPT');
    // Already at a budget: refused before the file is decoded or written.
    await this.checkBudgets(this.ds.manager, userId, orderId, 1);
    const stored = await this.storage.save(file, 'file');
    try {
      const receipt = await this.orders.lifecycle.transaction(async (em, emit) => {
        const order = await this.orders.lifecycle.lockOrder(em, orderId);
        if (!order || order.userId !== userId) throw new NotFoundError('Order not found.');
        const refusal = ReceiptService.refusal(order);
        if (refusal) throw ValidationError.single('order', refusal, 'NO_RECEIPT');
        // The order is locked; the account's uploads are counted under a lock of their own, so
        // uploads to several orders at once cannot each find room in the day's budget.
        await em.query('SELECT pg_advisory_xact_lock($1, $2)', [RECEIPT_BUDGET_LOCK, userId]);
        const number = await this.checkBudgets(em, userId, orderId, stored.size);
        const saved = await this.orders.lifecycle.addReceipt(em, {
          orderId,
          number,
          uploadedBy: userId,
          file: stored.file,
          originalName: displayName(input.fileName, downloadName({ orderId, number, ...stored })),
          contentType: stored.contentType,
          detectedType: stored.detectedType,
          size: stored.size,
          ...fields,
          status: 'waiting' as const,
        });
        // The auto-cancel now waits for the shop's look (order.events.ts).
        await emit({ type: 'receipt.uploaded', orderId, receiptId: saved.id });
        return saved;
      });
      return { receipt, order: await this.orders.queries.details(orderId) };
    } catch (err) {
      await this.storage
        .remove(stored.file)
        .catch((e) => this.logger.warn({ err: e, file: stored.file }, 'receipt file left behind'));
      throw err;
    }
  }

  /**
   * The upload budgets (the shop policy's `orders.receipt*`) for `bytes` more: receipts per order, their bytes
   * per order, and an account's bytes in 24 hours. Answers the new receipt's number in its order.
   */
  private async checkBudgets(
    em: EntityManager,
    userId: number,
    orderId: number,
    bytes: number,
  ): Promise<number> {
    const {
      receiptsPerOrder: perOrder,
      receiptMbPerOrder: mbPerOrder,
      receiptMbPerAccountDay: mbPerAccountDay,
    } = (await this.policy()).orders;
    const [used]: Array<{ count: number; last: number; order_bytes: string; day_bytes: string }> =
      await em.query(
        `SELECT count(*)::int AS count, coalesce(max(number), 0)::int AS last, coalesce(sum(size), 0) AS order_bytes,
              (SELECT coalesce(sum(size), 0) FROM order_receipts WHERE uploaded_by = $2 AND created_at > now() - interval '1 day') AS day_bytes
         FROM order_receipts WHERE order_id = $1`,
        [orderId, userId],
      );
    const refuse = (message: string, code: string) => {
      throw ValidationError.single('file', message, code);
    };
    if (used.count >= perOrder)
      refuse(
        `An order can have at most ${perOrder} receipts. Please send further receipts over chat.`,
        'TOO_MANY',
      );
    if (Number(used.order_bytes) + bytes > mbPerOrder * MB)
      refuse(
        `The receipts of an order may not be greater than ${mbPerOrder} MB in total. Please send further receipts over chat.`,
        'BUDGET',
      );
    if (Number(used.day_bytes) + bytes > mbPerAccountDay * MB)
      refuse(
        `You may upload at most ${mbPerAccountDay} MB of receipts in 24 hours. Please send further receipts over chat, or try again tomorrow.`,
        'BUDGET',
      );
    return used.last + 1;
  }

  /**
   * For the receipts of these orders, the other orders whose receipts carry the same transaction
   * id (compared by `transaction_key`): accepted all the same, but the admin is told.
   */
  async transactionIdReuse(orderIds: readonly number[]): Promise<TransactionIdReuse[]> {
    const rows: Array<{ order_id: number; receipt_id: number; others: number[] }> = await this.ds.query(
      `SELECT r.order_id, r.id AS receipt_id, array_agg(DISTINCT o.order_id ORDER BY o.order_id) AS others
         FROM order_receipts r JOIN order_receipts o ON o.transaction_key = r.transaction_key AND o.order_id <> r.order_id
        WHERE r.order_id = ANY($1) AND r.transaction_key IS NOT NULL
        GROUP BY r.order_id, r.id`,
      [[...orderIds]],
    );
    const byOrder = new Map<number, TransactionIdReuse>();
    for (const row of rows) {
      const reuse = byOrder.get(row.order_id) ?? new Map<number, number[]>();
      reuse.set(row.receipt_id, row.others);
      byOrder.set(row.order_id, reuse);
    }
    return orderIds.map((id) => byOrder.get(id) ?? new Map());
  }

  /** "Mark paid": the receipt accepted and its order paid, once (recorded with who and when; the customer mailed). */
  verify(adminId: number, receiptId: number): Promise<OrderDetails> {
    return this.review(adminId, receiptId, 'accepted', null, async (em, emit, order, receipt) => {
      // Refused (nothing written) unless the table lets this order be marked paid now.
      await this.orders.lifecycle.apply(em, order, 'receiptVerified', byAdmin(adminId), emit, {
        paymentNote: receipt.originalName,
        field: 'receipt',
      });
    });
  }

  /** "Reject": the receipt turned down with a reason the customer is mailed; the order gets unpaidOrderHours again for a new one. */
  reject(adminId: number, receiptId: number, reason: unknown): Promise<OrderDetails> {
    const why = parseInput(receiptRejectInput, { reason }).reason;
    return this.review(adminId, receiptId, 'rejected', why, async (em, emit, order, receipt) => {
      const entry = await this.orders.lifecycle.record(
        em,
        order.id,
        { field: 'receipt', fromValue: receipt.originalName, toValue: 'rejected', note: why },
        byAdmin(adminId),
      );
      // The customer's mail and the auto-cancel's new start (order.events.ts).
      await emit({
        type: 'receipt.rejected',
        order,
        historyId: entry,
        fileName: receipt.originalName,
        reason: why,
      });
    });
  }

  /** A waiting receipt marked reviewed (once) with its order locked, and `then` in the same transaction. */
  private async review(
    adminId: number,
    receiptId: number,
    status: 'accepted' | 'rejected',
    rejectReason: string | null,
    then: (
      em: EntityManager,
      emit: Emit<OrderEvent>,
      order: OrderEntity,
      receipt: ReceiptEntity,
    ) => Promise<void>,
  ): Promise<OrderDetails> {
    const orderId = await this.orderOf(receiptId);
    await this.orders.lifecycle.transaction(async (em, emit) => {
      const order = await this.orders.lifecycle.lockOrder(em, orderId);
      const receipt = await this.orders.queries.receipt(receiptId, em);
      if (!order || !receipt) throw new NotFoundError(RECEIPT_NOT_FOUND);
      if (receipt.status !== 'waiting') throw ValidationError.single('receipt', ALREADY_REVIEWED, 'REVIEWED');
      await em.query(
        `UPDATE order_receipts SET status = $3, reviewed_by = $2, reviewed_at = now(), reject_reason = COALESCE($4, reject_reason) WHERE id = $1`,
        [receiptId, adminId, status, rejectReason],
      );
      await then(em, emit, order, receipt);
    });
    return this.orders.queries.details(orderId);
  }

  private async orderOf(receiptId: number): Promise<number> {
    const [row] = await this.ds.query('SELECT order_id FROM order_receipts WHERE id = $1', [receiptId]);
    if (!row) throw new NotFoundError(RECEIPT_NOT_FOUND);
    return row.order_id;
  }

  forOrders(orderIds: readonly number[]): Promise<ReceiptEntity[]> {
    return this.orders.queries.receiptsFor(orderIds);
  }

  /**
   * A receipt, the customer whose order it belongs to, and its file's key in the object store
   * (null when there is no such receipt), for the private file route's check.
   */
  async file(receiptId: number) {
    const receipt = await this.orders.queries.receipt(receiptId);
    if (!receipt) return null;
    const [order] = await this.ds.query('SELECT user_id FROM orders WHERE id = $1', [receipt.orderId]);
    return { receipt, orderUserId: order.user_id as number, key: receiptKey(receipt.file) };
  }
}
