import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestServer({ LOG_LEVEL: 'info' }, undefined, {
    write: (line: string) => void lines.push(line),
  });
});
afterAll(() => t.close());

it('logs a failed login and a checkout with their request ids and without secrets', async () => {
  const password = 'Sup3r-Secret-Passw0rd!';
  const reg = await t.rest('POST', '/user/register', {
    name: 'Log Person',
    email: 'log@example.pk',
    password,
  });
  const token: string = reg.body.token;
  const failed = await fetch(`${t.url}/api/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'log@example.pk', password: `${password}-wrong` }),
  });
  expect(failed.status).toBe(401);
  const loginId = failed.headers.get('x-request-id')!;

  const f = factories(t.db.ds);
  const p = await f.product({ categoryId: (await f.category()).id, qty: 3 });
  const checkout = await fetch(`${t.url}/api/save-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      checkoutBody([{ product_id: p.id, qty: 1 }], {
        name: 'Log Person',
        email: 'log@example.pk',
        address: 'A',
        payment_method: 'stripe',
        payment_intent_id: 'pi_secret_card_4242',
      }),
    ),
  });
  const checkoutId = checkout.headers.get('x-request-id')!;
  // Each request is logged when its response has gone out, so at about the time it arrives here.
  const entries = () => lines.map((l) => JSON.parse(l));
  await waitUntil(() => entries().some((e) => e.req?.id === loginId && e.res?.statusCode === 401));
  await waitUntil(() => entries().some((e) => e.req?.id === checkoutId && e.res));

  const log = lines.join('');
  for (const secret of [password, token, token.split('.')[2], 'pi_secret_card_4242'])
    expect(log).not.toContain(secret);
});
