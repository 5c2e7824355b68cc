// ESLint (`npm run lint`): correctness rules and the architecture's boundaries. Formatting is
// Prettier's (`npm run format`), so no stylistic rule is on here.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noModuleCycle from './scripts/eslint/no-module-cycle.mjs';
import noTruthyHandle from './scripts/eslint/no-truthy-handle.mjs';

export default defineConfig(
  { ignores: ['**/dist/**', 'client/src/gql/**', 'coverage/**', 'test-artifacts/**', '.data/**'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // A `let` a closure reads before start-up assigns it (main.ts shutdown) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // Plain JavaScript (bench, scripts, configs): CommonJS where the file says so.
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The browser client: React's rules of hooks (and the compiler's checks) on every component.
  {
    files: ['client/src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off until the forms move to react-hook-form (issue 20, item 2): five of its seven reports
      // are forms copying a query's answer into their state in an effect, which that rewrite removes.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  // Tests: typed rules that catch an assertion or a promise nobody waits for.
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: { rules: { 'no-truthy-handle': noTruthyHandle } } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      'local/no-truthy-handle': 'error',
      // Tests read untyped JSON answers.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Boundaries, in the spirit of bulletproof-react: shared code never reaches into features,
  // a feature never into another feature (what two features share lives in components/ or lib/),
  // and the server's business modules never into a transport.
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js'] } },
      'boundaries/elements': [
        { type: 'client-app', pattern: 'client/src/app', partialMatch: false },
        {
          type: 'client-feature',
          pattern: 'client/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'client-shared', pattern: 'client/src/{components,lib,stores}', partialMatch: false },
        { type: 'server-module', pattern: 'server/src/modules/*', capture: ['module'], partialMatch: false },
        { type: 'server-transport', pattern: 'server/src/{graphql,rest}', partialMatch: false },
        { type: 'server-shared', pattern: 'server/src/shared', partialMatch: false },
        { type: 'server-platform', pattern: 'server/src/platform', partialMatch: false },
        { type: 'server-app', pattern: 'server/src/{ssr,cli,db}', partialMatch: false },
        { type: 'server-root', pattern: 'server/src', partialMatch: false },
      ],
      // A module's files are its GraphQL adapter (resolvers and GraphQL types, which may use
      // graphql/) or its core (services, entities, rules), which may not.
      'boundaries/files': [
        {
          category: 'graphql-adapter',
          pattern: 'server/src/modules/*/*.{resolver,types,loaders}.ts',
          stopMatching: true,
        },
        { category: 'module-core', pattern: 'server/src/modules/*/*.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'client-shared' } },
              disallow: { to: { element: { types: { anyOf: ['client-feature', 'client-app'] } } } },
            },
            {
              from: { element: { type: 'client-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'client-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'server-module' }, file: { categories: 'module-core' } },
              disallow: {
                to: [{ element: { type: 'server-transport' } }, { file: { categories: 'graphql-adapter' } }],
              },
            },
            {
              from: { element: { type: 'server-shared' } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['server-module', 'server-transport', 'server-platform'] } },
                },
              },
            },
            // The platform (HTTP, database, jobs, caches) serves every module and knows none.
            {
              from: { element: { type: 'server-platform' } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['server-module', 'server-transport', 'server-app', 'server-root'] },
                  },
                },
              },
            },
            // A module's index.ts is its front door: another module, a transport or the composition
            // root imports it, never a file behind it.
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-module',
                    captured: { module: '!{{ from.element.captured.module }}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['server-transport', 'server-app', 'server-root'] } } },
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
            },
          ],
        },
      ],
    },
  },
  // No import cycle in the server: between files (import-x), and between business modules, whose
  // files may not import one another yet lean on each other through their index files.
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX, server: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'server/no-module-cycle': 'error',
    },
  },
  // Services own the rules and never speak a transport's types.
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/*/*.{resolver,types,loaders}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['type-graphql', 'graphql', 'express', 'graphql-upload'].map((name) => ({
            name,
            message:
              'Only a module\u2019s *.resolver.ts / *.types.ts speak GraphQL; services take plain typed input.',
          })),
        },
      ],
    },
  },
);
