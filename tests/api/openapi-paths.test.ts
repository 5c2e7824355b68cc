/**
 * The OpenAPI document's paths are the adapter's: every route Express has is in it (and nothing
 * else), its page lists them, and its `x-role` is what the adapter enforces: every path that names
 * a role refuses a caller without a token (401) and one of the other role (403), before reading
 * anything; every path that names none lets an anonymous caller through to its own answer.
 */
import { openApiDocument } from '../../server/src/rest/openapi/document';
import { createRestRouter } from '../../server/src/rest/router';
import { openApiChecker } from '../support/openapi-checker';
import { openApiRoutes } from '../support/rest-routes';
import { adminToken, customer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let documented: () => string[];
beforeAll(async () => {
  t = await createTestServer();
  ({ documented } = await openApiChecker(t));
});
afterAll(() => t.close());

type Operations = Record<string, Record<string, { 'x-role'?: 'ADMIN' | 'CUSTOMER' }>>;

it('guards each documented path by the role the document names, and only those', async () => {
  const tokens = { ADMIN: (await customer(t)).token, CUSTOMER: await adminToken(t) };
  const paths = openApiDocument().paths as Operations;
  const send = (method: string, path: string, token?: string) =>
    fetch(`${t.url}/api${path.replace(/\{\w+\}/g, '1')}`, {
      method: method.toUpperCase(),
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'get' ? {} : { body: '{}' }),
    }).then((r) => r.status);
  const wrong: string[] = [];
  for (const [path, methods] of Object.entries(paths))
    for (const [method, op] of Object.entries(methods)) {
      const role = op['x-role'];
      const anonymous = await send(method, path);
      if (role ? anonymous !== 401 : anonymous === 401 || anonymous === 403)
        wrong.push(`${method} ${path} without a token: ${anonymous}`);
      // `tokens[role]` is the other role's token.
      if (role && (await send(method, path, tokens[role])) !== 403)
        wrong.push(`${method} ${path} with the other role's token`);
    }
  expect(wrong).toEqual([]);
  expect(Object.keys(paths).length).toBeGreaterThan(50);
});

it('leaves only the public paths without a role (a role dropped from the document would open its path)', () => {
  const open = Object.entries(openApiDocument().paths as Operations).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => (op['x-role'] ? [] : [`${method} ${path}`])),
  );
  expect(open.sort()).toEqual(
    [
      'get /get-latest-products',
      'get /get-featured-products',
      'get /search-products',
      'get /get-categories',
      'get /get-brands',
      'get /get-products',
      'get /product-details/{id}',
      'get /product-reviews/{id}',
      'post /product-reviews',
      'post /products/{id}/check-stock',
      'post /user/auth',
      'post /admin/auth',
      'post /user/register',
      'get /email/verify',
      'post /forgot-password',
      'post /reset-password',
      'get /provinces',
      'get /cities/{province}',
      'post /contactus/submit',
      'post /admin/set-password',
    ].sort(),
  );
});

it('documents every route of the adapter, and no route it does not have', () => {
  const routes = openApiRoutes(createRestRouter(t.services)).filter(
    (r) => r !== 'GET /openapi.json' && r !== 'GET /docs',
  );
  expect(routes.length).toBeGreaterThan(50);
  expect([...new Set(routes)].sort()).toEqual(documented().sort());
});

it('serves a readable page of the document that needs no script and nothing from outside', async () => {
  const res = await fetch(`${t.url}/api/docs`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toContain("script-src 'self'");
  const html = await res.text();
  expect(html).not.toMatch(/<script|<link|src="http|href="http/);
  for (const op of documented()) {
    const [method, path] = op.split(' ');
    expect(html).toContain(
      `<span class="method ${method.toLowerCase()}">${method}</span> <code>/api${path.replace(/&/g, '&amp;')}</code>`,
    );
  }
  expect(html).toContain('id="schema-ValidationError"');
});
