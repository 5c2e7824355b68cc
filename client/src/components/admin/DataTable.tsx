import { Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListEnd, sortLabel } from '../Pager';
import { STACKED_TABLE } from '../stackedTable';

/** A column: its header, and a row's cell (`header` names the value on phones; `primary` takes the line). */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  primary?: boolean;
  cellProps?: Table.CellProps;
  /** The server's sort key: the header is a button sorting by it. */
  sort?: string;
  /** What the header shows instead of its name (a select-all box). */
  heading?: ReactNode;
  headerProps?: Table.ColumnHeaderProps;
}

/** The server's sort of a table (useTableState's). */
export interface TableSorting {
  sort: string;
  direction: 'asc' | 'desc';
  toggleSort: (key: string) => void;
}

/** Under the table: `empty` once a loaded list has no rows, then the page buttons (with `onPage`). */
export interface TableEnd {
  loading: boolean;
  empty: string;
  meta?: { currentPage: number; lastPage: number; perPage: number; total: number };
  onPage?: (page: number) => void;
}

/**
 * A back-office table that stacks into cards on phones (STACKED_TABLE): a header per column,
 * sortable where the column names a sort key, and a row per record. `replaceRow` shows
 * something else across a row's whole width (its form, while it is edited in place).
 */
export function DataTable<Row extends { id: number | string }>({
  columns,
  rows,
  sorting,
  testId,
  rowTestId,
  replaceRow,
  end,
}: {
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  sorting?: TableSorting;
  testId?: string;
  rowTestId?: string;
  replaceRow?: (row: Row) => ReactNode;
  end?: TableEnd;
}) {
  const table = (
    <Table.Root size="sm" data-testid={testId} css={STACKED_TABLE}>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeader key={c.header} {...c.headerProps}>
              {c.heading ??
                (c.sort && sorting ? (
                  <Button variant="plain" size="xs" px="0" onClick={() => sorting.toggleSort(c.sort!)}>
                    {sortLabel(c.header, c.sort, sorting.sort, sorting.direction)}
                  </Button>
                ) : (
                  c.header
                ))}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const instead = replaceRow?.(row);
          return (
            <Table.Row key={row.id} data-testid={rowTestId}>
              {instead ? (
                <Table.Cell colSpan={columns.length} data-primary="">
                  {instead}
                </Table.Cell>
              ) : (
                columns.map((c) => (
                  <Table.Cell
                    key={c.header}
                    {...(c.primary ? { 'data-primary': '' } : { 'data-label': c.header })}
                    {...c.cellProps}
                  >
                    {c.cell(row)}
                  </Table.Cell>
                ))
              )}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
  if (!end) return table;
  return (
    <>
      {table}
      <ListEnd rows={rows.length} {...end} />
    </>
  );
}
