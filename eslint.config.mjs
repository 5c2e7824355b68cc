// ESLint (`npm run lint`): correctness rules and the architecture's boundaries. Formatting is
// Prettier's (`npm run format`), so no stylistic rule is on here.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noFileCycle from './scripts/eslint/no-file-cycle.mjs';
import noModuleCycle from './scripts/eslint/no-module-cycle.mjs';
import noTruthyHandle from './scripts/eslint/no-truthy-handle.mjs';
import { boundaryZones, CACHE_MACHINERY } from './scripts/eslint/boundaries.mjs';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      'client/src/gql/**',
      'tests/support/generated/**',
      'coverage/**',
      'test-artifacts/**',
      '.data/**',
    ],
  },

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
      // Off until the forms move to react-hook-form: five of its seven reports
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
    },
  },
  // No import cycle in the server: between files, type imports included (import-x's no-cycle
  // skips those), and between business modules, whose files may not import one another yet lean
  // on each other through their index files.
  {
    files: ['server/src/**/*.ts'],
    plugins: { server: { rules: { 'no-file-cycle': noFileCycle, 'no-module-cycle': noModuleCycle } } },
    rules: {
      'server/no-file-cycle': 'error',
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
              'A module\u2019s services take plain typed input; GraphQL and HTTP live in graphql/<area>/ and rest/.',
          })),
          // A business module declares what it reads and changes; how caches work is not its business.
          patterns: [
            {
              regex: 'platform/cache$',
              importNames: CACHE_MACHINERY,
              message:
                'A module uses the cache seam (dependsOn, Remember, ChangeWriter, CachePolicy), not its machinery.',
            },
          ],
        },
      ],
    },
  },
  // A protocol fake is a second opinion: it computes what the provider would, never with the shop's code.
  {
    files: ['tests/support/fake-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'A fake imports nothing of the shop: implement the protocol from its public source.',
            },
          ],
        },
      ],
    },
  },
);
