import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';

/** Page buttons for server-paginated tables. */
export function Pager({
  meta,
  onPage,
}: {
  meta?: { currentPage: number; lastPage: number; perPage: number; total: number };
  onPage: (page: number) => void;
}) {
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
