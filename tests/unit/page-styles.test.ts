/**
 * A server-rendered page's inline CSS (server/src/ssr/page-styles.ts): of the render's global
 * style tags, the rules whose classes its markup holds and the rules of elements, in their
 * at-rules and order; of the custom properties, those read (transitively); keyframes that are
 * named; then the link of the whole stylesheet, ahead of the render's element styles.
 */
import { pageStyles } from '../../server/src/ssr/page-styles';

const LINK = '<link rel="stylesheet" href="/assets/storefront-x.css" media="print" data-storefront-css>';
const LAYERS = '@layer reset,base;';
const GLOBAL =
  '@layer reset{*{margin:0px;}html{font-family:var(--font-body, var(--fallback));--fallback:serif;}}' +
  '@layer base{:where(html, .chakra-theme){--colors-brand:#a54a2e;--colors-unused:#000;--colors-on-brand:var(--colors-brand);' +
  '--sizes-0\\.5:2px;--colors-deep:var(--colors-deeper);--colors-deeper:#111;--easing:ease;}' +
  '.card{color:var(--colors-on-brand);--card-gap:var(--sizes-0\\.5);gap:var(--card-gap);animation:spin 1s;}' +
  '.card .card__title:hover{text-decoration:underline;}' +
  '.contact__submit{background:var(--colors-unused);}' +
  '.dark .card{color:white;}' +
  '.card:not(.is-sold){opacity:1;}' +
  '@media screen and (min-width:40rem){.card{padding:4px;}.contact__submit{padding:8px;}}' +
  '@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}' +
  '@keyframes fade{from{opacity:0;}to{opacity:1;}}}';
const ELEMENTS = '<style data-emotion="css abc">.css-abc{border-color:var(--colors-deep);}</style>';
const styles = `<style data-emotion="css-global l1">${LAYERS}</style><style data-emotion="css-global g1">${GLOBAL}</style>${ELEMENTS}`;

const inlineOf = (head: string) =>
  [...head.matchAll(/<style data-emotion="css-global [^"]*">([^<]*)<\/style>/g)].map((m) => m[1]);

it('keeps the rules of the classes in the markup, of elements, and the variables they read', () => {
  const forPage = pageStyles(LAYERS + GLOBAL, LINK);
  const head = forPage(styles, '<div class="card"><h2 class="card__title">Bunny</h2></div>');
  const [layers, global] = inlineOf(head);
  expect(layers).toBe(LAYERS);
  expect(global).toBe(
    '@layer reset{*{margin:0px;}html{font-family:var(--font-body, var(--fallback));--fallback:serif;}}' +
      '@layer base{:where(html, .chakra-theme){--colors-brand:#a54a2e;--colors-on-brand:var(--colors-brand);' +
      '--sizes-0\\.5:2px;--colors-deep:var(--colors-deeper);--colors-deeper:#111;}' +
      '.card{color:var(--colors-on-brand);--card-gap:var(--sizes-0\\.5);gap:var(--card-gap);animation:spin 1s;}' +
      '.card .card__title:hover{text-decoration:underline;}' +
      '.card:not(.is-sold){opacity:1;}' +
      '@media screen and (min-width:40rem){.card{padding:4px;}}' +
      '@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}}',
  );
  // The whole stylesheet after the global tags, before the element styles (the cascade's order).
  expect(head.endsWith(`${LINK}${ELEMENTS}`)).toBe(true);
});

it('drops a rule whose classes are not all in the markup, and a custom property nothing reads', () => {
  const forPage = pageStyles(LAYERS + GLOBAL, LINK);
  const [, global] = inlineOf(forPage(styles, '<p class="card__title">x</p>'));
  expect(global).not.toContain('.card');
  expect(global).not.toContain('--colors-brand');
  expect(global).not.toContain('@media');
  expect(global).not.toContain('@keyframes');
  // The element styles still read one, through another.
  expect(global).toContain('--colors-deep:var(--colors-deeper);--colors-deeper:#111;');
  const [, contact] = inlineOf(forPage(styles, '<button class="contact__submit">Send</button>'));
  expect(contact).toContain('.contact__submit{background:var(--colors-unused);}');
  expect(contact).toContain('--colors-unused:#000;');
  expect(contact).toContain('@media screen and (min-width:40rem){.contact__submit{padding:8px;}}');
});

it('leaves the CSS of a render whole when it is not the stylesheet of this build', () => {
  const forPage = pageStyles(`${LAYERS}${GLOBAL}.new{color:red;}`, LINK);
  expect(forPage(styles, '<div class="card"></div>')).toBe(styles);
});
