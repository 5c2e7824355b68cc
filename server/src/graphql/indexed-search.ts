import { createHash } from 'node:crypto';
import {
  execute,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { CatalogTags } from '../modules/catalog';
import type { Services } from '../services';
import { anonymousContext } from './context';
import { findInputProblem, hasControlCharacters } from '../platform/http/input-hygiene';
import { negotiatedOnce } from '../platform/http/negotiated';
import { queryLimits } from './armor';

/** How a recognised search operation is answered. */
interface Plan {
  /** The root field's key in the answer (its alias, or `searchProducts`). */
  responseKey: string;
  /** The search text: a variable's name, or the literal. */
  search: { variable: string } | { literal: string };
  /** `product(id: $id)` with the root field's selection (and the document's fragments): one product's part of the answer. */
  perProduct: DocumentNode;
  /** Names the selection, for the cache keys of the products' parts. */
  selection: string;
}

/** The media types Apollo answers a single result with, as it chooses them (its own lists). */
const JSON_TYPE = 'application/json; charset=utf-8';
const MEDIA_TYPES = [
  JSON_TYPE,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

const contentTypeOf = negotiatedOnce(
  (accept) => new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) ?? null,
);

function contentTypeFor(accept: string | undefined): string | null {
  return accept ? contentTypeOf(accept) : JSON_TYPE;
}

/**
 * The plan for a query whose one root field is `searchProducts(search: …)` with a selection
 * that uses no variables, or null (Apollo answers everything else, and every invalid query,
 * with its own errors).
 */
function planFor(schema: GraphQLSchema, query: string, operationName: unknown): Plan | null {
  // Control characters: Apollo's input checks answer those.
  if (hasControlCharacters(query, true)) return null;
  const limits = queryLimits(false);
  let document: DocumentNode;
  try {
    document = parse(query, limits.parseOptions);
  } catch {
    return null;
  }
  if (validate(schema, document, [...specifiedRules, ...limits.validationRules]).length) return null;
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    typeof operationName === 'string'
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (
    !operation ||
    operation.operation !== 'query' ||
    operation.directives?.length ||
    operation.selectionSet.selections.length !== 1
  )
    return null;
  const field = operation.selectionSet.selections[0] as FieldNode;
  if (
    field.kind !== Kind.FIELD ||
    field.name.value !== 'searchProducts' ||
    field.directives?.length ||
    !field.selectionSet
  )
    return null;
  const arg = field.arguments?.length === 1 ? field.arguments[0] : undefined;
  if (arg?.name.value !== 'search') return null;
  const search =
    arg.value.kind === Kind.VARIABLE
      ? { variable: arg.value.name.value }
      : arg.value.kind === Kind.STRING
        ? { literal: arg.value.value }
        : null;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  if (!search || print(field.selectionSet).includes('$') || fragments.some((f) => print(f).includes('$')))
    return null;
  const perProduct = parse(
    `query($id: Int!) { product(id: $id) ${print(field.selectionSet)} }\n${fragments.map((f) => print(f)).join('\n')}`,
  );
  return {
    responseKey: field.alias?.value ?? 'searchProducts',
    search,
    perProduct,
    selection: createHash('sha1').update(print(perProduct)).digest('base64url'),
  };
}

/**
 * The storefront's GraphQL search (the search drawer's `searchProducts`) answered from the
 * in-memory search index, as REST search is, ahead of Express and Apollo (fast-path.ts):
 * the index gives the products' ids; each product's part of the answer (the query's own
 * selection, executed once against the schema) is kept in the catalogue cache until that
 * product changes. The answer is the bytes Apollo would send. Null (Apollo answers) while
 * the index is not ready, and for any other query, invalid variables or an unacceptable
 * media type.
 */
export function indexedGraphqlSearch(schema: GraphQLSchema, services: Services) {
  const plans = new LRUCache<string, { plan: Plan | null }>({ max: 200 });
  const cache = services.catalogCache;

  /** Each product's part of the answer, in the order of `ids`; null when one could not be made. */
  async function parts(plan: Plan, ids: number[]): Promise<string[] | null> {
    const since = cache.invalidations.now();
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = cache.responses.get(`gql-product:${plan.selection}:${id}`);
      if (typeof hit === 'string') found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const contextValue = anonymousContext(services);
      const results = await Promise.all(
        missing.map((id) =>
          execute({ schema, document: plan.perProduct, variableValues: { id }, contextValue }),
        ),
      );
      for (const [i, result] of results.entries()) {
        if (result.errors?.length) return null;
        const product = (result.data as { product: unknown } | null)?.product;
        if (!product) continue;
        const json = JSON.stringify(product);
        cache.responses.set(
          `gql-product:${plan.selection}:${missing[i]}`,
          json,
          [CatalogTags.product(missing[i])],
          since,
        );
        found.set(missing[i], json);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return async (
    body: unknown,
    accept: string | undefined,
  ): Promise<{ body: Buffer; contentType: string } | null> => {
    const { query, variables, operationName, extensions } = (body ?? {}) as Record<string, unknown>;
    if (
      typeof query !== 'string' ||
      !query.includes('searchProducts') ||
      (variables != null && typeof variables !== 'object')
    )
      return null;
    // Deep nesting in the variables: Apollo's input checks answer that.
    if (findInputProblem(variables ?? {}, 'variables')) return null;
    if (extensions != null && (typeof extensions !== 'object' || 'persistedQuery' in extensions)) return null;
    const planKey = `${String(operationName ?? '')}\n${query}`;
    let known = plans.get(planKey);
    if (!known) plans.set(planKey, (known = { plan: planFor(schema, query, operationName) }));
    const plan = known.plan;
    if (!plan) return null;
    const text =
      'literal' in plan.search
        ? plan.search.literal
        : (variables as Record<string, unknown> | null)?.[plan.search.variable];
    if (typeof text !== 'string' || hasControlCharacters(text)) return null;
    const contentType = contentTypeFor(accept);
    const ids = services.products.searchIds(text);
    if (!contentType || !ids) return null;
    const found = await parts(plan, ids);
    if (!found) return null;
    return {
      body: Buffer.from(`{"data":{${JSON.stringify(plan.responseKey)}:[${found.join(',')}]}}\n`),
      contentType,
    };
  };
}
