import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { entityFromRow, queryPrepared, type PreparedStatement } from '../../db/prepared';
import { addJob, TASKS } from '../../jobs/queue';
import { countRows } from '../../shared/count';
import { hasSqlState, isDatabaseUnavailable, SQLSTATE } from '../../shared/db-errors';
import { Memo } from '../../shared/memo';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { ChangeFeed } from '../../shared/change-feed';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { allowedValues, isOwnKey } from '../../shared/keys';
import { parsePaisa } from '../../shared/money';
import { checkoutAddressInput, type CheckoutAddressInput } from '../../shared/inputs/checkout';
import {
  COURIER_INVALID,
  orderUpdateInput,
  TRACKING_INVALID,
  TRACKING_NUMBER_RE,
} from '../../shared/inputs/orders';
import { parseInput } from '../../shared/parse';
import { parseVersion } from '../../shared/versions';
import type { GeoService } from '../geo/geo.service';
import type { MailOutbox } from '../mail/mail.outbox';
import { PaymentService, PRICES_CHANGED } from '../payments/payment.service';
import {
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
  OrderStatus,
  PAYMENT_METHODS,
  PaymentMethod,
  PaymentStatus,
} from './order.entity';
import {
  MAILED_STATUSES,
  MailedStatus,
  orderConfirmedMail,
  orderStatusMail,
  PAYMENT_INSTRUCTIONS,
  paymentReceivedMail,
  Recipient,
  Shipment,
} from './order.mails';
import { CourierEntity } from '../couriers/courier.entity';
import { trackingUrl } from '../couriers/courier.service';
import { ReceiptEntity } from '../receipts/receipt.entity';
import { checkoutFingerprint, idempotencyKeyOf, idempotencyMismatch } from './idempotency';
import { CartLineInput, PricingService, productGone, Quote } from './pricing.service';
import { returnStock, StockLine, takeStock } from './stock';
import { OrderLimits } from './limits';

export { PAYMENT_INSTRUCTIONS };

export const ORDER_PLACED = 'Order placed successfully';
export const ORDER_UPDATED = 'Order updated successfully.';
export const CUSTOMER_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export { VERIFY_FOR_MORE_ORDERS } from './limits';
/** Payment methods whose orders wait for money sent by hand (cancelled when still unpaid after UNPAID_ORDER_HOURS). */
export const MANUAL_METHODS: readonly PaymentMethod[] = ['easypaisa', 'jazzcash', 'bank'];

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
  /** Payment receipts the customer uploaded, oldest first. */
  receipts: ReceiptEntity[];
  courier: CourierEntity | null;
}

/** The admin list's filters: manual-payment orders with a receipt to look at; cash-on-delivery orders not yet confirmed by phone. */
export const ADMIN_FILTERS = {
  receipt_waiting: `o.payment_status = 'unpaid' AND o.status <> 'cancelled' AND EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.status = 'waiting')`,
  unconfirmed_cod: `o.payment_method = 'cod' AND o.status = 'pending' AND o.cod_confirmed_at IS NULL`,
} as const;
export type AdminFilter = keyof typeof ADMIN_FILTERS;

export const ORDER_CHANGED =
  'This order was changed since you opened it. Review the changes, then apply yours again.';

/** Who made a change, as the order's history records it. */
export interface Actor {
  userId: number | null;
  actor: 'admin' | 'system' | 'customer';
}

/** A change applied to a locked order (`applyChange`). */
export interface OrderChange {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Courier and tracking number given with a shipped or delivered status (each optional; null keeps the order's). */
  shipment?: { courierId: number | null; trackingNumber: string | null } | null;
  /** The note of the payment's history entry (the receipt a payment was verified by). */
  paymentNote?: string;
  reason?: 'unpaid';
}

/**
 * A manual-payment order the auto-cancel may cancel: pending, unpaid, and no receipt waiting
 * for the shop to look at, uploaded within RECEIPT_REVIEW_HOURS (the parameter `reviewHours`
 * names): a receipt nobody accepted by then holds the stock no longer. An upload moves the
 * order's job past that window, a rejection UNPAID_ORDER_HOURS on.
 */
const cancellable = (reviewHours: string) => `o.status = 'pending' AND o.payment_status = 'unpaid'
  AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.status = 'waiting'
                   AND r.created_at > now() - ${reviewHours}::float8 * interval '1 hour')`;
/**
 * The hourly sweep's overdue orders: cancellable, and UNPAID_ORDER_HOURS (`$1`) passed since
 * the order was placed and since its last receipt was uploaded or rejected.
 */
const OVERDUE = `${cancellable('$3')} AND o.created_at < now() - $1::float8 * interval '1 hour'
  AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND greatest(r.created_at, r.reviewed_at) > now() - $1::float8 * interval '1 hour')`;

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

/**
 * One statement (prepared: its planning cost a third of its run): the order (`$1`–`$16`),
 * its lines (`$17`, a JSON array), its first history entry, and the account it mails; it
 * answers with the rows it wrote, as `details` reads them, so a placed order is answered from
 * its own transaction (nothing is read after the commit, which a database crash could fail).
 */
const PLACE_ORDER: PreparedStatement = {
  name: 'place_order',
  text: `WITH o AS (
             INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method,
                                 payment_intent_id, idempotency_key, idempotency_fingerprint, sub_total, shipping, discount, grand_total)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13, $14, $15, 0, $16) RETURNING *),
           i AS (
             INSERT INTO order_items (order_id, product_id, variant_id, attribute_value_ids, name, qty, price, size_name, color_name, attributes, image)
             SELECT o.id, x.product_id, x.variant_id, x.attribute_value_ids, x.name, x.qty, x.price, x.size_name, x.color_name, x.attributes, x.image
               FROM o, jsonb_to_recordset($17::jsonb) AS x(n int, product_id int, variant_id int, attribute_value_ids int[], name text, qty int,
                                                           price int, size_name text, color_name text, attributes jsonb, image text)
              ORDER BY x.n
             RETURNING *),
           h AS (
             INSERT INTO order_history (order_id, actor_user_id, actor, field, from_value, to_value)
             SELECT o.id, $1, 'customer', 'status', NULL, 'pending' FROM o
             RETURNING *)
           SELECT o.*, u.email AS account_email, u.name AS account_name, u.verified_at IS NOT NULL AS verified,
                  (SELECT json_agg(i ORDER BY i.id) FROM i) AS details_items,
                  (SELECT json_agg(h ORDER BY h.id) FROM h) AS details_history,
                  '[]'::json AS details_receipts, NULL::json AS details_courier
             FROM o JOIN users u ON u.id = $1`,
};

/** The order's related rows as `details` reads them (each table's rows as JSON). */
interface DetailsRow {
  details_items: Array<Record<string, unknown>>;
  details_history: Array<Record<string, unknown>>;
  details_receipts: Array<Record<string, unknown>>;
  details_courier: Record<string, unknown> | null;
}

/**
 * An order (`$1`) with its lines, history and receipts (each oldest first, as JSON arrays) and
 * its courier: one prepared statement, one row. Each list is its own subquery: a joined read
 * returns lines × history × receipts rows (thousands for a long order) and is planned anew
 * every time (0.26 ms, as long as its run).
 */
const ORDER_DETAILS: PreparedStatement = {
  name: 'order_details',
  text: `SELECT o.*,
       (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM order_items i WHERE i.order_id = o.id) AS details_items,
       (SELECT coalesce(json_agg(h ORDER BY h.id), '[]') FROM order_history h WHERE h.order_id = o.id) AS details_history,
       (SELECT coalesce(json_agg(r ORDER BY r.id), '[]') FROM order_receipts r WHERE r.order_id = o.id) AS details_receipts,
       (SELECT to_json(c) FROM couriers c WHERE c.id = o.courier_id) AS details_courier
     FROM orders o WHERE o.id = $1`,
};

/** What `PLACE_ORDER` answers: the order's row with its details, and the account it mails. */
type PlacedRow = Record<string, unknown> &
  DetailsRow & { id: number; account_email: string; account_name: string; verified: boolean };

/** How long a placed order whose commit was cut off waits for the database to say whether it committed. */
const COMMIT_CHECK_MS = 20_000;

const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);
type PgErrorFields = { table?: string; detail?: string };
/**
 * The cart field naming the line whose product or variant no longer exists (its foreign key
 * failed: PostgreSQL's detail says `Key (product_id)=(12) is not present…`), or undefined.
 */
function goneLineField(err: unknown, lines: readonly { productId: number; variantId: number | null }[]) {
  if (!hasSqlState(err, SQLSTATE.foreignKeyViolation)) return undefined;
  const e = { ...(err as { driverError?: PgErrorFields }).driverError, ...(err as PgErrorFields) };
  if (e.table !== 'order_items') return undefined;
  const key = /Key \((product_id|variant_id)\)=\((\d+)\)/.exec(e.detail ?? '');
  const i = key
    ? lines.findIndex((l) => (key[1] === 'product_id' ? l.productId : l.variantId) === Number(key[2]))
    : -1;
  return i >= 0 ? `cart.${i}` : 'cart';
}

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
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
    /** The change feed: an order's stock and order changes reach the caches through it, batched (`placeOrder`). */
    private readonly changes: ChangeFeed,
    /** The admin list's pages and totals per search, remembered until orders change (services.ts clears them on NOTIFY). */
    private readonly lists: AdminOrderLists = adminOrderLists(() => false),
  ) {
    this.limits = new OrderLimits(config);
  }

  /** What one account may take at once (limits.ts). */
  private readonly limits: OrderLimits;

  /** Forgets the admin list after this instance changed orders, without waiting for its own notification. */
  ordersChanged(): void {
    this.lists.pages.clear();
    this.lists.counts.clear();
  }

  /** The address and payment method through the shared checkout input, then the province and method lists. */
  private validateCheckout(input: CheckoutInput): CheckoutAddressInput {
    const address = parseInput(checkoutAddressInput, input);
    const errors = [];
    if (!this.geo.provinces().includes(address.street))
      errors.push({ field: 'street', message: 'Please choose a province from the list.', code: 'INVALID' });
    if (!PAYMENT_METHODS.includes(address.paymentMethod as PaymentMethod)) {
      errors.push({
        field: 'paymentMethod',
        message: allowedValues('payment method', PAYMENT_METHODS),
        code: 'INVALID',
      });
    }
    if (errors.length) throw new ValidationError(errors);
    return address;
  }

  /** Sent totals (rupees) must equal the server's; a difference is refused, never silently charged. */
  private checkTotals(input: CheckoutInput, quote: Quote): void {
    const sent: Array<[unknown, number]> = [
      [input.subTotal, quote.subTotal],
      [input.shipping, quote.shipping],
      [input.grandTotal, quote.grandTotal],
      [input.discount ?? 0, 0],
    ];
    for (const [value, expected] of sent) {
      if (value === undefined || value === null) continue;
      if (parsePaisa(value) !== expected)
        throw ValidationError.single('grand_total', PRICES_CHANGED, 'PRICE_MISMATCH');
    }
  }

  /** The first order placed with this key, or null; a different request with the same key is refused. */
  private async replay(userId: number, key: string, fingerprint: string): Promise<OrderDetails | null> {
    const [first]: Array<{ id: number; fingerprint: string | null }> = await this.ds.query(
      'SELECT id, idempotency_fingerprint AS fingerprint FROM orders WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    );
    if (!first) return null;
    // Orders placed before fingerprints were kept match any request with their key.
    if (first.fingerprint && first.fingerprint !== fingerprint) throw idempotencyMismatch();
    return this.details(first.id);
  }

  /**
   * Priced by the server, stock taken atomically, idempotent per key (same request → the first
   * order; another request → 422). In the order's own transaction: its lines and history, the
   * confirmation mail (outbox), the auto-cancel job of a manual-payment order, and the stock.
   */
  async placeOrder(userId: number, input: CheckoutInput): Promise<OrderDetails> {
    const key = idempotencyKeyOf(input.idempotencyKey);
    const fingerprint = key ? checkoutFingerprint(input) : null;
    if (key) {
      const first = await this.replay(userId, key, fingerprint!);
      if (first) return first;
    }
    const address = this.validateCheckout(input);
    const quote = await this.pricing.quote(input.cart);
    this.checkTotals(input, quote);
    const method = address.paymentMethod as PaymentMethod;
    let paymentIntentId: string | null = null;
    if (method === 'stripe') {
      paymentIntentId = typeof input.paymentIntentId === 'string' ? input.paymentIntentId.slice(0, 255) : '';
      if (!paymentIntentId)
        throw ValidationError.single('payment_intent_id', 'The card payment is missing.', 'PAYMENT_MISSING');
      await this.payments.assertPaid(paymentIntentId, quote.grandTotal, userId);
    }
    const order = {
      ...address,
      email: address.email.toLowerCase(),
      paymentMethod: method,
      subTotal: quote.subTotal,
      shipping: quote.shipping,
      grandTotal: quote.grandTotal,
      items: quote.lines.map((l) => ({
        name: l.title,
        qty: l.qty,
        price: l.price,
        sizeName: l.sizeName,
        colorName: l.colorName,
      })),
    };

    let placed: OrderDetails;
    try {
      // Its stock and order changes are applied here on commit and sent to other instances batched.
      placed = await this.changes.transaction(
        this.ds,
        async (em) => {
          // The order row first: a concurrent submission with the same key waits here, then fails on the unique key.
          const [row] = await queryPrepared<PlacedRow>(em, PLACE_ORDER, [
            userId,
            order.name,
            order.email,
            order.address,
            order.city,
            order.street,
            order.zip,
            order.mobile,
            method === 'stripe' ? 'paid' : 'unpaid',
            method,
            paymentIntentId,
            key,
            fingerprint,
            quote.subTotal,
            quote.shipping,
            quote.grandTotal,
            JSON.stringify(
              quote.lines.map((l, n) => ({
                n,
                product_id: l.productId,
                variant_id: l.variantId,
                attribute_value_ids: l.attributeValueIds,
                name: l.title,
                qty: l.qty,
                price: l.price,
                size_name: l.sizeName,
                color_name: l.colorName,
                attributes: l.attributes,
                image: l.image,
              })),
            ),
          ]);
          if (!row.verified && method !== 'stripe') await this.limits.limitUnverified(em, userId);
          await this.outbox.enqueue(
            em,
            `order:${row.id}:confirmed`,
            orderConfirmedMail(
              { email: row.account_email, name: row.account_name },
              { id: row.id, ...order },
              this.config.publicUrl,
            ),
          );
          if (MANUAL_METHODS.includes(method)) {
            await addJob(
              em,
              TASKS.cancelUnpaidOrder,
              { orderId: row.id },
              {
                delaySeconds: this.config.unpaidOrderHours * 3600,
                jobKey: `cancel-unpaid:${row.id}`,
                maxAttempts: 10,
              },
            );
          }
          // Stock last: its row locks are held only until the commit right after.
          await takeStock(em, quote.lines);
          return this.detailsOf(row);
        },
        (placedOrder) => this.committed(placedOrder.id),
      );
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const first = await this.replay(userId, key, fingerprint!);
        if (first) return first;
      }
      if (isUniqueViolation(err) && paymentIntentId) {
        throw ValidationError.single(
          'payment_intent_id',
          'This card payment was already used for another order.',
          'PAYMENT_USED',
        );
      }
      // A product (or variant) of the cart deleted since it was priced: its line cannot reference it.
      const gone = goneLineField(err, quote.lines);
      if (gone) throw productGone(gone);
      throw err;
    }
    this.ordersChanged();
    return placed;
  }

  /**
   * Whether the order `id` exists: asked when the connection broke while its transaction was
   * committing, so it may have committed or not. Waits for the database to answer (it may be
   * restarting) up to a bound; the order's own transaction is over by then, one way or the other.
   */
  private async committed(id: number): Promise<boolean> {
    const until = Date.now() + COMMIT_CHECK_MS;
    for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
      try {
        const rows: unknown[] = await this.ds.query('SELECT 1 FROM orders WHERE id = $1', [id]);
        return rows.length > 0;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || Date.now() + wait > until) throw err;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * An order with its lines, history, receipts and courier: one query instead of five round
   * trips (each woke a pooled connection of its own: per order placed, about 0.7 ms of the
   * server's CPU and 0.9 ms of the database's). It joins an order's lines times its history entries
   * times its receipts: a few rows for most orders, a few thousand at worst (50 lines).
   */
  async details(id: number, em: EntityManager = this.ds.manager): Promise<OrderDetails> {
    const [row] = await queryPrepared<Record<string, unknown> & DetailsRow>(em, ORDER_DETAILS, [id]);
    if (!row) throw new NotFoundError('Order not found.');
    return this.detailsOf(row);
  }

  /** An order with its lines, history, receipts and courier from a row of `ORDER_DETAILS` or `PLACE_ORDER`. */
  private detailsOf(row: Record<string, unknown> & DetailsRow): OrderDetails {
    const entity =
      <T extends object>(target: new () => T) =>
      (r: Record<string, unknown>) =>
        entityFromRow(this.ds, target, r);
    return Object.assign(entity(OrderEntity)(row), {
      items: row.details_items.map(entity(OrderItemEntity)),
      history: row.details_history.map(entity(OrderHistoryEntity)),
      receipts: row.details_receipts.map(entity(ReceiptEntity)),
      courier: row.details_courier ? entity(CourierEntity)(row.details_courier) : null,
    });
  }

  async itemsFor(orderIds: readonly number[]): Promise<OrderItemEntity[]> {
    return this.ds
      .getRepository(OrderItemEntity)
      .createQueryBuilder('i')
      .where('i.order_id = ANY(:ids)', { ids: orderIds })
      .orderBy('i.id')
      .getMany();
  }

  async historyFor(orderIds: readonly number[]): Promise<OrderHistoryEntity[]> {
    return this.ds
      .getRepository(OrderHistoryEntity)
      .createQueryBuilder('h')
      .where('h.order_id = ANY(:ids)', { ids: orderIds })
      .orderBy('h.id')
      .getMany();
  }

  /** A customer's own order; anyone else's is simply not found. */
  async customerOrder(userId: number, id: number): Promise<OrderDetails> {
    const order = await this.ds.getRepository(OrderEntity).findOneBy({ id, userId });
    if (!order) throw new NotFoundError('Order not found.');
    return this.details(id);
  }

  async customerOrders(
    userId: number,
    search: string | undefined,
    page: number,
    perPage = CUSTOMER_PAGE_SIZE,
  ) {
    const qb = this.ds
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.user_id = :userId', { userId });
    const s = search?.trim();
    if (s) {
      if (!/^\d{1,9}$/.test(s)) return { items: [], currentPage: page, lastPage: 1, perPage, total: 0 };
      qb.andWhere('o.id = :id', { id: Number(s) });
    }
    return this.page(qb.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC'), page, perPage);
  }

  async adminOrders(opts: {
    search?: string;
    sort?: AdminSort;
    direction?: 'asc' | 'desc';
    page?: number;
    perPage?: number;
    filter?: AdminFilter | null;
  }): Promise<OrderPage> {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? ADMIN_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    const s = opts.search?.trim().slice(0, 100) ?? '';
    const column = isOwnKey(ADMIN_SORTS, opts.sort) ? ADMIN_SORTS[opts.sort] : ADMIN_SORTS.created_at;
    const dir = opts.direction === 'asc' ? 'ASC' : 'DESC';
    const filter = isOwnKey(ADMIN_FILTERS, opts.filter) ? opts.filter : null;
    return this.lists.pages.get(JSON.stringify([s, column, dir, page, perPage, filter]), () =>
      this.readAdminPage(s, column, dir, page, perPage, filter),
    );
  }

  private async readAdminPage(
    s: string,
    column: string,
    dir: 'ASC' | 'DESC',
    page: number,
    perPage: number,
    filter: AdminFilter | null,
  ): Promise<OrderPage> {
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o');
    if (s) {
      const like = `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      if (/^\d{1,9}$/.test(s)) qb.where('(o.id = :id OR o.name ILIKE :like)', { id: Number(s), like });
      else qb.where('(o.name ILIKE :like OR o.email ILIKE :like)', { like });
    }
    if (filter) qb.andWhere(ADMIN_FILTERS[filter]);
    qb.orderBy(column, dir);
    if (column !== 'o.id') qb.addOrderBy('o.id', dir);
    // Deferred join: the offset walks the sort's index alone (index-only), then 15 rows are read.
    const ids = qb
      .clone()
      .select('o.id')
      .offset((page - 1) * perPage)
      .limit(perPage);
    const items = this.ds
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o.id IN (${ids.getQuery()})`)
      .setParameters(ids.getParameters())
      .orderBy(qb.expressionMap.orderBys);
    const [rows, total] = await Promise.all([
      items.getMany(),
      this.lists.counts.get(JSON.stringify([s, filter]), () => countRows(qb)),
    ]);
    return {
      items: rows,
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      perPage,
      total,
    };
  }

  private async page(qb: SelectQueryBuilder<OrderEntity>, page: number, perPage: number): Promise<OrderPage> {
    const [items, total] = await Promise.all([
      qb
        .clone()
        .skip((page - 1) * perPage)
        .take(perPage)
        .getMany(),
      countRows(qb),
    ]);
    return { items, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
  }

  /**
   * Any status to any status (spec). Cancelling returns the stock; leaving cancelled takes it
   * again, or fails with a clear message when it is no longer there. A shipped or delivered
   * order takes a courier and a tracking number when given (each optional: the customer then
   * sees what there is) and may have them corrected. Every change is recorded, and the
   * customer's mail (shipped with its tracking link when known, delivered, cancelled, payment
   * received) is enqueued with it. `version`, when sent, is the order's version the admin read:
   * an order changed since (a payment, a receipt, another admin) is left as it is (409).
   */
  async updateOrder(
    adminId: number,
    id: number,
    input: {
      status?: unknown;
      paymentStatus?: unknown;
      courierId?: unknown;
      trackingNumber?: unknown;
      version?: unknown;
    },
  ): Promise<OrderDetails> {
    const statuses = orderUpdateInput.pick({ status: true, paymentStatus: true });
    try {
      parseInput(statuses, input);
    } catch (err) {
      if (err instanceof ValidationError)
        throw new ValidationError(
          err.fieldErrors.map((e) => ({
            ...e,
            field: e.field === 'paymentStatus' ? 'payment_status' : e.field,
          })),
        );
      throw err;
    }
    const expected = parseVersion(input.version, 'order');
    const courierGiven = input.courierId !== undefined && input.courierId !== null && input.courierId !== '';
    const trackingGiven = typeof input.trackingNumber === 'string' && input.trackingNumber.trim() !== '';
    await this.ds.transaction(async (em) => {
      const order = await this.lockOrder(em, id);
      if (!order) throw new NotFoundError('Order not found.');
      if (expected !== null && order.version !== expected)
        throw new ConflictError(
          ORDER_CHANGED,
          [{ field: 'version', message: ORDER_CHANGED, code: 'CONFLICT' }],
          { version: order.version, status: order.status, payment_status: order.paymentStatus },
        );
      const status = input.status as OrderStatus;
      let shipment: OrderChange['shipment'] = null;
      if ((status === 'shipped' || status === 'delivered') && (courierGiven || trackingGiven)) {
        const courierId = courierGiven ? Number(input.courierId) : null;
        const trackingNumber = trackingGiven ? (input.trackingNumber as string).trim() : null;
        const problems: Array<{ field: string; message: string; code: string }> = [];
        if (
          courierId !== null &&
          (!Number.isSafeInteger(courierId) || !(await this.usableCourier(em, courierId, order.courierId)))
        )
          problems.push({
            field: 'courier_id',
            message: COURIER_INVALID,
            code: 'INVALID',
          });
        if (trackingNumber !== null && !TRACKING_NUMBER_RE.test(trackingNumber))
          problems.push({ field: 'tracking_number', message: TRACKING_INVALID, code: 'INVALID' });
        if (problems.length) throw new ValidationError(problems);
        shipment = { courierId, trackingNumber };
      }
      await this.applyChange(
        em,
        order,
        { status, paymentStatus: input.paymentStatus as PaymentStatus, shipment },
        { userId: adminId, actor: 'admin' },
      );
    });
    this.ordersChanged();
    return this.details(id);
  }

  /** An active courier, or the one the order already has (it may have been made inactive since). */
  private async usableCourier(
    em: EntityManager,
    courierId: number,
    current: number | null,
  ): Promise<boolean> {
    const [row] = await em.query('SELECT active FROM couriers WHERE id = $1', [courierId]);
    return !!row && (row.active || courierId === current);
  }

  /** The order row, locked for the rest of the caller's transaction. */
  lockOrder(em: EntityManager, id: number): Promise<OrderEntity | null> {
    return em
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
  }

  /**
   * Applies a change to an order locked in the caller's transaction: stock, the row, its
   * history entries and the customer's mails (through the outbox, in the same transaction).
   */
  async applyChange(em: EntityManager, order: OrderEntity, change: OrderChange, by: Actor): Promise<void> {
    const { status, paymentStatus, shipment } = change;
    const items = await em.getRepository(OrderItemEntity).find({ where: { orderId: order.id } });
    const lines: StockLine[] = items
      .filter((i) => i.productId != null)
      .map((i) => ({
        productId: i.productId!,
        variantId: i.variantId,
        attributeValueIds: i.attributeValueIds ?? [],
        qty: i.qty,
        title: i.name,
      }));
    if (order.status !== 'cancelled' && status === 'cancelled') await returnStock(em, lines);
    if (order.status === 'cancelled' && status !== 'cancelled') {
      await takeStock(em, lines, (title) =>
        ValidationError.single(
          'status',
          `This order cannot leave "cancelled": "${title}" no longer has enough stock.`,
          'OUT_OF_STOCK',
        ),
      );
    }
    // The shipment after this change: what was given, else what the order has.
    const courierId = shipment?.courierId ?? order.courierId;
    const trackingNumber = shipment?.trackingNumber ?? order.trackingNumber;
    const known = [courierId, order.courierId].filter((c): c is number => c !== null);
    const couriers = known.length ? await em.getRepository(CourierEntity).findBy({ id: In(known) }) : [];
    // "Courier · tracking number" (either may be empty), as the timeline reads it.
    const describe = (courier: number | null, tracking: string | null) =>
      courier === null && !tracking
        ? null
        : `${couriers.find((c) => c.id === courier)?.name ?? ''} · ${tracking ?? ''}`;
    const history: Array<Partial<OrderHistoryEntity>> = [];
    if (order.status !== status) {
      history.push({
        field: 'status',
        fromValue: order.status,
        toValue: status,
        note: status === 'shipped' ? describe(courierId, trackingNumber) : null,
      });
    } else if (shipment && (courierId !== order.courierId || trackingNumber !== order.trackingNumber)) {
      history.push({
        field: 'tracking',
        fromValue: describe(order.courierId, order.trackingNumber),
        toValue: describe(courierId, trackingNumber)!,
      });
    }
    if (order.paymentStatus !== paymentStatus)
      history.push({
        field: 'payment_status',
        fromValue: order.paymentStatus,
        toValue: paymentStatus,
        note: change.paymentNote ?? null,
      });
    // Nothing recorded is nothing changed: the row (and its version) stays as it is.
    if (!history.length) return;
    await em.query(
      `UPDATE orders SET status = $2, payment_status = $3, courier_id = $4, tracking_number = $5, updated_at = now() WHERE id = $1`,
      [order.id, status, paymentStatus, courierId, trackingNumber],
    );
    const inserted = await em
      .getRepository(OrderHistoryEntity)
      .insert(history.map((h) => ({ ...h, orderId: order.id, actorUserId: by.userId, actor: by.actor })));
    const events = history.map((h, i) => ({ ...h, id: inserted.identifiers[i].id as number }));
    const mails = events.filter(
      (e) =>
        (e.field === 'status' && MAILED_STATUSES.includes(e.toValue as OrderStatus)) ||
        (e.field === 'payment_status' && e.toValue === 'paid'),
    );
    if (!mails.length) return;
    const to = await this.recipient(em, order.userId);
    // The shipped mail names the courier and links its tracking page, when the order has them.
    const shipped = await this.shipmentOf(em, { courierId, trackingNumber });
    for (const e of mails) {
      const mail =
        e.field === 'status'
          ? orderStatusMail(
              to,
              order,
              e.toValue as MailedStatus,
              this.config.publicUrl,
              change.reason,
              this.config.unpaidOrderHours,
              shipped ?? undefined,
            )
          : paymentReceivedMail(to, order, this.config.publicUrl);
      await this.outbox.enqueue(em, `order:${order.id}:history:${e.id}`, mail);
    }
  }

  /** What an order has of its courier, tracking number and tracking link, or null when it has neither. */
  private async shipmentOf(
    em: EntityManager,
    o: { courierId: number | null; trackingNumber: string | null },
  ): Promise<Shipment | null> {
    const courier =
      o.courierId == null ? null : await em.getRepository(CourierEntity).findOneBy({ id: o.courierId });
    if (!courier && !o.trackingNumber) return null;
    return {
      courier: courier?.name ?? null,
      trackingNumber: o.trackingNumber,
      trackingUrl:
        courier && o.trackingNumber ? trackingUrl(courier.trackingUrlTemplate, o.trackingNumber) : null,
    };
  }

  /** Adds one history entry to an order in the caller's transaction and marks the order changed (its list and caches hear it). */
  async record(
    em: EntityManager,
    orderId: number,
    entry: { field: string; fromValue?: string | null; toValue: string; note?: string | null },
    by: Actor,
  ): Promise<number> {
    const { identifiers } = await em.getRepository(OrderHistoryEntity).insert({
      orderId,
      actorUserId: by.userId,
      actor: by.actor,
      field: entry.field,
      fromValue: entry.fromValue ?? null,
      toValue: entry.toValue,
      note: entry.note ?? null,
    });
    await em.query('UPDATE orders SET updated_at = now() WHERE id = $1', [orderId]);
    return identifiers[0].id as number;
  }

  /**
   * Moves a manual-payment order's auto-cancel to `hours` from now, UNPAID_ORDER_HOURS unless
   * told (graphile-worker replaces the waiting job with the same key).
   */
  async postponeAutoCancel(
    em: EntityManager,
    orderId: number,
    hours = this.config.unpaidOrderHours,
  ): Promise<void> {
    await addJob(
      em,
      TASKS.cancelUnpaidOrder,
      { orderId },
      {
        delaySeconds: hours * 3600,
        jobKey: `cancel-unpaid:${orderId}`,
        maxAttempts: 10,
      },
    );
  }

  /**
   * "Confirmed by phone": an admin called the customer of a pending cash-on-delivery order
   * (against fake orders). Once per order, recorded in its history.
   */
  async confirmCod(adminId: number, id: number): Promise<OrderDetails> {
    await this.ds.transaction(async (em) => {
      const order = await this.lockOrder(em, id);
      if (!order) throw new NotFoundError('Order not found.');
      if (order.paymentMethod !== 'cod')
        throw ValidationError.single(
          'order',
          'Only cash-on-delivery orders are confirmed by phone.',
          'NOT_COD',
        );
      if (order.codConfirmedAt)
        throw ValidationError.single(
          'order',
          'This order was already confirmed by phone.',
          'ALREADY_CONFIRMED',
        );
      if (order.status !== 'pending')
        throw ValidationError.single('order', 'Only pending orders are confirmed by phone.', 'NOT_PENDING');
      await em.query('UPDATE orders SET cod_confirmed_at = now() WHERE id = $1', [id]);
      await this.record(
        em,
        id,
        { field: 'cod_confirmed', toValue: 'confirmed by phone' },
        { userId: adminId, actor: 'admin' },
      );
    });
    this.ordersChanged();
    return this.details(id);
  }

  /** Order mails go to the account that placed the order (the checkout e-mail is only the delivery contact). */
  private async recipient(em: EntityManager, userId: number): Promise<Recipient> {
    const [user] = await em.query('SELECT email, name FROM users WHERE id = $1', [userId]);
    return user;
  }

  /**
   * The worker's auto-cancel (a job scheduled UNPAID_ORDER_HOURS after a manual-payment order):
   * a pending order still unpaid is cancelled by `system`, its stock returned and the customer
   * mailed. Anything else (paid, shipped, already cancelled, cash on delivery, a receipt waiting
   * for the shop less than RECEIPT_REVIEW_HOURS) is left alone.
   */
  async cancelUnpaid(orderId: number): Promise<boolean> {
    const cancelled = await this.ds.transaction(async (em) => {
      const order = await this.lockOrder(em, orderId);
      if (!order || !MANUAL_METHODS.includes(order.paymentMethod)) return false;
      const [due] = await em.query(`SELECT 1 FROM orders o WHERE o.id = $1 AND ${cancellable('$2')}`, [
        orderId,
        this.config.receiptReviewHours,
      ]);
      if (!due) return false;
      await this.applyChange(
        em,
        order,
        { status: 'cancelled', paymentStatus: 'unpaid', reason: 'unpaid' },
        { userId: null, actor: 'system' },
      );
      return true;
    });
    if (cancelled) {
      this.ordersChanged();
      this.logger.info({ orderId }, 'unpaid order cancelled');
    }
    return cancelled;
  }

  /** The hourly sweep: every manual-payment order unpaid for longer than UNPAID_ORDER_HOURS (say, placed before its job existed). */
  async cancelOverdue(): Promise<number> {
    const rows: Array<{ id: number }> = await this.ds.query(
      `SELECT id FROM orders o WHERE o.payment_method = ANY($2::text[]) AND ${OVERDUE} ORDER BY id LIMIT 1000`,
      [this.config.unpaidOrderHours, MANUAL_METHODS, this.config.receiptReviewHours],
    );
    let n = 0;
    for (const { id } of rows) if (await this.cancelUnpaid(id)) n++;
    return n;
  }

  /**
   * A verified card-provider event, applied once per event id: payment_intent.succeeded
   * marks the matching unpaid order (same amount) paid and mails the customer;
   * payment_intent.payment_failed is recorded and never moves a paid order back.
   */
  async applyPaymentEvent(event: {
    id: string;
    type: string;
    data: { object: { id?: string; amount?: number } };
  }): Promise<'applied' | 'duplicate' | 'ignored'> {
    const outcome = await this.ds.transaction(async (em): Promise<'applied' | 'duplicate' | 'ignored'> => {
      const inserted: unknown[] = await em.query(
        'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [event.id, event.type],
      );
      if (!inserted.length) return 'duplicate';
      const intent = event.data.object;
      if (event.type !== 'payment_intent.succeeded' || !intent.id) {
        this.logger.info({ event: event.id, type: event.type, intent: intent.id }, 'payment event recorded');
        return 'ignored';
      }
      // For UPDATE … RETURNING, TypeORM answers [rows, affected].
      const [rows]: [Array<{ id: number; user_id: number; grand_total: string }>, number] = await em.query(
        `UPDATE orders SET payment_status = 'paid', updated_at = now()
          WHERE payment_intent_id = $1 AND grand_total = $2 AND payment_status = 'unpaid' RETURNING id, user_id, grand_total`,
        [intent.id, intent.amount],
      );
      for (const o of rows) {
        const { identifiers } = await em.getRepository(OrderHistoryEntity).insert({
          orderId: o.id,
          actorUserId: null,
          actor: 'card provider',
          field: 'payment_status',
          fromValue: 'unpaid',
          toValue: 'paid',
        });
        const mail = paymentReceivedMail(
          await this.recipient(em, o.user_id),
          { id: o.id, grandTotal: Number(o.grand_total) },
          this.config.publicUrl,
        );
        await this.outbox.enqueue(em, `order:${o.id}:history:${identifiers[0].id}`, mail);
      }
      return 'applied';
    });
    if (outcome === 'applied') this.ordersChanged();
    return outcome;
  }
}
