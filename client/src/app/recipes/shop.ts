import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { chakraLook, slotClasses } from './static-classes';

/** One of Chakra's own looks, in the palette the page inherits (the default, gray). */
function look(
  name: Parameters<typeof chakraLook>[0],
  variants: Record<string, string> = {},
): SystemStyleObject {
  const { colorPalette: _inherited, ...styles } = chakraLook(name, variants, 'gray');
  return styles;
}

/** Chakra's Heading at `size` (its text style): the shop page's title and its filter panels' headings. */
const heading = (size: string): SystemStyleObject => look('heading', { size });

/** Chakra's Stack: a column with `gap` between its children. */
const stack = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap });

const muted: SystemStyleObject = { color: 'ink.600', textAlign: 'center' };

/**
 * The shop page (features/storefront/routes/ShopPage.tsx): plain elements with these classes
 * (the looks of Chakra's Container, Breadcrumb (plain, md), Heading, Grid, Stack, HStack, Text,
 * Center, Spinner and an outline Button), so the page renders and hydrates without Chakra.
 */
const shopPage = defineSlotRecipe({
  className: 'shop-page',
  slots: [
    'root',
    'crumbs',
    'trail',
    'crumb',
    'crumbLink',
    'crumbSep',
    'crumbHere',
    'title',
    'phoneBar',
    'filtersButton',
    'layout',
    'aside',
    'panel',
    'panelHeading',
    'stack',
    'toolbar',
    'count',
    'results',
    'status',
    'spinner',
    'empty',
    'showing',
    'end',
  ],
  base: {
    root: { ...look('container'), maxWidth: '7xl', py: '8' },
    crumbs: { mb: '4' },
    trail: {
      display: 'flex',
      alignItems: 'center',
      wordBreak: 'break-word',
      color: 'fg.muted',
      listStyle: 'none',
      gap: '1.5',
      textStyle: 'sm',
    },
    crumb: { display: 'inline-flex', alignItems: 'center' },
    crumbLink: {
      outline: '0',
      textDecoration: 'none',
      borderRadius: 'l1',
      focusRing: 'outside',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      _hover: { color: 'fg' },
    },
    crumbSep: {
      display: 'inline-flex',
      alignItems: 'center',
      color: 'fg.muted',
      opacity: '0.8',
      '& svg': { boxSize: '1em' },
      _rtl: { rotate: '180deg' },
    },
    crumbHere: { display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg' },
    title: { ...heading('2xl'), mb: '6', color: 'brand.900' },
    // Phones: the filters behind a button, so the products start on the first screen.
    phoneBar: {
      display: { base: 'flex', md: 'none' },
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      mb: '4',
    },
    filtersButton: chakraLook('button', { variant: 'outline', size: 'sm' }, 'brand'),
    layout: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
      gap: '8',
    },
    aside: { display: { base: 'none', md: 'block' } },
    panel: { ...stack('6'), bg: 'white', p: '5', borderRadius: 'card', boxShadow: 'sm' },
    panelHeading: { ...heading('md'), mb: '3' },
    stack: stack('6'),
    toolbar: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      mb: '4',
      minH: '9',
    },
    count: { fontSize: 'sm', color: 'ink.600' },
    // While the next listing loads the current one stays, dimmed.
    results: { transition: 'opacity 0.15s', '&[data-stale]': { opacity: '0.55' } },
    status: { display: 'flex', alignItems: 'center', justifyContent: 'center', py: '16' },
    spinner: { ...look('spinner', { size: 'md' }), color: 'brand.500' },
    empty: { ...muted, py: '16' },
    showing: { ...muted, mt: '6', fontSize: 'sm' },
    end: { ...muted, py: '8' },
  },
  variants: {
    // The spinner under the feed while it has more to load.
    status: { more: { status: { py: '8' } } },
  },
});

export const shopPageCss = slotClasses(shopPage);
