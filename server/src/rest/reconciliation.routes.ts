import express, { Router } from 'express';
import type { ReconciliationReport } from '../modules/reconciliation';
import { ValidationError } from '../shared/errors';
import { toRupees } from '../shared/money';
import type { Services } from '../services';
import { csvUpload } from './csv.routes';
import { route } from './http';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The report in the REST adapter's words: snake_case, money in rupees. */
function serialize(r: ReconciliationReport) {
  return {
    from: r.from,
    to: r.to,
    time_zone: r.timeZone,
    unsettled_after_days: r.unsettledAfterDays,
    lines: r.lines.map((l) => ({
      source: l.source,
      label: l.label,
      kind: l.kind,
      orders: l.orders,
      paid: toRupees(l.paid),
      settled_orders: l.settledOrders,
      settled: toRupees(l.settled),
      fees: toRupees(l.fees),
      net: toRupees(l.net),
      unsettled_orders: l.unsettledOrders,
      unsettled: toRupees(l.unsettled),
      differences: l.differences.map((d) => ({
        kind: d.kind,
        order_id: d.orderId,
        references: d.references,
        paid: toRupees(d.paid),
        settled: toRupees(d.settled),
        fee: toRupees(d.fee),
        paid_at: d.paidAt?.toISOString() ?? null,
        settled_on: d.settledOn,
      })),
    })),
  };
}

/** Back office: the reconciliation report, and a gateway's settlement statement imported. */
export function reconciliationRoutes(services: Services): Router {
  const r = express.Router();
  r.get(
    '/admin/reconciliation',
    route(services, async ({ req }) => {
      const q = req.query;
      const days = text(q.unsettled_after_days);
      if (days !== undefined && !/^\d{1,3}$/.test(days))
        throw ValidationError.single('unsettled_after_days', 'A whole number of days.');
      try {
        const report = await services.reconciliation.report({
          from: text(q.from),
          to: text(q.to),
          unsettledAfterDays: days === undefined ? undefined : Number(days),
        });
        return { status: 200, data: serialize(report) };
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        throw new ValidationError(
          err.fieldErrors.map((e) =>
            e.field === 'unsettledAfterDays' ? { ...e, field: 'unsettled_after_days' } : e,
          ),
        );
      }
    }),
  );
  r.post(
    '/admin/settlements/import',
    csvUpload,
    route(services, async ({ req }) => {
      if (!req.file) throw ValidationError.single('file', 'Choose a CSV file to import.', 'REQUIRED');
      const source = (req.body as Record<string, unknown> | undefined)?.source;
      const done = await services.reconciliation.importStatement(
        source,
        req.file.buffer,
        req.user?.id ?? null,
      );
      return {
        status: 200,
        message: `Imported ${done.added} of ${done.rows} rows (${done.alreadyImported} imported before).`,
        data: {
          source: done.source,
          rows: done.rows,
          added: done.added,
          already_imported: done.alreadyImported,
          unmatched: done.unmatched,
        },
      };
    }),
  );
  return r;
}
