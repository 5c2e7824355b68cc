/**
 * Staff accounts: default deny. Every REST route of the adapter's route table and every guarded
 * GraphQL field of the schema is walked with a staff token: refused (403 / FORBIDDEN) unless
 * modules/access/staff-access.ts opens it, so an operation added later is covered without a
 * line here. Then the owner's staff page: the invitation link (once, expiring), disabling (the
 * token stops at once) and two owners changing staff at the same moment.
 */
import { getNamedType, GraphQLField, isObjectType } from 'graphql';
import { hashPassword } from '../../server/src/modules/accounts';
import { mayUseRoute, STAFF_GRAPHQL_FIELDS } from '../../server/src/modules/access';
import { STAFF_REST_ROUTES } from '../../server/src/modules/access/staff-access';
import { getSchema } from '../../server/src/graphql/schema';
import { createRestRouter } from '../../server/src/rest/router';
import { authRole as requiredRole, customerOrderWithReceipt, operationFor } from '../support/graphql-walk';
import { PUBLIC_URL, startMailingShop, stopMailingShop, type Smtp } from '../support/mailing-shop';
import { restRoutes as routeTable } from '../support/rest-routes';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let smtp: Smtp;
let owner: string;
let customer: string;
let orderId: number;

const INVITE = `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { member { id email role invitePending } message errors { field message code } } }`;
const ACCEPT = `mutation($i: AcceptStaffInviteInput!) { acceptStaffInvite(input: $i) { message errors { field message code } } }`;
const DISABLE = `mutation($id: Int!, $d: Boolean!) { setStaffDisabled(id: $id, disabled: $d) { member { id disabledAt } message errors { field message code } } }`;
const REMOVE = `mutation($id: Int!) { removeStaff(id: $id) { message errors { field message code } } }`;
const PASSWORD = 'purl-stitch-2024';

beforeAll(async () => {
  ({ t, smtp } = await startMailingShop());
  owner = await t.adminToken();
  ({ token: customer, orderId } = await customerOrderWithReceipt(t, {
    name: 'Shopper',
    email: 'shopper@example.pk',
  }));
});
afterAll(() => stopMailingShop({ t, smtp }));

/** Invites `email` as staff and follows the mailed link: the staff member's id and bearer token. */
async function staffMember(name: string, email: string): Promise<{ id: number; token: string }> {
  const invited = await t.gql(INVITE, { i: { name, email } }, owner);
  expect(invited.body.data.inviteStaff).toMatchObject({
    member: { email, role: 'STAFF', invitePending: true },
    message: 'Invitation sent.',
    errors: [],
  });
  const token = await inviteToken(email);
  const set = await t.gql(ACCEPT, { i: { token, password: PASSWORD, passwordConfirmation: PASSWORD } });
  expect(set.body.data.acceptStaffInvite.errors).toEqual([]);
  const login = await t.rest('POST', '/admin/auth', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { id: invited.body.data.inviteStaff.member.id, token: login.body.token };
}

async function inviteToken(email: string): Promise<string> {
  const link = new URL(await smtp.waitForLink(email, `${PUBLIC_URL}/admin/set-password`));
  return link.searchParams.get('token')!;
}

/** A REST call as the walk makes it: an empty JSON body on writes, redirects not followed. */
async function call(method: string, url: string, token: string) {
  const res = await fetch(`${t.url}/api${url}`, {
    method,
    redirect: 'manual',
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

describe('default deny', () => {
  it('refuses a staff token on every back-office REST route of the route table but the staff list', async () => {
    const staff = await staffMember('Walker', 'walker.staff@example.pk');
    const table = routeTable(createRestRouter(t.services));
    // The staff list names only routes that exist.
    for (const entry of STAFF_REST_ROUTES)
      expect({ entry, found: table.some((r) => `${r.method} ${r.path}` === entry) }).toEqual({
        entry,
        found: true,
      });
    const backOffice: string[] = [];
    // Sign-out last: it ends the staff token.
    const ordered = [...table].sort(
      (a, b) => Number(a.path.endsWith('logout')) - Number(b.path.endsWith('logout')),
    );
    for (const { method, path } of ordered) {
      const url = path.replace(/:[A-Za-z_]+/g, String(orderId));
      // A back-office route: a customer is refused there.
      const asCustomer = await call(method, url, customer);
      if (asCustomer.status !== 403) continue;
      backOffice.push(`${method} ${path}`);
      const asStaff = await call(method, url, staff.token);
      const allowed = mayUseRoute('STAFF', method, url);
      expect({
        route: `${method} ${path}`,
        refused: asStaff.status === 403 || asStaff.status === 401,
      }).toEqual({
        route: `${method} ${path}`,
        refused: !allowed,
      });
      if (!allowed) expect(asStaff.body).toEqual({ status: 403, message: expect.any(String) });
    }
    expect(backOffice.length).toBeGreaterThanOrEqual(25);
    expect(backOffice).toEqual(
      expect.arrayContaining([
        'PUT /admin/products/:id',
        'PUT /admin/settings/:service',
        'GET /admin/orders',
      ]),
    );
  });

  it('refuses a staff token on every guarded GraphQL field of the schema but the staff list', async () => {
    const staff = await staffMember('Field Walker', 'field.walker@example.pk');
    const schema = await getSchema();
    const names = new Set<string>();
    const checked: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        names.add(`${type.name}.${field.name}`);
        const role = requiredRole(field);
        if (role !== 'ADMIN' && role !== 'STAFF') continue;
        const key = `${type.name}.${field.name}`;
        // The directive in schema.graphql says what the guard does.
        expect({ key, role }).toEqual({ key, role: STAFF_GRAPHQL_FIELDS.has(key) ? 'STAFF' : 'ADMIN' });
        if (field.args.some((a) => getNamedType(a.type).name === 'Upload')) continue;
        const root =
          type === schema.getQueryType() ? 'query' : type === schema.getMutationType() ? 'mutation' : null;
        const { query, variables } = root ? operationFor(root, field) : nestedOperation(type.name, field);
        const res = await t.gql(query, variables, staff.token);
        const code = res.body.errors?.find((e: any) => e.extensions?.code === 'FORBIDDEN')?.extensions.code;
        expect({ key, forbidden: code === 'FORBIDDEN' }).toEqual({ key, forbidden: role === 'ADMIN' });
        checked.push(key);
      }
    }
    for (const key of STAFF_GRAPHQL_FIELDS)
      expect({ key, exists: names.has(key) }).toEqual({ key, exists: true });
    expect(checked).toEqual(
      expect.arrayContaining([
        'Mutation.updateProduct',
        'Query.dashboard',
        'Mutation.inviteStaff',
        'Query.activity',
      ]),
    );
  });
});

/** A guarded field below the root, reached through the order staff may read. */
function nestedOperation(type: string, field: GraphQLField<unknown, unknown>) {
  const selection = isObjectType(getNamedType(field.type)) ? `${field.name} { __typename }` : field.name;
  const through: Record<string, string> = {
    Order: selection,
    Receipt: `receipts { ${selection} }`,
  };
  if (!(type in through)) throw new Error(`no way down to ${type}.${field.name}: add one to nestedOperation`);
  return {
    query: `query($id: Int!) { adminOrder(id: $id) { ${through[type]} } }`,
    variables: { id: orderId },
  };
}

describe('staff at work', () => {
  it('lets staff ship an order and refuses them prices, over GraphQL and REST', async () => {
    const staff = await staffMember('Ayesha', 'ayesha.staff@example.pk');
    const me = await t.gql(`{ adminMe { name adminRole } }`, {}, staff.token);
    expect(me.body.data.adminMe).toEqual({ name: 'Ayesha', adminRole: 'STAFF' });
    const ownerMe = await t.gql(`{ adminMe { adminRole } }`, {}, owner);
    expect(ownerMe.body.data.adminMe).toEqual({ adminRole: 'OWNER' });

    const details = await t.rest('GET', `/admin/order/details/${orderId}`, undefined, staff.token);
    expect(details.status).toBe(200);
    const shipped = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'shipped', payment_status: 'unpaid', version: details.body.data.version },
      staff.token,
    );
    expect(shipped.status).toBe(200);

    const [product] = await t.db.ds.query(`SELECT id FROM products WHERE title = 'Walk'`);
    const refused = await t.gql(
      `mutation($id: Int!) { deleteProduct(id: $id) { __typename } }`,
      { id: product.id },
      staff.token,
    );
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', `/admin/products/${product.id}`, { price: 1 }, staff.token)).status).toBe(
      403,
    );
    expect((await t.rest('DELETE', `/admin/products/${product.id}`, undefined, staff.token)).status).toBe(
      403,
    );
    const [{ price }] = await t.db.ds.query('SELECT price FROM products WHERE id = $1', [product.id]);
    expect(price).toBe(150000);
  });
});

describe('invitations', () => {
  it('sets the password once: the same link used twice, even at the same moment, works once', async () => {
    await t.gql(INVITE, { i: { name: 'Bilal', email: 'bilal.staff@example.pk' } }, owner);
    const token = await inviteToken('bilal.staff@example.pk');
    const stored = await t.db.ds.query(
      `SELECT i.token_hash FROM staff_invites i JOIN users u ON u.id = i.user_id WHERE u.email = 'bilal.staff@example.pk'`,
    );
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(token);

    const [a, b] = await Promise.all(
      ['first-choice-99', 'second-choice-99'].map((password) =>
        t.gql(ACCEPT, { i: { token, password, passwordConfirmation: password } }),
      ),
    );
    const answers = [a, b].map((r) => r.body.data.acceptStaffInvite);
    expect(answers.filter((x) => x.errors.length === 0)).toHaveLength(1);
    expect(answers.find((x) => x.errors.length)!.errors).toEqual([
      {
        field: 'token',
        message: 'This link is invalid, used or expired. Ask the shop owner for a new invitation.',
        code: 'INVALID',
      },
    ]);
    const winner = answers[0].errors.length === 0 ? 'first-choice-99' : 'second-choice-99';
    const login = await t.rest('POST', '/admin/auth', { email: 'bilal.staff@example.pk', password: winner });
    expect(login.status).toBe(200);

    const again = await t.gql(ACCEPT, {
      i: { token, password: 'third-choice-99', passwordConfirmation: 'third-choice-99' },
    });
    expect(again.body.data.acceptStaffInvite.errors[0].field).toBe('token');
  });

  it('refuses an expired link, a taken e-mail and a staff member inviting', async () => {
    await t.gql(INVITE, { i: { name: 'Late', email: 'late.staff@example.pk' } }, owner);
    const token = await inviteToken('late.staff@example.pk');
    await t.db.ds.query(
      `UPDATE staff_invites SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`,
    );
    const late = await t.gql(ACCEPT, { i: { token, password: PASSWORD, passwordConfirmation: PASSWORD } });
    expect(late.body.data.acceptStaffInvite.errors[0].field).toBe('token');

    const taken = await t.gql(INVITE, { i: { name: 'Again', email: 'shopper@example.pk' } }, owner);
    expect(taken.body.data.inviteStaff.errors).toEqual([
      { field: 'email', message: 'The email has already been taken.', code: 'TAKEN' },
    ]);
    const bad = await t.gql(INVITE, { i: { name: '', email: 'nope' } }, owner);
    expect(bad.body.data.inviteStaff.errors.map((e: any) => e.field).sort()).toEqual(['email', 'name']);
  });
});

describe('disabling and removing', () => {
  it("refuses a disabled staff member's token at once, and their sign-in", async () => {
    const staff = await staffMember('Hina', 'hina.staff@example.pk');
    const list = `{ adminOrders(page: 1) { meta { total } } }`;
    expect((await t.gql(list, {}, staff.token)).body.errors).toBeUndefined();
    expect((await t.rest('GET', '/admin/orders', undefined, staff.token)).status).toBe(200);

    const off = await t.gql(DISABLE, { id: staff.id, d: true }, owner);
    expect(off.body.data.setStaffDisabled).toMatchObject({
      member: { id: staff.id, disabledAt: expect.any(String) },
      errors: [],
    });
    expect((await t.gql(list, {}, staff.token)).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/admin/orders', undefined, staff.token)).status).toBe(401);
    const login = await t.rest('POST', '/admin/auth', { email: 'hina.staff@example.pk', password: PASSWORD });
    expect(login.status).toBe(401);

    // Enabled again: a new sign-in works, the old token stays ended.
    await t.gql(DISABLE, { id: staff.id, d: false }, owner);
    const back = await t.rest('POST', '/admin/auth', { email: 'hina.staff@example.pk', password: PASSWORD });
    expect(back.status).toBe(200);
    expect((await t.rest('GET', '/admin/orders', undefined, staff.token)).status).toBe(401);
  });

  it('keeps one outcome when two owners change staff at the same moment', async () => {
    await t.db.ds.query(
      `INSERT INTO users (name, email, password_hash, role, verified_at) VALUES ('Second Owner', 'owner2@example.pk', $1, 'ADMIN', now())`,
      [await hashPassword(PASSWORD)],
    );
    const owner2 = (await t.rest('POST', '/admin/auth', { email: 'owner2@example.pk', password: PASSWORD }))
      .body.token;
    expect((await t.gql(`{ adminMe { adminRole } }`, {}, owner2)).body.data.adminMe.adminRole).toBe('OWNER');

    // Both invite the same person: one account, one refusal.
    const invites = await Promise.all(
      [owner, owner2].map((tok) =>
        t.gql(INVITE, { i: { name: 'Zara', email: 'zara.staff@example.pk' } }, tok),
      ),
    );
    const payloads = invites.map((r) => r.body.data.inviteStaff);
    expect(payloads.filter((p) => p.errors.length === 0)).toHaveLength(1);
    expect(payloads.find((p) => p.errors.length)!.errors[0]).toMatchObject({ field: 'email', code: 'TAKEN' });
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM users WHERE email = 'zara.staff@example.pk'`,
    );
    expect(n).toBe(1);

    // One disables while the other removes: the account is gone, and the other answer says so or disabled it first.
    const staff = await staffMember('Sana', 'sana.staff@example.pk');
    const [disabled, removed] = await Promise.all([
      t.gql(DISABLE, { id: staff.id, d: true }, owner),
      t.gql(REMOVE, { id: staff.id }, owner2),
    ]);
    expect(removed.body.data.removeStaff).toEqual({ message: 'Staff member removed.', errors: [] });
    if (disabled.body.errors) expect(disabled.body.errors[0].extensions.code).toBe('NOT_FOUND');
    else expect(disabled.body.data.setStaffDisabled.errors).toEqual([]);
    expect(await t.db.ds.query(`SELECT id FROM users WHERE id = $1`, [staff.id])).toEqual([]);
    expect((await t.rest('GET', '/admin/orders', undefined, staff.token)).status).toBe(401);

    // An owner cannot be disabled or removed here.
    const [me] = await t.db.ds.query(`SELECT id FROM users WHERE email = 'owner2@example.pk'`);
    const refuse = await t.gql(REMOVE, { id: me.id }, owner);
    expect(refuse.body.data.removeStaff.errors[0]).toMatchObject({ field: 'id', code: 'OWNER' });
  });
});
