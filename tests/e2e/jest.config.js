/** Browser tests: the built server in a child process + Debian's Chromium via playwright-core. */
const path = require('node:path');

/** TypeScript's compiler, file by file, as for the other tests. */
const typescript = '<rootDir>/tests/typescript-transform.cjs';

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  testTimeout: 120_000,
  maxWorkers: 1,
  forceExit: true,
  globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
  transform: {
    '^.+\\.(t|j)sx?$': typescript,
    '^.+\\.mjs$': typescript,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(oauth2-mock-server|jose|is-plain-obj|unpdf|@pdfme/pdf-lib|color|color-convert|color-string|color-name|html-entities)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};
