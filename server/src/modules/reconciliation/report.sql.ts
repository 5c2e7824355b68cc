/**
 * The report's figures as the database holds them: orders recorded paid by a gateway's methods,
 * parcels whose cash a courier collected, statement rows and couriers' payment reports. The
 * range is calendar days $from..$to of the shop's time zone, by when the order was recorded
 * paid (or delivered); settlements dated in the range that match no such order come too.
 */
import type { DataSource } from 'typeorm';
import type { BookingCourier } from '../../shared/inputs/courier-booking';
import type { Expected, Settled } from './reconcile';
import { GATEWAY_METHODS, type Gateway } from './sources';

export interface Range {
  from: string;
  to: string;
  timeZone: string;
}

/** SQL: `at` within the range's days ($1..$2 of time zone $3). */
const IN_RANGE = (at: string) =>
  `${at} >= ($1::date::timestamp AT TIME ZONE $3) AND ${at} < (($2::date + 1)::timestamp AT TIME ZONE $3)`;

/** SQL: when the order `o` was last recorded `to` in `field` (its placing when never: card orders are placed paid). */
const RECORDED_AT = (field: string, to: string, fallback: string) =>
  `coalesce((SELECT max(h.created_at) FROM order_history h
              WHERE h.order_id = o.id AND h.field = '${field}' AND h.to_value = '${to}'), ${fallback})`;

const PAID_SQL = `SELECT o.id, o.grand_total::text AS amount, p.at
  FROM orders o CROSS JOIN LATERAL (SELECT ${RECORDED_AT('payment_status', 'paid', 'o.created_at')} AS at) p
 WHERE o.payment_status = 'paid' AND o.payment_method = ANY($4::varchar[]) AND ${IN_RANGE('p.at')}`;

const STATEMENT_SQL = `SELECT s.order_id, s.reference, s.amount::text, s.fee::text, to_char(s.settled_on, 'YYYY-MM-DD') AS settled_on,
       (o.payment_status = 'paid' AND o.payment_method = ANY($3::varchar[])) IS TRUE AS order_paid
  FROM settlements s LEFT JOIN orders o ON o.id = s.order_id
 WHERE s.source = $4 AND (s.settled_on BETWEEN $1::date AND $2::date OR s.order_id = ANY($5::int[]))`;

const COLLECTED_SQL = `SELECT b.order_id, b.tracking_number, b.cod_amount::text AS amount, d.at,
       b.cod_payment_ref, b.cod_paid_amount::text, b.cod_paid_fee::text,
       to_char(b.cod_paid_on, 'YYYY-MM-DD') AS cod_paid_on, b.cod_reported_at, o.payment_status
  FROM courier_bookings b JOIN orders o ON o.id = b.order_id
  CROSS JOIN LATERAL (SELECT ${RECORDED_AT('status', 'delivered', 'b.updated_at')} AS at) d
 WHERE b.provider = $4 AND b.status = 'booked' AND b.cod_amount > 0 AND o.status = 'delivered'
   AND ${IN_RANGE('d.at')}`;

const paisa = (v: string | null) => (v === null ? null : Number(v));

/** A gateway's paid orders in the range, and its statement rows that concern them or fall in it. */
export async function gatewayFigures(
  ds: DataSource,
  gateway: Gateway,
  r: Range,
): Promise<{ expected: Expected[]; settled: Settled[] }> {
  const methods = GATEWAY_METHODS[gateway];
  const paid: Array<{ id: number; amount: string; at: Date }> = await ds.query(PAID_SQL, [
    r.from,
    r.to,
    r.timeZone,
    methods,
  ]);
  const rows: Array<{
    order_id: number | null;
    reference: string;
    amount: string;
    fee: string | null;
    settled_on: string;
    order_paid: boolean;
  }> = await ds.query(STATEMENT_SQL, [r.from, r.to, methods, gateway, paid.map((p) => p.id)]);
  return {
    expected: paid.map((p) => ({ orderId: p.id, amount: Number(p.amount), at: p.at })),
    settled: rows.map((s) => ({
      orderId: s.order_id,
      reference: s.reference,
      amount: Number(s.amount),
      fee: paisa(s.fee),
      settledOn: s.settled_on,
      orderPaid: s.order_paid,
    })),
  };
}

/**
 * A courier's delivered cash-on-delivery parcels in the range, and its payment reports of them.
 * A report that names no amount is read as the parcel's whole cash paid.
 */
export async function courierFigures(
  ds: DataSource,
  courier: BookingCourier,
  r: Range,
): Promise<{ expected: Expected[]; settled: Settled[] }> {
  const rows: Array<{
    order_id: number;
    tracking_number: string;
    amount: string;
    at: Date;
    cod_payment_ref: string | null;
    cod_paid_amount: string | null;
    cod_paid_fee: string | null;
    cod_paid_on: string | null;
    cod_reported_at: Date | null;
    payment_status: string;
  }> = await ds.query(COLLECTED_SQL, [r.from, r.to, r.timeZone, courier]);
  return {
    expected: rows.map((b) => ({ orderId: b.order_id, amount: Number(b.amount), at: b.at })),
    settled: rows
      .filter((b) => b.cod_reported_at !== null)
      .map((b) => ({
        orderId: b.order_id,
        reference: b.cod_payment_ref ? `${b.tracking_number} (${b.cod_payment_ref})` : b.tracking_number,
        amount: paisa(b.cod_paid_amount) ?? Number(b.amount),
        fee: paisa(b.cod_paid_fee),
        settledOn: b.cod_paid_on ?? b.cod_reported_at!.toISOString().slice(0, 10),
        orderPaid: b.payment_status === 'paid',
      })),
  };
}
