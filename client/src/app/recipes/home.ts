import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { chakraLook, CONTAINER_7XL, slotClasses } from './static-classes';

/** Chakra's Heading look (font and weight); each heading sets its own size. */
const HEADING: SystemStyleObject = { fontFamily: 'heading', fontWeight: 'semibold', color: 'brand.900' };

/**
 * The home page's hero (features/storefront/routes/HomePage.tsx): the rotating headline with its
 * two links (Chakra's lg Buttons, solid and outline) and slide tabs, beside the photograph.
 */
const homeHero = defineSlotRecipe({
  className: 'home-hero',
  slots: [
    'root',
    'container',
    'text',
    'title',
    'lead',
    'actions',
    'shop',
    'contact',
    'tabs',
    'tab',
    'dot',
    'picture',
  ],
  base: {
    root: { bgImage: 'linear-gradient(135deg, #fbeee4 0%, #f6ecdf 100%)' },
    container: {
      ...CONTAINER_7XL,
      py: { base: '8', md: '12', lg: '16' },
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
      gap: { base: '8', md: '10', lg: '14' },
      alignItems: 'center',
    },
    text: { display: 'flex', flexDirection: 'column', gap: '5' },
    title: { ...HEADING, fontSize: { base: '3xl', md: '4xl', lg: '5xl' }, lineHeight: '1.1' },
    lead: { fontSize: { base: 'md', md: 'lg', lg: 'xl' }, color: 'ink.700' },
    actions: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    shop: chakraLook('button', { variant: 'solid', size: 'lg' }, 'brand'),
    // Its light background stays on hover, as the Chakra Button's `bg` prop kept it.
    contact: {
      ...chakraLook('button', { variant: 'outline', size: 'lg' }, 'brand'),
      bg: 'whiteAlpha.700',
      _hover: { bg: 'whiteAlpha.700' },
    },
    tabs: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2' },
    tab: {
      minW: '24px',
      h: '24px',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      cursor: 'pointer',
    },
    dot: {
      w: '10px',
      h: '10px',
      borderRadius: 'full',
      bg: 'brand.200',
      transition: 'all 0.3s',
      '[aria-selected=true] > &': { w: '28px', bg: 'brand.500' },
    },
    // Sized by its width/height attributes and this ratio: no layout shift while it loads.
    picture: {
      display: 'block',
      w: '100%',
      h: 'auto',
      aspectRatio: '4 / 3',
      borderRadius: 'card',
      boxShadow: '0 12px 32px rgba(74, 36, 24, 0.14)',
      bg: 'cream.100',
    },
  },
});

/** A section of products under the hero, and the grid's skeleton while they load (Chakra's Skeleton look). */
const homeSection = defineSlotRecipe({
  className: 'home-section',
  slots: ['root', 'title', 'skeletons', 'skeleton'],
  base: {
    root: { ...CONTAINER_7XL, mt: { base: '10', md: '14' } },
    title: { ...HEADING, fontSize: '2xl', lineHeight: '2rem', mb: '6' },
    skeletons: {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr))',
      },
      gap: '6',
    },
    skeleton: {
      ...chakraLook('skeleton', { loading: 'true', variant: 'pulse' }, 'gray'),
      height: '320px',
      borderRadius: 'card',
    },
  },
});

export const homeCss = {
  ...slotClasses(homeHero),
  ...slotClasses(homeSection),
};
