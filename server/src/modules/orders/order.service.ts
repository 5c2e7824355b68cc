import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { countRows } from '../../shared/count';
import { Memo } from '../../shared/memo';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { allowedValues, isOwnKey } from '../../shared/keys';
import { toPaisa } from '../../shared/money';
import { collectErrors, rules, str } from '../../shared/validation';
import type { GeoService } from '../geo/geo.service';
import { escapeHtml, layoutHtml, MailService } from '../mail/mail.service';
import { PaymentService, PRICES_CHANGED } from '../payments/payment.service';
import {
  ORDER_STATUSES, OrderEntity, OrderHistoryEntity, OrderItemEntity, OrderStatus, PAYMENT_METHODS, PAYMENT_STATUSES, PaymentMethod, PaymentStatus,
} from './order.entity';
import { CartLineInput, PricingService, Quote } from './pricing.service';
import { returnStock, StockLine, takeStock } from './stock';

export const ORDER_PLACED = 'Order placed successfully';
export const ORDER_UPDATED = 'Order updated successfully.';
export const CUSTOMER_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** How to pay for each manual method; shown on the confirmation and in the mail. */
export const PAYMENT_INSTRUCTIONS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash to the courier when your parcel arrives.',
  easypaisa: 'Send the grand total to our Easypaisa account 0300-1234567 (Crochet Corner), then send the receipt to us over chat.',
  jazzcash: 'Send the grand total to our JazzCash account 0301-7654321 (Crochet Corner), then send the receipt to us over chat.',
  bank: 'Bank Transfer (HBL): account title Crochet Corner, account no. 1234-5678901-03, IBAN PK36HABB0012345678901203. Send the receipt to us over chat.',
  stripe: 'Paid by card.',
};

export interface CheckoutInput {
  name?: unknown;
  email?: unknown;
  street?: unknown;
  city?: unknown;
  address?: unknown;
  zip?: unknown;
  mobile?: unknown;
  paymentMethod?: unknown;
  paymentIntentId?: unknown;
  subTotal?: unknown;
  shipping?: unknown;
  grandTotal?: unknown;
  discount?: unknown;
  cart: CartLineInput[];
  idempotencyKey?: string | null;
}

export interface OrderDetails extends OrderEntity {
  items: OrderItemEntity[];
  history: OrderHistoryEntity[];
}

export const ADMIN_SORTS = {
  id: 'o.id',
  name: 'o.name',
  email: 'o.email',
  grand_total: 'o.grand_total',
  created_at: 'o.created_at',
  payment_status: 'o.payment_status',
  status: 'o.status',
} as const;
export type AdminSort = keyof typeof ADMIN_SORTS;

export interface AdminOrderLists {
  pages: Memo<OrderPage>;
  counts: Memo<number>;
}

/** The admin list's memory, kept while `live()` says every order change is heard. */
export function adminOrderLists(live: () => boolean): AdminOrderLists {
  return { pages: new Memo<OrderPage>(live, 1000), counts: new Memo<number>(live, 1000) };
}

/** A page of orders with the numbers a pager needs. */
export interface OrderPage {
  items: OrderEntity[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string; driverError?: { code?: string } }).code === '23505' || (err as { driverError?: { code?: string } }).driverError?.code === '23505';

/**
 * Orders: placing them (priced by the server, stock taken atomically, idempotent),
 * reading them (customers only their own) and managing them (admin).
 */
export class OrderService {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly pricing: PricingService,
    private readonly payments: PaymentService,
    private readonly geo: GeoService,
    private readonly mail: MailService,
    private readonly logger: Logger,
    /** The admin list's pages and totals per search, remembered until orders change (services.ts clears them on NOTIFY). */
    private readonly lists: AdminOrderLists = adminOrderLists(() => false),
  ) {}

  /** Forgets the admin list after this instance changed orders, without waiting for its own notification. */
  ordersChanged(): void {
    this.lists.pages.clear();
    this.lists.counts.clear();
  }

  private validateCheckout(input: CheckoutInput): void {
    const errors = collectErrors(input as unknown as Record<string, unknown>, {
      name: [rules.required('Name is required'), rules.string('Name is required'), rules.maxLength(120, 'The name')],
      email: [rules.required('Email is required'), rules.email('Invalid email address')],
      street: [rules.required('Province is required'), rules.string('Province is required')],
      city: [rules.required('City is required'), rules.string('City is required')],
      address: [rules.required('Address is required'), rules.string('Address is required'), rules.maxLength(500, 'The address')],
      zip: [rules.required('Postal Code is required'), rules.string('Postal Code is required'), rules.maxLength(20, 'The postal code')],
      mobile: [rules.required('Mobile is required'), rules.mobile('Enter a valid mobile number')],
      paymentMethod: [rules.required('Please choose a payment method.')],
    });
    if (!errors.some((e) => e.field === 'street') && !this.geo.provinces().includes(str(input.street))) {
      errors.push({ field: 'street', message: 'Please choose a province from the list.', code: 'INVALID' });
    }
    if (!errors.some((e) => e.field === 'paymentMethod') && !PAYMENT_METHODS.includes(input.paymentMethod as PaymentMethod)) {
      errors.push({ field: 'paymentMethod', message: allowedValues('payment method', PAYMENT_METHODS), code: 'INVALID' });
    }
    if (errors.length) throw new ValidationError(errors);
  }

  /** Sent totals (rupees) must equal the server's; a difference is refused, never silently charged. */
  private checkTotals(input: CheckoutInput, quote: Quote): void {
    const sent: Array<[unknown, number]> = [
      [input.subTotal, quote.subTotal], [input.shipping, quote.shipping], [input.grandTotal, quote.grandTotal], [input.discount ?? 0, 0],
    ];
    for (const [value, expected] of sent) {
      if (value === undefined || value === null) continue;
      if (toPaisa(value) !== expected) throw ValidationError.single('grand_total', PRICES_CHANGED, 'PRICE_MISMATCH');
    }
  }

  async placeOrder(userId: number, input: CheckoutInput): Promise<OrderDetails> {
    const key = input.idempotencyKey ? String(input.idempotencyKey).slice(0, 100) : null;
    if (key) {
      const existing = await this.ds.getRepository(OrderEntity).findOneBy({ userId, idempotencyKey: key });
      if (existing) return this.details(existing.id);
    }
    this.validateCheckout(input);
    const quote = await this.pricing.quote(input.cart);
    this.checkTotals(input, quote);
    const method = input.paymentMethod as PaymentMethod;
    let paymentIntentId: string | null = null;
    if (method === 'stripe') {
      paymentIntentId = typeof input.paymentIntentId === 'string' ? input.paymentIntentId.slice(0, 255) : '';
      if (!paymentIntentId) throw ValidationError.single('payment_intent_id', 'The card payment is missing.', 'PAYMENT_MISSING');
      await this.payments.assertPaid(paymentIntentId, quote.grandTotal);
    }

    let orderId: number;
    try {
      orderId = await this.ds.transaction(async (em) => {
        // The order row first: a concurrent submission with the same key waits here, then fails on the unique key.
        const [row] = await em.query(
          `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method,
                               payment_intent_id, idempotency_key, sub_total, shipping, discount, grand_total)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13, $14, 0, $15) RETURNING id`,
          [
            userId, str(input.name), str(input.email).toLowerCase(), str(input.address), str(input.city), str(input.street), str(input.zip),
            str(input.mobile), method === 'stripe' ? 'paid' : 'unpaid', method, paymentIntentId, key, quote.subTotal, quote.shipping, quote.grandTotal,
          ],
        );
        await em.getRepository(OrderItemEntity).insert(
          quote.lines.map((l) => ({
            orderId: row.id, productId: l.productId, variantId: l.variantId, attributeValueIds: l.attributeValueIds, name: l.title, qty: l.qty,
            price: l.price, sizeName: l.sizeName, colorName: l.colorName, attributes: l.attributes, image: l.image,
          })),
        );
        await em.getRepository(OrderHistoryEntity).insert({
          orderId: row.id, actorUserId: userId, actor: 'customer', field: 'status', fromValue: null, toValue: 'pending',
        });
        // Stock last: its row locks are held only until the commit right after.
        await takeStock(em, quote.lines.map((l) => ({ ...l })));
        return row.id as number;
      });
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const first = await this.ds.getRepository(OrderEntity).findOneBy({ userId, idempotencyKey: key });
        if (first) return this.details(first.id);
      }
      if (isUniqueViolation(err) && paymentIntentId) {
        throw ValidationError.single('payment_intent_id', 'This card payment was already used for another order.', 'PAYMENT_USED');
      }
      throw err;
    }
    this.ordersChanged();
    const order = await this.details(orderId);
    this.sendConfirmation(order).catch((err) => this.logger.error({ err, orderId }, 'order confirmation mail failed'));
    return order;
  }

  async details(id: number, em: EntityManager = this.ds.manager): Promise<OrderDetails> {
    // One round trip's wait: the three reads go out together.
    const [order, items, history] = await Promise.all([
      em.getRepository(OrderEntity).findOneBy({ id }),
      em.getRepository(OrderItemEntity).find({ where: { orderId: id }, order: { id: 'ASC' } }),
      em.getRepository(OrderHistoryEntity).find({ where: { orderId: id }, order: { id: 'ASC' } }),
    ]);
    if (!order) throw new NotFoundError('Order not found.');
    return Object.assign(order, { items, history });
  }

  async itemsFor(orderIds: readonly number[]): Promise<OrderItemEntity[]> {
    return this.ds.getRepository(OrderItemEntity).createQueryBuilder('i').where('i.order_id = ANY(:ids)', { ids: orderIds }).orderBy('i.id').getMany();
  }

  async historyFor(orderIds: readonly number[]): Promise<OrderHistoryEntity[]> {
    return this.ds.getRepository(OrderHistoryEntity).createQueryBuilder('h').where('h.order_id = ANY(:ids)', { ids: orderIds }).orderBy('h.id').getMany();
  }

  /** A customer's own order; anyone else's is simply not found. */
  async customerOrder(userId: number, id: number): Promise<OrderDetails> {
    const order = await this.ds.getRepository(OrderEntity).findOneBy({ id, userId });
    if (!order) throw new NotFoundError('Order not found.');
    return this.details(id);
  }

  async customerOrders(userId: number, search: string | undefined, page: number, perPage = CUSTOMER_PAGE_SIZE) {
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o').where('o.user_id = :userId', { userId });
    const s = search?.trim();
    if (s) {
      if (!/^\d{1,9}$/.test(s)) return { items: [], currentPage: page, lastPage: 1, perPage, total: 0 };
      qb.andWhere('o.id = :id', { id: Number(s) });
    }
    return this.page(qb.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC'), page, perPage);
  }

  async adminOrders(opts: { search?: string; sort?: AdminSort; direction?: 'asc' | 'desc'; page?: number; perPage?: number }): Promise<OrderPage> {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? ADMIN_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    const s = opts.search?.trim().slice(0, 100) ?? '';
    const column = isOwnKey(ADMIN_SORTS, opts.sort) ? ADMIN_SORTS[opts.sort] : ADMIN_SORTS.created_at;
    const dir = opts.direction === 'asc' ? 'ASC' : 'DESC';
    return this.lists.pages.get(JSON.stringify([s, column, dir, page, perPage]), () => this.readAdminPage(s, column, dir, page, perPage));
  }

  private async readAdminPage(s: string, column: string, dir: 'ASC' | 'DESC', page: number, perPage: number): Promise<OrderPage> {
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o');
    if (s) {
      const like = `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      if (/^\d{1,9}$/.test(s)) qb.where('(o.id = :id OR o.name ILIKE :like)', { id: Number(s), like });
      else qb.where('(o.name ILIKE :like OR o.email ILIKE :like)', { like });
    }
    qb.orderBy(column, dir);
    if (column !== 'o.id') qb.addOrderBy('o.id', dir);
    // Deferred join: the offset walks the sort's index alone (index-only), then 15 rows are read.
    const ids = qb.clone().select('o.id').offset((page - 1) * perPage).limit(perPage);
    const items = this.ds
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o.id IN (${ids.getQuery()})`)
      .setParameters(ids.getParameters())
      .orderBy(qb.expressionMap.orderBys);
    const [rows, total] = await Promise.all([items.getMany(), this.lists.counts.get(s, () => countRows(qb))]);
    return { items: rows, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
  }

  private async page(qb: SelectQueryBuilder<OrderEntity>, page: number, perPage: number): Promise<OrderPage> {
    const [items, total] = await Promise.all([qb.clone().skip((page - 1) * perPage).take(perPage).getMany(), countRows(qb)]);
    return { items, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
  }

  /**
   * Any status to any status (spec). Cancelling returns the stock; leaving cancelled takes it
   * again, or fails with a clear message when it is no longer there. Every change is recorded.
   */
  async updateOrder(adminId: number, id: number, input: { status?: unknown; paymentStatus?: unknown }): Promise<OrderDetails> {
    const errors = collectErrors(input as Record<string, unknown>, {
      status: [rules.required('The status field is required'), (v) => (ORDER_STATUSES.includes(v as OrderStatus) ? null : allowedValues('status', ORDER_STATUSES))],
      paymentStatus: [rules.required('The payment status field is required'), (v) => (PAYMENT_STATUSES.includes(v as PaymentStatus) ? null : allowedValues('payment status', PAYMENT_STATUSES))],
    });
    if (errors.length) throw new ValidationError(errors.map((e) => ({ ...e, field: e.field === 'paymentStatus' ? 'payment_status' : e.field })));
    const status = input.status as OrderStatus;
    const paymentStatus = input.paymentStatus as PaymentStatus;
    let shipped = false;
    await this.ds.transaction(async (em) => {
      const order = await em.getRepository(OrderEntity).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
      if (!order) throw new NotFoundError('Order not found.');
      const items = await em.getRepository(OrderItemEntity).find({ where: { orderId: id } });
      const lines: StockLine[] = items
        .filter((i) => i.productId != null)
        .map((i) => ({ productId: i.productId!, variantId: i.variantId, attributeValueIds: i.attributeValueIds ?? [], qty: i.qty, title: i.name }));
      if (order.status !== 'cancelled' && status === 'cancelled') await returnStock(em, lines);
      if (order.status === 'cancelled' && status !== 'cancelled') {
        await takeStock(em, lines, (title) =>
          ValidationError.single('status', `This order cannot leave "cancelled": "${title}" no longer has enough stock.`, 'OUT_OF_STOCK'),
        );
      }
      const history: Array<Partial<OrderHistoryEntity>> = [];
      if (order.status !== status) history.push({ field: 'status', fromValue: order.status, toValue: status });
      if (order.paymentStatus !== paymentStatus) history.push({ field: 'payment_status', fromValue: order.paymentStatus, toValue: paymentStatus });
      shipped = order.status !== 'shipped' && status === 'shipped';
      await em.query('UPDATE orders SET status = $2, payment_status = $3, updated_at = now() WHERE id = $1', [id, status, paymentStatus]);
      if (history.length) {
        await em.getRepository(OrderHistoryEntity).insert(history.map((h) => ({ ...h, orderId: id, actorUserId: adminId, actor: 'admin' })));
      }
    });
    this.ordersChanged();
    const order = await this.details(id);
    if (shipped) this.sendShipped(order).catch((err) => this.logger.error({ err, orderId: id }, 'shipped mail failed'));
    return order;
  }

  /**
   * A verified card-provider event, applied once per event id: payment_intent.succeeded
   * marks the matching unpaid order (same amount) paid; payment_intent.payment_failed is
   * recorded and never moves a paid order back.
   */
  async applyPaymentEvent(event: { id: string; type: string; data: { object: { id?: string; amount?: number } } }): Promise<'applied' | 'duplicate' | 'ignored'> {
    const outcome = await this.ds.transaction(async (em): Promise<'applied' | 'duplicate' | 'ignored'> => {
      const inserted: unknown[] = await em.query('INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type]);
      if (!inserted.length) return 'duplicate';
      const intent = event.data.object;
      if (event.type !== 'payment_intent.succeeded' || !intent.id) {
        this.logger.info({ event: event.id, type: event.type, intent: intent.id }, 'payment event recorded');
        return 'ignored';
      }
      // For UPDATE … RETURNING, TypeORM answers [rows, affected].
      const [rows]: [Array<{ id: number }>, number] = await em.query(
        `UPDATE orders SET payment_status = 'paid', updated_at = now()
          WHERE payment_intent_id = $1 AND grand_total = $2 AND payment_status = 'unpaid' RETURNING id`,
        [intent.id, intent.amount],
      );
      for (const { id } of rows) {
        await em.getRepository(OrderHistoryEntity).insert({ orderId: id, actorUserId: null, actor: 'card provider', field: 'payment_status', fromValue: 'unpaid', toValue: 'paid' });
      }
      return 'applied';
    });
    if (outcome === 'applied') this.ordersChanged();
    return outcome;
  }

  // ---- mails ----

  private summary(order: OrderDetails): string[] {
    return [
      ...order.items.map((i) => `${i.name}${i.sizeName || i.colorName ? ` (${[i.sizeName, i.colorName].filter(Boolean).join(', ')})` : ''} × ${i.qty} — Rs ${(i.price * i.qty / 100).toLocaleString('en-PK')}`),
      `Sub Total: Rs ${(order.subTotal / 100).toLocaleString('en-PK')}`,
      `Shipping: Rs ${(order.shipping / 100).toLocaleString('en-PK')}`,
      `Grand Total: Rs ${(order.grandTotal / 100).toLocaleString('en-PK')}`,
      `Payment: ${PAYMENT_INSTRUCTIONS[order.paymentMethod]}`,
    ];
  }

  private async sendConfirmation(order: OrderDetails): Promise<void> {
    const url = `${this.config.publicUrl}/user/order/details/${order.id}`;
    const lines = [`Thank you for your order #${order.id}. We will start crocheting and packing it soon.`, ...this.summary(order)];
    await this.mail.send({
      to: order.email,
      subject: `Order #${order.id} confirmed`,
      text: `Assalam o Alaikum ${order.name},\n\n${lines.join('\n')}\n\nView your order: ${url}\n\nCrochet Corner`,
      html: layoutHtml(`Assalam o Alaikum ${escapeHtml(order.name)},`, lines, { label: 'View your order', url }),
    });
  }

  private async sendShipped(order: OrderDetails): Promise<void> {
    const url = `${this.config.publicUrl}/user/order/details/${order.id}`;
    await this.mail.send({
      to: order.email,
      subject: `Order #${order.id} has been shipped`,
      text: `Assalam o Alaikum ${order.name},\n\nGood news: your order #${order.id} is on its way to ${order.city}.\n\nView your order: ${url}\n\nCrochet Corner`,
      html: layoutHtml(`Assalam o Alaikum ${order.name},`, [`Good news: your order #${order.id} is on its way to ${order.city}.`], { label: 'View your order', url }),
    });
  }
}
