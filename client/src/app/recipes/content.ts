import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { chakraLook, slotClasses } from './static-classes';

const heading = (size: string): SystemStyleObject => chakraLook('heading', { size }, 'gray');

/**
 * The content pages (features/content/routes: About, Contact, Coming Soon, Not Found): a
 * Container of one width each, the looks of Chakra's Heading, Stack and Text.
 */
const contentPage = defineSlotRecipe({
  className: 'content-page',
  slots: ['root', 'title', 'text', 'lead', 'link'],
  base: {
    root: { position: 'relative', w: '100%', mx: 'auto', px: { base: '4', md: '6', lg: '8' }, py: '12' },
    title: { ...heading('3xl'), mb: '6', color: 'brand.900' },
    text: { display: 'flex', flexDirection: 'column', gap: '4', fontSize: 'lg', color: 'ink.700' },
    lead: { color: 'ink.600' },
    link: chakraLook('button', { variant: 'solid', size: 'md' }, 'brand'),
  },
  variants: {
    width: {
      narrow: { root: { maxWidth: 'xl', py: '24', textAlign: 'center' } },
      reading: { root: { maxWidth: '3xl' } },
      wide: { root: { maxWidth: '6xl' }, title: { mb: '8' } },
    },
    kind: {
      soon: { title: { ...heading('4xl'), mb: '0', color: 'brand.700' }, lead: { mt: '4' } },
      missing: { title: { ...heading('2xl'), mb: '4', color: 'inherit' }, lead: { mb: '6' } },
    },
  },
});

const SPINNER: SystemStyleObject = {
  ...chakraLook('spinner', { size: 'inherit' }, 'gray'),
  borderWidth: '0.125em',
  color: 'inherit',
};

/**
 * The contact page's form and its "Get in touch" card: the looks of Chakra's Field (label,
 * error text), Input and Textarea (outline, md) on white, and Button (solid, brand) with its
 * loading spinner.
 */
const contact = defineSlotRecipe({
  className: 'contact',
  slots: [
    'grid',
    'fields',
    'field',
    'label',
    'input',
    'textarea',
    'error',
    'submit',
    'spinner',
    'card',
    'cardTitle',
    'lines',
    'link',
    'social',
  ],
  base: {
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '2fr 1fr' },
      gap: '10',
    },
    fields: { display: 'flex', flexDirection: 'column', gap: '4' },
    field: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      width: '100%',
      position: 'relative',
      gap: '1.5',
    },
    label: {
      display: 'flex',
      alignItems: 'center',
      textAlign: 'start',
      textStyle: 'sm',
      fontWeight: 'medium',
      gap: '1',
      userSelect: 'none',
    },
    input: { ...chakraLook('input', { size: 'md', variant: 'outline' }, 'gray'), bg: 'white' },
    textarea: { ...chakraLook('textarea', { size: 'md', variant: 'outline' }, 'gray'), bg: 'white' },
    error: {
      display: 'inline-flex',
      alignItems: 'center',
      fontWeight: 'medium',
      gap: '1',
      color: 'fg.error',
      textStyle: 'xs',
    },
    submit: { ...chakraLook('button', { variant: 'solid', size: 'md' }, 'brand'), alignSelf: 'start' },
    // Over the hidden label while the message is sent (Chakra's Button `loading`).
    spinner: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      display: 'inline-flex',
      '& > span': SPINNER,
      '& + span': { visibility: 'hidden', display: 'contents' },
    },
    card: { bg: 'white', borderRadius: 'card', p: '6', boxShadow: 'sm', h: 'fit-content' },
    cardTitle: { ...heading('lg'), mb: '4' },
    lines: { display: 'flex', flexDirection: 'column', gap: '3', color: 'ink.700' },
    link: chakraLook('link', { variant: 'plain' }, 'gray'),
    social: { display: 'flex', flexDirection: 'row', gap: '4', flexWrap: 'wrap' },
  },
  variants: { tone: { brand: { link: { color: 'brand.600' } } } },
});

export const contentCss = {
  ...slotClasses(contentPage),
  ...slotClasses(contact),
};
