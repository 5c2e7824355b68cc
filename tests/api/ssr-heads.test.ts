/**
 * The head of a server-rendered page (title and description meta) holds catalogue and search
 * text as text: `$` replacement patterns (`$'`, `$&`, `$1`, `` $` ``), `</title>` and `<!--`
 * in a product's title, its description or a search neither duplicate nor close an element
 * (audit: `/shop?search=$'` gave 2-3 `<title>` elements and up to 5 description metas).
 * Needs the built client (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';

const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');
const PATTERNS = '$\' $& $1 $` $$ </title><!-- <meta name="description" content="x">';

let t: TestServer;
let titled: number;
let described: number;

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_DIST, '.ssr', 'entry-server.cjs')))
    throw new Error('client/dist/.ssr/entry-server.cjs is missing: run `npm run build` before this test.');
  t = await createTestServer({ CLIENT_DIST });
  const f = factories(t.db.ds);
  const categoryId = (await f.category({ name: 'Heads' })).id;
  titled = (await f.product({ categoryId, title: `Doll ${PATTERNS} end`, shortDescription: 'Plain.' })).id;
  described = (await f.product({ categoryId, title: 'Plain Doll', shortDescription: `Soft ${PATTERNS} end` }))
    .id;
});
beforeEach(() => catalogSettled(t));
afterAll(() => t?.close());

/** HTML character references back to text. */
const decode = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The page's head: its single title and description, decoded (and how many of each there are). */
async function head(p: string) {
  const res = await fetch(`${t.url}${p}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) =>
    decode(m[1]),
  );
  return {
    titles,
    descriptions,
    titleTags: html.match(/<title>/g)?.length ?? 0,
    headComments: headHtml.match(/<!--/g)?.length ?? 0,
  };
}

it("keeps `$'`, `$&`, `$1`, `</title>` and `<!--` in a product's title as its page title, once", async () => {
  const h = await head(`/product/${titled}`);
  expect(h.titleTags).toBe(1);
  expect(h.titles).toEqual([`Doll ${PATTERNS} end | Crochet Corner`]);
  expect(h.descriptions).toEqual(['Plain.']);
  expect(h.headComments).toBe(0);
});

it('keeps them in a product description as its description meta, once', async () => {
  const h = await head(`/product/${described}`);
  expect(h.titleTags).toBe(1);
  expect(h.titles).toEqual(['Plain Doll | Crochet Corner']);
  expect(h.descriptions).toEqual([`Soft ${PATTERNS} end`]);
  expect(h.headComments).toBe(0);
});

it('keeps them in a search (/shop?search=) as text of its one title', async () => {
  const h = await head(`/shop?search=${encodeURIComponent(PATTERNS)}`);
  expect(h.titleTags).toBe(1);
  expect(h.titles).toHaveLength(1);
  expect(h.titles[0]).toContain(PATTERNS);
  expect(h.descriptions).toHaveLength(1);
  expect(h.headComments).toBe(0);
});
