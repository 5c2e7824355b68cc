import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev`: the API server listens on PORT (4000 by default); Vite serves the client on
// 5173 and passes the API, uploads and sign-in paths through to it.
const api = process.env.VITE_API_TARGET ?? `http://127.0.0.1:${process.env.PORT || 4000}`;
const DEV_PORT = 5173;

/**
 * Two changes to Chakra's start-up work, the heaviest on a phone:
 * - its preset module also creates a default system at load (`defaultSystem`, which the shop
 *   never uses: it creates its own); marked pure, the bundler drops that call;
 * - a system computes its global CSS (every token as a CSS variable) when created; made lazy,
 *   it is computed only when rendered, which a page hydrating server HTML (whose global
 *   styles are in the page) does not need (see theme.ts).
 * All or nothing: a build that includes Chakra fails unless every edit applies exactly once
 * (Chakra's code changed: update or drop these), so a Chakra upgrade never ships half of them.
 * Build only: the dev server pre-bundles Chakra without plugins.
 */
function chakraStartup(): Plugin {
  const patches: Array<{ file: string; from: string; to: string }> = [
    {
      file: '@chakra-ui/react/dist/esm/preset.js',
      from: '= createSystem(defaultConfig)',
      to: '= /* @__PURE__ */ createSystem(defaultConfig)',
    },
    {
      file: '@chakra-ui/react/dist/esm/styled-system/system.js',
      from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
      to: 'let _globalCss;',
    },
    {
      file: '@chakra-ui/react/dist/esm/styled-system/system.js',
      from: '    _global,\n',
      to: '    get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    },
  ];
  const changed = (what: string) =>
    `Chakra changed: ${what}. Update or drop chakraStartup() in client/vite.config.mts.`;
  let chakraBuilt = false;
  const applied = new Set<number>();
  return {
    name: 'chakra-startup',
    apply: 'build',
    buildStart() {
      chakraBuilt = false;
      applied.clear();
    },
    transform(code, id) {
      const file = id.replaceAll('\\', '/');
      if (file.includes('/@chakra-ui/react/')) chakraBuilt = true;
      let out = code;
      patches.forEach((p, i) => {
        if (!file.endsWith(p.file)) return;
        if (out.split(p.from).length !== 2)
          this.error(changed(`"${p.from}" is not in ${p.file} exactly once`));
        out = out.replace(p.from, p.to);
        applied.add(i);
      });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(err) {
      if (err || !chakraBuilt || applied.size === patches.length) return;
      const missing = [...new Set(patches.filter((_, i) => !applied.has(i)).map((p) => p.file))];
      this.error(changed(`${missing.join(', ')} not in the build`));
    },
  };
}

/**
 * Two builds: the browser's (client/dist, with a manifest the server reads to preload a
 * page's chunks) and, with `--ssr`, the server render (client/dist/.ssr/entry-server.cjs:
 * one self-contained CommonJS file, since the runtime image has no dev dependencies; a dot
 * folder, which the static file server never serves). The development explorer at /graphiql
 * is not built here: `npm run build:graphiql` copies it (scripts/build-graphiql.mjs).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), chakraStartup()],
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
