/**
 * The headers every answer carries, as they go on the wire (names as sent, in order): the
 * security headers helmet produces with the shop's options, on answers computed by Express
 * (REST, GraphQL, a 404, the SSR route) and on those the fast path serves; a GET that carries a
 * body is answered as one without; each request is logged once with its status and time.
 */
import http from 'node:http';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

/** helmet 8's headers for the shop's options (app.ts), in the order it sets them. */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self' https://js.stripe.com;script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';frame-src 'self' https://js.stripe.com https://hooks.stripe.com;" +
  "connect-src 'self' https://api.stripe.com";
const COMMON: [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];
const SECURE: [string, string][] = [['Content-Security-Policy', CSP], ...COMMON];
/** /graphql outside production: Apollo Sandbox loads from Apollo's CDN, so no CSP. */
const SANDBOX = COMMON;
const NAMES = new Set([...SECURE, ...SANDBOX].map(([n]) => n.toLowerCase()));

let t: TestServer;
let cold: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestServer({ LOG_LEVEL: 'info' }, undefined, { write: (l: string) => void lines.push(l) });
  // Every answer computed by Express (no response cache: nothing for the fast path to serve).
  cold = await createTestServer({}, t, undefined, { responseEntries: 0, pageBytes: 0 });
  const f = factories(t.db.ds);
  await f.product({ categoryId: (await f.category()).id });
});
afterAll(async () => {
  await cold?.close();
  await t?.close();
});

interface Answer {
  status: number;
  raw: [string, string][];
  body: string;
}

function request(
  base: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          raw.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode!, raw, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const security = (a: Answer) => a.raw.filter(([n]) => NAMES.has(n.toLowerCase()));

const gqlBody = JSON.stringify({ query: '{ products(page: 1) { items { id title } meta { total } } }' });
const gqlHeaders = { 'content-type': 'application/json' };

it('sends helmet’s security headers, as helmet names and orders them, on answers Express computes', async () => {
  for (const server of [cold, t]) {
    const listing = await request(server.url, 'GET', '/api/get-products?page=1');
    expect(listing.status).toBe(200);
    expect(security(listing)).toEqual(SECURE);
    const missing = await request(server.url, 'GET', '/api/no-such-path');
    expect(missing.status).toBe(404);
    expect(security(missing)).toEqual(SECURE);
    const page = await request(server.url, 'GET', '/shop');
    expect(security(page)).toEqual(SECURE);
    const graphql = await request(server.url, 'POST', '/graphql', gqlBody, gqlHeaders);
    expect(graphql.status).toBe(200);
    expect(security(graphql)).toEqual(SANDBOX);
  }
});

it('sends the same security headers (lower-case, as the fast path writes them) on fast-path answers', async () => {
  await request(t.url, 'GET', '/api/get-products?page=2');
  const hit = await request(t.url, 'GET', '/api/get-products?page=2');
  expect(hit.raw).toContainEqual(['x-cache', 'HIT']);
  expect(security(hit)).toEqual(SECURE.map(([n, v]) => [n.toLowerCase(), v]));
});

it('answers a GET that carries a body as it answers one without', async () => {
  const plain = await request(cold.url, 'GET', '/api/get-products?page=1');
  const withBody = await request(cold.url, 'GET', '/api/get-products?page=1', '{"page":5}', {
    'content-length': '10',
    'content-type': 'application/json',
  });
  expect(withBody.status).toBe(200);
  expect(withBody.body).toBe(plain.body);
  // A body of another type is refused as on any other method (415), not ignored.
  const withText = await request(cold.url, 'GET', '/api/get-products?page=1', 'page=5', {
    'content-length': '6',
    'content-type': 'text/plain',
  });
  expect(withText.status).toBe(415);
});

it('logs each request once, with its id, method, path, status and time', async () => {
  const answer = await request(t.url, 'GET', '/api/get-products?page=3&sort=newest');
  const id = answer.raw.find(([n]) => n.toLowerCase() === 'x-request-id')![1];
  const mine = () => lines.map((l) => JSON.parse(l)).filter((e) => e.req?.id === id);
  await waitUntil(() => mine().length > 0);
  const [entry] = mine();
  expect(mine()).toHaveLength(1);
  expect(entry).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { id, method: 'GET', url: '/api/get-products' },
    res: { statusCode: 200 },
  });
  expect(typeof entry.responseTime).toBe('number');
  const refused = await request(t.url, 'GET', '/api/no-such-path');
  const refusedId = refused.raw.find(([n]) => n.toLowerCase() === 'x-request-id')![1];
  await waitUntil(() => lines.some((l) => l.includes(refusedId)));
  expect(JSON.parse(lines.find((l) => l.includes(refusedId))!)).toMatchObject({
    level: 40,
    req: { id: refusedId, method: 'GET', url: '/api/no-such-path' },
    res: { statusCode: 404 },
  });
});

it('names the headers of a computed listing, REST and GraphQL, in the same order', async () => {
  const names = (a: Answer) => a.raw.map(([n]) => n);
  const secure = SECURE.map(([n]) => n);
  const common = COMMON.map(([n]) => n);
  const rest = await request(cold.url, 'GET', '/api/get-products?page=1');
  expect(rest.raw).toContainEqual(['X-Cache', 'BYPASS']);
  expect(names(rest)).toEqual(
    ['X-Request-Id', ...secure, 'Vary', 'Content-Type', 'ETag', 'X-Cache', 'Content-Length'].concat([
      'Date',
      'Connection',
      'Keep-Alive',
    ]),
  );
  const graphql = await request(cold.url, 'POST', '/graphql', gqlBody, gqlHeaders);
  expect(names(graphql)).toEqual(
    ['X-Request-Id', ...common, 'Vary', 'cache-control', 'x-cache', 'Content-Type', 'Content-Length'].concat([
      'ETag',
      'Date',
      'Connection',
      'Keep-Alive',
    ]),
  );
});

it('logs a failed request’s error with the request it belongs to', async () => {
  const spy = jest.spyOn(t.services.products, 'listIds').mockRejectedValue(new Error('listing kaput'));
  try {
    const failed = await request(t.url, 'GET', '/api/get-products?page=4');
    expect(failed.status).toBe(500);
    const id = failed.raw.find(([n]) => n.toLowerCase() === 'x-request-id')![1];
    const mine = () => lines.map((l) => JSON.parse(l)).filter((e) => e.req?.id === id);
    await waitUntil(() => mine().length >= 2);
    expect(mine()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unhandled error',
        req: { id, method: 'GET', url: '/api/get-products' },
        err: expect.objectContaining({ type: 'Error', message: 'listing kaput', stack: expect.any(String) }),
      }),
      expect.objectContaining({
        level: 50,
        req: { id, method: 'GET', url: '/api/get-products' },
        res: { statusCode: 500 },
        responseTime: expect.any(Number),
      }),
    ]);
  } finally {
    spy.mockRestore();
  }
});
