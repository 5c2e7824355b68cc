// ESLint rule: no import cycle between the server's files, type imports included. import-x's
// no-cycle skips `import type`, yet a circle of type imports still ties the files into one lump a
// reader must hold at once. This rule reads every file's relative imports once per lint run
// (type-only ones too), and reports an import that closes a circle, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { pathBetween } from './no-module-cycle.mjs';

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** src dir → Map(file → Set(file it imports)) */
const graphs = new Map();

/** The file a relative specifier names (`./x` → x.ts or x/index.ts), or null. */
export function resolveSpec(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every .ts file under `srcDir` with the files it imports. */
export function fileGraph(srcDir) {
  let graph = graphs.get(srcDir);
  if (graph) return graph;
  graph = new Map();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name)) {
        const deps = new Set();
        for (const m of fs.readFileSync(p, 'utf8').matchAll(IMPORT_RE)) {
          const target = resolveSpec(p, m[1] ?? m[2]);
          if (target && target !== p) deps.add(target);
        }
        graph.set(p, deps);
      }
    }
  };
  walk(srcDir);
  graphs.set(srcDir, graph);
  return graph;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between the files of server/src, type imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}.' },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0) return {};
    const srcDir = file.slice(0, at + marker.length - 1);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolveSpec(file, spec);
      if (!target || target === file) return;
      const back = pathBetween(fileGraph(srcDir), target, file);
      if (!back) return;
      const route = [file, ...back].map((f) => path.relative(srcDir, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { route } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
