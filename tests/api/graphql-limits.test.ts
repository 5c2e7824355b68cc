import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const nested = (depth: number) => {
  let q = 'id';
  for (let i = 0; i < depth; i++) q = `children { ${q} }`;
  return `{ categories { ${q} } }`;
};

describe('GraphQL query limits', () => {
  it('accepts an ordinary query', async () => {
    const res = await t.gql(nested(3));
    expect(res.status).toBe(200);
    expect(res.body.data.categories).toEqual([]);
  });

  it('refuses a query 20 levels deep', async () => {
    const res = await t.gql(nested(20));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/too deep/);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses 100 aliases', async () => {
    const fields = Array.from({ length: 100 }, (_, i) => `a${i}: brands { id }`).join(' ');
    const res = await t.gql(`{ ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.message).join(' ')).toMatch(/Too many aliases/);
  });

  it('refuses an expensive query (lists within lists)', async () => {
    const q = `{ products { items { images { id } attributeValues { id attribute { id name } } variants { id } category { children { children { children { children { id name } } } } } } } }`;
    const res = await t.gql(q);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/too expensive/);
  });

  it('refuses a batched array body', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ brands { id } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a page number of 10^9', async () => {
    const res = await t.gql('{ products(page: 1000000000) { items { id } } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rest = await t.rest('GET', '/get-products?page=1000000000');
    expect(rest.status).toBe(422);
  });
});

describe('standard directives', () => {
  it('supports @include and @skip', async () => {
    const res = await t.gql('query($a: Boolean!) { brands @include(if: $a) { id } provinces @skip(if: true) }', { a: true });
    expect(res.body.data).toEqual({ brands: [] });
  });
});

describe('production mode', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await createTestServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' }); // production needs one; no mail is sent here
  });
  afterAll(() => prod.close());

  it('hides field suggestions, stack traces and introspection', async () => {
    const typo = await prod.gql('{ brand { id } }');
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/);
    expect(JSON.stringify(typo.body)).not.toMatch(/stacktrace/);
    const intro = await prod.gql('{ __schema { types { name } } }');
    expect(intro.body.errors[0].message).toMatch(/introspection/i);
    const dev = await t.gql('{ brand { id } }');
    expect(JSON.stringify(dev.body)).toMatch(/Did you mean/);
  });

  it('can turn introspection on explicitly', async () => {
    const open = await createTestServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', GRAPHQL_INTROSPECTION: 'true' });
    try {
      expect((await open.gql('{ __schema { queryType { name } } }')).body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await open.close();
    }
  });
});
