#!/usr/bin/env node
/**
 * `npm run build:graphiql`: the offline GraphQL explorer served at /graphiql in development.
 * It is Altair (altair-static: the app prebuilt, every file local, nothing from a CDN), copied
 * into client/dist/graphiql with its start-up options in a file of their own (the shop's
 * Content-Security-Policy allows no inline script). The production image leaves it out.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { getDistDirectory, renderAltair, renderInitSnippet } = require('altair-static');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'client/dist/graphiql');

const initialQuery = `# The shop's GraphQL API. Ctrl-Enter runs; Ctrl-Space completes;
# Docs (top right) browses the schema; Variables are below.
# Fields marked @auth need a token: run the login mutation, then
# set the header  Authorization: Bearer <token>  (Set Headers, left).
query Product($id: Int!) {
  product(id: $id) {
    id
    title
    price
    thumbnailUrl
  }
}
`;

const options = {
  baseURL: '/graphiql/',
  endpointURL: '/graphql',
  initialName: 'Crochet shop API',
  initialQuery,
  initialVariables: '{ "id": 1 }',
  // Offline and local: no account, no update checks, no banners; the schema is read on open.
  disableAccount: true,
  initialSettings: {
    'alert.disableUpdateNotification': true,
    'banners.disable': true,
    disablePushNotification: true,
    'schema.reloadOnStart': true,
  },
  serveInitialOptionsInSeperateRequest: 'init.js',
};

rmSync(out, { recursive: true, force: true });
cpSync(getDistDirectory(), out, { recursive: true });
rmSync(path.join(out, 'index.html'));
const html = renderAltair(options)
  .replace(/<title>[^<]*<\/title>/, '<title>GraphQL explorer — Crochet shop API (development)</title>')
  .replace('<head>', '<head>\n    <meta name="robots" content="noindex" />');
writeFileSync(path.join(out, 'graphiql.html'), html);
writeFileSync(path.join(out, 'init.js'), renderInitSnippet(options));
