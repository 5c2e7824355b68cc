import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { chakraLook, slotClasses } from './static-classes';

/**
 * The product card (features/storefront/components/ProductCard.tsx): Chakra's LinkBox look,
 * with Chakra's own Badge (solid, red) and Button (subtle, brand, sm).
 */
const productCard = defineSlotRecipe({
  className: 'product-card',
  slots: ['root', 'media', 'badge', 'body', 'title', 'link', 'row', 'price', 'button'],
  base: {
    root: {
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
    media: {
      position: 'relative',
      bg: 'cream.100',
      aspectRatio: '1',
      '& img': { objectFit: 'cover', width: '100%', height: '100%' },
    },
    badge: {
      ...chakraLook('badge', { variant: 'solid', size: 'md' }, 'red'),
      position: 'absolute',
      top: '3',
      left: '3',
    },
    body: { display: 'flex', flexDirection: 'column', gap: '1.5', p: '4', flex: '1' },
    title: { fontWeight: 'semibold', color: 'ink.800', lineClamp: '2' },
    // The title's link covers the card; other links stay above it.
    link: {
      '&::before': {
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
    },
    row: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
    price: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: '2',
      mb: '1',
    },
    button: {
      ...chakraLook('button', { variant: 'subtle', size: 'sm' }, 'brand'),
      zIndex: '1',
      // Pushed to the card's foot: Add To Cart lines up across a row whatever the title's length.
      mt: 'auto',
    },
  },
});

/** The listing's grid of cards (features/storefront/components/ProductGrid.tsx): Chakra's SimpleGrid look. */
const productGrid = defineSlotRecipe({
  className: 'product-grid',
  slots: ['root'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr))',
      },
      gap: { base: '3', md: '6' },
    },
  },
});

/** A product's stars and price, on its card and its page. */
const stars = defineSlotRecipe({
  className: 'stars',
  slots: ['root', 'empty'],
  // Both at least 4.5:1 on white and cream (WCAG AA); empty stars are outlines, not a paler fill.
  base: { root: { color: 'star.filled', letterSpacing: '1px' }, empty: { color: 'star.empty' } },
});
const price = defineSlotRecipe({
  className: 'price',
  slots: ['root', 'was', 'from'],
  base: {
    root: { fontWeight: 'bold', color: 'brand.700', fontSize: 'sm', whiteSpace: 'nowrap' },
    was: { color: 'ink.600', fontSize: 'sm', whiteSpace: 'nowrap' },
    from: { fontSize: 'xs', color: 'ink.600', fontWeight: 'normal' },
  },
});

const CHECKMARK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpolyline points='20 6 9 17 4 12'/%3E%3C/svg%3E\")";

/**
 * The shop's filter tree (features/storefront/routes/ShopPage.tsx), native checkboxes and
 * buttons: the look of Chakra's Checkbox (sm, brand) and ghost Button (2xs).
 */
const filterList = defineSlotRecipe({
  className: 'filter-list',
  slots: ['root'],
  base: { root: { display: 'flex', flexDirection: 'column', gap: '2' } },
  variants: { depth: { nested: { root: { pl: '6', pt: '2' } } } },
});
const filterRow = defineSlotRecipe({
  className: 'filter-row',
  slots: ['root'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
    },
  },
});
const filterCheck = defineSlotRecipe({
  className: 'filter-check',
  slots: ['root'],
  base: {
    root: {
      display: 'inline-flex',
      gap: '2',
      alignItems: 'center',
      verticalAlign: 'top',
      position: 'relative',
      cursor: 'pointer',
      '& input': {
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
      '& span': { fontWeight: 'medium', userSelect: 'none', fontSize: 'sm', lineHeight: '1.25rem' },
    },
  },
});
const filterToggle = defineSlotRecipe({
  className: 'filter-toggle',
  slots: ['root'],
  base: {
    root: {
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
  },
});

/** A text field of the shop's controls: the look of Chakra's NativeSelect and Input (sm). */
const FIELD: SystemStyleObject = {
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

/** The shop's order select and price range form (features/storefront: ShopPage, PriceRangeFields). */
const shopSort = defineSlotRecipe({
  className: 'shop-sort',
  slots: ['root'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      '& label': { color: 'ink.700', fontWeight: 'medium', whiteSpace: 'nowrap' },
      '& select': { ...FIELD, cursor: 'pointer', flex: '1' },
    },
  },
});
const priceForm = defineSlotRecipe({
  className: 'price-form',
  slots: ['root', 'fields', 'field', 'error', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    fields: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '2' },
    field: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      minW: '0',
      '& label': { fontSize: 'sm', fontWeight: 'medium', color: 'ink.700' },
      '& input': { ...FIELD, w: '100%', '&[aria-invalid=true]': { borderColor: 'red.600' } },
    },
    error: { color: 'red.700', fontSize: 'xs', fontWeight: 'medium' },
    actions: { display: 'flex', gap: '2' },
  },
});

/** The shop's buttons: outlined in brand on white, or solid. */
export const SHOP_BUTTON: SystemStyleObject = {
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
};
const shopButton = defineSlotRecipe({
  className: 'shop-button',
  slots: ['root'],
  base: { root: SHOP_BUTTON },
  variants: {
    variant: {
      solid: {
        root: {
          bg: 'brand.solid',
          color: 'brand.contrast',
          '@media (hover: hover)': { '&:hover': { bg: 'brand.700' } },
        },
      },
    },
  },
});

/** The shop's page links, and the bar over the grid while the next listing loads (the current one stays, dimmed). */
const shopPages = defineSlotRecipe({
  className: 'shop-pages',
  slots: ['root'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '4',
      flexWrap: 'wrap',
      mt: '4',
    },
  },
});
const shopProgress = defineSlotRecipe({
  className: 'shop-progress',
  slots: ['root'],
  base: {
    root: {
      h: '3px',
      mb: '2',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'transparent',
      '&[data-active]': {
        bgImage: 'linear-gradient(90deg, transparent, {colors.brand.500}, transparent)',
        bgSize: '50% 100%',
        bgRepeat: 'no-repeat',
        animation: 'shop-progress 1s linear infinite',
      },
    },
  },
});

/** The listing's classes (home, shop), in the order the cascade needs. */
export const listingCss = {
  ...slotClasses(productGrid),
  ...slotClasses(productCard),
  ...slotClasses(stars),
  '.muted-xs': { fontSize: 'xs', color: 'ink.600' },
  ...slotClasses(price),
  ...slotClasses(filterList),
  ...slotClasses(filterRow),
  ...slotClasses(filterCheck),
  ...slotClasses(filterToggle),
  ...slotClasses(shopSort),
  ...slotClasses(priceForm),
  ...slotClasses(shopButton),
  ...slotClasses(shopPages),
  ...slotClasses(shopProgress),
};
