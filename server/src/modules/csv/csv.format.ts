/**
 * CSV as the shop writes and reads it: RFC 4180 through csv-stringify and csv-parse, UTF-8
 * with a byte order mark (Excel then reads Urdu and other non-Latin text as UTF-8), and every
 * exported cell that a spreadsheet would run as a formula made plain text first (OWASP's
 * "CSV injection": a cell starting with = + - @, a tab or a carriage return gets a leading
 * apostrophe). Reading takes one such apostrophe off again, so an exported file imports as it was.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ValidationError } from '../../shared/errors';

export const BOM = '\uFEFF';

/** A file the client saves: its name and its text (BOM included). */
export interface CsvFile {
  fileName: string;
  text: string;
  rows: number;
}

/** A date and time in the shop's time zone, as a spreadsheet sorts it: 2024-12-22 14:05. */
export function shopTime(d: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}

/** An export's file name, stamped in the shop's time zone: orders-2024-12-22-14-05.csv. */
export const csvFileName = (kind: 'orders' | 'products', now: Date, timeZone: string) =>
  `${kind}-${shopTime(now, timeZone).replace(/[ :]/g, '-')}.csv`;

/** Largest CSV file an import reads. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Most data rows (after the header) an import reads. */
export const MAX_IMPORT_ROWS = 5000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: text, with a leading apostrophe when a spreadsheet would read it as a formula. */
export function safeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as imported: the apostrophe `safeCell` put before a formula-like text taken off again. */
export function readCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A header and its rows as CSV text: CRLF line ends, BOM first, every cell through `safeCell`. */
export function writeCsv(header: readonly string[], rows: Array<Array<string | number | null | undefined>>) {
  return (
    BOM +
    stringify([header as string[], ...rows.map((r) => r.map(safeCell))], {
      record_delimiter: 'windows',
      quoted_match: /^\s|\s$/,
    })
  );
}

/** A CSV file's header and data rows (cells as `readCell` gives them), or a ValidationError on `file`. */
export function readCsv(data: Buffer): { header: string[]; rows: string[][] } {
  if (data.length > MAX_IMPORT_BYTES) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw ValidationError.single(
      'file',
      'The file is not UTF-8 text. In Excel choose "Save as" and "CSV UTF-8 (Comma delimited)".',
      'INVALID_FILE',
    );
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as string[][];
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines;
    throw ValidationError.single(
      'file',
      `The file is not valid CSV${line ? ` (near line ${line})` : ''}: ${err.message.replace(/^Invalid (Record|Closing Quote|Opening Quote)[^:]*: /, '')}`,
      'INVALID_FILE',
    );
  }
  if (records.length === 0)
    throw ValidationError.single('file', 'The file is empty: it needs a header row.', 'INVALID_FILE');
  const [header, ...rows] = records;
  if (rows.length > MAX_IMPORT_ROWS)
    throw ValidationError.single(
      'file',
      `The file has more than ${MAX_IMPORT_ROWS} rows. Split it into smaller files and import each.`,
      'TOO_MANY_ROWS',
    );
  return {
    header: header.map((h) => h.trim().toLowerCase()),
    rows: rows.map((r) => r.map(readCell)),
  };
}

export function tooLarge(): ValidationError {
  return ValidationError.single(
    'file',
    `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
    'TOO_LARGE',
  );
}
