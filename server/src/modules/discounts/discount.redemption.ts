/**
 * Using a discount code: checked for a quote (what the checkout shows), then again in the
 * order's transaction, where the code's row is locked by raising its use count, so concurrent
 * orders for the same code are checked one after the other against the count and this
 * customer's uses as they commit: a code with 10 uses is used by exactly 10 orders.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { entityFromRow } from '../../platform/db/entity-from-row';
import { DiscountCodeEntity } from './discount.entity';
import type { CodeParty, DiscountGuesses } from './discount.guesses';
import {
  applyDiscount,
  discountRefused,
  DISCOUNT_ERRORS,
  isLimited,
  type DiscountedLine,
} from './discount.rules';

/** A code that applies: the code's row as read and the amount off (paisa). */
export interface AppliedDiscount {
  id: number;
  code: string;
  amount: number;
}

export class DiscountRedemptions {
  constructor(
    private readonly ds: DataSource,
    /** Counts wrong codes per address and account (without it nothing is counted: tests of the rules alone). */
    private readonly guesses?: DiscountGuesses,
  ) {}

  /** The products among `productIds` the code covers (a category covers its subcategories). */
  private async eligible(
    em: EntityManager,
    rule: DiscountCodeEntity,
    productIds: number[],
  ): Promise<ReadonlySet<number> | 'all'> {
    if (!isLimited(rule)) return 'all';
    const rows: Array<{ id: number }> = await em.query(
      `WITH RECURSIVE cats AS (
         SELECT id FROM categories WHERE id = ANY($2::int[])
         UNION SELECT c.id FROM categories c JOIN cats ON c.parent_id = cats.id)
       SELECT p.id FROM products p
        WHERE p.id = ANY($1::int[]) AND (p.id = ANY($3::int[]) OR p.category_id IN (SELECT id FROM cats))`,
      [productIds, rule.categoryIds, rule.productIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  private async usesBy(em: EntityManager, discountId: number, userId: number): Promise<number> {
    const [row]: Array<{ n: number }> = await em.query(
      'SELECT count(*)::int AS n FROM discount_redemptions WHERE discount_id = $1 AND user_id = $2',
      [discountId, userId],
    );
    return row.n;
  }

  private async amountOf(
    em: EntityManager,
    rule: DiscountCodeEntity,
    lines: readonly DiscountedLine[],
    userId: number | null,
    at: Date,
  ): Promise<AppliedDiscount> {
    const uses = userId === null ? null : await this.usesBy(em, rule.id, userId);
    const eligible = await this.eligible(em, rule, [...new Set(lines.map((l) => l.productId))]);
    const result = applyDiscount(rule, lines, eligible, at, uses);
    if ('error' in result) throw discountRefused(result.error, result.code);
    return { id: rule.id, code: rule.code, amount: result.amount };
  }

  /**
   * What `code` takes off these lines now, or a 422 on `discount_code` saying why not. Without
   * a customer (a shopper not signed in) the per-customer limit is left to placement. A code
   * that does not exist counts as a wrong one for `party.ip` and the customer (429 past the
   * limit, discount.guesses.ts); a code that exists never counts, even when it does not apply now.
   */
  async check(
    code: string,
    lines: readonly DiscountedLine[],
    userId: number | null,
    em: EntityManager = this.ds.manager,
    party: Pick<CodeParty, 'ip'> = {},
  ): Promise<AppliedDiscount> {
    const attempt = await this.guesses?.attempt({ ip: party.ip, userId });
    const rule = await em
      .getRepository(DiscountCodeEntity)
      .createQueryBuilder('d')
      .where('upper(d.code) = upper(:code)', { code: code.trim() })
      .getOne();
    if (!rule) throw discountRefused(DISCOUNT_ERRORS.invalid);
    await attempt?.right();
    return this.amountOf(em, rule, lines, userId, new Date());
  }

  /**
   * Counts one use of the code for order `orderId`, inside the order's transaction `em`: the
   * row is locked by the raise of its count (a concurrent order waits here for this one to
   * commit or roll back), then checked with the count before the raise and this customer's
   * uses as committed. A refusal throws, and the raise rolls back with the order. Answers the
   * amount the code takes off now (the caller compares it with the quote).
   */
  async redeem(
    em: EntityManager,
    discountId: number,
    userId: number,
    orderId: number,
    lines: readonly DiscountedLine[],
  ): Promise<AppliedDiscount> {
    // TypeORM answers an UPDATE as [rows, count].
    const [[row]]: [Array<Record<string, unknown>>, number] = await em.query(
      'UPDATE discount_codes SET used_count = used_count + 1 WHERE id = $1 RETURNING *',
      [discountId],
    );
    if (!row) throw discountRefused(DISCOUNT_ERRORS.invalid);
    const rule = entityFromRow(this.ds, DiscountCodeEntity, row);
    const applied = await this.amountOf(
      em,
      { ...rule, usedCount: rule.usedCount - 1 },
      lines,
      userId,
      new Date(),
    );
    await em.query(
      'INSERT INTO discount_redemptions (discount_id, user_id, order_id, amount) VALUES ($1, $2, $3, $4)',
      [discountId, userId, orderId, applied.amount],
    );
    return applied;
  }
}
