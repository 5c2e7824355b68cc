import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FormattedExecutionResult } from 'graphql';
import { escapeHtml } from '../shared/html';
import type { Operation } from './execute';
import { pageStyles, type PageStyles } from './page-styles';

/** What client/src/app/entry-server.tsx exports (built to client/dist/.ssr/entry-server.cjs). */
export interface ServerEntry {
  isServerRendered(pathname: string): boolean;
  render(
    url: string,
    execute: (op: Operation) => Promise<FormattedExecutionResult>,
  ): Promise<{
    status: number;
    html: string;
    /** Style tags for the head (the render's CSS). */
    styles?: string;
    title?: string;
    description?: string;
    state: unknown;
    modules: string[];
  }>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The client build as the server uses it: index.html, Vite's manifest and the server entry. */
export interface BuildOutput {
  /** Changes with every build (pages cached from an older build are not served). */
  id: string;
  /** index.html exactly as built: the shell of every page the browser renders itself. */
  shell: string;
  /** Null when the server entry is not built (the shell is sent for every page). */
  entry: ServerEntry | null;
  /** The page as HTML around a server render; `head`: further tags for its head (canonical, meta, JSON-LD). */
  page(parts: {
    html: string;
    styles?: string;
    title?: string;
    description?: string;
    head?: string;
    state: unknown;
    modules: string[];
  }): string;
}

const ROOT = '<div id="root"></div>';
const BOOT = 'src/app/boot.ts';
/** Chakra's provider and runtime, which a server-rendered page loads when a drawer, dialog or toast first needs it. */
const CHAKRA_ROOT = 'src/app/chakra-root.tsx';
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta name="description" content=")[^"]*(")/;

/**
 * `html` with the first match of `pattern` replaced by what `make` builds from it. Sliced, never
 * through `String.replace`, whose replacement text reads `$'`, `$&` and `$1` as patterns: a page
 * head holds catalogue and search text.
 */
export function spliceFirst(html: string, pattern: RegExp, make: (match: RegExpExecArray) => string): string {
  const match = pattern.exec(html);
  if (!match) return html;
  return html.slice(0, match.index) + make(match) + html.slice(match.index + match[0].length);
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>`, `&` and the JavaScript line
 * separators escaped, so no value (a product title, say) can close the element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page styles of the build's storefront stylesheet (written by scripts/storefront-css.mjs),
 * or null when it has none: its pages then inline their whole CSS.
 */
function storefrontStyles(dist: string): PageStyles | null {
  const named = path.join(dist, '.ssr', 'storefront-css.json');
  if (!existsSync(named)) return null;
  const { file } = JSON.parse(readFileSync(named, 'utf8')) as { file: string };
  const css = readFileSync(path.join(dist, file), 'utf8');
  return pageStyles(
    css,
    `<link rel="stylesheet" href="/${escapeHtml(file)}" media="print" data-storefront-css>`,
  );
}

// Node's own require (also under jest): the server entry is plain CommonJS, bundled with its dependencies.
const nativeRequire = createRequire(__filename);

function load(dist: string, id: string): BuildOutput {
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const rootAt = shell.indexOf(ROOT);
  const headEnd = shell.indexOf('</head>');
  const bodyEnd = shell.lastIndexOf('</body>');
  // Server rendering needs its entry and a page with a head and the empty root in its body.
  const entryFile = path.join(dist, '.ssr', 'entry-server.cjs');
  let entry: ServerEntry | null = null;
  if (existsSync(entryFile) && headEnd >= 0 && headEnd < rootAt && rootAt < bodyEnd) {
    if (nativeRequire.cache) delete nativeRequire.cache[entryFile];
    entry = nativeRequire(entryFile) as ServerEntry;
  }
  // The head up to the app's scripts; the scripts and their preloads; the rest of the page.
  const firstScript = shell.indexOf('<script');
  const scriptsAt = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  const head = shell.slice(0, scriptsAt);
  const headScripts = shell.slice(scriptsAt, headEnd);
  const beforeRoot = shell.slice(headEnd, rootAt);
  const beforeBodyEnd = shell.slice(rootAt + ROOT.length, bodyEnd);
  const rest = shell.slice(bodyEnd);

  // Files a manifest entry needs (itself first, then its static imports, depth first).
  const closure = (keys: string[], seen = new Set<string>()): ManifestChunk[] => {
    const out: ManifestChunk[] = [];
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      out.push(manifest[key]);
      for (const dep of manifest[key].imports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return out;
  };
  // The shell's chunks, each after the chunks it imports (the order the loader evaluates them).
  const evaluationOrder = (key: string, seen = new Set<string>(), out: string[] = []): string[] => {
    if (seen.has(key) || !manifest[key]) return out;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) evaluationOrder(dep, seen, out);
    out.push(`/${manifest[key].file}`);
    return out;
  };
  const app = manifest['index.html'];
  const boot = manifest[BOOT];
  const stylesheets = (chunks: ManifestChunk[]) =>
    chunks
      .flatMap((c) => c.css ?? [])
      .map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`)
      .join('');

  const stages = evaluationOrder('index.html');
  const styles = app && boot ? storefrontStyles(dist) : null;
  /**
   * The scripts of a server-rendered page. With the boot loader built: only it, and what it
   * loads once the page has loaded and painted (the app's chunks and this page's, all
   * requested at once, then evaluated one chunk per task, the entry last): the HTML and its
   * images (the largest paint) get the network first. Without it: the shell's scripts at low
   * priority, and this page's chunks preloaded.
   */
  const scriptsFor = (modules: string[]): { head: string; boot: string } => {
    const seen = new Set<string>();
    const shellChunks = closure(['index.html'], seen);
    const pageChunks = closure(modules, seen);
    const css = (headScripts.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('') + stylesheets(pageChunks);
    if (app && boot) {
      const preload = [...shellChunks, ...pageChunks].map((c) => `/${c.file}`);
      const later = closure([CHAKRA_ROOT], seen).map((c) => `/${c.file}`);
      return {
        head: `${css}<script type="module" crossorigin fetchpriority="low" src="/${escapeHtml(boot.file)}"></script>`,
        boot: `<script type="application/json" id="ssr-boot">${jsonForScript({ preload, stages, later })}</script>`,
      };
    }
    const low = headScripts.replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
    const pagePreloads = pageChunks
      .map((c) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(c.file)}">`)
      .join('');
    return { head: low + stylesheets(pageChunks) + pagePreloads, boot: '' };
  };

  return {
    id,
    shell,
    entry,
    page({ html, styles: rendered, title, description, head: extra, state, modules }) {
      let h = head;
      if (title) h = spliceFirst(h, TITLE, () => `<title>${escapeHtml(title)}</title>`);
      if (description)
        h = spliceFirst(h, DESCRIPTION, ([, open, close]) => open + escapeHtml(description) + close);
      // React puts preloads of the page's first images ahead of the markup; in the head, before
      // the scripts, the browser requests the largest paint's image first.
      const images = IMAGE_PRELOADS.exec(html)?.[0] ?? '';
      const scripts = scriptsFor(modules);
      return (
        h +
        (extra ?? '') +
        images +
        (styles && rendered ? styles(rendered, beforeRoot + html + beforeBodyEnd) : (rendered ?? '')) +
        scripts.head +
        beforeRoot +
        `<div id="root">${html.slice(images.length)}</div>` +
        beforeBodyEnd +
        `<script type="application/json" id="ssr-state">${jsonForScript(state)}</script>` +
        scripts.boot +
        rest
      );
    },
  };
}

/**
 * The build output of `dist`, read on first use and again whenever index.html changes (a
 * rebuild while the server runs); null while the client is not built.
 */
export function buildOutput(dist: string): () => BuildOutput | null {
  const index = path.join(dist, 'index.html');
  let loaded: { mtime: number; output: BuildOutput } | null = null;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(index).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtime !== mtime) loaded = { mtime, output: load(dist, mtime.toString(36)) };
    return loaded.output;
  };
}
