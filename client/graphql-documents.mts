import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GENERATED = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
const PREFIX = 'gql-document:';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '(?:\.\.\/)+gql';\n/m;
const DOCUMENT_IMPORT = /^import \{ (\w+(?:Document|FragmentDoc)) \} from '(?:\.\.\/)+gql\/graphql';$/gm;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Every GraphQL document of the client is a module of its own, so that a page's chunk holds
 * the documents it uses and nothing else. `graphql(`…`)` (GraphQL Code Generator's client
 * preset) looks documents up in a map of every operation of the app, and its generated
 * src/gql/graphql.ts holds them all in one module: either puts the back office's operations in
 * the storefront's first load. Here each call, and each import of one document from
 * src/gql/graphql.ts, becomes an import of that precompiled document alone (what the preset's
 * Babel and SWC plugins do, one step further).
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  const read = () => {
    documents = new Map([...readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)].map((m) => [m[1], m[2]]));
  };
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    buildStart() {
      read();
      this.addWatchFile(GENERATED);
    },
    // `npm run codegen` while the dev server runs.
    watchChange(id) {
      if (path.resolve(id) === GENERATED) read();
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (!documents.size) read();
      return `export default ${documents.get(id.slice(PREFIX.length + 1))};`;
    },
    transform(code, id) {
      if (!/[\\/]client[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`))
        return null;
      if (!documents.size) read();
      const used = new Set<string>();
      const use = (name: string, what: string) => {
        if (!documents.has(name)) this.error(`${id}: no generated document for ${what} (npm run codegen)`);
        used.add(name);
        return `__${name}`;
      };
      let out = code.replace(DOCUMENT_IMPORT, (_line, name: string) => {
        use(name, name);
        return `const ${name} = __${name};`;
      });
      if (GRAPHQL_IMPORT.test(out)) {
        out = out.replace(CALL, (call, body: string) => {
          const [, kind, name] = DEFINITION.exec(body) ?? [];
          return use(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`, call.slice(0, 60));
        });
        if (!/\bgraphql\(/.test(out)) out = out.replace(GRAPHQL_IMPORT, '');
      }
      if (!used.size) return null;
      const imports = [...used].map((name) => `import __${name} from '${PREFIX}${name}';\n`).join('');
      return { code: imports + out, map: null };
    },
  };
}
