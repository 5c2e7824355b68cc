import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN } from '../../lib/admin';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/useDebounced';
import { usePageMeta } from '../PageTitle';
import { notify } from '../toaster';
import { AdminPage } from './AdminPage';
import { DataTable, type TableColumn } from './DataTable';
import { useConfirmedDelete, type DeleteReport } from './useAdminTable';

/** Creating and editing: on their own page (a link), or in place (the form, then `done`). */
export type CrudEdit<Row> =
  | { to: (row: Row) => string }
  | { form: (row: Row, done: () => Promise<void>, cancel: () => void) => ReactNode };
export type CrudCreate = { to: string } | { title: string; form: (done: () => Promise<void>) => ReactNode };

export interface CrudRemove<Row, Removed> extends DeleteReport<Removed> {
  document: TypedDocumentNode<Removed, { id: number }>;
  /** The question asked first (the spec's texts). */
  confirm: (row: Row) => string;
}

/** A list page's words (the spec's texts). */
export interface CrudText {
  /** The page's title (and the document's). */
  title: string;
  /** What the search field is called (its label and placeholder). */
  search: string;
  /** Shown when the list is empty. */
  empty: string;
  /** The toast when the list does not load (else it is only logged, as the spec says). */
  loadError?: string;
}

export interface AdminCrudTableProps<Data, Removed, Row extends { id: number }> {
  text: CrudText;
  /** The list, asked with the debounced search text (`search`, null when blank): the server filters. */
  query: TypedDocumentNode<Data, { search?: string | null }>;
  /** The rows of an answer: by default the list the query asks for (its one field). */
  rows?: (data: Data) => Row[];
  columns: Array<TableColumn<Row>>;
  /** A row's name in its buttons' labels ("Edit Lahore Loops"): by default its `name`. */
  name?: (row: Row) => string;
  create: CrudCreate;
  edit: CrudEdit<Row>;
  remove: CrudRemove<Row, Removed>;
  /** Where the page's Back button goes, when it has one. */
  back?: string;
  testId?: string;
}

/** A row of the list a query asks for (its one field). */
type ListRow<Data> = Extract<
  { [K in keyof Data]: Data[K] extends ReadonlyArray<infer R> ? R : never }[keyof Data],
  { id: number }
>;
const onlyList = <Data, Row>(data: Data) =>
  (Object.values(data as object).find(Array.isArray) ?? []) as Row[];
const ownName = (row: object) => String((row as { name?: unknown }).name ?? '');

/**
 * A back-office list of one kind of record (categories, brands, attributes, couriers): a search
 * the server answers, a table that stacks into cards on phones, create and edit (on their own
 * page or in place, errors from the server on their fields: see CrudForm) and delete after the
 * spec's confirmation, the list read again after every change.
 */
export function AdminCrudTable<Data, Removed, Row extends { id: number } = ListRow<Data>>({
  text: { title, search: searchLabel, empty, loadError },
  query,
  rows: rowsOf = onlyList<Data, Row>,
  columns,
  name = ownName,
  create,
  edit,
  remove,
  back,
  testId,
}: AdminCrudTableProps<Data, Removed, Row>) {
  usePageMeta(title);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS) || null;
  const { data, loading, error, refetch } = useQuery(query, {
    ...ADMIN,
    variables: { search },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (!error) return;
    if (loadError) notify.error(loadError);
    else console.error(error);
  }, [error, loadError]);
  const [editing, setEditing] = useState<number | null>(null);
  const rows = data ? rowsOf(data) : [];
  const reload = async () => void (await refetch());
  const removeRow = useConfirmedDelete(remove.document, reload, remove);

  const actionsOf = (row: Row) => (
    <HStack gap="1">
      {'to' in edit ? (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={edit.to(row)} aria-label={`Edit ${name(row)}`}>
            Edit
          </RouterLink>
        </Button>
      ) : (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setEditing(row.id)}
          aria-label={`Edit ${name(row)}`}
        >
          Edit
        </Button>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={() => void removeRow(row.id, remove.confirm(row))}
        aria-label={`Delete ${name(row)}`}
      >
        Delete
      </Button>
    </HStack>
  );

  return (
    <AdminPage
      title={title}
      actions={
        'to' in create && (
          <Button asChild colorPalette="brand">
            <RouterLink to={create.to}>Create</RouterLink>
          </Button>
        )
      }
      back={back}
    >
      <Stack gap="5">
        {'form' in create && (
          <Box bg="cream.50" p="4" borderRadius="md">
            <Text fontWeight="semibold" mb="3">
              {create.title}
            </Text>
            {create.form(reload)}
          </Box>
        )}
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxW={{ base: 'full', sm: '320px' }}
          bg="white"
        />
        <DataTable
          testId={testId}
          rows={rows}
          columns={[...columns, { header: 'Action', cell: actionsOf }]}
          replaceRow={(row) =>
            editing === row.id &&
            'form' in edit &&
            edit.form(
              row,
              async () => {
                setEditing(null);
                await reload();
              },
              () => setEditing(null),
            )
          }
        />
        {!loading && data && rows.length === 0 && (
          <Text py="8" textAlign="center" color="ink.600">
            {empty}
          </Text>
        )}
      </Stack>
    </AdminPage>
  );
}
