/**
 * The OpenAPI document's `x-role` is what the adapter enforces: every path that names a role
 * refuses a caller without a token (401) and one of the other role (403), before reading
 * anything; every path that names none lets an anonymous caller through to its own answer.
 */
import { openApiDocument } from '../../server/src/rest/openapi/document';
import { adminToken, customer } from '../support/shop-orders';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
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
