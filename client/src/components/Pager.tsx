import { ButtonGroup, IconButton, Pagination, Text } from '@chakra-ui/react';
import { graphql } from '../gql';
import type { PagerMetaFragment as PageMeta } from '../gql/graphql';

/** Where a server-paginated list stands, as the page buttons read it: `meta { ...PagerMeta }`. */
export const PagerMetaFragment = graphql(`
  fragment PagerMeta on PageMeta {
    currentPage
    lastPage
    perPage
    total
  }
`);

/** Under a server-paginated table: `empty` when a loaded page has no rows, then the page buttons. */
export function ListEnd({
  loading,
  rows,
  empty,
  meta,
  onPage,
}: {
  loading: boolean;
  rows: number;
  empty: string;
  meta?: PageMeta;
  onPage?: (page: number) => void;
}) {
  return (
    <>
      {!loading && rows === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          {empty}
        </Text>
      )}
      {onPage && <Pager meta={meta} onPage={onPage} />}
    </>
  );
}

/** Page buttons for server-paginated tables. */
export function Pager({ meta, onPage }: { meta?: PageMeta; onPage: (page: number) => void }) {
  if (!meta || meta.lastPage <= 1) return null;
  return (
    <Pagination.Root
      count={meta.total}
      pageSize={meta.perPage}
      page={meta.currentPage}
      onPageChange={(e) => onPage(e.page)}
      mt="5"
    >
      <ButtonGroup variant="ghost" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page">‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page">›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}

/** A sortable column header button. */
export function sortLabel(label: string, key: string, sort: string, direction: 'asc' | 'desc') {
  return `${label}${sort === key ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}`;
}
