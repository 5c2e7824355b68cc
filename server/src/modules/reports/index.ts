/** Sales reports: what counts as an order and as revenue (report.rules.ts), by day, product, category, method and city. */
export { ReportService, type ReportLine, type SalesReport, type Totals } from './report.service';
export {
  averageOrderValue,
  COUNTED_ORDER_SQL,
  inLocalDaysSql,
  PAID_ORDER_SQL,
  TO_SHIP_SQL,
} from './report.rules';
export { rupeesText, salesReportCsv, salesReportFileName } from './report.csv';
export { shopGlance, type ShopGlance } from './report.summary';
