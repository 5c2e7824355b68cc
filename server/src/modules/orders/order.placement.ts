/**
 * Placing an order (`place` in order.transitions.ts): priced by the server, stock taken
 * atomically, idempotent per key (same request → the first order; another request → 422). In
 * the order's own transaction: its lines and history, and through the `order.placed` event the
 * confirmation mail (outbox) and the auto-cancel job of a manual-payment order, then the stock.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { ChangeWriter } from '../../platform/cache';
import { hasSqlState, isDatabaseUnavailable, SQLSTATE } from '../../platform/db/db-errors';
import { ValidationError } from '../../shared/errors';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
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
import { OrderLimits } from './limits';
import { OrderEntity } from './order.entity';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payment-methods';
import type { OrderEvents } from './order.events';
import { PAYMENT_MISSING, PAYMENT_USED } from './order.messages';
import type { OrderQueries } from './order.queries';
import { detailsOf, PLACE_ORDER, type OrderDetails, type PlacedRow } from './order.sql';
import { takeStock } from '../inventory';

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

/** The validated checkout: address, contact and payment method. */
type Checkout = Omit<CheckoutAddressInput, 'paymentMethod'> & { paymentMethod: PaymentMethod };
/** What makes a placement happen once: its idempotency key and fingerprint, the card payment. */
interface Once {
  key: string | null;
  fingerprint: string | null;
  paymentIntentId: string | null;
}
/** The order as its `order.placed` event and its row carry it. */
function orderOf(address: Checkout, quote: Quote) {
  return {
    ...address,
    email: address.email.toLowerCase(),
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
}
type PlacedOrder = ReturnType<typeof orderOf>;

/** The priced lines as PLACE_ORDER reads them (one JSON parameter). */
function linesJson(quote: Quote): string {
  return JSON.stringify(
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
}

/** What the checkout asks the fake-order guard (modules/guard): refused with field errors, else nothing. */
/** The card provider's word that an intent of this account succeeded for the amount (modules/payments); throws otherwise. */
export interface CardCheck {
  assertPaid(intentId: string, amount: number, userId: number): Promise<void>;
  /** Whether a card order is paid before it is placed (an intent); otherwise it is placed unpaid and paid on the provider's page. Throws when cards cannot be taken now. */
  paidBeforeOrder(): Promise<boolean>;
}

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
    private readonly payments: CardCheck,
    /** The change feed: an order's stock and order changes reach the caches through it, batched. */
    private readonly changes: ChangeWriter,
    private readonly events: OrderEvents,
    private readonly queries: OrderQueries,
    private readonly guard: CheckoutGuard,
  ) {
    this.limits = new OrderLimits(policy);
  }

  /**
   * Places an order, step by step: an earlier request with the same key answered again
   * (idempotency by fingerprint), then validate → guard → price → check the card payment, then
   * in one transaction create → redeem the discount → emit `order.placed` (its mail and jobs go
   * to the outbox in this transaction) → take stock (conditional updates in a fixed order, last,
   * so its row locks are held only until the commit right after). `client.ip`: the customer's
   * address, for counting wrong discount codes.
   */
  async place(userId: number, input: CheckoutInput, client: { ip?: string } = {}): Promise<OrderDetails> {
    const key = idempotencyKeyOf(input.idempotencyKey);
    const fingerprint = key ? checkoutFingerprint(input) : null;
    const first = key ? await this.replay(userId, key, fingerprint!) : null;
    if (first) return first;
    const { discountCode, ...address } = this.validate(input);
    await this.guardCheck(address);
    const quote = await this.price(userId, input, address, discountCode, client);
    const paymentIntentId = await this.checkCardPayment(userId, input, address.paymentMethod, quote);
    const order = orderOf(address, quote);
    try {
      // Its stock and order changes are applied here on commit and sent to other instances batched.
      return await this.events.run(
        (work) => this.changes.transaction(this.ds, work, (placed) => this.committed(placed.id)),
        async (em, emit) => {
          const row = await this.create(em, userId, order, quote, { key, fingerprint, paymentIntentId });
          await this.redeem(em, userId, quote, row, !!paymentIntentId);
          await emit({
            type: 'order.placed',
            to: { email: row.account_email, name: row.account_name },
            order: { id: row.id, ...order },
            paid: !!paymentIntentId,
          });
          const { lowStock } = await takeStock(em, quote.lines);
          await emit({ type: 'order.stock-taken', orderId: row.id, lines: quote.lines, lowStock });
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

  /** The address and payment method through the shared checkout input, then the method list (the quote checks the province and city). */
  private validate(input: CheckoutInput): Checkout & { discountCode: string | null } {
    const address = parseInput(checkoutAddressInput, input);
    const { discountCode } = parseInput(discountCodeInput, { discountCode: input.discountCode });
    if (!PAYMENT_METHODS.includes(address.paymentMethod as PaymentMethod))
      throw ValidationError.single('paymentMethod', allowedValues('payment method', PAYMENT_METHODS));
    // Kept in E.164 (+923001234567) when it is a valid number: WhatsApp, SMS and the guard read it so.
    const mobile = storedPhone(address.mobile);
    return {
      ...address,
      mobile,
      paymentMethod: address.paymentMethod as PaymentMethod,
      discountCode: discountCode ?? null,
    };
  }

  /** The fake-order guard: a blocked phone or e-mail, or cash on delivery after returns, is refused. */
  private guardCheck(address: Checkout): Promise<void> {
    const { mobile, email, paymentMethod } = address;
    return this.guard.checkCheckout({ mobile, email, paymentMethod });
  }

  /**
   * Shipping to this city and the code's discount, as the checkout showed them; the totals the
   * client sent must equal the server's (a difference is refused, never silently charged).
   * The province and city are stored as the list spells them: the parcel's label and the
   * admin's filters read them.
   */
  private async price(
    userId: number,
    input: CheckoutInput,
    address: Checkout,
    discountCode: string | null,
    client: { ip?: string },
  ): Promise<Quote> {
    const quote = await this.pricing.quote(input.cart, {
      destination: { province: address.street, city: address.city },
      destinationFields: { province: 'street', city: 'city' },
      discountCode,
      userId,
      ip: client.ip,
    });
    address.street = quote.destination!.province;
    address.city = quote.destination!.city;
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
    return quote;
  }

  /**
   * A card order's payment: an intent sent is paid to Stripe for this total and not used by
   * another order (whoever takes cards now); none is needed when cards are paid after the order.
   */
  private async checkCardPayment(
    userId: number,
    input: CheckoutInput,
    method: PaymentMethod,
    quote: Quote,
  ): Promise<string | null> {
    if (method !== 'stripe') return null;
    const paymentIntentId =
      typeof input.paymentIntentId === 'string' ? input.paymentIntentId.slice(0, 255) : '';
    // Without an intent, a card order is placed unpaid when the card is paid after it (Safepay's page).
    if (!paymentIntentId && !(await this.payments.paidBeforeOrder())) return null;
    if (!paymentIntentId)
      throw ValidationError.single('payment_intent_id', PAYMENT_MISSING, 'PAYMENT_MISSING');
    await this.payments.assertPaid(paymentIntentId, quote.grandTotal, userId);
    if (await this.ds.getRepository(OrderEntity).exists({ where: { paymentIntentId } })) throw paymentUsed();
    return paymentIntentId;
  }

  /** The order row with its lines and first history entry (one statement: order.sql.ts). */
  private async create(
    em: EntityManager,
    userId: number,
    order: PlacedOrder,
    quote: Quote,
    once: Once,
  ): Promise<PlacedRow> {
    // The order row first: a concurrent submission with the same key waits here, then fails on the unique key.
    const [row] = (await em.query(PLACE_ORDER, [
      userId,
      order.name,
      order.email,
      order.address,
      order.city,
      order.street,
      order.zip,
      order.mobile,
      once.paymentIntentId ? 'paid' : 'unpaid',
      order.paymentMethod,
      once.paymentIntentId,
      once.key,
      once.fingerprint,
      quote.subTotal,
      quote.shipping,
      quote.grandTotal,
      linesJson(quote),
      quote.discount,
      order.discountCode,
    ])) as PlacedRow[];
    return row;
  }

  /**
   * The code's use is counted here, once, with the order (refused if it ran out meanwhile); an
   * unverified account's unpaid orders are limited.
   */
  private async redeem(em: EntityManager, userId: number, quote: Quote, row: PlacedRow, paid: boolean) {
    await this.pricing.redeemDiscount(em, quote, userId, row.id);
    if (!row.verified && !paid) await this.limits.limitUnverified(em, userId);
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
