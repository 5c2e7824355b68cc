import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * `css` of a Table.Root that becomes stacked cards under 768 px: no header row, each row a
 * card, each cell a line with its column's name (the cell's `data-label`) before its value;
 * a cell with `data-primary` (an item's picture and name) takes the whole line. On wider
 * screens it is the plain table. (A style prop, not a theme class: Chakra's recipe layer
 * would outrank the theme's global CSS.)
 */
export const STACKED_TABLE: SystemStyleObject = {
  mdDown: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'block',
      bg: 'white',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      px: '3',
      py: '2',
      mb: '3',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '3',
      px: '0',
      py: '1.5',
      borderBottomWidth: '0',
      textAlign: 'end',
      minWidth: '0',
      overflowWrap: 'anywhere',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 'semibold',
      color: 'ink.600',
      textAlign: 'start',
      flexShrink: '0',
    },
    '& td[data-primary]': { justifyContent: 'flex-start', textAlign: 'start' },
    '& td:empty': { display: 'none' },
  },
};
