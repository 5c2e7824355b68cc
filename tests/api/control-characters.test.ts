/**
 * Control characters in text: refused with a 422 naming the field in every text input, query
 * parameter, path and GraphQL String argument (REST and GraphQL), line breaks and tabs kept
 * in multi-line fields only.
 */
import fc from 'fast-check';
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  isInputObjectType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { MULTILINE_FIELDS } from '../../server/src/platform/http/input-hygiene';
import { sampleInput } from '../support/graphql-walk';
import {
  type Role,
  startHostileShop,
  tableCounts,
  TEXT_FIELDS,
  withControlCharacter,
  WRITES,
} from '../support/hostile-shop';
import type { TestServer } from '../support/test-server';

let t: TestServer;
let tokens: Record<Role, string>;
let productId: number;
beforeAll(async () => ({ t, tokens, productId } = await startHostileShop()));
afterAll(() => t.close());

const LINE_BREAKS = new Set(['\t', '\n', '\r']);
/** Whether `text` must be refused in `field` (tab and line breaks are fine in multi-line fields). */
const refusedIn = (field: string, text: string) =>
  [...text].some((c) => c < ' ' && !(MULTILINE_FIELDS.has(field) && LINE_BREAKS.has(c)));

describe('control characters in text (audit: a NUL in login, register, reviews or search answered 500)', () => {
  it('refuses them in the audited places with 422 naming the field (REST and GraphQL)', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/user/auth', { email: 'h@example.pk\u0000', password: 'x' }, 'email'],
      [
        'POST',
        '/user/register',
        { name: 'N\u0000', email: 'n@example.pk', password: 'nul-stitch-1' },
        'name',
      ],
      [
        'POST',
        '/product-reviews',
        { product_id: productId, name: 'R', comment: 'nice\u0000', rating: 5 },
        'comment',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.rest(method, path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        [field]: [`The ${field} field contains characters that are not allowed.`],
      });
    }
    const search = await t.rest('GET', '/search-products?search=a%00b');
    expect(search.body).toEqual({
      status: 422,
      message: 'The search field contains characters that are not allowed.',
      errors: { search: ['The search field contains characters that are not allowed.'] },
    });
    for (const [query, variables] of [
      [
        'mutation($i: LoginInput!) { login(input: $i) { token } }',
        { i: { email: 'h@example.pk\u0000', password: 'x' } },
      ],
      ['query { searchProducts(search: "a\\u0000b") { id } }', {}],
      [
        'mutation($i: ReviewInput!) { createReview(input: $i) { errors { message } } }',
        { i: { productId, name: 'R', comment: 'nice\u0000', rating: 5 } },
      ],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await tableCounts(t)).toMatchObject({ reviews: 0 });
  });

  it('judges each request of one query text by its own variables, and an inline one every time', async () => {
    const byVariable = 'query($s: String!) { products(filter: { search: $s }) { meta { total } } }';
    for (const [s, status] of [
      ['bunny', 200],
      ['a\u0000b', 422],
      ['bunny', 200],
    ] as const) {
      const res = await t.gql(byVariable, { s });
      expect([s, res.status]).toEqual([s, status]);
      if (status === 422) expect(res.body.errors?.[0].extensions.fieldErrors?.[0].field).toBe('search');
    }
    for (let i = 0; i < 2; i++) {
      const inline = await t.gql('query { products(filter: { search: "a\\u0000b" }) { meta { total } } }');
      expect(inline.status).toBe(422);
      expect(inline.body.errors?.[0].extensions.fieldErrors?.[0].field).toBe('search');
    }
  });

  it('keeps line breaks and tabs in multi-line fields only', async () => {
    const ok = await t.rest('POST', '/product-reviews', {
      product_id: productId,
      name: 'Line Breaker',
      comment: 'Soft yarn.\r\n\tWould buy again.',
      rating: 5,
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await t.rest('POST', '/product-reviews', {
          product_id: productId,
          name: 'Line\nBreaker',
          comment: 'x',
          rating: 5,
        })
      ).body.errors,
    ).toEqual({ name: ['The name field contains characters that are not allowed.'] });
    const contact = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { errors { message } } }',
      {
        i: {
          name: 'C',
          email: 'c@example.pk',
          mobile: '03001234567',
          subject: 'Order',
          message: 'Hello,\nwhere is my order?',
        },
      },
    );
    expect(contact.body.data.submitContact.errors).toEqual([]);
  });

  it.each(WRITES)(
    '%s %s refuses a control character in any text field before anything else',
    async (method, path, role) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...TEXT_FIELDS), withControlCharacter, async (field, text) => {
          const before = await tableCounts(t);
          const res = await t.rest(
            method,
            path.replace(':product', String(productId)),
            { [field]: text, nested: [{ [field]: 'fine' }] },
            role ? tokens[role] : undefined,
          );
          if (refusedIn(field, text)) {
            expect({ field, text, status: res.status, errors: res.body.errors }).toEqual({
              field,
              text,
              status: 422,
              errors: { [field]: [`The ${field} field contains characters that are not allowed.`] },
            });
            expect(await tableCounts(t)).toEqual(before);
          } else {
            expect(res.status).toBeLessThan(500);
          }
        }),
        { numRuns: 10 },
      );
    },
  );

  it('refuses them in every query parameter and path', async () => {
    const reads = [
      '/search-products?search=',
      '/get-products?search=',
      '/user/orders?search=',
      '/admin/orders?search=',
      '/admin/products?search=',
      '/email/verify?token=',
      '/cities/',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), withControlCharacter, async (read, text) => {
        const res = await t.rest(
          'GET',
          `${read}${encodeURIComponent(text)}`,
          undefined,
          read.startsWith('/admin') ? tokens.ADMIN : tokens.CUSTOMER,
        );
        expect({ read, text, status: res.status }).toEqual({ read, text, status: 422 });
      }),
      { numRuns: 30 },
    );
  });

  it('refuses them in every String argument and input field of every GraphQL operation', async () => {
    const schema = await getSchema();
    const roots = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const;
    let checked = 0;
    for (const [kind, type] of roots) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        if (field.args.some((a) => getNamedType(a.type).name === 'Upload')) continue;
        for (const arg of field.args) {
          for (const path of stringPaths(arg.type)) {
            const variables = Object.fromEntries(
              field.args
                .filter((a) => isNonNullType(a.type) || a === arg)
                .map((a) => [a.name, sampleInput(a.type)]),
            );
            const leaf = path.length ? path[path.length - 1] : arg.name;
            variables[arg.name] = setAt(
              variables[arg.name],
              path,
              `x${leaf === 'comment' ? '\u0007' : '\u0000'}y`,
            );
            const defs = field.args
              .filter((a) => a.name in variables)
              .map((a) => `$${a.name}: ${String(a.type)}`)
              .join(', ');
            const args = field.args
              .filter((a) => a.name in variables)
              .map((a) => `${a.name}: $${a.name}`)
              .join(', ');
            const res = await t.gql(
              `${kind}(${defs}) { ${field.name}(${args}) { __typename } }`,
              variables,
              tokens.ADMIN,
            );
            expect({
              op: field.name,
              leaf,
              status: res.status,
              code: res.body.errors?.[0]?.extensions?.code,
              field: res.body.errors?.[0]?.extensions?.fieldErrors?.[0]?.field,
            }).toEqual({ op: field.name, leaf, status: 422, code: 'BAD_USER_INPUT', field: leaf });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

/** Paths to every String leaf of an input type (fields of input objects, at most 3 deep). */
function stringPaths(type: GraphQLInputType, depth = 0): string[][] {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' ? [[]] : [];
  if (!isInputObjectType(named) || depth > 2) return [];
  return Object.values(named.getFields()).flatMap((f) =>
    stringPaths(f.type, depth + 1).map((p) => [f.name, ...p]),
  );
}

/** `value` with the leaf at `path` (through lists: their first item) set to `leaf`. */
function setAt(value: unknown, path: string[], leaf: string): unknown {
  if (!path.length) return Array.isArray(value) ? [leaf] : leaf;
  if (Array.isArray(value)) return [setAt(value[0] ?? {}, path, leaf)];
  const obj = { ...((value as Record<string, unknown>) ?? {}) };
  obj[path[0]] = setAt(obj[path[0]] ?? (path.length > 1 ? {} : undefined), path.slice(1), leaf);
  return obj;
}
