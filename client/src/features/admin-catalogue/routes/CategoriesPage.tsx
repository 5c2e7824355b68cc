import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { categoryInput, type CategoryInput } from '@inputs/catalog';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { flattenTree } from '../../../lib/tree';
import { useConfirmedDelete } from '../../../components/admin/useAdminTable';
import {
  CategoriesDocument,
  DeleteCategoryDocument,
  CreateCategoryDocument,
  UpdateCategoryDocument,
} from '../api/categories';

export function CategoriesPage() {
  usePageMeta('Product Categories');
  const { data, loading, refetch } = useQuery(CategoriesDocument, {
    ...ADMIN,
    fetchPolicy: 'cache-and-network',
  });
  const onDelete = useConfirmedDelete(
    DeleteCategoryDocument,
    'Are you want to delete the category?',
    refetch,
    (r) => r?.deleteCategory.message ?? undefined,
  );
  const rows = flattenTree(data?.adminCategories ?? []);
  return (
    <AdminPage
      title="Product Categories"
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/categories/create">Create</RouterLink>
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
          {rows.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell data-label="ID">{c.id}</Table.Cell>
              <Table.Cell data-label="Name">{c.label}</Table.Cell>
              <Table.Cell data-label="Status">
                <Badge colorPalette={c.status ? 'green' : 'gray'}>{c.status ? 'Active' : 'In Active'}</Badge>
              </Table.Cell>
              <Table.Cell data-label="Action">
                <HStack gap="1">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`/admin/category/edit/${c.id}`}>Edit</RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void onDelete(c.id)}
                    aria-label={`Delete ${c.name}`}
                  >
                    Delete
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {!loading && rows.length === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          Categories not found
        </Text>
      )}
    </AdminPage>
  );
}

/** The status select of the catalogue forms (field `status` of the surrounding `<Form>`). */
export function StatusSelect() {
  return (
    <SelectInput label="Status" name="status">
      <option value="">Select a status</option>
      <option value="1">Active</option>
      <option value="0">In Active</option>
    </SelectInput>
  );
}

const EMPTY = { name: '', status: '', parentId: '' };

export function CategoryFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  usePageMeta(id ? 'Edit Category' : 'Create Category');
  const navigate = useNavigate();
  const { data } = useQuery(CategoriesDocument, { ...ADMIN, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateCategoryDocument, ADMIN);
  const [update] = useMutation(UpdateCategoryDocument, ADMIN);
  const form = useZodForm(categoryInput, EMPTY);
  const { reset } = form;
  const rows = flattenTree(data?.adminCategories ?? []);
  const self = rows.find((r) => r.id === id);
  useEffect(() => {
    if (!id || !data) return;
    type Raw = { id: number; name: string; status: number; parentId?: number | null; children?: Raw[] };
    const all = (nodes: Raw[]): Raw[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const c = all(data.adminCategories as Raw[]).find((n) => n.id === id);
    if (c) reset({ name: c.name, status: String(c.status), parentId: c.parentId ? String(c.parentId) : '' });
  }, [data, id, reset]);

  async function onSubmit(input: CategoryInput) {
    try {
      const res = id
        ? (await update({ variables: { id, input } })).data?.updateCategory
        : (await create({ variables: { input } })).data?.createCategory;
      if (!res?.category) {
        form.serverErrors(res?.errors);
        notify.error(res?.errors[0]?.message ?? 'Something went wrong');
        return;
      }
      notify.success(id ? 'Category updated successfully.' : 'Category created successfully.');
      navigate('/admin/categories');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <AdminPage
      title={id ? 'Category/Edit' : 'Category/Create'}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/categories">Back</RouterLink>
        </Button>
      }
    >
      <Box maxW="lg">
        <Form form={form} onSubmit={onSubmit}>
          <Stack gap="4">
            <TextField label="Name" name="name" />
            <SelectInput label="Parent category" name="parentId">
              <option value="">None (top level)</option>
              {rows
                .filter((r) => !self?.ids.includes(r.id))
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
            </SelectInput>
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
