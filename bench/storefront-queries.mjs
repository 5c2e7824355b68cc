/**
 * The storefront's own GraphQL requests, byte for byte: the codegen documents the client
 * bundles (client/src/gql/graphql.ts) sent through Apollo Client's HttpLink, as the
 * browser sends them (`__typename` added, operation name, variables, headers). Each request
 * is captured once from a real round trip to `base` and replayed by autocannon.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

const here = path.dirname(fileURLToPath(import.meta.url));
const generated = readFileSync(path.join(here, '..', 'client/src/gql/graphql.ts'), 'utf8');

/** A typed document of the client by its export name (e.g. `ShopProductsDocument`). */
export function clientDocument(name) {
  const match = generated.match(new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as`, 'm'));
  if (!match) throw new Error(`client/src/gql/graphql.ts has no ${name}: run npm run codegen`);
  return JSON.parse(match[1]);
}

/** The exact method, headers and body Apollo Client sends for `document` with `variables`. */
export async function storefrontRequest(base, name, variables) {
  let captured = null;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: `${base}/graphql`,
      fetch: async (uri, init) => {
        captured = { method: init.method, headers: { ...init.headers }, body: init.body };
        return fetch(uri, init);
      },
    }),
  });
  const result = await client.query({ query: clientDocument(name), variables, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  return captured;
}
