/**
 * The server render of the storefront (built by `vite build --ssr` into client/dist/.ssr and
 * loaded by server/src/ssr): the first HTML of a public page, with the Apollo cache and the
 * router state it was rendered from, for the browser to hydrate without a request.
 */
import { ApolloClient, ApolloLink, type DocumentNode, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { Observable } from 'rxjs';
import { queryKey, type QueryEngine } from '../lib/graphql';
import { SsrContext, type SsrHead } from '../lib/ssr';
import { createCache } from './apollo';
import { apolloEngine } from './apollo-engine';
import { ChakraRoot } from './chakra-root';
import { Providers } from './providers';
import { isServerRendered, pageModules, routes } from './router';

export { isServerRendered };

/** Runs one GraphQL operation for the render (the server executes it against its own schema). */
export type Execute = (operation: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  /** Emotion's style tags of the render, for the head (see hoistStyles). */
  styles: string;
  title?: string;
  description?: string;
  /**
   * What main.tsx hydrates from (serialized into the page as JSON): each query's result (the
   * pages read them without Apollo Client), Apollo's cache (where it starts once loaded) and the router's.
   */
  state: { queries: Record<string, unknown>; apollo: NormalizedCacheObject; router: HydrationState };
  /** Source files of the page's lazily loaded modules (for modulepreload). */
  modules: string[];
}

const handler = createStaticHandler(routes);

const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * Emotion renders a style tag where each styled element renders (dozens a page), and the
 * browser's emotion moves every one of them into the head before hydrating, one DOM move each.
 * Here they go to the head at once: the global ones (ChakraProvider's) as they are, the
 * elements' in one tag naming them all (what emotion's own critical-CSS extraction does), in
 * their order in the page.
 */
function hoistStyles(markup: string): { html: string; styles: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const html = markup.replace(EMOTION_STYLE, (tag: string, attribute: string, css: string) => {
    if (attribute.startsWith('css-global ')) globals.push(tag);
    else {
      names.push(...attribute.split(' ').slice(1));
      rules.push(css);
    }
    return '';
  });
  const elements = names.length
    ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { html, styles: globals.join('') + elements };
}

/**
 * The storefront's whole global CSS (Chakra's reset and tokens, the recipes' static classes):
 * what every render's `css-global` style tags hold, concatenated. The build writes it to a
 * content-hashed file (scripts/storefront-css.mjs); a page inlines only the part it uses.
 */
export function storefrontCss(): string {
  const markup = renderToString(<ChakraRoot>{null}</ChakraRoot>);
  let css = '';
  for (const [, attribute, rules] of markup.matchAll(EMOTION_STYLE))
    if (attribute.startsWith('css-global ')) css += rules;
  return css;
}

/** Renders `url` (path and query). Throws when rendering fails: the server then sends the plain shell. */
export async function render(url: string, execute: Execute): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response)
    throw new Error(`unexpected response from the route handler (${context.status})`);
  if (context.errors) throw new Error('a route failed to load');
  const router = createStaticRouter(handler.dataRoutes, context);
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        execute({
          document: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (err) => observer.error(err),
        );
      }),
  );
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link, cache });
  const head: SsrHead = { status: context.statusCode };
  const queries: Record<string, unknown> = {};
  // Apollo's hooks, recording each result the page renders with.
  const recording: QueryEngine = {
    useQuery(document, options) {
      const result = apolloEngine.useQuery(document, options);
      if (!options?.skip && !result.loading && result.data !== undefined)
        queries[queryKey(document, options?.variables)] = result.data;
      return result;
    },
    useMutation: apolloEngine.useMutation,
  };
  const { result } = await prerenderStatic({
    tree: (
      <SsrContext.Provider value={head}>
        <Providers client={client} engine={recording}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </SsrContext.Provider>
    ),
    renderFunction: renderToString,
    maxRerenders: 5,
  });
  const { html, styles } = hoistStyles(result);
  return {
    status: head.status,
    html,
    styles,
    title: head.title,
    description: head.description,
    state: {
      queries,
      apollo: cache.extract(),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
    modules: pageModules(new URL(url, 'http://localhost').pathname),
  };
}
