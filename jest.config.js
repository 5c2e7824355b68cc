/** TypeScript's compiler, file by file (tests/typescript-transform.cjs). */
const typescript = '<rootDir>/tests/typescript-transform.cjs';

/** ES-module-only packages (OIDC client and the fake identity provider with their jose, pdf-lib, unpdf's PDF.js) are compiled for jest too. */
const esmPackages = [
  'openid-client',
  'oauth4webapi',
  'jose',
  'oauth2-mock-server',
  'is-plain-obj',
  'graphql-upload',
  'fs-capacitor',
  'unpdf',
  '@pdfme/pdf-lib',
  'color',
  'color-convert',
  'color-string',
  'color-name',
  'html-entities',
];

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  // Both cores of the 2-core machine the suite is sized for (jest's default leaves one idle):
  // a file spends much of its time waiting on PostgreSQL, child processes and sockets. No more
  // than two, each file's servers holding their pools, within PostgreSQL's 200 connections.
  maxWorkers: 2,
  // Each test file loads the server afresh into the same process, and what process-wide stores
  // keep adds up until the whole suite passes V8's heap limit: a worker (even the single one of
  // a 2-core machine) is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      // The pure rules, without a database or a server: `npm run test:unit` on every save.
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': typescript },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': typescript, '^.+\\.mjs$': typescript },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/client/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': typescript },
      setupFilesAfterEnv: ['<rootDir>/tests/client/setup.ts'],
      // The shared input schemas, as client/tsconfig.json and the Vite config alias them.
      moduleNameMapper: { '^@inputs/(.*)$': '<rootDir>/server/src/shared/inputs/$1' },
    },
  ],
};
