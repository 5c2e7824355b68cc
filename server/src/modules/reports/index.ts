/** Sales reports: what counts as an order and as revenue (report.rules.ts), by day, product, category, method and city. */
export { ReportService, type ReportLine, type SalesReport } from './report.service';
export { salesReportCsv, salesReportFileName } from './report.csv';
export { shopGlance } from './report.summary';
