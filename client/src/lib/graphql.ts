import type { ApolloClient, NormalizedCacheObject, ObservableQuery } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The GraphQL hooks of the storefront's first load (its pages, the header and footer, what they
 * open): Apollo Client's `useQuery` and `useMutation`, without Apollo Client in the first load.
 * A server-rendered page hydrates from the results the server rendered it with (`ssr-state`);
 * Apollo Client (src/app/apollo-browser.tsx) is imported the first time something needs it: a
 * query the server did not run, a mutation, more of a list. From then on every one of these
 * hooks watches its query in Apollo Client's cache (started from the server's), as
 * Apollo's own hooks do. Where a tree is given an engine (the server render, tests: src/app/
 * providers.tsx), these hooks are that engine's (Apollo's own hooks).
 */

export type FetchPolicy = 'cache-first' | 'cache-only' | 'cache-and-network' | 'network-only' | 'no-cache';

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
  notifyOnNetworkStatusChange?: boolean;
  context?: Record<string, unknown>;
}

export interface QueryResult<TData, TVariables> {
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: (variables?: Partial<TVariables>) => Promise<unknown>;
  fetchMore: (options: { variables: Partial<TVariables> }) => Promise<unknown>;
}

export interface MutationOptions<TVariables> {
  variables?: TVariables;
  context?: Record<string, unknown>;
}

export interface MutationState<TData> {
  data: TData | null | undefined;
  loading: boolean;
  error: Error | undefined;
  called: boolean;
}

export type MutationTuple<TData, TVariables> = [
  (options?: MutationOptions<TVariables>) => Promise<{ data?: TData | null }>,
  MutationState<TData>,
];

/** Hooks that replace the browser's own (Apollo's, in the server render and in tests). */
export interface QueryEngine {
  useQuery<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    options?: QueryOptions<TVariables>,
  ): QueryResult<TData, TVariables>;
  useMutation<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    options?: MutationOptions<TVariables>,
  ): MutationTuple<TData, TVariables>;
}

export const QueryEngineContext = createContext<QueryEngine | null>(null);

/** What the server render hands over: each query's result by `queryKey`, and Apollo's normalized cache. */
export interface ServerData {
  queries?: Record<string, unknown>;
  apollo?: NormalizedCacheObject;
}

let server: ServerData = {};

/** The server render's data (read by src/app/main.tsx from the page). */
export function setServerData(data: ServerData): void {
  server = data;
}

/** The normalized cache the server rendered with: where the browser's Apollo Client starts. */
export function serverCache(): NormalizedCacheObject | undefined {
  return server.apollo;
}

/** A query and its variables, as the server render records it and the browser looks it up. */
export function queryKey(document: DocumentNode, variables: unknown): string {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return `${name ?? ''}:${JSON.stringify(variables ?? {})}`;
}

let client: ApolloClient | null = null;
let loading: Promise<ApolloClient> | null = null;
const clientListeners = new Set<() => void>();

/** Apollo Client is live (src/app/apollo-browser.tsx created it): every hook switches to it. */
export function apolloStarted(started: ApolloClient): void {
  client = started;
  for (const listener of [...clientListeners]) listener();
}

let importClient: (() => Promise<ApolloClient>) | null = null;

/** How the browser imports its Apollo Client (src/app/main.tsx: src/app/apollo-browser.tsx, a chunk of its own). */
export function setApolloImport(load: () => Promise<ApolloClient>): void {
  importClient = load;
}

/** The browser's Apollo Client, imported the first time it is asked for. */
export function loadApollo(): Promise<ApolloClient> {
  loading ??= (
    importClient ? importClient() : Promise.reject(new Error('Apollo Client is not set up (setApolloImport)'))
  ).catch((err: unknown) => {
    // A chunk that failed to load (a dropped connection) is asked for again next time.
    loading = null;
    throw err;
  });
  return loading;
}

const subscribeClient = (listener: () => void) => {
  clientListeners.add(listener);
  return () => void clientListeners.delete(listener);
};
const currentClient = () => client;
const noClient = () => null;

interface Shown<TData> {
  key: string | null;
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

function useBrowserQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: QueryOptions<TVariables> = {},
): QueryResult<TData, TVariables> {
  const {
    variables,
    skip = false,
    fetchPolicy = 'cache-first',
    notifyOnNetworkStatusChange,
    context,
  } = options;
  const key = skip ? null : queryKey(document, variables);
  const live = useSyncExternalStore(subscribeClient, currentClient, noClient);
  const [watched, setWatched] = useState<{ query: ObservableQuery<TData> | null } & Shown<TData>>({
    query: null,
    key: null,
    data: undefined,
    loading: false,
    error: undefined,
  });
  // refetch and fetchMore called before the query is watched wait for it.
  const waiting = useRef<Array<(query: ObservableQuery<TData>) => void>>([]);
  const current = useRef<ObservableQuery<TData> | null>(null);

  useEffect(() => {
    if (key === null) return;
    if (!live) {
      if (server.queries?.[key] === undefined && fetchPolicy !== 'cache-only') void loadApollo();
      return;
    }
    const query = live.watchQuery<TData>({
      query: document,
      variables: variables as Record<string, unknown>,
      fetchPolicy,
      notifyOnNetworkStatusChange,
      context,
    } as never) as ObservableQuery<TData>;
    current.current = query;
    for (const resolve of waiting.current.splice(0)) resolve(query);
    const subscription = query.subscribe({
      next: (r) =>
        setWatched({ query, key, data: r.data as TData | undefined, loading: r.loading, error: r.error }),
      error: (error: Error) => setWatched({ query, key, data: undefined, loading: false, error }),
    });
    return () => {
      subscription.unsubscribe();
      if (current.current === query) current.current = null;
    };
    // The key stands for the document and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, key, fetchPolicy]);

  let shown: Shown<TData>;
  if (key === null) shown = { key, data: undefined, loading: false, error: undefined };
  else if (watched.key === key && watched.query) shown = watched;
  else if (live) {
    // Until the watch's first result: what the cache already holds.
    const cached =
      fetchPolicy === 'network-only' || fetchPolicy === 'no-cache'
        ? null
        : live.readQuery<TData>({ query: document, variables: variables as Record<string, unknown> });
    shown = {
      key,
      data: cached ?? undefined,
      loading: fetchPolicy !== 'cache-only' && (!cached || fetchPolicy === 'cache-and-network'),
      error: undefined,
    };
  } else {
    const data = server.queries?.[key] as TData | undefined;
    shown = { key, data, loading: data === undefined && fetchPolicy !== 'cache-only', error: undefined };
  }

  // Apollo's `previousData`: the last data before the current one.
  const [history, setHistory] = useState<{ data: TData | undefined; previous: TData | undefined }>({
    data: shown.data,
    previous: undefined,
  });
  let previousData = history.previous;
  if (history.data !== shown.data) {
    if (history.data !== undefined) previousData = history.data;
    setHistory({ data: shown.data, previous: previousData });
  }

  /** The watched query, once Apollo Client is live and watching it (callbacks kept from earlier renders too). */
  const watching = useCallback(
    (): Promise<ObservableQuery<TData>> =>
      current.current
        ? Promise.resolve(current.current)
        : new Promise((resolve) => {
            waiting.current.push(resolve);
            void loadApollo();
          }),
    [],
  );
  const refetch = useCallback(
    async (vars?: Partial<TVariables>) => (await watching()).refetch(vars as never),
    [watching],
  );
  const fetchMore = useCallback(
    async ({ variables: more }: { variables: Partial<TVariables> }) =>
      (await watching()).fetchMore({ variables: more } as never),
    [watching],
  );
  return { data: shown.data, previousData, loading: shown.loading, error: shown.error, refetch, fetchMore };
}

function useBrowserMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: MutationOptions<TVariables> = {},
): MutationTuple<TData, TVariables> {
  const [state, setState] = useState<MutationState<TData>>({
    data: undefined,
    loading: false,
    error: undefined,
    called: false,
  });
  const mutate = useCallback(
    async (call: MutationOptions<TVariables> = {}) => {
      setState((s) => ({ ...s, loading: true, called: true }));
      try {
        const apollo = await loadApollo();
        const result = await apollo.mutate<TData>({
          mutation: document,
          ...options,
          ...call,
        } as never);
        setState({ data: result.data as TData | null, loading: false, error: undefined, called: true });
        return { data: result.data as TData | null };
      } catch (error) {
        setState({ data: undefined, loading: false, error: error as Error, called: true });
        throw error;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document],
  );
  return [mutate, state];
}

/** Apollo Client's `useQuery` (the options and results the app uses). */
export function useQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: QueryOptions<NoInfer<TVariables>>,
): QueryResult<TData, TVariables> {
  const useEngineQuery = useContext(QueryEngineContext)?.useQuery ?? useBrowserQuery;
  return useEngineQuery(document, options);
}

/** Apollo Client's `useMutation` (the options and results the app uses). */
export function useMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: MutationOptions<NoInfer<TVariables>>,
): MutationTuple<TData, TVariables> {
  const useEngineMutation = useContext(QueryEngineContext)?.useMutation ?? useBrowserMutation;
  return useEngineMutation(document, options);
}
