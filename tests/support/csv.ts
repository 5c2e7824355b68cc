/** CSV for the CSV tests: files read with csv-parse (as a spreadsheet would), imports sent as a browser sends them. */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { TestServer } from './test-server';

/** A CSV text's records by header name (BOM dropped, nothing unescaped beyond CSV quoting). */
export function records(text: string): Array<Record<string, string>> {
  return parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
}

/** Records back to CSV text with the given header (UTF-8, BOM first as the export writes it). */
export function csvText(header: string[], rows: Array<Record<string, string | number>>): string {
  return (
    '\uFEFF' +
    stringify(
      rows.map((r) => header.map((h) => String(r[h] ?? ''))),
      { header: true, columns: header },
    )
  );
}

const IMPORT = `mutation($f: Upload!, $apply: Boolean!) { importProductsCsv(file: $f, apply: $apply) {
  errors { field message code } problems { row column message } applied rows products creates updates unchanged } }`;

/** The GraphQL import (multipart, with the CSRF preflight header), as the back office sends it. */
export async function gqlImport(t: TestServer, token: string, file: string | Buffer, apply: boolean) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { f: null, apply } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  form.append('0', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'products.csv');
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.importProductsCsv as {
    errors: Array<{ field: string; message: string; code: string }>;
    problems: Array<{ row: number; column: string; message: string }>;
    applied: boolean;
    rows: number;
    products: number;
    creates: number;
    updates: number;
    unchanged: number;
  };
}

/** The REST import: multipart `file` and `apply`. */
export async function restImport(t: TestServer, token: string, file: string, apply: boolean) {
  const form = new FormData();
  form.append('apply', String(apply));
  form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
  const res = await fetch(`${t.url}/api/admin/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

export const PRODUCTS_CSV = `query($s: String) { adminProductsCsv(search: $s, sort: "id", direction: "asc") { fileName text rows } }`;
