// The architecture's boundaries as import-x's no-restricted-paths zones (eslint.config.mjs): which
// folders may not import which. Paths are relative to the repository; the client's features and
// the server's modules are read from their folders, so a new one is covered when it is added.
import { readdirSync } from 'node:fs';

const folders = (dir) =>
  readdirSync(new URL(`../../${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const filesOf = (dir) => readdirSync(new URL(`../../${dir}/`, import.meta.url));

const FRONT_DOOR =
  'Another module is imported through its index.ts (its front door), never a file behind it.';

/** @returns {Array<{ target: string | string[], from: string | string[], except?: string[], message: string }>} */
export function boundaryZones() {
  const features = folders('client/src/features');
  const modules = folders('server/src/modules');
  // The composition root (server/src/*.ts, config/), the transports and the applications.
  const outsideModules = [
    'server/src/*.ts',
    'server/src/config',
    'server/src/graphql',
    'server/src/rest',
    'server/src/ssr',
    'server/src/cli',
    'server/src/db',
  ];
  // A module is the core (services, entities, rules, SQL); its GraphQL adapter lives in
  // graphql/<area>/ and its REST routes in rest/. The payment and courier modules still hold
  // their adapters (*.resolver.ts, *.types.ts) until they move to graphql/payments and
  // graphql/couriers; only those files may use graphql/ there.
  const withAdapters = [
    'payments',
    'online-payments',
    'jazzcash',
    'easypaisa',
    'receipts',
    'couriers',
    'couriers-api',
    'courier-bookings',
  ].filter((m) => modules.includes(m));
  const coreOnly = modules.filter((m) => !withAdapters.includes(m));
  const moduleCore = [
    ...coreOnly.map((m) => `server/src/modules/${m}/**`),
    ...withAdapters.map((m) => `server/src/modules/${m}/!(*.resolver|*.types|*.loaders).ts`),
  ];
  const moduleCoreBehindDoor = 'server/src/modules/*/!(index|*.resolver|*.types|*.loaders).ts';
  return [
    {
      target: ['client/src/components', 'client/src/lib', 'client/src/stores'],
      from: ['client/src/features', 'client/src/app'],
      message: 'Shared client code (components, lib, stores) never imports a feature or the app.',
    },
    ...features.map((feature) => ({
      target: `client/src/features/${feature}`,
      from: 'client/src/features',
      except: [feature],
      message:
        'A feature never imports another feature: what two features share lives in components/ or lib/.',
    })),
    {
      target: moduleCore,
      from: ['server/src/graphql', 'server/src/rest'],
      message:
        'A module (services, entities, rules) never imports a transport: graphql/<area>/ and rest/ import the module.',
    },
    {
      target: moduleCoreBehindDoor,
      from: ['server/src/modules/*/*.{resolver,types,loaders}.ts'],
      message:
        'A module\u2019s core never imports a GraphQL adapter (*.resolver.ts, *.types.ts, *.loaders.ts).',
    },
    {
      target: 'server/src/shared',
      from: ['server/src/modules', 'server/src/graphql', 'server/src/rest', 'server/src/platform'],
      message: 'server/src/shared knows no module, transport or platform part.',
    },
    {
      // The platform (HTTP, database, jobs, caches) serves every module and knows none.
      target: 'server/src/platform',
      from: ['server/src/modules', ...outsideModules.filter((p) => !p.includes('*'))],
      message: 'The platform serves every module and knows none, nor a transport or the composition root.',
    },
    {
      target: 'server/src/platform',
      from: ['server/src/*.ts'],
      message: 'The platform serves every module and knows none, nor a transport or the composition root.',
    },
    ...modules.map((module) => ({
      target: `server/src/modules/${module}`,
      from: 'server/src/modules',
      except: [module, ...modules.filter((m) => m !== module).map((m) => `${m}/index.ts`)],
      message: FRONT_DOOR,
    })),
    {
      target: [
        ...outsideModules.filter((p) => p !== 'server/src/db'),
        'server/src/db/!(entities).ts',
        'server/src/db/*/**',
      ],
      from: 'server/src/modules',
      // graphql/resolvers.ts reaches the adapters still inside the payment and courier modules.
      except: [
        ...modules.map((m) => `${m}/index.ts`),
        ...withAdapters.flatMap((m) =>
          filesOf(`server/src/modules/${m}`)
            .filter((file) => /\.(resolver|types)\.ts$/.test(file))
            .map((file) => `${m}/${file}`),
        ),
      ],
      message: FRONT_DOOR,
    },
    {
      // TypeORM's list of entities is the one place that reaches the entity files behind the doors.
      target: 'server/src/db/entities.ts',
      from: 'server/src/modules',
      except: modules.flatMap((m) => [
        `${m}/index.ts`,
        ...filesOf(`server/src/modules/${m}`)
          .filter((file) => file.endsWith('.entity.ts'))
          .map((file) => `${m}/${file}`),
      ]),
      message:
        'db/entities.ts imports a module\u2019s entity files (*.entity.ts) and nothing else behind its door.',
    },
  ];
}
