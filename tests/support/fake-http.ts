/**
 * What the outside-service fakes share: a real HTTP server on loopback, the raw request kept
 * (so tests can look at exactly what the shop sent), and the small pieces of HTML the hosted
 * payment pages are made of (a form that posts itself, and a reader for such forms).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body as JSON or form fields, whichever it was. */
  json?: any;
  form?: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  html?: string;
  text?: string;
  bytes?: Buffer;
  /** Never answer (a hung connection): the socket stays open until the fake closes. */
  hang?: true;
}

export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  /** The next `n` requests hang instead of being answered. */
  hangNext(n?: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let hang = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      const r: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        raw,
      };
      const type = req.headers['content-type'] ?? '';
      try {
        if (type.includes('json') && raw.length) r.json = JSON.parse(raw.toString('utf8'));
      } catch {
        r.json = undefined;
      }
      if (type.includes('x-www-form-urlencoded'))
        r.form = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      requests.push(r);
      if (hang > 0) {
        hang -= 1;
        return; // never answered: the client's deadline must end it
      }
      void Promise.resolve(handler(r)).then(
        (a) => answer(res, a),
        (err: Error) => answer(res, { status: 500, text: `fake failed: ${err.message}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hangNext(n = 1) {
      hang += n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(res: http.ServerResponse, a: FakeAnswer): void {
  if (a.hang) return;
  const headers = { ...a.headers };
  let body: Buffer;
  if (a.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = Buffer.from(JSON.stringify(a.json));
  } else if (a.html !== undefined) {
    headers['content-type'] ??= 'text/html; charset=utf-8';
    body = Buffer.from(a.html);
  } else if (a.bytes) {
    body = a.bytes;
  } else {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    body = Buffer.from(a.text ?? '');
  }
  res.writeHead(a.status ?? 200, headers);
  res.end(body);
}

const escape = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTML form with hidden fields and buttons (name=value), as a hosted payment page shows. */
export function htmlForm(
  action: string,
  fields: Record<string, string>,
  buttons: Array<{ name: string; value: string; label: string }> = [],
  autoSubmit = false,
): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('\n');
  const submit = buttons
    .map(
      (b) =>
        `<button type="submit" name="${escape(b.name)}" value="${escape(b.value)}">${escape(b.label)}</button>`,
    )
    .join('\n');
  return `<form method="post" action="${escape(action)}">\n${inputs}\n${submit}\n</form>${
    autoSubmit ? '<script>document.forms[0].submit()</script>' : ''
  }`;
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}

/** The first form of a page: its action and hidden fields (what a browser would post). */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in the page: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1])] = unescape(m[2]);
  return { action: unescape(action), fields };
}

/** POSTs form fields like a browser submitting a form (no redirects followed). */
export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A small valid PDF (an airway bill stand-in). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 40 780 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
