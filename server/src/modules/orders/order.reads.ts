/**
 * An admin's update that comes without a version (the spec's REST body, older GraphQL apps)
 * is read against what its session (bearer token) last read of the order's payment status,
 * the screen its form was filled from: GET /api/admin/order/details/{id}, GraphQL `adminOrder`
 * selecting `paymentStatus`, or the session's own last update (what its form holds then). Lists
 * do not count: a list read after the form was opened says nothing of what that form shows.
 * Kept in PostgreSQL (`order_reads`), so every instance of the server sees it, until the
 * token expires.
 */
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../shared/errors';
import type { ReadSession } from '../../shared/versions';
import type { OrderEntity, PaymentStatus } from './order.entity';
import { PAID_SINCE_READ } from './order.messages';

/** Remembers `paymentStatus` as what `session` last read of the order; forgets every expired session's. */
export async function rememberOrderRead(
  em: EntityManager,
  session: ReadSession,
  orderId: number,
  paymentStatus: PaymentStatus,
): Promise<void> {
  await em.query('DELETE FROM order_reads WHERE expires_at <= now()');
  await em.query(
    `INSERT INTO order_reads (token_id, order_id, payment_status, expires_at) VALUES ($1, $2, $3, to_timestamp($4))
     ON CONFLICT (token_id, order_id) DO UPDATE SET payment_status = EXCLUDED.payment_status, expires_at = EXCLUDED.expires_at`,
    [session.tokenId, orderId, paymentStatus, session.tokenExpires],
  );
}

/** The payment status `session` last read of the order (null: none, or no session). */
export async function lastOrderRead(
  em: EntityManager,
  session: ReadSession | null,
  orderId: number,
): Promise<PaymentStatus | null> {
  if (!session) return null;
  const [row]: Array<{ payment_status: PaymentStatus }> = await em.query(
    'SELECT payment_status FROM order_reads WHERE token_id = $1 AND order_id = $2 AND expires_at > now()',
    [session.tokenId, orderId],
  );
  return row?.payment_status ?? null;
}

/**
 * The payment status an update without a version comes to, so a stale screen never undoes a
 * payment: the status its session last read (`read`) is no change, whatever the order's is
 * now; a paid order is made unpaid only by a session whose last read showed it paid (else 409
 * with the order as it is); anything else is what was sent.
 */
export function paymentWithoutVersion(
  order: Pick<OrderEntity, 'version' | 'status' | 'paymentStatus'>,
  sent: PaymentStatus,
  read: PaymentStatus | null,
): PaymentStatus {
  if (sent === read) return order.paymentStatus;
  if (order.paymentStatus === 'paid' && sent === 'unpaid' && read !== 'paid')
    throw new ConflictError(
      PAID_SINCE_READ,
      [{ field: 'payment_status', message: PAID_SINCE_READ, code: 'CONFLICT' }],
      { version: order.version, status: order.status, payment_status: order.paymentStatus },
    );
  return sent;
}
