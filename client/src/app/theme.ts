import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { chromeCss } from './recipes/chrome';
import { contentCss } from './recipes/content';
import { homeCss } from './recipes/home';
import { listingCss } from './recipes/listing';
import { productPageCss } from './recipes/product';
import { shopPageCss } from './recipes/shop';

/**
 * The shop's Chakra theme: warm, soft and readable, terracotta yarn on cream with sage accents.
 * The storefront's own pieces are slot recipes (./recipes), served as static classes.
 */
const config = defineConfig({
  globalCss: {
    body: { bg: 'cream.50', color: 'ink.800', fontFeatureSettings: '"kern"' },
    // A page's heading takes the focus after a navigation (ScrollToTop) without a ring around it.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
    'a:focus-visible, button:focus-visible': {
      outline: '3px solid',
      outlineColor: 'brand.300',
      outlineOffset: '2px',
    },
    '.sr-only': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      p: '0',
      m: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
    ...listingCss,
    ...chromeCss,
    ...productPageCss,
    ...shopPageCss,
    ...homeCss,
    ...contentCss,
  },
  theme: {
    keyframes: {
      'shop-progress': { from: { backgroundPosition: '-50% 0' }, to: { backgroundPosition: '150% 0' } },
    },
    tokens: {
      fonts: {
        heading: { value: "'Georgia', 'Iowan Old Style', 'Palatino Linotype', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#fdf2ec' },
          100: { value: '#f9dccd' },
          200: { value: '#f2bb9f' },
          300: { value: '#e8956f' },
          400: { value: '#dc7550' },
          500: { value: '#c45d3b' },
          600: { value: '#a54a2e' },
          700: { value: '#843a25' },
          800: { value: '#64301f' },
          900: { value: '#4a2418' },
          950: { value: '#2e150d' },
        },
        cream: {
          50: { value: '#fffaf4' },
          100: { value: '#fbf1e4' },
          200: { value: '#f3e2cc' },
          300: { value: '#e8cfb0' },
        },
        sage: { 100: { value: '#e3eddf' }, 500: { value: '#6f8f68' }, 700: { value: '#4b6446' } },
        ink: { 600: { value: '#6b5a50' }, 700: { value: '#54443b' }, 800: { value: '#3d302a' } },
        // White text on each keeps at least 4.5:1 (WCAG AA for the 12 px badges).
        status: {
          pending: { value: '#9a3412' },
          shipped: { value: '#52525b' },
          delivered: { value: '#166534' },
          cancelled: { value: '#b91c1c' },
          paid: { value: '#166534' },
          unpaid: { value: '#b91c1c' },
        },
        star: { filled: { value: '#a15c00' }, empty: { value: '#6b5a50' } },
      },
      radii: { card: { value: '18px' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          // 600, not 500: white text on it keeps a 4.5:1 contrast.
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.400}' },
        },
      },
    },
  },
});

/*
 * Creating the Chakra system (every token as a CSS variable) is the heaviest start-up work on
 * a phone, so the default theme is trimmed of what the shop never shows: five colour
 * palettes, and the dark-mode values of semantic tokens (the shop has no dark mode).
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink', 'yellow']);
const withoutUnused = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** A semantic token tree with `{ _light, _dark }` values reduced to the light value. */
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    const value = (node as { value: unknown }).value;
    if (!value || typeof value !== 'object' || Array.isArray(value) || !('_dark' in value)) return node;
    const { _dark: _, _light, base, ...other } = value as Record<string, unknown>;
    const light = _light ?? base;
    return { ...node, value: Object.keys(other).length ? { ...other, base: light } : light };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)])) as T;
}

const theme = defaultConfig.theme;
const base = {
  ...defaultConfig,
  theme: {
    ...theme,
    tokens: { ...theme?.tokens, colors: withoutUnused(theme?.tokens?.colors) },
    semanticTokens: lightOnly({
      ...theme?.semanticTokens,
      colors: withoutUnused(theme?.semanticTokens?.colors),
    }),
  },
};

let system: SystemContext | undefined;

/** The Chakra system, created on first use (the browser entry creates it in a task of its own). */
export function getSystem(): SystemContext {
  system ??= createSystem(base, config);
  return system;
}

/**
 * The system for hydrating a server-rendered page. The server's HTML already carries the global,
 * reset and token CSS (ChakraProvider's `Global`, rendered once by the server and moved into the
 * head by emotion), so this system is created without the global and reset styles (which
 * `createSystem` would turn into CSS objects up front) and its provider has no global CSS to
 * compile again. Components' styles come from the same tokens and recipes as the server's.
 * Pages the browser renders on its own (and `npm run dev`) use `getSystem()`, whose
 * ChakraProvider inserts all of it.
 */
export function getHydratingSystem(): SystemContext {
  const hydrating = createSystem({ ...base, globalCss: {}, preflight: false }, { ...config, globalCss: {} });
  return { ...hydrating, _global: [] };
}
