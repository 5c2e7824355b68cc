import { defineSlotRecipe } from '@chakra-ui/react';
import { chakraLook, slotClasses } from './static-classes';

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
      position: 'relative',
      maxWidth: '7xl',
      w: '100%',
      mx: 'auto',
      px: { base: '4', md: '6', lg: '8' },
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

export const chromeCss = slotClasses(footer);
