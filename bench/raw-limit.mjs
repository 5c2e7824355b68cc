/**
 * The machine's limit for a catalogue read: raw node:http, one indexed SELECT per request
 * (the listing's first page of ids) and a fixed body of the listing's size and bytes.
 * argv: port, database URL, body file.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [port, url, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const sql = 'SELECT id FROM products WHERE status = 1 ORDER BY created_at DESC, id DESC LIMIT 12';

http
  .createServer(async (_req, res) => {
    await pool.query(sql);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
