import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { SHOP_BUTTON } from './listing';
import { chakraLook, slotClasses } from './static-classes';

/**
 * The product page (features/storefront: ProductPage, Gallery, ProductPurchase, reviews and
 * the add-to-cart dialog), server-rendered and hydrated on a phone: the look of Chakra's
 * Container, Heading, Tabs (line), IconButton (surface) and Button (outline/solid).
 */
const MD = '@media screen and (min-width: 48rem)';

/** The page's frame, its heading, and its loading and not-found states. */
const productPage = defineSlotRecipe({
  className: 'product-page',
  slots: ['root', 'title', 'loading', 'missing', 'missing-title', 'shop-link'],
  base: {
    root: { ...chakraLook('container', {}, 'gray'), maxWidth: '7xl', py: '8' },
    title: { ...chakraLook('heading', { size: '3xl' }, 'gray'), color: 'brand.900' },
    loading: { display: 'flex', alignItems: 'center', justifyContent: 'center', py: '24' },
    missing: { ...chakraLook('container', {}, 'gray'), maxWidth: 'xl', py: '24', textAlign: 'center' },
    'missing-title': { ...chakraLook('heading', { size: 'xl' }, 'gray'), mb: '4' },
    'shop-link': chakraLook('button', { variant: 'solid', size: 'md' }, 'brand'),
  },
});

const productLayout = defineSlotRecipe({
  className: 'product-layout',
  slots: ['root'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: '6',
      [MD]: { gridTemplateColumns: '1.1fr 1fr', gap: '12' },
    },
  },
});
const productInfo = defineSlotRecipe({
  className: 'product-info',
  slots: ['root', 'category', 'rating', 'short'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' },
    category: { color: 'sage.700', fontSize: 'sm', fontWeight: 'semibold' },
    rating: { display: 'flex', alignItems: 'center', gap: '3' },
    short: { color: 'ink.700' },
  },
});

/** The gallery's two kinds of arrow: the thumbnails' and the main image's. */
const ARROW: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  fontSize: 'lg',
  lineHeight: '1',
  color: 'ink.800',
  '&:disabled': { opacity: '0.4', cursor: 'default' },
};
const gallery = defineSlotRecipe({
  className: 'gallery',
  slots: ['root', 'thumbs', 'thumb', 'thumb--wide', 'main', 'shift', 'nav', 'nav--prev', 'nav--next'],
  base: {
    root: { display: 'flex', flexDirection: 'column-reverse', gap: '3', [MD]: { flexDirection: 'row' } },
    thumbs: {
      display: 'flex',
      flexDirection: 'row',
      gap: '2',
      alignItems: 'center',
      [MD]: { flexDirection: 'column' },
    },
    thumb: {
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
    'thumb--wide': { display: 'none', [MD]: { display: 'block' } },
    main: {
      position: 'relative',
      flex: '1',
      bg: 'cream.100',
      borderRadius: 'card',
      overflow: 'hidden',
      '& > img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
    },
    shift: {
      ...ARROW,
      w: '8',
      h: '8',
      borderRadius: 'l2',
      bg: 'transparent',
      '@media (hover: hover)': { '&:hover': { bg: 'gray.subtle' } },
    },
    nav: {
      ...ARROW,
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
    'nav--prev': { left: '2' },
    'nav--next': { right: '2' },
  },
});

const purchase = defineSlotRecipe({
  className: 'purchase',
  slots: [
    'root',
    'price',
    'amount',
    'was',
    'stock',
    'label',
    'options',
    'option',
    'sold-out',
    'actions',
    'stepper',
    'add',
    'message',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    price: { display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' },
    amount: { fontWeight: 'bold', color: 'brand.700', fontSize: '2xl', whiteSpace: 'nowrap' },
    was: { color: 'ink.600' },
    stock: { fontSize: 'sm', color: 'sage.700', fontWeight: 'medium' },
    label: { fontWeight: 'semibold', mb: '2' },
    options: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    option: {
      ...SHOP_BUTTON,
      justifyContent: undefined,
      lineHeight: undefined,
      gap: '1',
      minW: '9',
      '&[aria-checked=true]': { bg: 'brand.solid', color: 'brand.contrast' },
      '&[aria-disabled=true]': {
        borderColor: 'border.emphasized',
        color: 'ink.600',
        bg: 'cream.100',
        cursor: 'not-allowed',
      },
      '&[aria-disabled=true] .purchase__value': { textDecoration: 'line-through' },
    },
    'sold-out': { fontSize: 'xs' },
    actions: { display: 'flex', alignItems: 'center', gap: '3', mt: '2' },
    stepper: {
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
    add: { ...chakraLook('button', { variant: 'solid', size: 'lg' }, 'brand'), flex: '1' },
    message: { color: 'red.700', fontSize: 'sm', fontWeight: 'medium' },
  },
});

/** Delivery time, shipping charge and cash on delivery, beside the price (DeliveryTerms). */
const deliveryTerms = defineSlotRecipe({
  className: 'delivery-terms',
  slots: ['root'],
  base: {
    root: {
      listStyle: 'none',
      display: 'grid',
      gap: '1',
      fontSize: 'sm',
      color: 'ink.700',
      borderLeftWidth: '3px',
      borderColor: 'sage.500',
      pl: '3',
      my: '1',
      '& li::before': { content: '"✓ "', color: 'sage.700', fontWeight: 'bold' },
    },
  },
});

const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'panel'],
  base: {
    root: { mt: '12' },
    list: { display: 'flex', borderBottomWidth: '1px', borderColor: 'border' },
    trigger: {
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
    panel: { pt: '4' },
  },
});

const addDialog = defineSlotRecipe({
  className: 'add-dialog',
  slots: ['root', 'image', 'body'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      alignItems: 'flex-start',
      [MD]: { flexDirection: 'row' },
      '& .purchase__amount': { fontSize: 'xl' },
    },
    image: {
      flexShrink: '0',
      width: '72px',
      height: '72px',
      objectFit: 'cover',
      borderRadius: 'md',
      bg: 'cream.100',
      [MD]: { width: '96px', height: '96px' },
    },
    body: { flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' },
  },
});

const review = defineSlotRecipe({
  className: 'review',
  slots: ['root', 'head', 'comment', 'add'],
  base: {
    root: { bg: 'white', p: '4', borderRadius: 'md', boxShadow: 'xs' },
    head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' },
    comment: { mt: '1', whiteSpace: 'pre-wrap' },
    add: chakraLook('button', { variant: 'outline', size: 'md' }, 'brand'),
  },
});

/** The product page's classes, in the order the cascade needs. */
export const productPageCss = {
  ...slotClasses(productPage),
  ...slotClasses(productLayout),
  ...slotClasses(productInfo),
  '.muted': { color: 'ink.600' },
  '.muted-sm': { fontSize: 'sm', color: 'ink.600' },
  '.stars-row': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  ...slotClasses(gallery),
  ...slotClasses(purchase),
  ...slotClasses(deliveryTerms),
  ...slotClasses(tabs),
  '.product-description': { lineHeight: 'tall', '& ul': { pl: '6', listStyle: 'disc' }, '& p': { mb: '3' } },
  ...slotClasses(addDialog),
  '.reviews': { display: 'flex', flexDirection: 'column', gap: '5' },
  ...slotClasses(review),
  // components/: Price (the listing's `.price` look, `sm`, in two more sizes), Thumbnail
  // (its size is the component's) and FreeShippingNote.
  '.price-tag': { display: 'flex', alignItems: 'baseline', gap: '2' },
  '.price--md': { fontSize: 'md' },
  '.price--lg': { fontSize: '2xl' },
  '.price__was--lg': { fontSize: 'md' },
  '.thumbnail': { objectFit: 'cover', borderRadius: 'md', flexShrink: '0' },
  '.free-shipping-note': { fontSize: 'sm', color: 'brand.700' },
};
