import { Button, HStack, IconButton, Table, Text, Badge, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListEnd, sortLabel } from '../../../components/Pager';
import { usePageMeta } from '../../../components/PageTitle';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { Thumbnail } from '../../../components/Thumbnail';
import { formatRs } from '../../../lib/money';
import { ListSearch } from '../../../components/admin/ListFilters';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { useConfirmedDelete, useTableState } from '../../../components/admin/useAdminTable';
import { CsvExportButton } from '../../../components/admin/CsvExportButton';
import { AdminProductsDocument, DeleteProductDocument } from '../api/products';
import { AdminProductsCsvDocument } from '../api/products-csv';

const COLUMNS: Array<[string, string | null]> = [
  ['ID', 'id'],
  ['Image', null],
  ['Title', 'title'],
  ['Price', 'price'],
  ['Qty', 'qty'],
  ['Sku', 'sku'],
  ['Status', 'status'],
];

export function AdminProductsPage() {
  usePageMeta('Products');
  const { search, setSearch, setPage, sort, direction, toggleSort, variables } = useTableState('id');
  // `?lowStock=1`: only products low on stock (the dashboard's to-do links here).
  const [params, setParams] = useSearchParams();
  const lowStock = params.get('lowStock') === '1';
  const { data, loading, refetch, error } = useQuery(AdminProductsDocument, {
    ...ADMIN,
    variables: { ...variables, lowStock },
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error(error);
  const onDelete = useConfirmedDelete(DeleteProductDocument, refetch, {
    success: (r) => r?.deleteProduct.message,
  });
  const items = data?.adminProducts.items ?? [];
  const client = useApolloClient();
  // The list as it is shown (its search and sort), every page, in the import's format.
  const exportCsv = async () => {
    const { search: s, sort: by, direction: dir } = variables;
    const { data: file } = await client.query({
      ...ADMIN,
      query: AdminProductsCsvDocument,
      variables: { search: s, sort: by, direction: dir },
      fetchPolicy: 'no-cache',
    });
    return file?.adminProductsCsv;
  };

  return (
    <AdminPage
      title="Products"
      actions={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <ListSearch label="Search by title or sku" value={search} onChange={setSearch} width="260px" />
          <HStack flexWrap="wrap">
            <Button
              variant={lowStock ? 'solid' : 'outline'}
              aria-pressed={lowStock}
              onClick={() => {
                setParams(lowStock ? {} : { lowStock: '1' });
                setPage(1);
              }}
            >
              Low on stock
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to="/admin/products/create">Create</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/products/form">Variant form</RouterLink>
            </Button>
            <CsvExportButton load={exportCsv} />
            <Button asChild variant="outline">
              <RouterLink to="/admin/products/import">Import CSV</RouterLink>
            </Button>
          </HStack>
        </Stack>
      }
    >
      <Table.Root size="sm" data-testid="admin-products" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([label, key]) => (
              <Table.ColumnHeader key={label}>
                {key ? (
                  <Button variant="plain" size="xs" px="0" onClick={() => toggleSort(key)}>
                    {sortLabel(label, key, sort, direction)}
                  </Button>
                ) : (
                  label
                )}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell data-label="ID">{p.id}</Table.Cell>
              <Table.Cell data-label="Image">
                <Thumbnail src={p.thumbnailUrl} size={40} alt={p.thumbnailUrl ? '' : 'No image'} />
              </Table.Cell>
              <Table.Cell data-label="Title">{p.title}</Table.Cell>
              <Table.Cell data-label="Price">{formatRs(p.price)}</Table.Cell>
              <Table.Cell data-label="Qty">{p.availableStock}</Table.Cell>
              <Table.Cell data-label="Sku">{p.sku}</Table.Cell>
              <Table.Cell data-label="Status">
                <Badge colorPalette={p.status ? 'green' : 'gray'}>{p.status ? 'Active' : 'In Active'}</Badge>
                {p.hiddenReason && (
                  <Stack gap="1" mt="1" data-testid="hidden-badge">
                    <Badge colorPalette="orange" alignSelf="start">
                      Hidden
                    </Badge>
                    <Text fontSize="xs" color="ink.600">
                      {p.hiddenReason}
                    </Text>
                  </Stack>
                )}
              </Table.Cell>
              <Table.Cell data-label="Action">
                <HStack gap="1">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`/admin/products/edit/${p.id}`} aria-label={`Edit ${p.title}`}>
                      Edit
                    </RouterLink>
                  </Button>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${p.title}`}
                    onClick={() => void onDelete(p.id, 'Are you want to delete the product')}
                  >
                    ✕
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ListEnd
        loading={loading}
        rows={items.length}
        empty="Products not found"
        meta={data?.adminProducts.meta}
        onPage={setPage}
      />
    </AdminPage>
  );
}
