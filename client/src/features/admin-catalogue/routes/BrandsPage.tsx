import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { brandInput, type BrandInput } from '@inputs/catalog';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { StatusSelect } from './CategoriesPage';
import { useConfirmedDelete } from '../../../components/admin/useAdminTable';
import { BrandsDocument, DeleteBrandDocument, CreateBrandDocument, UpdateBrandDocument } from '../api/brands';

export function BrandsPage() {
  usePageMeta('Product Brands');
  const { data, loading, refetch } = useQuery(BrandsDocument, { ...ADMIN, fetchPolicy: 'cache-and-network' });
  const onDelete = useConfirmedDelete(
    DeleteBrandDocument,
    'Are you want to delete the brand',
    refetch,
    (r) => r?.deleteBrand.message ?? undefined,
  );
  const brands = data?.adminBrands ?? [];
  return (
    <AdminPage
      title="Product Brands"
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/brands/create">Create</RouterLink>
        </Button>
      }
    >
      <Table.Root size="sm" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {brands.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell data-label="ID">{b.id}</Table.Cell>
              <Table.Cell data-label="Name">{b.name}</Table.Cell>
              <Table.Cell data-label="Status">
                <Badge colorPalette={b.status ? 'green' : 'gray'}>{b.status ? 'Active' : 'In Active'}</Badge>
              </Table.Cell>
              <Table.Cell data-label="Action">
                <HStack gap="1">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`/admin/brand/edit/${b.id}`}>Edit</RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void onDelete(b.id)}
                    aria-label={`Delete ${b.name}`}
                  >
                    Delete
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {!loading && brands.length === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          Brands not found
        </Text>
      )}
    </AdminPage>
  );
}

export function BrandFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  usePageMeta(id ? 'Edit Brand' : 'Create Brand');
  const navigate = useNavigate();
  const { data } = useQuery(BrandsDocument, { ...ADMIN, skip: !id, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateBrandDocument, ADMIN);
  const [update] = useMutation(UpdateBrandDocument, ADMIN);
  const form = useZodForm(brandInput, { name: '', status: '' });
  const { reset } = form;
  useEffect(() => {
    const b = data?.adminBrands.find((x) => x.id === id);
    if (b) reset({ name: b.name, status: String(b.status) });
  }, [data, id, reset]);

  async function onSubmit(input: BrandInput) {
    try {
      const res = id
        ? (await update({ variables: { id, input } })).data?.updateBrand
        : (await create({ variables: { input } })).data?.createBrand;
      if (!res?.brand) {
        const unshown = form.serverErrors(res?.errors);
        if (unshown[0]) notify.error(unshown[0].message);
        return;
      }
      notify.success(id ? 'Brand updated successfully.' : 'Brand created successfully.');
      navigate('/admin/brands');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AdminPage
      title={id ? 'Brand/Edit' : 'Brand/Create'}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/brands">Back</RouterLink>
        </Button>
      }
    >
      <Box maxW="lg">
        <Form form={form} onSubmit={onSubmit}>
          <Stack gap="4">
            <TextField label="Name" name="name" />
            <StatusSelect />
            <Button type="submit" colorPalette="brand" alignSelf="start">
              {id ? 'Update' : 'Create'}
            </Button>
          </Stack>
        </Form>
      </Box>
    </AdminPage>
  );
}
