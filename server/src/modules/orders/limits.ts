/**
 * Fair stock for everyone: what one account may take at once (the owner's shop policy, set in
 * /admin/settings). Every order (any payment method) holds at most maxLineQty units of one item
 * and maxOrderQty units in all; an account whose e-mail address is not verified holds at most
 * unverifiedOpenOrders pending unpaid orders worth at most unverifiedUnpaidRupees together (cash on delivery included:
 * it is unpaid until the parcel is delivered, and never cancelled on its own). A card order is
 * paid when placed, so it counts for neither of the last two.
 */
import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
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
  constructor(private readonly policy: () => Promise<ShopPolicy>) {}

  /** The cap of one item per order as it stands now, for a stock check (which refuses more with `lineLimitMessage`). */
  async lineCap(): Promise<{ checkLineQty(qty: number, title: string, field?: string): void }> {
    const { maxLineQty } = (await this.policy()).orders;
    return {
      checkLineQty(qty, title, field = 'qty') {
        if (qty > maxLineQty)
          throw ValidationError.single(field, lineLimitMessage(maxLineQty, title), 'QTY_LIMIT');
      },
    };
  }

  /**
   * Refuses a cart over the caps: one item (the same one on several lines counts together)
   * over maxLineQty, naming its first line; all units over maxOrderQty.
   */
  async checkQuantities(lines: readonly LimitedLine[]): Promise<void> {
    const { maxLineQty, maxOrderQty } = (await this.policy()).orders;
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

  /**
   * In the order's transaction, after its row was inserted: an unverified account's pending
   * unpaid orders, this one included, within unverifiedOpenOrders and unverifiedUnpaidRupees.
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
    const { unverifiedOpenOrders, unverifiedUnpaidRupees } = (await this.policy()).orders;
    if (n > unverifiedOpenOrders)
      throw ValidationError.single('email', VERIFY_FOR_MORE_ORDERS, 'EMAIL_NOT_VERIFIED');
    const unverifiedUnpaidPaisa = unverifiedUnpaidRupees * 100;
    if (value > unverifiedUnpaidPaisa)
      throw ValidationError.single('email', unpaidValueMessage(unverifiedUnpaidPaisa), 'EMAIL_NOT_VERIFIED');
  }
}
