import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

/** Warm, soft and readable: terracotta yarn on cream, with sage and mustard accents. */
/**
 * The product card (components/ProductCard.tsx) as plain elements with these classes: a
 * listing shows a dozen or more cards, and static CSS costs nothing to render or hydrate,
 * where every Chakra element computes its styles. Same look as Chakra's LinkBox, Badge
 * (solid, red) and Button (subtle, brand, sm).
 */
const productCardCss = {
  '.product-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    bg: 'white',
    borderRadius: 'card',
    overflow: 'hidden',
    boxShadow: 'sm',
    transition: 'all 0.2s',
    '@media (hover: hover)': { '&:hover': { boxShadow: 'md', transform: 'translateY(-2px)' } },
  },
  '.product-card__media': { position: 'relative', bg: 'cream.100', aspectRatio: '1' },
  '.product-card__media img': { objectFit: 'cover', width: '100%', height: '100%' },
  '.product-card__badge': {
    position: 'absolute',
    top: '3',
    left: '3',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    bg: 'red.solid',
    color: 'red.contrast',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    px: '2',
    minH: '6',
  },
  '.product-card__body': { display: 'flex', flexDirection: 'column', gap: '1.5', p: '4', flex: '1' },
  '.product-card__title': { fontWeight: 'semibold', color: 'ink.800', lineClamp: '2' },
  // The title's link covers the card; other links stay above it.
  '.product-card__link::before': {
    content: '""',
    cursor: 'inherit',
    display: 'block',
    position: 'absolute',
    top: '0',
    left: '0',
    zIndex: '0',
    width: '100%',
    height: '100%',
  },
  '.product-card__row': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
  '.product-card__price': {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: '2',
    mb: '1',
  },
  '.price__from': { fontSize: 'xs', color: 'ink.600', fontWeight: 'normal' },
  // Both at least 4.5:1 on white and cream (WCAG AA); empty stars are outlines, not a paler fill.
  '.stars': { color: 'star.filled', letterSpacing: '1px' },
  '.stars__empty': { color: 'star.empty' },
  '.muted-xs': { fontSize: 'xs', color: 'ink.600' },
  '.price': { fontWeight: 'bold', color: 'brand.700', fontSize: 'sm', whiteSpace: 'nowrap' },
  '.price__was': { color: 'ink.600', fontSize: 'sm', whiteSpace: 'nowrap' },
  '.product-card__button': {
    position: 'relative',
    zIndex: '1',
    // Pushed to the card's foot: Add To Cart lines up across a row whatever the title's length.
    mt: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    borderRadius: 'l2',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'transparent',
    lineHeight: '1.25rem',
    fontWeight: 'medium',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'moderate',
    h: '9',
    minW: '9',
    px: '3.5',
    fontSize: 'sm',
    bg: 'brand.subtle',
    color: 'brand.fg',
    cursor: 'pointer',
    '@media (hover: hover)': { '&:hover': { bg: 'brand.muted' } },
  },
};

/**
 * The shop's filter tree (features/storefront/ShopPage.tsx) as native checkboxes and buttons
 * with these classes, for the same reason (a score of checkboxes); the look of Chakra's
 * Checkbox (sm, brand) and ghost Button (2xs).
 */
const CHECKMARK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpolyline points='20 6 9 17 4 12'/%3E%3C/svg%3E\")";
const filterCss = {
  '.filter-list': { display: 'flex', flexDirection: 'column', gap: '2' },
  '.filter-list--nested': { pl: '6', pt: '2' },
  '.filter-row': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  },
  '.filter-check': {
    display: 'inline-flex',
    gap: '2',
    alignItems: 'center',
    verticalAlign: 'top',
    position: 'relative',
    cursor: 'pointer',
  },
  '.filter-check input': {
    appearance: 'none',
    flexShrink: '0',
    w: '4',
    h: '4',
    m: '0',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    cursor: 'pointer',
    '&:checked': {
      bg: 'brand.solid',
      borderColor: 'brand.solid',
      backgroundImage: CHECKMARK,
      backgroundSize: '100%',
      backgroundPosition: 'center',
    },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '.filter-check span': { fontWeight: 'medium', userSelect: 'none', fontSize: 'sm', lineHeight: '1.25rem' },
  '.filter-toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    h: '6',
    minW: '6',
    px: '2',
    fontSize: 'xs',
    lineHeight: '1rem',
    fontWeight: 'medium',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    color: 'gray.fg',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: 'moderate',
    '&[aria-expanded=true]': { bg: 'gray.subtle' },
    '@media (hover: hover)': { '&:hover': { bg: 'gray.subtle' } },
  },
};

/**
 * The shop's order select and price range form (features/storefront: ShopPage,
 * PriceRangeForm), plain elements for the same reason: the look of Chakra's NativeSelect,
 * Input and Button (sm; solid or outline, brand).
 */
const FIELD = {
  h: '9',
  px: '3',
  fontSize: 'sm',
  bg: 'white',
  color: 'ink.800',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  minW: '0',
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '0',
    borderColor: 'brand.solid',
  },
};
const shopControlsCss = {
  '.shop-sort': { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' },
  '.shop-sort label': { color: 'ink.700', fontWeight: 'medium', whiteSpace: 'nowrap' },
  '.shop-sort select': { ...FIELD, cursor: 'pointer', flex: '1' },
  '.price-form': { display: 'flex', flexDirection: 'column', gap: '3' },
  '.price-form__fields': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '2' },
  '.price-form__field': { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
  '.price-form__field label': { fontSize: 'sm', fontWeight: 'medium', color: 'ink.700' },
  '.price-form__field input': { ...FIELD, w: '100%', '&[aria-invalid=true]': { borderColor: 'red.600' } },
  '.price-form__error': { color: 'red.700', fontSize: 'xs', fontWeight: 'medium' },
  '.price-form__actions': { display: 'flex', gap: '2' },
  '.shop-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: '9',
    px: '3.5',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'brand.solid',
    color: 'brand.fg',
    bg: 'white',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color',
    transitionDuration: 'moderate',
    '@media (hover: hover)': { '&:hover': { bg: 'brand.subtle' } },
  },
  '.shop-button--solid': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    '@media (hover: hover)': { '&:hover': { bg: 'brand.700' } },
  },
  '.shop-pages': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    flexWrap: 'wrap',
    mt: '4',
  },
  // The bar over the grid while the next listing loads (the current one stays, dimmed).
  '.shop-progress': { h: '3px', mb: '2', borderRadius: 'full', overflow: 'hidden', bg: 'transparent' },
  '.shop-progress[data-active]': {
    bgImage: 'linear-gradient(90deg, transparent, {colors.brand.500}, transparent)',
    bgSize: '50% 100%',
    bgRepeat: 'no-repeat',
    animation: 'shop-progress 1s linear infinite',
  },
};

/**
 * The product page (features/storefront: ProductPage, Gallery, ProductPurchase) as plain
 * elements with these classes, for the same reason: it is server-rendered and hydrated on a
 * phone. Same look as Chakra's Tabs (line), IconButton (surface) and Button (outline/solid, sm).
 */
const MD = '@media screen and (min-width: 48rem)';
const productPageCss = {
  '.product-layout': {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: '6',
    [MD]: { gridTemplateColumns: '1.1fr 1fr', gap: '12' },
  },
  '.product-info': { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' },
  '.product-info__category': { color: 'sage.700', fontSize: 'sm', fontWeight: 'semibold' },
  '.product-info__rating': { display: 'flex', alignItems: 'center', gap: '3' },
  '.product-info__short': { color: 'ink.700' },
  '.muted': { color: 'ink.600' },
  '.muted-sm': { fontSize: 'sm', color: 'ink.600' },
  '.stars-row': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  '.gallery': { display: 'flex', flexDirection: 'column-reverse', gap: '3', [MD]: { flexDirection: 'row' } },
  '.gallery__thumbs': {
    display: 'flex',
    flexDirection: 'row',
    gap: '2',
    alignItems: 'center',
    [MD]: { flexDirection: 'column' },
  },
  '.gallery__thumb': {
    display: 'block',
    p: '0',
    borderWidth: '2px',
    borderColor: 'transparent',
    borderRadius: 'md',
    overflow: 'hidden',
    cursor: 'pointer',
    bg: 'transparent',
    '&[aria-current=true]': { borderColor: 'brand.500' },
    '& img': {
      display: 'block',
      width: '64px',
      height: '64px',
      objectFit: 'cover',
      [MD]: { width: '72px', height: '72px' },
    },
  },
  '.gallery__thumb--wide': { display: 'none', [MD]: { display: 'block' } },
  '.gallery__main': {
    position: 'relative',
    flex: '1',
    bg: 'cream.100',
    borderRadius: 'card',
    overflow: 'hidden',
    '& > img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
  },
  '.gallery__shift, .gallery__nav': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    fontSize: 'lg',
    lineHeight: '1',
    color: 'ink.800',
    '&:disabled': { opacity: '0.4', cursor: 'default' },
  },
  '.gallery__shift': {
    w: '8',
    h: '8',
    borderRadius: 'l2',
    bg: 'transparent',
    '@media (hover: hover)': { '&:hover': { bg: 'gray.subtle' } },
  },
  '.gallery__nav': {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'border',
    boxShadow: 'sm',
  },
  '.gallery__nav--prev': { left: '2' },
  '.gallery__nav--next': { right: '2' },
  '.purchase': { display: 'flex', flexDirection: 'column', gap: '4' },
  '.purchase__price': { display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' },
  '.purchase__amount': { fontWeight: 'bold', color: 'brand.700', fontSize: '2xl', whiteSpace: 'nowrap' },
  '.add-dialog .purchase__amount': { fontSize: 'xl' },
  '.purchase__was': { color: 'ink.600' },
  '.delivery-terms': {
    listStyle: 'none',
    display: 'grid',
    gap: '1',
    fontSize: 'sm',
    color: 'ink.700',
    borderLeftWidth: '3px',
    borderColor: 'sage.500',
    pl: '3',
    my: '1',
  },
  '.delivery-terms li::before': { content: '"✓ "', color: 'sage.700', fontWeight: 'bold' },
  '.purchase__stock': { fontSize: 'sm', color: 'sage.700', fontWeight: 'medium' },
  '.purchase__label': { fontWeight: 'semibold', mb: '2' },
  '.purchase__options': { display: 'flex', flexWrap: 'wrap', gap: '2' },
  '.purchase__option': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '9',
    minW: '9',
    px: '3.5',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'brand.solid',
    color: 'brand.fg',
    bg: 'white',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color',
    transitionDuration: 'moderate',
    '@media (hover: hover)': { '&:hover': { bg: 'brand.subtle' } },
    '&[aria-checked=true]': { bg: 'brand.solid', color: 'brand.contrast' },
    '&[aria-disabled=true]': {
      borderColor: 'border.emphasized',
      color: 'ink.600',
      bg: 'cream.100',
      cursor: 'not-allowed',
    },
    '&[aria-disabled=true] .purchase__value': { textDecoration: 'line-through' },
  },
  '.purchase__sold-out': { fontSize: 'xs' },
  '.purchase__actions': { display: 'flex', alignItems: 'center', gap: '3', mt: '2' },
  '.purchase__stepper': {
    display: 'flex',
    alignItems: 'center',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'white',
    '& button': {
      w: '10',
      h: '10',
      fontSize: 'lg',
      cursor: 'pointer',
      borderRadius: 'md',
      '@media (hover: hover)': { '&:hover': { bg: 'gray.subtle' } },
    },
    '& span': { minW: '8', textAlign: 'center' },
  },
  '.purchase__message': { color: 'red.700', fontSize: 'sm', fontWeight: 'medium' },
  '.tabs': { mt: '12' },
  '.tabs__list': { display: 'flex', borderBottomWidth: '1px', borderColor: 'border' },
  '.tabs__trigger': {
    px: '4',
    h: '10',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'ink.600',
    cursor: 'pointer',
    mb: '-1px',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    '&[aria-selected=true]': { color: 'brand.fg', borderColor: 'brand.solid' },
  },
  '.tabs__panel': { pt: '4' },
  '.product-description': { lineHeight: 'tall', '& ul': { pl: '6', listStyle: 'disc' }, '& p': { mb: '3' } },
  '.add-dialog': {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    alignItems: 'flex-start',
    [MD]: { flexDirection: 'row' },
  },
  '.add-dialog__image': {
    flexShrink: '0',
    width: '72px',
    height: '72px',
    objectFit: 'cover',
    borderRadius: 'md',
    bg: 'cream.100',
    [MD]: { width: '96px', height: '96px' },
  },
  '.add-dialog__body': { flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' },
  '.reviews': { display: 'flex', flexDirection: 'column', gap: '5' },
  '.review': { bg: 'white', p: '4', borderRadius: 'md', boxShadow: 'xs' },
  '.review__head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' },
  '.review__comment': { mt: '1', whiteSpace: 'pre-wrap' },
};

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
    ...productCardCss,
    ...filterCss,
    ...shopControlsCss,
    ...productPageCss,
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
          collect: { value: '#1e40af' },
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
 * The system for hydrating a server-rendered page: its global styles (reset, base and every
 * token as a CSS variable) are already in the page, so they are not computed and rendered
 * again (their CSS is computed lazily, see client/vite.config.mts).
 */
export function getHydrationSystem(): SystemContext {
  return Object.create(getSystem(), { _global: { value: [] } }) as SystemContext;
}
