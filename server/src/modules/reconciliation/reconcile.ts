/**
 * The comparison itself, apart from where the figures come from: what the shop recorded as paid
 * (or, for a courier, as collected at the door) beside what the gateway or courier settled, and
 * the orders where they differ. Money in paisa.
 *
 * Refunds are not counted yet: when they exist, an order's `amount` here becomes what was paid
 * less what was refunded (one `refunded` figure per order and a column of the same name), and
 * the comparison stays as it is.
 */
import type { SettlementSource } from './sources';

/** An order the shop recorded as paid (or a parcel whose cash was collected) in the report's range. */
export interface Expected {
  orderId: number;
  /** What the shop recorded: the grand total paid, or the cash the courier was to collect. */
  amount: number;
  /** When it was recorded paid (or delivered). */
  at: Date;
}

/** One settlement: a statement row, or a courier's report of a parcel's cash paid. */
export interface Settled {
  orderId: number | null;
  reference: string;
  /** Paisa paid by the customer (before the fee). */
  amount: number;
  fee: number | null;
  /** YYYY-MM-DD. */
  settledOn: string;
  /** Its order is recorded as paid, by this gateway's method (or, for a courier, at all). */
  orderPaid: boolean;
}

export type DifferenceKind = 'unsettled' | 'not_recorded_paid' | 'amount_differs' | 'settled_twice';

/** An order (or an unmatched settlement) whose records differ. */
export interface Difference {
  kind: DifferenceKind;
  orderId: number | null;
  /** The settlements' references (none for an unsettled order). */
  references: string[];
  /** What the shop recorded (null: not recorded paid). */
  paid: number | null;
  /** What was settled, before fees (null: nothing). */
  settled: number | null;
  fee: number | null;
  paidAt: Date | null;
  settledOn: string | null;
}

export interface ReconciliationLine {
  source: SettlementSource;
  label: string;
  kind: 'gateway' | 'courier';
  /** Orders recorded paid (collected) in the range, and their amount. */
  orders: number;
  paid: number;
  /** Of them, the ones settled: the amount settled before fees, the fees, and what reached the shop. */
  settledOrders: number;
  settled: number;
  fees: number;
  net: number;
  /** Of them, the ones nothing has settled yet (overdue ones also listed as differences). */
  unsettledOrders: number;
  unsettled: number;
  /** Every difference, oldest first within each kind. */
  differences: Difference[];
}

const KIND_ORDER: DifferenceKind[] = ['unsettled', 'amount_differs', 'settled_twice', 'not_recorded_paid'];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * One line of the report. `settled` may hold settlements of orders outside the range: those
 * recorded paid are left to their own range's report; the others are differences.
 */
export function reconcile(
  line: Pick<ReconciliationLine, 'source' | 'label' | 'kind'>,
  expected: Expected[],
  settled: Settled[],
  overdueBefore: Date,
): ReconciliationLine {
  const ofOrder = new Map<number, Settled[]>();
  for (const s of settled)
    if (s.orderPaid && s.orderId !== null) ofOrder.set(s.orderId, [...(ofOrder.get(s.orderId) ?? []), s]);
  const out: ReconciliationLine = {
    ...line,
    orders: expected.length,
    paid: sum(expected.map((e) => e.amount)),
    settledOrders: 0,
    settled: 0,
    fees: 0,
    net: 0,
    unsettledOrders: 0,
    unsettled: 0,
    differences: [],
  };
  for (const e of expected) {
    const mine = ofOrder.get(e.orderId) ?? [];
    const base = { orderId: e.orderId, paid: e.amount, paidAt: e.at };
    if (!mine.length) {
      out.unsettledOrders++;
      out.unsettled += e.amount;
      if (e.at < overdueBefore)
        out.differences.push({
          ...base,
          kind: 'unsettled',
          references: [],
          settled: null,
          fee: null,
          settledOn: null,
        });
      continue;
    }
    const amount = sum(mine.map((s) => s.amount));
    const fee = sum(mine.map((s) => s.fee ?? 0));
    out.settledOrders++;
    out.settled += amount;
    out.fees += fee;
    const kind: DifferenceKind | null =
      mine.length > 1 ? 'settled_twice' : amount !== e.amount ? 'amount_differs' : null;
    if (kind)
      out.differences.push({
        ...base,
        kind,
        references: mine.map((s) => s.reference),
        settled: amount,
        fee: mine.some((s) => s.fee !== null) ? fee : null,
        settledOn: mine.map((s) => s.settledOn).sort()[mine.length - 1],
      });
  }
  for (const s of settled)
    if (!s.orderPaid)
      out.differences.push({
        kind: 'not_recorded_paid',
        orderId: s.orderId,
        references: [s.reference],
        paid: null,
        settled: s.amount,
        fee: s.fee,
        paidAt: null,
        settledOn: s.settledOn,
      });
  out.net = out.settled - out.fees;
  out.differences.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) ||
      (a.settledOn ?? '').localeCompare(b.settledOn ?? '') ||
      (a.orderId ?? 0) - (b.orderId ?? 0),
  );
  return out;
}
