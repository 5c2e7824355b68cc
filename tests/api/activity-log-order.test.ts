/**
 * The activity log reads in the order things happened: each entry's time is the clock at its
 * write (not its transaction's start), newest first; it pages by cursor without repeating or
 * skipping entries while others are written; settings read as words, secrets only as "changed";
 * and a page of a 100,000-entry log is read through its index, never by sorting the log.
 */
import type { QueryRunner } from 'typeorm';
import { auditPageQuery } from '../../server/src/modules/audit/audit.service';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let owner: string;

const ACTIVITY = `query($kind: String, $after: String, $page: Int, $perPage: Int) {
  activity(kind: $kind, after: $after, page: $page, perPage: $perPage) {
    items { id at subjectLabel action changes { field label before after text } }
    nextCursor
  }
}`;
const SAVE_SETTINGS = `mutation($service: String!, $values: [SettingValueInput!]!) {
  saveServiceSettings(service: $service, values: $values) { errors { field message } }
}`;
const ACTOR = JSON.stringify({ id: 1, name: 'Admin', role: 'OWNER' });

beforeAll(async () => {
  t = await createTestServer({ SETTINGS_KEY: '33'.repeat(32) });
  owner = await t.adminToken();
});

afterAll(() => t.close());

async function activity(vars: Record<string, unknown>) {
  const res = await t.gql(ACTIVITY, { perPage: 25, ...vars }, owner);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.activity as {
    items: Array<{ id: string; at: string; subjectLabel: string; action: string; changes: any[] }>;
    nextCursor: string | null;
  };
}

/** A back-office transaction on its own connection, as the app opens one for a signed-in owner. */
async function ownerTransaction(): Promise<QueryRunner> {
  const q = t.db.ds.createQueryRunner();
  await q.connect();
  await q.startTransaction();
  await q.query(`SELECT set_config('shop.actor', $1, true)`, [ACTOR]);
  return q;
}

async function addBrand(q: { query(sql: string, params?: unknown[]): Promise<unknown> }, name: string) {
  await q.query(`INSERT INTO brands (name) VALUES ($1)`, [name]);
}

it("lists a long transaction's entry by the time of its write, above what committed while it ran", async () => {
  const first = await ownerTransaction();
  const second = await ownerTransaction();
  try {
    // The first transaction starts first but writes (and commits) last.
    await first.query('SELECT now()');
    await second.query('SELECT now()');
    await addBrand(second, 'Written first');
    await second.commitTransaction();
    await addBrand(first, 'Written second');
    await first.commitTransaction();
  } finally {
    await first.release();
    await second.release();
  }

  const { items } = await activity({ kind: 'brand' });
  expect(items.map((e) => e.subjectLabel)).toEqual(['Written second', 'Written first']);
  // Newest first means the times shown read downwards too.
  expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(Date.parse(items[1].at));
  const [earlier, later] = await t.db.ds.query(
    `SELECT subject_label FROM audit_log WHERE kind = 'brand' ORDER BY at, id`,
  );
  expect([earlier.subject_label, later.subject_label]).toEqual(['Written first', 'Written second']);
});

it('pages by cursor: entries written between page reads neither repeat nor push any off', async () => {
  for (let i = 1; i <= 23; i++) await addBrand(await ownerSession(), `Paged ${i}`);
  const expected = (await activity({ kind: 'brand', perPage: 100 })).items.map((e) => e.id);

  const seen: string[] = [];
  let cursor: string | null = null;
  let written = 0;
  do {
    const page: Awaited<ReturnType<typeof activity>> = await activity({
      kind: 'brand',
      perPage: 5,
      ...(cursor ? { after: cursor } : {}),
    });
    seen.push(...page.items.map((e) => e.id));
    cursor = page.nextCursor;
    // Another owner keeps adding brands between the page reads.
    for (let i = 0; i < 3; i++) await addBrand(await ownerSession(), `Meanwhile ${++written}`);
  } while (cursor);

  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).toEqual(expected);

  // Page numbers still work, counted from the top.
  const numbered = await activity({ kind: 'brand', perPage: 5, page: 2 });
  const top = await activity({ kind: 'brand', perPage: 10 });
  expect(numbered.items.map((e) => e.id)).toEqual(top.items.slice(5).map((e) => e.id));

  // REST pages the same way: meta.next_cursor to ?after=.
  const restFirst = await t.rest('GET', '/admin/activity?kind=brand&per_page=5', undefined, owner);
  const restNext = await t.rest(
    'GET',
    `/admin/activity?kind=brand&per_page=5&after=${restFirst.body.meta.next_cursor}`,
    undefined,
    owner,
  );
  expect(restNext.status).toBe(200);
  expect([...restFirst.body.data, ...restNext.body.data].map((e: { id: string }) => e.id)).toEqual(
    top.items.map((e) => e.id),
  );

  const bad = await t.gql(ACTIVITY, { after: 'not-a-cursor' }, owner);
  expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  const rest = await t.rest('GET', '/admin/activity?after=not-a-cursor', undefined, owner);
  expect(rest.status).toBe(422);
  expect(JSON.stringify(rest.body)).toContain('after');
});

/** A single-statement write by the owner (autocommit), with the owner as its author. */
async function ownerSession() {
  return {
    query: (sql: string, params: unknown[] = []) =>
      t.db.ds.transaction(async (m) => {
        await m.query(`SELECT set_config('shop.actor', $1, true)`, [ACTOR]);
        return m.query(sql, params);
      }),
  };
}

it('reads a settings change as words and a secret only as "changed"', async () => {
  const save = async (service: string, values: Record<string, string>) => {
    const res = await t.gql(
      SAVE_SETTINGS,
      { service, values: Object.entries(values).map(([name, value]) => ({ name, value })) },
      owner,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.saveServiceSettings.errors).toEqual([]);
  };
  await save('alerts', { summaryHour: '8', lowStock: 'on' });
  await save('alerts', { summaryHour: '9', lowStock: 'off' });
  const token = 'EAAG-very-secret-access-token-123';
  await save('whatsapp', {
    phoneNumberId: '106540352242922',
    accessToken: token,
    appSecret: 's1',
    verifyToken: 'v1',
  });
  await save('whatsapp', { accessToken: `${token}-rotated` });

  const res = await t.gql(ACTIVITY, { kind: 'settings', perPage: 10 }, owner);
  const items: Array<{ subjectLabel: string; action: string; changes: any[] }> = res.body.data.activity.items;
  const [alerts] = items.filter((e) => e.subjectLabel === "Owner's e-mail alerts");
  const [rotated, whatsapp] = items.filter(
    (e) => e.subjectLabel === 'WhatsApp Cloud API' && e.action === 'changed',
  );
  expect(alerts.changes.map((c: { text: string }) => c.text)).toEqual([
    'Low stock: on → off',
    'Daily summary hour: 8 → 9',
  ]);
  expect(whatsapp.changes.map((c: { text: string }) => c.text)).toEqual(
    expect.arrayContaining([
      'Phone number ID: — → 106540352242922',
      'Access token: changed',
      'App secret: changed',
    ]),
  );
  expect(rotated.changes).toEqual([
    {
      field: 'secrets.accessToken',
      label: 'Access token',
      before: null,
      after: 'changed',
      text: 'Access token: changed',
    },
  ]);
  const body = JSON.stringify(res.body);
  expect(body).not.toContain(token);
  for (const e of items) for (const c of e.changes) expect(c.text).not.toMatch(/[{}"]/);
  // The log itself holds which secrets changed, not even their sealed values.
  const stored: Array<{ secrets: Record<string, unknown> }> = await t.db.ds.query(
    `SELECT after->'secrets' AS secrets FROM audit_log WHERE kind = 'settings' AND after ? 'secrets'`,
  );
  expect(stored.length).toBe(2);
  for (const { secrets } of stored) expect(Object.values(secrets).every((v) => v === true)).toBe(true);
});

/** The plan of a page's statement, run: its node types and its execution time. */
async function plan(sql: string, params: unknown[]): Promise<{ nodes: string[]; ms: number }> {
  const [
    {
      'QUERY PLAN': [root],
    },
  ] = await t.db.ds.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const nodes: string[] = [];
  const walk = (n: any) => {
    nodes.push(n['Node Type']);
    (n.Plans ?? []).forEach(walk);
  };
  walk(root.Plan);
  return { nodes, ms: root['Execution Time'] };
}

it('reads a page of a 100,000-entry log by its index: first, deep, by kind and by person', async () => {
  await t.db.ds.query(
    `INSERT INTO audit_log (at, actor_id, actor_name, actor_role, kind, action, subject_id, subject_label, before, after)
     SELECT now() - g * interval '7 seconds', 101 + g % 3, 'Person ' || (1 + g % 3), 'STAFF',
            (ARRAY['product', 'order', 'discount'])[1 + g % 3], 'changed', g::text, 'Item ' || g,
            jsonb_build_object('price', g), jsonb_build_object('price', g + 100)
       FROM generate_series(1, 100000) g`,
  );
  await t.db.ds.query('ANALYZE audit_log');
  const deep = (await activity({ perPage: 100, page: 900 })).nextCursor!;
  const deepOrders = (await activity({ kind: 'order', perPage: 100, page: 300 })).nextCursor!;
  const cases = [
    auditPageQuery({}, { page: 1 }, 100),
    auditPageQuery({}, { after: deep }, 100),
    auditPageQuery({ kind: 'order' }, { after: deepOrders }, 100),
    auditPageQuery({ actorId: 102 }, { after: deep }, 100),
  ];
  for (const { sql, params } of cases) {
    const { nodes, ms } = await plan(sql, params);
    expect(nodes).toContain('Index Scan');
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Seq Scan');
    console.log(`activity page: ${ms.toFixed(1)} ms, ${nodes.join(' > ')}`);
  }

  const started = Date.now();
  const page = await activity({ after: deep, perPage: 100 });
  console.log(`activity(after:) over GraphQL: ${Date.now() - started} ms`);
  expect(page.items).toHaveLength(100);
  expect(page.items.every((e, i, all) => i === 0 || Date.parse(all[i - 1].at) >= Date.parse(e.at))).toBe(
    true,
  );

  const actors = await t.gql(`{ activityActors { id name } }`, {}, owner);
  expect(actors.body.data.activityActors).toEqual([
    { id: 1, name: 'Admin' },
    { id: 101, name: 'Person 1' },
    { id: 102, name: 'Person 2' },
    { id: 103, name: 'Person 3' },
  ]);
});
