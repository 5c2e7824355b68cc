/**
 * GraphiQL, the offline GraphQL explorer served at /graphiql in development: its own entry
 * (graphiql.html), bundled with its editor and workers, so nothing comes from a CDN and the
 * storefront never loads it. Apollo Sandbox at /graphql needs the internet; this does not.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

type FetcherParams = { query: string; operationName?: string | null; variables?: unknown };

/** JSON POST to this origin's /graphql, with the headers typed in GraphiQL's Headers tab (e.g. Authorization). */
async function fetcher(params: FetcherParams, opts?: { headers?: Record<string, string> }) {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opts?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return res.json();
}

const defaultQuery = `# The shop's GraphQL API.
# Ctrl-Space completes, Ctrl-Enter runs.
# Fields marked @auth need a token: sign in
# with the login mutation, then put
# {"Authorization": "Bearer <token>"}
# in the Headers tab below.
query LatestProducts {
  latestProducts {
    id
    title
    price
    thumbnailUrl
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />,
);
