import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { chakraLook, CONTAINER_7XL, slotClasses } from './static-classes';

/**
 * The storefront's footer (features/layout/components/Footer.tsx): every page has it and nothing
 * in it but links, so it is plain elements with these classes (Chakra's Container, SimpleGrid,
 * Stack and Link looks), with nothing to compute while a page hydrates.
 */
const footer = defineSlotRecipe({
  className: 'site-footer',
  slots: [
    'root',
    'container',
    'grid',
    'column',
    'name',
    'tagline',
    'heading',
    'link',
    'social',
    'muted',
    'legal',
  ],
  base: {
    root: { bg: 'brand.900', color: 'cream.100', mt: '16' },
    container: {
      ...CONTAINER_7XL,
      pt: '10',
      pb: { base: '20', md: '24' },
    },
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      gap: '8',
    },
    column: { display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' },
    name: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold' },
    tagline: { fontSize: 'sm', color: 'cream.200' },
    heading: { fontWeight: 'semibold' },
    link: { ...chakraLook('link', { variant: 'plain' }, 'gray'), color: 'cream.100' },
    social: { display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: '4' },
    muted: { color: 'cream.200' },
    legal: { fontSize: 'xs', color: 'cream.300', mt: '8' },
  },
});

const link = chakraLook('link', { variant: 'plain' }, 'gray');
const navLink = { ...link, color: 'ink.700', _currentPage: { color: 'brand.700' } };
/** Chakra's ghost IconButton (md): a square button, its icon 1.2em. */
const ghostButton = chakraLook('button', { variant: 'ghost', size: 'md' }, 'gray');
const iconButton = {
  ...ghostButton,
  px: '0',
  py: '0',
  _icon: { ...(ghostButton._icon as SystemStyleObject), fontSize: '1.2em' },
};

/**
 * The storefront's header (features/layout/components/Header.tsx): the shop's name, the main
 * navigation (a row of its own under `md`), the account link, search and the cart's button with
 * its count. The looks of Chakra's Container, Link, ghost IconButton and Badge (solid, xs).
 */
const header = defineSlotRecipe({
  className: 'site-header',
  slots: [
    'root',
    'container',
    'bar',
    'home',
    'brand',
    'name',
    'nav',
    'navLink',
    'actions',
    'account',
    'iconButton',
    'cart',
    'badge',
    'mobileNav',
    'mobileLink',
    'mobileAccount',
  ],
  base: {
    root: {
      bg: 'white',
      borderBottomWidth: '1px',
      borderColor: 'cream.200',
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
    },
    container: {
      ...CONTAINER_7XL,
      py: '3',
    },
    bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' },
    home: { ...link, _hover: { textDecoration: 'none' } },
    brand: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2' },
    name: {
      fontFamily: 'heading',
      fontSize: { base: 'lg', md: '2xl' },
      fontWeight: 'bold',
      color: 'brand.700',
    },
    nav: { display: { base: 'none', md: 'flex' }, flexDirection: 'row', alignItems: 'center', gap: '6' },
    navLink: { ...navLink, fontWeight: 'medium' },
    actions: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
    // Under 480 px an icon (mobileAccount) stands for it beside search and the cart.
    account: {
      ...link,
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'ink.700',
      px: '2',
      display: { base: 'none', sm: 'inline-flex' },
    },
    iconButton,
    cart: { position: 'relative' },
    badge: {
      ...chakraLook('badge', { variant: 'solid', size: 'xs' }, 'brand'),
      position: 'absolute',
      top: '0',
      right: '0',
      borderRadius: 'full',
      pointerEvents: 'none',
      '&[hidden]': { display: 'none' },
    },
    mobileNav: {
      display: { base: 'flex', md: 'none' },
      flexDirection: 'row',
      alignItems: 'center',
      gap: '4',
      mt: '2',
      overflowX: 'auto',
    },
    mobileLink: {
      ...navLink,
      fontSize: 'sm',
      whiteSpace: 'nowrap',
      flexShrink: '0',
      _currentPage: { color: 'brand.700', fontWeight: 'semibold' },
    },
    mobileAccount: { display: { base: 'inline-flex', sm: 'none' } },
  },
});

/**
 * The floating WhatsApp link (features/layout/components/ChatButton.tsx), bottom right; the
 * `hidden` attribute takes it away while a field has the focus or the cart drawer is open.
 */
const chatButton = defineSlotRecipe({
  className: 'chat-button',
  slots: ['root'],
  base: {
    root: {
      ...link,
      position: 'fixed',
      bottom: { base: 'calc(12px + env(safe-area-inset-bottom))', md: '6' },
      right: { base: '3', md: '6' },
      zIndex: 'banner',
      bg: '#1b7d44',
      color: 'white',
      borderRadius: 'full',
      boxSize: { base: '48px', md: '56px' },
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxShadow: 'lg',
      _hover: { ...(link._hover as SystemStyleObject), bg: '#166a39' },
      '&[hidden]': { display: 'none' },
      // Over a control, a field or an amount: unseen and not in the way, but still measured.
      '&[data-aside]': { visibility: 'hidden', pointerEvents: 'none' },
    },
  },
});

/**
 * The storefront's frame (app/Layout.tsx) and its loading state: a column at least a screen
 * tall, the page's main part at least a screen tall too (the footer starts below the fold).
 */
const layout = defineSlotRecipe({
  className: 'site-layout',
  slots: ['root', 'main', 'loading'],
  base: {
    root: { minH: '100vh', display: 'flex', flexDirection: 'column' },
    main: { flex: '1', minH: '100vh' },
    loading: { display: 'flex', alignItems: 'center', justifyContent: 'center', py: '24' },
  },
});

/** Chakra's Spinner (md) in the brand's colour: a turning ring, for any loading state. */
const spinner = defineSlotRecipe({
  className: 'spinner',
  slots: ['root'],
  base: {
    root: { ...chakraLook('spinner', { size: 'md' }, 'brand'), color: 'brand.500' },
  },
});

/** The page of a route that failed (app/RouteError.tsx): Chakra's Heading and solid Button. */
const routeError = defineSlotRecipe({
  className: 'route-error',
  slots: ['root', 'heading', 'text', 'button'],
  base: {
    root: {
      position: 'relative',
      maxWidth: 'lg',
      w: '100%',
      mx: 'auto',
      px: { base: '4', md: '6', lg: '8' },
      py: '24',
      textAlign: 'center',
    },
    heading: { ...chakraLook('heading', { size: 'xl' }, 'gray'), mb: '4' },
    text: { mb: '6' },
    button: chakraLook('button', { variant: 'solid', size: 'md' }, 'brand'),
  },
});

export const chromeCss = {
  ...slotClasses(footer),
  ...slotClasses(header),
  ...slotClasses(chatButton),
  ...slotClasses(layout),
  ...slotClasses(spinner),
  ...slotClasses(routeError),
};
