// ESLint rule: no import cycle among the server's business modules (server/src/modules/<area>).
// import-x/no-cycle finds cycles between files; two modules can still lean on each other through
// files that do not import one another (a → b's index, b's other file → a's index). This rule
// reads every module's imports once per lint run, builds the graph of modules, and reports an
// import of another module that closes a cycle, naming it.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]/g;

/** modules dir → Map(module → Set(module it imports)) */
const graphs = new Map();

function moduleGraph(modulesDir) {
  let graph = graphs.get(modulesDir);
  if (graph) return graph;
  graph = new Map();
  for (const name of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const deps = new Set();
    const walk = (d) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(p, 'utf8');
          for (const m of text.matchAll(IMPORT_RE)) {
            const other = moduleOf(modulesDir, path.resolve(path.dirname(p), m[1]));
            if (other && other !== name) deps.add(other);
          }
        }
      }
    };
    walk(dir);
    graph.set(name, deps);
  }
  graphs.set(modulesDir, graph);
  return graph;
}

function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] || null;
}

/** A path of nodes (modules, files) from `from` back to `to`, or null. */
export function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const route = queue.shift();
    for (const next of graph.get(route[route.length - 1]) ?? []) {
      if (next === to) return [...route, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between the modules of server/src/modules' },
    schema: [],
    messages: { cycle: 'Module cycle: {{route}}. A module may not depend on a module that depends on it.' },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0) return {};
    const modulesDir = file.slice(0, at + marker.length - 1);
    const mine = moduleOf(modulesDir, file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const other = moduleOf(modulesDir, path.resolve(path.dirname(file), spec));
      if (!other || other === mine) return;
      const back = pathBetween(moduleGraph(modulesDir), other, mine);
      if (back) context.report({ node, messageId: 'cycle', data: { route: [mine, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
