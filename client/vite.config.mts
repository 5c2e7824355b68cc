import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkLibraries } from './chunk-libraries.mts';
import { graphqlDocuments } from './graphql-documents.mts';

// `npm run dev`: the API server listens on PORT (4000 by default); Vite serves the client on
// 5173 and passes the API, uploads and sign-in paths through to it.
const api = process.env.VITE_API_TARGET ?? `http://127.0.0.1:${process.env.PORT || 4000}`;
const DEV_PORT = 5173;

/**
 * Two builds: the browser's (client/dist, with a manifest the server reads to preload a
 * page's chunks) and, with `--ssr`, the server render (client/dist/.ssr/entry-server.cjs:
 * one self-contained CommonJS file, since the runtime image has no dev dependencies; a dot
 * folder, which the static file server never serves). The development explorer at /graphiql
 * is not built here: `npm run build:graphiql` copies it (scripts/build-graphiql.mjs).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [graphqlDocuments(), react(), ...(isSsrBuild ? [] : [chunkLibraries()])],
  // The input schemas the server checks with (zod, the spec's messages): the forms use the same ones.
  resolve: { alias: { '@inputs': path.resolve(import.meta.dirname, '../server/src/shared/inputs') } },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        chunkSizeWarningLimit: 5000,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          // index.html (the app) and the loader of server-rendered pages (src/app/boot.ts).
          input: { index: 'index.html', boot: 'src/app/boot.ts' },
          // Chakra's preset module creates a default system when evaluated (`defaultSystem`,
          // the full theme's every token), which the shop never uses (src/app/theme.ts creates
          // its own): a tenth of a product page's start-up CPU on a phone (bench/startup-profile.mjs).
          // Unused, a pure call is dropped.
          treeshake: { manualPureFunctions: ['createSystem'] },
          // The libraries every page starts with, each in a chunk of its own: the loader of a
          // server-rendered page evaluates them one task at a time (short tasks on a phone).
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'apollo',
                  test: /node_modules[\\/](@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/][^\\/]+|tslib|ts-invariant)[\\/]/,
                  priority: 1,
                },
                // Chakra's styling core and default theme (not its components: each page takes its own).
                {
                  name: 'chakra',
                  test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|utils|preset[^\\/]*\.js)|@emotion|stylis|@pandacss)/,
                  priority: 1,
                },
              ],
            },
          },
        },
        chunkSizeWarningLimit: 600,
      },
  // `npm run dev` reaches the explorer at /graphiql (a copied build) through the API server.
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/graphql', '/graphiql', '/api', '/uploads', '/files', '/auth', '/webhooks'].map((p) => [
        p,
        { target: api, changeOrigin: false },
      ]),
    ),
  },
}));
