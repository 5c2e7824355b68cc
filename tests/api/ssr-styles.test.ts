/**
 * The CSS of the server-rendered pages (server/src/ssr/page-styles.ts): a page inlines only
 * the rules its markup uses and the custom properties those read, nothing it uses is missing
 * from it, and the whole storefront stylesheet is one file named by its content, cached for a
 * year and loaded without blocking the first paint. Needs the built client (`npm run build`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');
const ENTRY = path.join(CLIENT_DIST, '.ssr', 'entry-server.cjs');

let t: TestServer;
let pages: string[];

const get = async (p: string) => {
  const res = await fetch(`${t.url}${p}`, { headers: { 'accept-encoding': 'identity' } });
  return { res, html: await res.text() };
};

/** The CSS of the page's global style tags, in order. */
const inlineCss = (html: string) =>
  [...html.matchAll(/<style data-emotion="css-global [^"]*">([^<]*)<\/style>/g)].map((m) => m[1]).join('');
/** Every class of the page's body. */
const classesOf = (html: string) =>
  new Set(
    [...html.slice(html.indexOf('<body')).matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)),
  );
/** The classes a selector needs (not those inside `:where(…)`, `:not(…)`…, nor attribute values). */
function selectorClasses(selector: string): string[] {
  let s = selector.replace(/\[[^\]]*\]/g, '');
  for (let prev = ''; prev !== s;) [prev, s] = [s, s.replace(/:[\w-]+\([^()]*\)/g, '')];
  return [...s.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}
const usedBy = (rule: Rule, classes: Set<string>) =>
  rule.selectors.some((s) => selectorClasses(s).every((c) => classes.has(c)));
/** Each rule by its at-rules and selector, with its declarations. */
function rulesOf(css: string): Map<string, { rule: Rule; decls: Map<string, string> }> {
  const rules = new Map<string, { rule: Rule; decls: Map<string, string> }>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const at: string[] = [];
    for (let p = rule.parent; p && p.type === 'atrule'; p = p.parent)
      at.unshift(`@${(p as AtRule).name} ${(p as AtRule).params}`);
    const key = [...at, rule.selector].join(' > ');
    const decls = rules.get(key)?.decls ?? new Map<string, string>();
    rule.walkDecls((d) => void decls.set(d.prop, d.value));
    rules.set(key, { rule, decls });
  });
  return rules;
}
const VAR_USE = /var\(\s*(--(?:[\w-]|\\.)+)/g;

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` before this test.`);
  t = await createTestServer({ CLIENT_DIST });
  const f = factories(t.db.ds);
  const categoryId = (await f.category({ name: 'Amigurumi' })).id;
  for (let i = 0; i < 4; i++) await f.product({ categoryId, title: `Shelf Toy ${i}`, price: 1000 + i });
  const bunny = (await f.product({ categoryId, title: 'Styled Bunny', price: 1500, isFeatured: true })).id;
  pages = ['/', '/shop', `/product/${bunny}`, '/about', '/contact'];
});
beforeEach(() => catalogSettled(t));
afterAll(() => t?.close());

it('inlines only the rules of the classes a page uses, a small part of the whole stylesheet', async () => {
  const full = (
    await get(`/${/href="\/([^"]+)"[^>]*data-storefront-css/.exec((await get('/shop')).html)![1]}`)
  ).html;
  for (const p of pages) {
    const { html } = await get(p);
    const classes = classesOf(html);
    const inline = inlineCss(html);
    const unused: string[] = [];
    postcss.parse(inline).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      if (!usedBy(rule, classes)) unused.push(rule.selector);
    });
    expect({ page: p, unused }).toEqual({ page: p, unused: [] });
    expect(inline.length).toBeLessThan(full.length / 2);
  }
  // Another page's recipes stay in the stylesheet.
  const has = (css: string, selector: string) => css.includes(`${selector}{`);
  const [shop, home] = [inlineCss((await get('/shop')).html), inlineCss((await get('/')).html)];
  expect([has(shop, '.product-card'), has(shop, '.home-hero'), has(shop, '.contact__submit')]).toEqual([
    true,
    false,
    false,
  ]);
  expect([has(home, '.home-hero'), has(home, '.shop-page__toolbar')]).toEqual([true, false]);
});

it('leaves out nothing a page uses: each rule of its classes, each variable read, each animation named', async () => {
  const css: string = (await import(ENTRY)).storefrontCss();
  const full = rulesOf(css);
  const keyframes = new Set<string>();
  postcss.parse(css).walkAtRules(/keyframes$/, (a) => void keyframes.add(a.params));
  for (const p of pages) {
    const { html } = await get(p);
    const classes = classesOf(html);
    const inlineText = inlineCss(html);
    const inline = rulesOf(inlineText);
    const missing: string[] = [];
    for (const [key, { rule, decls }] of full) {
      if (!usedBy(rule, classes)) continue;
      const kept = inline.get(key)?.decls;
      for (const [prop, value] of decls)
        if (!prop.startsWith('--') && kept?.get(prop) !== value) missing.push(`${key} { ${prop} }`);
    }
    // Every custom property the page reads (its CSS and its style attributes) that the stylesheet defines.
    const defined = (css: Map<string, { decls: Map<string, string> }>) =>
      new Set([...css.values()].flatMap(({ decls }) => [...decls.keys()].filter((d) => d.startsWith('--'))));
    const everywhere = defined(full);
    const inlineDefined = defined(inline);
    for (const [, name] of `${inlineText}${html.slice(html.indexOf('<body'))}`.matchAll(VAR_USE))
      if (everywhere.has(name) && !inlineDefined.has(name)) missing.push(name);
    // An animation a kept declaration names, directly or through a variable.
    const words = new Set<string>();
    postcss.parse(inlineText).walkDecls((d) => {
      const parent = d.parent?.parent;
      if (!(parent?.type === 'atrule' && /keyframes$/.test((parent as AtRule).name)))
        for (const [word] of d.value.matchAll(/[\w-]+/g)) words.add(word);
    });
    for (const name of keyframes)
      if (words.has(name) && !inlineText.includes(`@keyframes ${name}{`)) missing.push(`@keyframes ${name}`);
    expect({ page: p, missing }).toEqual({ page: p, missing: [] });
  }
});

it('loads the whole stylesheet without blocking the first paint, named by its content and cached for a year', async () => {
  const { html } = await get('/');
  const link =
    /<link rel="stylesheet" href="(\/assets\/storefront-([\w-]+)\.css)" media="print" data-storefront-css>/.exec(
      html,
    );
  expect(link).not.toBeNull();
  // After the inline global CSS (the same rules in the same order come last), before the scripts.
  expect(html.indexOf(link![0])).toBeGreaterThan(html.lastIndexOf('<style data-emotion="css-global'));
  expect(html.indexOf(link![0])).toBeLessThan(html.indexOf('<script'));
  // No other stylesheet holds the first paint back.
  expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([link![0]]);

  const res = await fetch(`${t.url}${link![1]}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/css/);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const css = await res.text();
  expect(createHash('sha256').update(css).digest('base64url').slice(0, 12)).toBe(link![2]);
  // The storefront's whole global CSS: every page's rules, whichever the browser renders next.
  expect(css).toBe((await import(ENTRY)).storefrontCss());
  for (const p of pages) expect(css).toContain(inlineCss((await get(p)).html).slice(0, 30));
});
