/** CSV in and out of the back office: orders and products exported as their lists show them, products imported with a dry run. */
export { CsvService } from './csv.service';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readCsv, safeCell, tooLarge, type CsvFile } from './csv.format';
