import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../csv';
import type { ReportLine, SalesReport } from './report.service';

/** Paisa as rupees with two decimals, exactly (no float): 150050 → "1500.50". */
export function rupeesText(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const SECTIONS: Array<[keyof SalesReport, string]> = [
  ['byDay', 'day'],
  ['byProduct', 'product'],
  ['byCategory', 'category'],
  ['byPaymentMethod', 'payment method'],
  ['byCity', 'city'],
];

/** The report as one CSV: its totals, then each breakdown's rows, a `section` column naming which. */
export function salesReportCsv(r: SalesReport): string {
  const rows: string[][] = [
    ['section', 'key', 'label', 'orders', 'units', 'revenue_rs'],
    [
      'total',
      `${r.from}..${r.to}`,
      `All orders (${r.timeZone})`,
      String(r.totals.orders),
      '',
      rupeesText(r.totals.revenue),
    ],
    ['total', 'paid_orders', 'Paid orders', String(r.totals.paidOrders), '', ''],
    ['total', 'average_order_value', 'Average order value', '', '', rupeesText(r.totals.averageOrderValue)],
  ];
  for (const [field, section] of SECTIONS)
    for (const l of r[field] as ReportLine[])
      rows.push([
        section,
        safeCell(l.key),
        safeCell(l.label),
        String(l.orders),
        l.units == null ? '' : String(l.units),
        rupeesText(l.revenue),
      ]);
  return stringify(rows);
}

/** The download's file name. */
export const salesReportFileName = (r: Pick<SalesReport, 'from' | 'to'>) => `sales-${r.from}-to-${r.to}.csv`;
