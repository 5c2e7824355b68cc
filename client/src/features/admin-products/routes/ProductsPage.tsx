import { Button, HStack, IconButton, Text, Badge, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { Thumbnail } from '../../../components/Thumbnail';
import { formatRs } from '../../../lib/money';
import { ListSearch } from '../../../components/admin/ListFilters';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { ADMIN } from '../../../lib/admin';
import { useConfirmedDelete, useTableState } from '../../../components/admin/useAdminTable';
import { CsvExportButton } from '../../../components/admin/CsvExportButton';
import { AdminProductsDocument, DeleteProductDocument } from '../api/products';
import { AdminProductsCsvDocument } from '../api/products-csv';

export function AdminProductsPage() {
  usePageMeta('Products');
  const table = useTableState('id');
  const { search, setSearch, setPage, variables } = table;
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
      <DataTable
        end={{ loading, empty: 'Products not found', meta: data?.adminProducts.meta, onPage: setPage }}
        testId="admin-products"
        rows={items}
        sorting={table}
        columns={[
          { header: 'ID', sort: 'id', cell: (p) => p.id },
          {
            header: 'Image',
            cell: (p) => <Thumbnail src={p.thumbnailUrl} size={40} alt={p.thumbnailUrl ? '' : 'No image'} />,
          },
          { header: 'Title', sort: 'title', cell: (p) => p.title },
          { header: 'Price', sort: 'price', cell: (p) => formatRs(p.price) },
          { header: 'Qty', sort: 'qty', cell: (p) => p.availableStock },
          { header: 'Sku', sort: 'sku', cell: (p) => p.sku },
          {
            header: 'Status',
            sort: 'status',
            cell: (p) => (
              <>
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
              </>
            ),
          },
          {
            header: 'Action',
            cell: (p) => (
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
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
