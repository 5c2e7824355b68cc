import postcss, { type ChildNode, type Declaration } from 'postcss';

/**
 * The CSS of a server-rendered page. Every render carries the storefront's whole global CSS
 * (Chakra's reset and tokens, every page's recipe classes: 164 KB) in emotion's `css-global`
 * style tags. A page inlines only what its markup uses: the rules whose classes all appear in
 * it (rules of elements alone always), and of the custom properties those rules, the markup's
 * style attributes and the render's element styles read, only the ones read (transitively).
 * The whole CSS follows as the build's content-hashed file (scripts/storefront-css.mjs), loaded
 * as a print stylesheet, which blocks neither the first paint nor the load; the app turns it on
 * just before the first render that needs more than the page's own classes (the first
 * interaction, a navigation, an element with a new class: client/src/lib/storefront-stylesheet.ts),
 * so the classes of the next page, a drawer or a dialog are there when it renders. It follows the
 * inline part, so its rules come last in the same order as in one sheet (the cascade is the
 * one of the whole CSS), and before the element styles, as the global tags were.
 */
export type PageStyles = (styles: string, markup: string) => string;

const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;
/** A custom property's name as CSS writes it (Chakra escapes `.` and `/`: `--chakra-sizes-0\.5`). */
const VAR_NAME = String.raw`--(?:[\w-]|\\.)+`;
const VAR_USE = new RegExp(String.raw`var\(\s*(${VAR_NAME})`, 'g');
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** A functional pseudo-class or -element with its argument (`:where(…)`, `:not(…)`), innermost first. */
const FUNCTIONAL = /:[\w-]+\([^()]*\)/g;
const SELECTOR_CLASS = /\.((?:[\w-]|\\.)+)/g;
const IDENTIFIER = /[\w-]+/g;

interface Decl {
  /** As written (`prop:value`, `!important`). */
  text: string;
  /** The words of its value that name keyframes. */
  words: string[];
  /** The custom property it defines. */
  defines?: string;
  uses: string[];
}

interface RuleItem {
  kind: 'rule';
  /** The at-rules it is in, outermost first (`@layer base`, `@media …`). */
  at: string[];
  selector: string;
  /** Per selector of its list, the classes it needs; null when one needs none. */
  needs: string[][] | null;
  decls: Decl[];
  /** With all its declarations. */
  text: string;
}
type Item =
  | RuleItem
  | { kind: 'keyframes'; at: string[]; name: string; text: string }
  | { kind: 'verbatim'; at: string[]; text: string };

interface Tag {
  attribute: string;
  items: Item[];
}

const textOf = (selector: string, decls: Decl[]) => `${selector}{${decls.map((d) => `${d.text};`).join('')}}`;
const usesOf = (value: string) => [...value.matchAll(VAR_USE)].map((m) => m[1]);
const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * The classes an element must have for a selector to match it (none: elements, attributes
 * alone). Those inside functional pseudo-classes (`:where(html, .chakra-theme)`,
 * `:not(.x)`) are left out: such a rule is kept whether or not they appear.
 */
function classesOf(selector: string): string[] {
  let s = selector.replace(/\[[^\]]*\]/g, '');
  for (let prev = ''; prev !== s;) [prev, s] = [s, s.replace(FUNCTIONAL, '')];
  return [...s.matchAll(SELECTOR_CLASS)].map((m) => unescapeCss(m[1]));
}

function itemsOf(css: string): Item[] {
  const items: Item[] = [];
  const visit = (nodes: ChildNode[], at: string[]) => {
    for (const node of nodes) {
      if (node.type === 'rule') {
        const alternatives = node.selectors.map(classesOf);
        const decls = (node.nodes.filter((d) => d.type === 'decl') as Declaration[]).map((d) => ({
          text: d.toString(),
          words: d.value.match(IDENTIFIER) ?? [],
          defines: d.prop.startsWith('--') ? d.prop : undefined,
          uses: usesOf(d.value),
        }));
        const needs = alternatives.some((a) => a.length === 0) ? null : alternatives;
        items.push({
          kind: 'rule',
          at,
          selector: node.selector,
          needs,
          decls,
          text: textOf(node.selector, decls),
        });
      } else if (node.type === 'atrule' && /keyframes$/.test(node.name)) {
        items.push({ kind: 'keyframes', at, name: node.params.trim(), text: node.toString() });
      } else if (
        node.type === 'atrule' &&
        node.nodes?.some((n) => n.type === 'rule' || n.type === 'atrule')
      ) {
        visit(node.nodes, [...at, `@${node.name}${node.raws.afterName ?? ' '}${node.params}`]);
      } else if (node.type === 'atrule') {
        // A statement (`@layer a,b;`) ends with a semicolon its parent holds.
        items.push({ kind: 'verbatim', at, text: node.nodes ? node.toString() : `${node.toString()};` });
      }
    }
  };
  visit(postcss.parse(css).nodes, []);
  return items;
}

/** The items of each global style tag; of its declarations' words, only keyframes' names are kept. */
function tagsOf(globals: Array<[attribute: string, css: string]>): Tag[] {
  const list = globals.map(([attribute, css]) => ({ attribute, items: itemsOf(css) }));
  const items = list.flatMap((t) => t.items);
  const animations = new Set(items.map((i) => (i.kind === 'keyframes' ? i.name : '')).filter(Boolean));
  for (const item of items)
    if (item.kind === 'rule') for (const d of item.decls) d.words = d.words.filter((w) => animations.has(w));
  return list;
}

/** The CSS of the items `keep` gives text for, each in its at-rules. */
function write(items: Item[], keep: (item: Item) => string | null): string {
  let out = '';
  let open: string[] = [];
  for (const item of items) {
    const text = keep(item);
    if (text === null) continue;
    let common = 0;
    while (common < open.length && common < item.at.length && open[common] === item.at[common]) common++;
    out += '}'.repeat(open.length - common);
    for (const at of item.at.slice(common)) out += `${at}{`;
    out += text;
    open = item.at;
  }
  return out + '}'.repeat(open.length);
}

/**
 * The head's styles for a page: a render's style tags (`styles`) with its global CSS cut to
 * what `markup` uses, then `link` (the tag of the file holding `css`, the whole global CSS).
 */
export function pageStyles(css: string, link: string): PageStyles {
  let tags: { key: string; list: Tag[] } | undefined;
  // Every class of the markup (the shell's own are few and on no rule).
  const classesIn = (markup: string) => {
    const classes = new Set<string>();
    for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE))
      for (const name of value.split(/\s+/)) if (name) classes.add(name);
    return classes;
  };

  function forPage(styles: string, markup: string): string {
    const all = [...styles.matchAll(EMOTION_STYLE)];
    const globals = all.filter(([, attribute]) => attribute.startsWith('css-global '));
    // Emotion names a global tag by a hash of its styles: the tags checked once against the file are known by their names.
    const key = globals.map(([, attribute]) => attribute).join('|');
    if (tags?.key !== key) {
      // A render of another build than the file's: its CSS stays whole.
      if (globals.map(([, , rules]) => rules).join('') !== css) return styles;
      tags = { key, list: tagsOf(globals.map(([, attribute, rules]) => [attribute, rules])) };
    }
    const classes = classesIn(markup);
    const rules = tags.list
      .flatMap((t) => t.items)
      .filter(
        (i): i is RuleItem =>
          i.kind === 'rule' && (i.needs === null || i.needs.some((n) => n.every((c) => classes.has(c)))),
      );
    // The custom properties read by the kept rules, the markup and the element styles, then by those.
    const read = new Set<string>(usesOf(markup));
    for (const [, attribute, rules] of all)
      if (!attribute.startsWith('css-global ')) for (const v of usesOf(rules)) read.add(v);
    const definitions = new Map<string, string[][]>();
    for (const rule of rules)
      for (const { defines, uses } of rule.decls)
        if (!defines) for (const v of uses) read.add(v);
        else if (uses.length) definitions.set(defines, [...(definitions.get(defines) ?? []), uses]);
    const pending = [...read];
    while (pending.length)
      for (const uses of definitions.get(pending.pop()!) ?? [])
        for (const used of uses)
          if (!read.has(used)) {
            read.add(used);
            pending.push(used);
          }

    const kept = new Map<Item, string>();
    const words = new Set<string>();
    for (const rule of rules) {
      const decls = rule.decls.filter((d) => !d.defines || read.has(d.defines));
      if (!decls.length) continue;
      kept.set(rule, decls.length === rule.decls.length ? rule.text : textOf(rule.selector, decls));
      for (const d of decls) for (const word of d.words) words.add(word);
    }
    // Keyframes a kept declaration names (directly or through a kept variable); at-rules like `@layer a,b;`.
    const keep = (item: Item) =>
      item.kind === 'rule'
        ? (kept.get(item) ?? null)
        : item.kind === 'verbatim' || words.has(item.name)
          ? item.text
          : null;

    let at = 0;
    return styles.replace(EMOTION_STYLE, (tag, attribute: string) => {
      if (!attribute.startsWith('css-global ')) return tag;
      const inline = `<style data-emotion="${attribute}">${write(tags!.list[at++].items, keep)}</style>`;
      return at === globals.length ? inline + link : inline;
    });
  }

  return forPage;
}
