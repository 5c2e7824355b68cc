/**
 * `npm run lint` keeps the architecture (eslint.config.mjs, scripts/eslint/boundaries.mjs): an
 * import across a boundary or an import cycle fails it. Each probe is a file's text linted under
 * a path where it would live, importing the repository's real files, through ESLint's own API in
 * a child process (the configuration is an ES module, which jest's module system cannot load).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Probe {
  file: string;
  text: string;
}

const LINT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const p of probes) {
  const [result] = await eslint.lintText(p.text, { filePath: p.file });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
console.log(JSON.stringify(out));
`;

/** The messages ESLint reports for each probe, in order. */
function lint(probes: Probe[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', LINT, JSON.stringify(probes)],
      { cwd: root, maxBuffer: 1 << 24 },
      (err, stdout, stderr) => (err ? reject(new Error(stderr || err.message)) : resolve(JSON.parse(stdout))),
    );
  });
}

const boundary = (file: string, from: string): Probe => ({ file, text: `export * from '${from}';\n` });

const crossings: Array<[string, Probe]> = [
  [
    'shared client code into a feature',
    boundary('client/src/components/Probe.tsx', '../features/cart/api/stock'),
  ],
  ['shared client code into the app', boundary('client/src/lib/probe.ts', '../app/theme')],
  [
    'a feature into another feature',
    boundary('client/src/features/cart/components/Probe.tsx', '../../checkout/api/checkout'),
  ],
  [
    "a module's service into a transport",
    boundary('server/src/modules/orders/probe.ts', '../../graphql/payload'),
  ],
  [
    "a module's service into a GraphQL adapter",
    boundary('server/src/modules/orders/probe.ts', '../../graphql/orders/order.types'),
  ],
  [
    "a module's front door into a transport",
    boundary('server/src/modules/orders/index.ts', '../../graphql/payload'),
  ],
  ['a module into a REST route', boundary('server/src/modules/orders/probe.ts', '../../rest/orders.routes')],
  [
    "a GraphQL adapter into a module's entity file",
    boundary('server/src/graphql/orders/probe.ts', '../../modules/orders/order.entity'),
  ],
  [
    'a module into the file behind another module',
    boundary('server/src/modules/orders/probe.ts', '../catalog/brand.service'),
  ],
  [
    'a transport into the file behind a module',
    boundary('server/src/rest/probe.ts', '../modules/orders/order.lifecycle'),
  ],
  [
    'the composition root into the file behind a module',
    boundary('server/src/probe.ts', './modules/orders/order.lifecycle'),
  ],
  ['shared server code into a module', boundary('server/src/shared/probe.ts', '../modules/orders')],
  ['the platform into a module', boundary('server/src/platform/probe.ts', '../modules/orders')],
  ['the platform into the composition root', boundary('server/src/platform/probe.ts', '../config')],
];

const allowed: Array<[string, Probe]> = [
  [
    'a feature into shared client code',
    boundary('client/src/features/cart/components/Probe.tsx', '../../../lib/cart-quote'),
  ],
  ['a feature into its own files', boundary('client/src/features/cart/components/Probe.tsx', '../api/stock')],
  ["a module into another module's front door", boundary('server/src/modules/orders/probe.ts', '../catalog')],
  [
    "a GraphQL adapter into a module's front door",
    boundary('server/src/graphql/orders/probe.ts', '../../modules/orders'),
  ],
  [
    "TypeORM's entity list into a module's entity file",
    boundary('server/src/db/entities.ts', '../modules/orders/order.entity'),
  ],
  ['a transport into a front door', boundary('server/src/rest/probe.ts', '../modules/orders')],
  ['a module into the platform', boundary('server/src/modules/orders/probe.ts', '../../platform/logger')],
];

let crossingMessages: string[][];
let allowedMessages: string[][];
let cycleMessages: string[][];

const cycles: Array<[string, Probe, RegExp]> = [
  [
    // platform/db/embedded.ts imports embedded-install.ts: importing it back closes a cycle.
    'an import cycle between files',
    { file: 'server/src/platform/db/embedded-install.ts', text: "export * from './embedded';\n" },
    /^server\/no-file-cycle: /,
  ],
  [
    // graphql/catalog/product.loaders.ts imports the type of the request's loaders: a cycle of
    // type imports ties files together as much as any other.
    'an import cycle of type imports',
    {
      file: 'server/src/graphql/loaders.ts',
      text: "import type { productStock } from './catalog/product.loaders';\nexport type Probe = typeof productStock;\n",
    },
    /^server\/no-file-cycle: /,
  ],
  [
    // orders leans on catalog: catalog leaning on orders, even through their front doors, closes a cycle.
    'an import cycle between modules',
    boundary('server/src/modules/catalog/probe.ts', '../orders'),
    /^server\/no-module-cycle: /,
  ],
];

beforeAll(async () => {
  [crossingMessages, allowedMessages, cycleMessages] = await Promise.all([
    lint(crossings.map(([, p]) => p)),
    lint(allowed.map(([, p]) => p)),
    lint(cycles.map(([, p]) => p)),
  ]);
}, 180_000);

it.each(crossings.map(([name], i) => [name, i] as const))('fails on %s', (_name, i) => {
  expect(crossingMessages[i]).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
});

it.each(allowed.map(([name], i) => [name, i] as const))('allows %s', (_name, i) => {
  expect(allowedMessages[i]).toEqual([]);
});

it.each(cycles.map(([name, , rule], i) => [name, i, rule] as const))('fails on %s', (_name, i, rule) => {
  expect(cycleMessages[i]).toEqual(expect.arrayContaining([expect.stringMatching(rule)]));
});
