/**
 * The fake-order guard: orders refused at the door (`returned`) count against the phone number
 * and the address they were sent to; the owner's blocklist (phone numbers, e-mails) is refused
 * at checkout, and so is cash on delivery from a number with a returned order when the owner
 * asks for prepayment (settings `cod.prepaymentAfterReturns`).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { hasSqlState, SQLSTATE } from '../../platform/db/db-errors';
import { NotFoundError, ValidationError, type FieldErrorShape } from '../../shared/errors';
import { BLOCKLIST_VALUE, blocklistEntryInput } from '../../shared/inputs/guard';
import { parseInput } from '../../shared/parse';
import { storedPhone } from '../../shared/phone';
import type { SettingsService } from '../settings';
import { BlocklistEntity } from './blocklist.entity';
import {
  ALREADY_BLOCKED,
  BLOCKED_EMAIL,
  BLOCKED_PHONE,
  BLOCKLIST_ENTRY_NOT_FOUND,
  PREPAYMENT_REQUIRED,
  returnedBefore,
} from './guard.messages';

/** How an order's phone number and address did before it. */
export interface ReturnRecord {
  /** Earlier orders to the same phone number or the same address (city included). */
  orders: number;
  /** How many of them were returned. */
  returned: number;
  /** "Returned before: 2 of 3 orders", or null when none was returned. */
  summary: string | null;
}

/** What the checkout asks about an order about to be placed. */
export interface CheckoutParty {
  /** As stored (E.164 for a valid number). */
  mobile: string;
  email: string;
  paymentMethod: string;
}

/** Earlier orders from the same number or the same address (one of each through their own index). */
const RETURN_RECORDS = `
  SELECT o.id, x.orders, x.returned
    FROM orders o
   CROSS JOIN LATERAL (
     SELECT count(*)::int AS orders, (count(*) FILTER (WHERE s.status = 'returned'))::int AS returned
       FROM (SELECT p.id, p.status FROM orders p WHERE p.mobile = o.mobile AND p.id < o.id
             UNION
             SELECT p.id, p.status FROM orders p
              WHERE lower(btrim(p.address)) = lower(btrim(o.address)) AND lower(btrim(p.city)) = lower(btrim(o.city))
                AND p.id < o.id) s) x
   WHERE o.id = ANY($1::int[])`;

export class GuardService {
  constructor(
    private readonly ds: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** The return record of each order in `orderIds`, in that order. */
  async returnRecords(orderIds: readonly number[]): Promise<ReturnRecord[]> {
    if (!orderIds.length) return [];
    const rows: Array<{ id: number; orders: number; returned: number }> = await this.ds.query(
      RETURN_RECORDS,
      [[...orderIds]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return orderIds.map((id) => {
      const r = byId.get(id) ?? { orders: 0, returned: 0 };
      return {
        orders: r.orders,
        returned: r.returned,
        summary: r.returned > 0 ? returnedBefore(r.returned, r.orders) : null,
      };
    });
  }

  /** Returned orders of a phone number (as stored). */
  async returnedOrders(mobile: string, em: EntityManager | DataSource = this.ds): Promise<number> {
    const [row] = await em.query(
      `SELECT count(*)::int AS n FROM orders WHERE mobile = $1 AND status = 'returned'`,
      [mobile],
    );
    return row.n;
  }

  /**
   * Refuses an order from a blocked phone number or e-mail (on those fields), and cash on
   * delivery from a number with a returned order when the owner requires prepayment (on
   * paymentMethod). Every refusal at once.
   */
  async checkCheckout(party: CheckoutParty): Promise<void> {
    const errors: FieldErrorShape[] = [];
    const blocked: Array<{ kind: string }> = await this.ds.query(
      `SELECT kind FROM blocklist WHERE (kind = 'phone' AND value = $1) OR (kind = 'email' AND value = $2)`,
      [party.mobile, party.email.trim().toLowerCase()],
    );
    if (blocked.some((b) => b.kind === 'phone'))
      errors.push({ field: 'mobile', message: BLOCKED_PHONE, code: 'BLOCKED' });
    if (blocked.some((b) => b.kind === 'email'))
      errors.push({ field: 'email', message: BLOCKED_EMAIL, code: 'BLOCKED' });
    if (party.paymentMethod === 'cod' && !errors.length) {
      const cod = await this.settings.get('cod');
      if (cod?.prepaymentAfterReturns === 'on' && (await this.returnedOrders(party.mobile)) > 0)
        errors.push({ field: 'paymentMethod', message: PREPAYMENT_REQUIRED, code: 'PREPAYMENT_REQUIRED' });
    }
    if (errors.length) throw new ValidationError(errors);
  }

  /** The blocklist, newest first. */
  blocklist(): Promise<BlocklistEntity[]> {
    return this.ds.getRepository(BlocklistEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Adds a phone number (kept in E.164 when it is a valid number) or an e-mail (lower case). */
  async block(input: unknown, actorId: number | null): Promise<BlocklistEntity> {
    const entry = parseInput(blocklistEntryInput, input);
    if ((entry.kind === 'email') !== entry.value.includes('@'))
      throw ValidationError.single('value', BLOCKLIST_VALUE[entry.kind], 'INVALID');
    const value =
      entry.kind === 'phone' ? storedPhone(entry.value.replace(/[\s-]/g, '')) : entry.value.toLowerCase();
    try {
      return await this.ds
        .getRepository(BlocklistEntity)
        .save({ kind: entry.kind, value, note: entry.note ?? null, createdBy: actorId });
    } catch (err) {
      if (hasSqlState(err, SQLSTATE.uniqueViolation))
        throw ValidationError.single('value', ALREADY_BLOCKED, 'TAKEN');
      throw err;
    }
  }

  async unblock(id: number): Promise<void> {
    const { affected } = await this.ds.getRepository(BlocklistEntity).delete({ id });
    if (!affected) throw new NotFoundError(BLOCKLIST_ENTRY_NOT_FOUND);
  }
}
