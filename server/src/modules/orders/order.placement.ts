/**
 * Placing an order (`place` in order.transitions.ts): priced by the server, stock taken
 * atomically, idempotent per key (same request → the first order; another request → 422). In
 * the order's own transaction: its lines and history, and through the `order.placed` event the
 * confirmation mail (outbox) and the auto-cancel job of a manual-payment order, then the stock.
 */
import type { DataSource } from 'typeorm';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import type { ChangeFeed } from '../../platform/cache/change-feed';
import { hasSqlState, isDatabaseUnavailable, SQLSTATE } from '../../platform/db/db-errors';
import { queryPrepared } from '../../platform/db/prepared';
import { ValidationError } from '../../shared/errors';
import { checkoutAddressInput, type CheckoutAddressInput } from '../../shared/inputs/checkout';
import { discountCodeInput } from '../../shared/inputs/promotions';
import { allowedValues } from '../../shared/keys';
import { parsePaisa } from '../../shared/money';
import { parseInput } from '../../shared/parse';
import { storedPhone } from '../../shared/phone';
import {
  checkoutFingerprint,
  idempotencyKeyOf,
  idempotencyMismatch,
  PRICES_CHANGED,
  productGone,
  type CheckoutInput,
  type PricingService,
  type Quote,
} from '../checkout';
import type { PaymentService } from '../payments';
import { OrderLimits } from './limits';
import { OrderEntity } from './order.entity';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import type { OrderEvents } from './order.events';
import { PAYMENT_MISSING, PAYMENT_USED } from './order.messages';
import type { OrderQueries } from './order.queries';
import { detailsOf, PLACE_ORDER, type OrderDetails, type PlacedRow } from './order.sql';
import { takeStock } from './stock';

/** The largest total a client may send back (twelve digits of rupees, as `parsePaisa` reads them). */
const MAX_TOTAL_RUPEES = 999_999_999_999;

/** How long a placed order whose commit was cut off waits for the database to say whether it committed. */
const COMMIT_CHECK_MS = 20_000;

const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);
const paymentUsed = () => ValidationError.single('payment_intent_id', PAYMENT_USED, 'PAYMENT_USED');

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

/** What the checkout asks the fake-order guard (modules/guard): refused with field errors, else nothing. */
export interface CheckoutGuard {
  checkCheckout(party: { mobile: string; email: string; paymentMethod: string }): Promise<void>;
}

export class OrderPlacement {
  /** What one account may take at once (limits.ts). */
  private readonly limits: OrderLimits;

  constructor(
    private readonly ds: DataSource,
    policy: () => Promise<ShopPolicy>,
    private readonly pricing: PricingService,
    private readonly payments: PaymentService,
    /** The change feed: an order's stock and order changes reach the caches through it, batched. */
    private readonly changes: ChangeFeed,
    private readonly events: OrderEvents,
    private readonly queries: OrderQueries,
    private readonly guard: CheckoutGuard,
  ) {
    this.limits = new OrderLimits(policy);
  }

  /** The address and payment method through the shared checkout input, then the method list (the quote checks the province and city). */
  private validateCheckout(input: CheckoutInput): CheckoutAddressInput & { discountCode: string | null } {
    const address = parseInput(checkoutAddressInput, input);
    const { discountCode } = parseInput(discountCodeInput, { discountCode: input.discountCode });
    if (!PAYMENT_METHODS.includes(address.paymentMethod as PaymentMethod))
      throw ValidationError.single('paymentMethod', allowedValues('payment method', PAYMENT_METHODS));
    return { ...address, discountCode: discountCode ?? null };
  }

  /** Sent totals (rupees) must equal the server's; a difference is refused, never silently charged. */
  private checkTotals(input: CheckoutInput, quote: Quote): void {
    const sent: Array<[unknown, number]> = [
      [input.subTotal, quote.subTotal],
      [input.shipping, quote.shipping],
      [input.grandTotal, quote.grandTotal],
      [input.discount, quote.discount],
    ];
    for (const [value, expected] of sent) {
      if (value === undefined || value === null) continue;
      if (parsePaisa(value, MAX_TOTAL_RUPEES) !== expected)
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
    return this.queries.details(first.id);
  }

  /** `client.ip`: the customer's address, for counting wrong discount codes. */
  async place(userId: number, input: CheckoutInput, client: { ip?: string } = {}): Promise<OrderDetails> {
    const key = idempotencyKeyOf(input.idempotencyKey);
    const fingerprint = key ? checkoutFingerprint(input) : null;
    if (key) {
      const first = await this.replay(userId, key, fingerprint!);
      if (first) return first;
    }
    const { discountCode, ...address } = this.validateCheckout(input);
    // Kept in E.164 (+923001234567) when it is a valid number: WhatsApp, SMS and the guard read it so.
    address.mobile = storedPhone(address.mobile);
    await this.guard.checkCheckout({
      mobile: address.mobile,
      email: address.email,
      paymentMethod: address.paymentMethod,
    });
    // Shipping to this city and the code's discount, as the checkout showed them (checked again below).
    const quote = await this.pricing.quote(input.cart, {
      destination: { province: address.street, city: address.city },
      destinationFields: { province: 'street', city: 'city' },
      discountCode,
      userId,
      ip: client.ip,
    });
    // Stored as the list spells them: the parcel's label and the admin's filters read them.
    address.street = quote.destination!.province;
    address.city = quote.destination!.city;
    this.checkTotals(input, quote);
    const method = address.paymentMethod as PaymentMethod;
    let paymentIntentId: string | null = null;
    if (method === 'stripe') {
      paymentIntentId = typeof input.paymentIntentId === 'string' ? input.paymentIntentId.slice(0, 255) : '';
      if (!paymentIntentId)
        throw ValidationError.single('payment_intent_id', PAYMENT_MISSING, 'PAYMENT_MISSING');
      await this.payments.assertPaid(paymentIntentId, quote.grandTotal, userId);
      if (await this.ds.getRepository(OrderEntity).exists({ where: { paymentIntentId } }))
        throw paymentUsed();
    }
    const order = {
      ...address,
      email: address.email.toLowerCase(),
      paymentMethod: method,
      subTotal: quote.subTotal,
      discount: quote.discount,
      discountCode: quote.discountCode?.code ?? null,
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
    const lines = JSON.stringify(
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
    );
    try {
      // Its stock and order changes are applied here on commit and sent to other instances batched.
      return await this.events.run(
        (work) => this.changes.transaction(this.ds, work, (placed) => this.committed(placed.id)),
        async (em, emit) => {
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
            lines,
            quote.discount,
            order.discountCode,
          ]);
          // The code's use is counted here, once, with the order (refused if it ran out meanwhile).
          await this.pricing.redeemDiscount(em, quote, userId, row.id);
          if (!row.verified && method !== 'stripe') await this.limits.limitUnverified(em, userId);
          await emit({
            type: 'order.placed',
            to: { email: row.account_email, name: row.account_name },
            order: { id: row.id, ...order },
          });
          // Stock last: its row locks are held only until the commit right after.
          await takeStock(em, quote.lines);
          await emit({ type: 'order.stock-taken', orderId: row.id, lines: quote.lines });
          return detailsOf(this.ds, row);
        },
      );
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const first = await this.replay(userId, key, fingerprint!);
        if (first) return first;
      }
      if (isUniqueViolation(err) && paymentIntentId) throw paymentUsed();
      // A product (or variant) of the cart deleted since it was priced: its line cannot reference it.
      const gone = goneLineField(err, quote.lines);
      if (gone) throw productGone(gone);
      throw err;
    }
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
}
