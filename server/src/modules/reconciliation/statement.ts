/**
 * A gateway's settlement statement as the owner imports it: CSV (the csv module's reader:
 * UTF-8, RFC 4180), one row per settled transaction. Columns by header name, in any order,
 * case and spacing aside: `reference` (the gateway's transaction reference), `order_number`
 * (the shop's order number, optional when the reference is the one the shop sent), `amount`
 * (rupees the customer paid, before the fee), `settled_date` (YYYY-MM-DD or DD/MM/YYYY) and
 * `fee` (rupees the gateway kept, optional). A few other names the portals' exports may use
 * are read as these (ALIASES); docs/integrations.md says which were checked.
 */
import { parsePaisa } from '../../shared/money';

export type StatementColumn = 'reference' | 'order_number' | 'amount' | 'settled_date' | 'fee';

/** Header names read as each column (compared lower case, with spaces, dots, dashes and underscores as one space). */
const ALIASES: Record<StatementColumn, string[]> = {
  reference: ['reference', 'transaction reference', 'transaction id', 'txn ref no', 'pp txnrefno', 'txn id'],
  order_number: ['order number', 'order no', 'order id', 'bill reference', 'pp billreference'],
  amount: ['amount', 'transaction amount', 'gross amount'],
  settled_date: ['settled date', 'settlement date', 'settled on'],
  fee: ['fee', 'fees', 'commission', 'mdr'],
};
const REQUIRED: StatementColumn[] = ['reference', 'amount', 'settled_date'];

/** Largest amount a statement row may carry, in rupees. */
const MAX_RUPEES = 100_000_000;

export interface StatementRow {
  /** Its row in the file (the header is row 1). */
  row: number;
  reference: string;
  orderNumber: string | null;
  amount: number;
  fee: number | null;
  settledOn: string;
}

export interface StatementProblem {
  row: number;
  column: StatementColumn;
  message: string;
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ');

/** Which file column holds each statement column; problems for the missing required ones. */
export function statementColumns(header: string[]): {
  at: Partial<Record<StatementColumn, number>>;
  problems: StatementProblem[];
} {
  const names = header.map(norm);
  const at: Partial<Record<StatementColumn, number>> = {};
  for (const [column, aliases] of Object.entries(ALIASES) as Array<[StatementColumn, string[]]>) {
    const i = names.findIndex((n) => aliases.includes(n));
    if (i >= 0) at[column] = i;
  }
  const problems = REQUIRED.filter((c) => at[c] === undefined).map((column) => ({
    row: 1,
    column,
    message: `The statement has no ${column} column.`,
  }));
  return { at, problems };
}

/** A day as a statement writes it (YYYY-MM-DD, or DD/MM/YYYY and DD-MM-YYYY, a time after it allowed), or null. */
export function statementDay(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(t);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?: .*)?$/.exec(t);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2].padStart(2, '0'), dmy[1].padStart(2, '0')]
      : [];
  if (!y) return null;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** Rupees as a statement writes them ("1,500.00", "Rs 1500") to paisa, or null. */
const rupees = (text: string) =>
  parsePaisa(text.replace(/^(rs\.?|pkr)\s*/i, '').replace(/,/g, ''), MAX_RUPEES);

/** Each data row read and checked: the rows, and every problem by row and column. */
export function statementRows(
  rows: string[][],
  at: Partial<Record<StatementColumn, number>>,
): { rows: StatementRow[]; problems: StatementProblem[] } {
  const out: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  const seen = new Map<string, StatementRow>();
  rows.forEach((cells, i) => {
    const row = i + 2;
    const cell = (c: StatementColumn) => (at[c] === undefined ? '' : (cells[at[c]!] ?? '').trim());
    const problem = (column: StatementColumn, message: string) => problems.push({ row, column, message });
    const before = problems.length;
    const reference = cell('reference');
    if (!reference) problem('reference', 'The reference is required.');
    else if (reference.length > 100) problem('reference', 'The reference is longer than 100 characters.');
    const orderText = cell('order_number').replace(/^#/, '');
    if (orderText && !/^\d{1,9}$/.test(orderText)) problem('order_number', 'An order number is digits only.');
    const amount = rupees(cell('amount'));
    if (amount === null || amount === 0)
      problem('amount', 'The amount must be rupees above 0, with at most two decimals.');
    const feeText = cell('fee');
    const fee = feeText ? rupees(feeText) : null;
    if (feeText && fee === null) problem('fee', 'The fee must be rupees, with at most two decimals.');
    else if (fee !== null && amount !== null && fee > amount)
      problem('fee', 'The fee is more than the amount.');
    const settledOn = statementDay(cell('settled_date'));
    if (!settledOn) problem('settled_date', 'The settled date must be a date: YYYY-MM-DD or DD/MM/YYYY.');
    if (problems.length > before) return;
    const read: StatementRow = {
      row,
      reference,
      orderNumber: orderText || null,
      amount: amount!,
      fee,
      settledOn: settledOn!,
    };
    const earlier = seen.get(reference);
    if (earlier && !sameSettlement(earlier, read))
      return problem('reference', `Row ${earlier.row} has the same reference with other figures.`);
    if (!earlier) {
      seen.set(reference, read);
      out.push(read);
    }
  });
  return { rows: out, problems };
}

/** The same settled transaction: amount, fee, day and order as written. */
export function sameSettlement(
  a: Pick<StatementRow, 'amount' | 'fee' | 'settledOn' | 'orderNumber'>,
  b: Pick<StatementRow, 'amount' | 'fee' | 'settledOn' | 'orderNumber'>,
): boolean {
  return (
    a.amount === b.amount && a.fee === b.fee && a.settledOn === b.settledOn && a.orderNumber === b.orderNumber
  );
}
