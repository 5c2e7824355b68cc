/** Back office reconciliation: settlements against payments, and gateways' statements imported (docs/integrations.md). */
import { z } from 'zod';
import { GATEWAYS, MAX_UNSETTLED_DAYS, DEFAULT_UNSETTLED_DAYS } from '../../modules/reconciliation';
import { type Operation, group, admin, filePart } from './operation';
import * as S from './shapes';

const rupees = z.number().meta({ description: 'Rupees (Rs), two decimals at most.' });
const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD.' });

const Difference = z
  .object({
    kind: z.enum(['unsettled', 'amount_differs', 'settled_twice', 'not_recorded_paid']).meta({
      description:
        'unsettled: recorded paid (or collected), nothing settled after the days asked; amount_differs; settled_twice; not_recorded_paid: settled, but the shop has no such paid order.',
    }),
    order_id: S.int
      .nullable()
      .meta({ description: "The order; null when the settlement names none of the shop's." }),
    references: z
      .array(z.string())
      .meta({ description: "The settlements' references (gateway transaction, or tracking number)." }),
    paid: rupees.nullable().meta({ description: 'What the shop recorded paid; null when not recorded.' }),
    settled: rupees.nullable().meta({ description: 'Settled before fees; null when nothing was.' }),
    fee: rupees.nullable(),
    paid_at: z.string().meta({ format: 'date-time' }).nullable(),
    settled_on: day.nullable(),
  })
  .meta({ id: 'ReconciliationDifference' });

const Line = z
  .object({
    source: z.string().meta({ description: 'jazzcash, easypaisa, card, postex, leopards or trax.' }),
    label: z.string(),
    kind: z.enum(['gateway', 'courier']),
    orders: S.int.meta({
      description: 'Orders recorded paid (parcels delivered with cash to collect) in the range.',
    }),
    paid: rupees,
    settled_orders: S.int,
    settled: rupees.meta({ description: 'Settled for them, before fees.' }),
    fees: rupees,
    net: rupees.meta({ description: 'Settled less fees: what reached the shop.' }),
    unsettled_orders: S.int,
    unsettled: rupees,
    differences: z.array(Difference),
  })
  .meta({ id: 'ReconciliationLine' });

const Report = z
  .object({
    from: day,
    to: day,
    time_zone: z.string(),
    unsettled_after_days: S.int,
    lines: z.array(Line),
  })
  .meta({ id: 'ReconciliationReport' });

export const RECONCILIATION_OPERATIONS: Operation[] = group({ tag: admin, role: 'ADMIN' }, [
  {
    method: 'get',
    path: '/admin/reconciliation',
    summary: 'Settlements against payments, per gateway and courier',
    description:
      'For the days from..to of the shop’s time zone (by when the order was recorded paid, or delivered for cash on delivery): per gateway (JazzCash, easypaisa, card: their imported statements) and courier (PostEx, Leopards, Trax: their COD payment reports), what was recorded paid against what was settled, with the orders that differ.',
    query: z.object({
      from: day,
      to: day,
      unsettled_after_days: z
        .string()
        .optional()
        .meta({
          description: `Days after which a payment nothing settled is a difference: 1 to ${MAX_UNSETTLED_DAYS}, default ${DEFAULT_UNSETTLED_DAYS}.`,
        }),
    }),
    ok: S.dataOf(Report),
    errors: [422],
  },
  {
    method: 'post',
    path: '/admin/settlements/import',
    summary: 'Import a gateway’s settlement statement (CSV)',
    description:
      'Columns by header: reference, order_number (optional), amount (rupees, before the fee), settled_date (YYYY-MM-DD or DD/MM/YYYY), fee (optional). Every row is checked, then all are saved or none (422 naming `row.column`, the header being row 1). A row imported before with the same figures is skipped: the same statement twice adds nothing.',
    multipart: z.object({
      file: filePart('The CSV file, UTF-8, at most 2 MB.'),
      source: z.enum(GATEWAYS).meta({ description: 'The gateway whose statement it is.' }),
    }),
    ok: S.dataOf(
      z
        .object({
          source: z.enum(GATEWAYS),
          rows: S.int.meta({ description: 'Distinct rows read.' }),
          added: S.int,
          already_imported: S.int,
          unmatched: S.int.meta({ description: "Added rows matching none of the shop's orders." }),
        })
        .meta({ id: 'SettlementImport' }),
      { message: z.string() },
    ),
  },
]);
