/**
 * Fair stock for everyone: what one account may take at once. Every order (any payment
 * method) holds at most MAX_LINE_QTY units of one item and MAX_ORDER_QTY units in all; an
 * account whose e-mail address is not verified holds at most UNVERIFIED_OPEN_ORDERS pending
 * unpaid orders worth at most UNVERIFIED_UNPAID_RUPEES together (cash on delivery included:
 * it is unpaid until the parcel is delivered, and never cancelled on its own). A card order is
 * paid when placed, so it counts for neither of the last two.
 */
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { ValidationError } from '../../shared/errors';
import { formatRupees } from '../../shared/money';

export const VERIFY_FOR_MORE_ORDERS = 'Please verify your email address to place more orders.';

export const lineLimitMessage = (max: number, title: string) =>
  `You can order at most ${max} of "${title}" at a time.`;
export const orderLimitMessage = (max: number) =>
  `An order can hold at most ${max} items. Please remove some from your cart.`;
export const unpaidValueMessage = (paisa: number) =>
  `Please verify your email address to have more than ${formatRupees(paisa)} in unpaid orders.`;

/** A line as the limits see it: what it is (product, variant, chosen values) and how many. */
export interface LimitedLine {
  productId: number;
  variantId?: number | null;
  attributeValueIds: readonly number[];
  qty: number;
  title: string;
}

const itemKey = (l: LimitedLine) =>
  `${l.productId}:${l.variantId ?? ''}:${[...l.attributeValueIds].sort((a, b) => a - b).join(',')}`;

export class OrderLimits {
  constructor(private readonly config: Pick<Config, 'orderLimits' | 'unverifiedOpenOrders'>) {}

  /** The cap of one item per order (stock checks refuse more with `lineLimitMessage`). */
  get maxLineQty(): number {
    return this.config.orderLimits.maxLineQty;
  }

  /**
   * Refuses a cart over the caps: one item (the same one on several lines counts together)
   * over MAX_LINE_QTY, naming its first line; all units over MAX_ORDER_QTY.
   */
  checkQuantities(lines: readonly LimitedLine[]): void {
    const { maxLineQty, maxOrderQty } = this.config.orderLimits;
    const perItem = new Map<string, number>();
    for (const line of lines) perItem.set(itemKey(line), (perItem.get(itemKey(line)) ?? 0) + line.qty);
    const over = lines.findIndex((l) => perItem.get(itemKey(l))! > maxLineQty);
    if (over >= 0)
      throw ValidationError.single(
        `cart.${over}.qty`,
        lineLimitMessage(maxLineQty, lines[over].title),
        'QTY_LIMIT',
      );
    if (lines.reduce((sum, l) => sum + l.qty, 0) > maxOrderQty)
      throw ValidationError.single('cart', orderLimitMessage(maxOrderQty), 'QTY_LIMIT');
  }

  /** Refuses a quantity of one item over the cap (a stock check's question). */
  checkLineQty(qty: number, title: string, field = 'qty'): void {
    if (qty > this.maxLineQty)
      throw ValidationError.single(field, lineLimitMessage(this.maxLineQty, title), 'QTY_LIMIT');
  }

  /**
   * In the order's transaction, after its row was inserted: an unverified account's pending
   * unpaid orders, this one included, within UNVERIFIED_OPEN_ORDERS and UNVERIFIED_UNPAID_RUPEES.
   * Its user row lock (NO KEY UPDATE: it does not wait on the order rows' foreign-key locks)
   * makes the same account's concurrent checkouts count one by one.
   */
  async limitUnverified(em: EntityManager, userId: number): Promise<void> {
    await em.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [{ n, value }] = await em.query(
      `SELECT count(*)::int AS n, coalesce(sum(grand_total), 0)::float8 AS value
         FROM orders WHERE user_id = $1 AND status = 'pending' AND payment_status = 'unpaid'`,
      [userId],
    );
    if (n > this.config.unverifiedOpenOrders)
      throw ValidationError.single('email', VERIFY_FOR_MORE_ORDERS, 'EMAIL_NOT_VERIFIED');
    const { unverifiedUnpaidPaisa } = this.config.orderLimits;
    if (value > unverifiedUnpaidPaisa)
      throw ValidationError.single('email', unpaidValueMessage(unverifiedUnpaidPaisa), 'EMAIL_NOT_VERIFIED');
  }
}
