/** CSV in and out of the back office: orders and products exported as their lists show them, products imported with a dry run. */
export { CsvService, type ImportReport } from './csv.service';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, tooLarge, type CsvFile } from './csv.format';
export { MAX_EXPORT_ORDERS, ORDER_COLUMNS } from './order.export';
export { PRODUCT_COLUMNS } from './product.columns';
