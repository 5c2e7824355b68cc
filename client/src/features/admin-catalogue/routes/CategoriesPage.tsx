import { useMutation, useQuery } from '@apollo/client/react';
import { categoryInput, type CategoryInput } from '@inputs/catalog';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { AdminNotFound, recordId } from '../../../components/admin/AdminNotFound';
import { CrudForm } from '../../../components/admin/CrudForm';
import { ActiveBadge, StatusSelect } from '../../../components/admin/RecordStatus';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { flattenTree } from '../../../lib/tree';
import {
  CategoriesDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
} from '../api/categories';
import { RecordFields, RecordFormPage } from '../components/RecordFormPage';

/** The tree with a dash per level (the spec's list); a search shows the matches under their parents. */
export function CategoriesPage() {
  return (
    <AdminCrudTable
      text={{ title: 'Product Categories', search: 'Search categories', empty: 'Categories not found' }}
      query={CategoriesDocument}
      rows={(d) => flattenTree(d.adminCategories)}
      columns={[
        { header: 'ID', cell: (c) => c.id },
        { header: 'Name', cell: (c) => c.label },
        { header: 'Status', cell: (c) => <ActiveBadge on={!!c.status} /> },
      ]}
      create={{ to: '/admin/categories/create' }}
      edit={{ to: (c) => `/admin/category/edit/${c.id}` }}
      remove={{
        document: DeleteCategoryDocument,
        confirm: () => 'Are you want to delete the category?',
        success: (r) => r?.deleteCategory.message,
      }}
    />
  );
}

type Node = { id: number; name: string; status: number; parentId?: number | null; children?: Node[] };
const everyNode = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...everyNode(n.children ?? [])]);

/** A category's page: its name, its parent (not itself nor one below it) and its status. */
export function CategoryFormPage() {
  const params = useParams();
  const id = params.id === undefined ? null : recordId(params.id);
  const navigate = useNavigate();
  const { data } = useQuery(CategoriesDocument, { ...ADMIN, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateCategoryDocument, ADMIN);
  const [update] = useMutation(UpdateCategoryDocument, ADMIN);
  const form = useZodForm(categoryInput, { name: '', status: '', parentId: '' });
  const { reset } = form;
  const rows = flattenTree(data?.adminCategories ?? []);
  const self = rows.find((r) => r.id === id);
  useEffect(() => {
    if (!id || !data) return;
    const c = everyNode(data.adminCategories as Node[]).find((n) => n.id === id);
    if (c) reset({ name: c.name, status: String(c.status), parentId: c.parentId ? String(c.parentId) : '' });
  }, [data, id, reset]);

  async function save(input: CategoryInput) {
    const r = id
      ? (await update({ variables: { id, input } })).data?.updateCategory
      : (await create({ variables: { input } })).data?.createCategory;
    return { saved: !!r?.category, errors: r?.errors, message: r?.message };
  }

  const missing =
    params.id !== undefined &&
    (id == null || (!!data && !everyNode(data.adminCategories as Node[]).some((n) => n.id === id)));
  if (missing)
    return (
      <AdminNotFound
        what={`Category #${params.id}`}
        back="/admin/categories"
        backLabel="Back to categories"
      />
    );
  return (
    <RecordFormPage kind="Category" editing={!!id} list="/admin/categories">
      <CrudForm form={form} save={save} onSaved={() => navigate('/admin/categories')}>
        <RecordFields editing={!!id}>
          <TextField label="Name" name="name" />
          <SelectInput
            label="Parent category"
            name="parentId"
            placeholder="None (top level)"
            options={rows
              .filter((r) => !self?.ids.includes(r.id))
              .map((r) => ({ value: r.id, label: r.label }))}
          />
          <StatusSelect />
        </RecordFields>
      </CrudForm>
    </RecordFormPage>
  );
}
