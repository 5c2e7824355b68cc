/**
 * Reconciliation: per gateway and per courier, what the shop recorded as paid (or collected at
 * the door) against what was settled to the shop, with the orders that differ. Gateways'
 * settlements come from the statements the owner imports (statement.ts); couriers' from their
 * own COD payment reports, which the tracking job reads (couriers/cod-payments.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { BOOKING_COURIERS } from '../../shared/inputs/courier-booking';
import { reportRangeInput } from '../../shared/inputs/reports';
import { parseInput } from '../../shared/parse';
import { readCsv } from '../csv';
import { reconcile, type ReconciliationLine } from './reconcile';
import { courierFigures, gatewayFigures } from './report.sql';
import { SettlementEntity } from './settlement.entity';
import {
  DEFAULT_UNSETTLED_DAYS,
  GATEWAYS,
  isGateway,
  MAX_UNSETTLED_DAYS,
  SOURCE_LABELS,
  type Gateway,
} from './sources';
import {
  sameSettlement,
  statementColumns,
  statementRows,
  type StatementProblem,
  type StatementRow,
} from './statement';

export interface ReconciliationReport {
  from: string;
  to: string;
  timeZone: string;
  unsettledAfterDays: number;
  /** The gateways first (JazzCash, easypaisa, card), then the couriers. */
  lines: ReconciliationLine[];
}

/** What an import did: distinct rows read, rows added, rows already imported before, added rows matching no order. */
export interface StatementImport {
  source: Gateway;
  rows: number;
  added: number;
  alreadyImported: number;
  unmatched: number;
}

const refused = (problems: StatementProblem[]) =>
  new ValidationError(
    problems.map((p) => ({ field: `${p.row}.${p.column}`, message: p.message, code: 'INVALID' })),
    `Nothing was imported: the statement has ${problems.length} problem(s).`,
  );

export class ReconciliationService {
  constructor(
    private readonly ds: DataSource,
    private readonly timeZone: string,
  ) {}

  /** The report over days `from`..`to` (the sales report's range); unsettled orders reported after `unsettledAfterDays`. */
  async report(
    input: { from?: unknown; to?: unknown; unsettledAfterDays?: unknown },
    now = new Date(),
  ): Promise<ReconciliationReport> {
    const days = input.unsettledAfterDays ?? DEFAULT_UNSETTLED_DAYS;
    const badDays =
      typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_UNSETTLED_DAYS;
    const { from, to } = parseInput(reportRangeInput, { from: input.from, to: input.to });
    if (badDays)
      throw ValidationError.single(
        'unsettledAfterDays',
        `Days before an unsettled payment is reported: a whole number from 1 to ${MAX_UNSETTLED_DAYS}.`,
      );
    const range = { from, to, timeZone: this.timeZone };
    const overdueBefore = new Date(now.getTime() - (days as number) * 86_400_000);
    // Gateways and couriers alike: what the shop expected against what was settled.
    const sources = [
      ...GATEWAYS.map((source) => ({
        source,
        kind: 'gateway' as const,
        figures: () => gatewayFigures(this.ds, source, range),
      })),
      ...BOOKING_COURIERS.map((source) => ({
        source,
        kind: 'courier' as const,
        figures: () => courierFigures(this.ds, source, range),
      })),
    ];
    const lines: ReconciliationLine[] = [];
    for (const { source, kind, figures } of sources) {
      const f = await figures();
      lines.push(
        reconcile({ source, label: SOURCE_LABELS[source], kind }, f.expected, f.settled, overdueBefore),
      );
    }
    return { from, to, timeZone: this.timeZone, unsettledAfterDays: days as number, lines };
  }

  /**
   * Imports a gateway's settlement statement (CSV): every row checked, then all of them saved or
   * none (a ValidationError naming `row.column` for each problem). A row whose reference was
   * imported before with the same figures is skipped, so the same statement twice adds nothing.
   */
  async importStatement(source: unknown, file: Buffer, importedBy: number | null): Promise<StatementImport> {
    if (typeof source !== 'string' || !isGateway(source))
      throw ValidationError.single('source', `Choose the gateway: ${GATEWAYS.join(', ')}.`);
    const { header, rows } = readCsv(file);
    const columns = statementColumns(header);
    if (columns.problems.length) throw refused(columns.problems);
    const read = statementRows(rows, columns.at);
    if (read.problems.length) throw refused(read.problems);
    return this.ds.transaction(async (em) => {
      // One import of a gateway's statements at a time: the check against earlier rows holds until commit.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('settlements'), hashtext($1))`, [source]);
      const earlier = await this.earlier(em, source, read.rows);
      const problems: StatementProblem[] = [];
      const fresh = read.rows.filter((r) => {
        const before = earlier.get(r.reference);
        if (before && !sameSettlement(before, r))
          problems.push({
            row: r.row,
            column: 'reference',
            message: `This reference was imported before with other figures (amount, fee, date or order).`,
          });
        return !before;
      });
      if (problems.length) throw refused(problems);
      const orders = await this.matchOrders(em, source, fresh);
      await em.getRepository(SettlementEntity).insert(
        fresh.map((r) => ({
          source,
          reference: r.reference,
          orderId: orders.get(r.reference) ?? null,
          orderNumber: r.orderNumber,
          amount: r.amount,
          fee: r.fee,
          settledOn: r.settledOn,
          importedBy,
        })),
      );
      return {
        source,
        rows: read.rows.length,
        added: fresh.length,
        alreadyImported: read.rows.length - fresh.length,
        unmatched: fresh.filter((r) => !orders.has(r.reference)).length,
      };
    });
  }

  /** The rows of this gateway already imported under these references. */
  private async earlier(em: EntityManager, source: Gateway, rows: StatementRow[]) {
    const found: Array<{
      reference: string;
      amount: string;
      fee: string | null;
      settled_on: string;
      order_number: string | null;
    }> = await em.query(
      `SELECT reference, amount::text, fee::text, to_char(settled_on, 'YYYY-MM-DD') AS settled_on, order_number
         FROM settlements WHERE source = $1 AND reference = ANY($2::varchar[])`,
      [source, rows.map((r) => r.reference)],
    );
    return new Map(
      found.map((f) => [
        f.reference,
        {
          amount: Number(f.amount),
          fee: f.fee === null ? null : Number(f.fee),
          settledOn: f.settled_on,
          orderNumber: f.order_number,
        },
      ]),
    );
  }

  /**
   * Each row's order: the one whose payment carried its reference (a wallet's attempt, a card's
   * payment intent), else the order its order number names; none when neither is the shop's.
   */
  private async matchOrders(
    em: EntityManager,
    source: Gateway,
    rows: StatementRow[],
  ): Promise<Map<string, number>> {
    const refs = rows.map((r) => r.reference);
    const byReference: Array<{ reference: string; order_id: number }> =
      source === 'card'
        ? await em.query(
            `SELECT payment_intent_id AS reference, id AS order_id FROM orders WHERE payment_intent_id = ANY($1::varchar[])`,
            [refs],
          )
        : await em.query(
            `SELECT reference, order_id FROM payment_attempts WHERE provider = $1 AND reference = ANY($2::varchar[])`,
            [source, refs],
          );
    const numbers = rows.filter((r) => r.orderNumber).map((r) => Number(r.orderNumber));
    const existing: Array<{ id: number }> = await em.query(
      `SELECT id FROM orders WHERE id = ANY($1::int[])`,
      [numbers],
    );
    const ids = new Set(existing.map((o) => o.id));
    const out = new Map<string, number>();
    for (const r of rows) {
      const viaRef = byReference.find((b) => b.reference === r.reference)?.order_id;
      const viaNumber = r.orderNumber && ids.has(Number(r.orderNumber)) ? Number(r.orderNumber) : undefined;
      const id = viaRef ?? viaNumber;
      if (id !== undefined) out.set(r.reference, id);
    }
    return out;
  }
}
