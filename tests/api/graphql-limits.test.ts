import { ApolloArmor } from '@escape.tech/graphql-armor';
import { DocumentNode, getIntrospectionQuery, validate } from 'graphql';
import * as clientOperations from '../../client/src/gql/graphql';
import { QUERY_LIMITS, queryLimits } from '../../server/src/graphql/armor';
import { getSchema } from '../../server/src/graphql/schema';
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

  it('accepts 12 levels and refuses a query 13 or 20 levels deep', async () => {
    // categories + 10 × children + id = 12 levels.
    expect((await t.gql(nested(10))).body.data.categories).toEqual([]);
    for (const depth of [11, 20]) {
      const res = await t.gql(nested(depth));
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e: any) => e.message)).toContain(
        `Syntax Error: Query depth limit of 12 exceeded, found ${depth + 2}.`,
      );
      expect(res.body.data).toBeUndefined();
    }
  });

  it('counts introspection fields: the standard introspection query is answered, a 20-level one is refused (audit)', async () => {
    const standard = await t.gql(getIntrospectionQuery());
    expect(standard.status).toBe(200);
    expect(standard.body.data.__schema.queryType.name).toBe('Query');
    let ofType = 'name';
    for (let i = 0; i < 17; i++) ofType = `ofType { ${ofType} }`;
    const deep = await t.gql(`{ __schema { types { ${ofType} } } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0].message).toBe('Syntax Error: Query depth limit of 15 exceeded, found 20.');
    expect(deep.body.data).toBeUndefined();
  });

  it('refuses 100 aliases', async () => {
    const fields = Array.from({ length: 100 }, (_, i) => `a${i}: brands { id }`).join(' ');
    const res = await t.gql(`{ ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e: any) => e.message).join(' ')).toMatch(
      /Aliases limit of 30 exceeded, found 100/,
    );
  });

  it('refuses more than 50 directives', async () => {
    const res = await t.gql(`{ brands { id ${'@include(if: true) '.repeat(51)} } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e: any) => e.message).join(' ')).toMatch(
      /Directives limit of 50 exceeded, found 51/,
    );
  });

  it('refuses an expensive query (lists within lists, asked for 15 times over)', async () => {
    const lists = `products { items { images { id } attributeValues { id attribute { id name } } variants { id } category { children { children { children { children { id name } } } } } } }`;
    expect((await t.gql(`{ ${lists} }`)).status).toBe(200);
    const res = await t.gql(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${lists}`).join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(
      /^Syntax Error: Query Cost limit of 2000 exceeded, found \d+/,
    );
  });

  it('lets every operation the client sends through, with room to spare', async () => {
    const schema = await getSchema();
    const documents = Object.entries(clientOperations).filter(([name]) => name.endsWith('Document')) as Array<
      [string, DocumentNode]
    >;
    expect(documents.length).toBeGreaterThan(30);
    // At a tenth of the cost limit, and two levels under the depth limit, each still passes.
    const tight = new ApolloArmor({
      maxDepth: { n: QUERY_LIMITS.maxDepth - 2, flattenFragments: true },
      costLimit: {
        maxCost: QUERY_LIMITS.maxCost / 10,
        depthCostFactor: QUERY_LIMITS.depthCostFactor,
        flattenFragments: true,
      },
      maxAliases: { n: QUERY_LIMITS.maxAliases },
      maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    }).protect();
    for (const [name, document] of documents) {
      const errors = validate(schema, document, [
        ...queryLimits(false).validationRules,
        ...tight.validationRules,
      ]);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
    }
  });

  it('refuses a document of more than 1000 tokens, and answers a syntax error with 400', async () => {
    const res = await t.gql(`{ brands { ${'id '.repeat(1000)}} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(
      /^Syntax Error: Document contains more tha[nt] 1000 tokens\. Parsing aborted\.$/,
    );
    expect(res.body.errors?.[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const typo = await t.gql('test');
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses variables nested deeper than the limit with 400, 25,000 deep included (audit: 500)', async () => {
    const body = (depth: number) =>
      `{"query":"query($f: ProductFilterInput) { products(filter: $f) { items { id } } }","variables":{"f":${'{"search":'.repeat(depth)}"x"${'}'.repeat(depth)}}}`;
    // With the catalogue cache on (t, as in production: it keys catalogue queries by their variables) and off.
    const uncached = await createTestServer({ SPEED_OFF: 'responseCache' });
    try {
      for (const server of [t, uncached]) {
        for (const depth of [13, 25_000]) {
          const res = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(depth),
          });
          expect(res.status).toBe(400);
          expect((await res.json()).errors[0]).toMatchObject({
            message: 'The request is nested too deeply (at most 12 levels).',
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
      }
      expect(
        (
          await t.gql('query($f: ProductFilterInput) { products(filter: $f) { items { id } } }', {
            f: { search: 'x', categoryIds: [1] },
          })
        ).status,
      ).toBe(200);
    } finally {
      await uncached.close();
    }
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
    expect(res.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const rest = await t.rest('GET', '/get-products?page=1000000000');
    expect(rest.status).toBe(422);
  });
});

describe('standard directives', () => {
  it('supports @include and @skip', async () => {
    const res = await t.gql(
      'query($a: Boolean!) { brands @include(if: $a) { id } provinces @skip(if: true) }',
      { a: true },
    );
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
    expect(intro.body.errors?.[0].message).toMatch(/introspection/i);
    const dev = await t.gql('{ brand { id } }');
    expect(JSON.stringify(dev.body)).toMatch(/Did you mean/);
  });

  it('keeps introspection off though the retired GRAPHQL_INTROSPECTION=true is still set, and names it', async () => {
    const open = await createTestServer({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      GRAPHQL_INTROSPECTION: 'true',
    });
    try {
      expect(open.config.ignoredVariables).toEqual(['GRAPHQL_INTROSPECTION (on except in production)']);
      const intro = await open.gql('{ __schema { queryType { name } } }');
      expect(intro.body.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      await open.close();
    }
  });
});
