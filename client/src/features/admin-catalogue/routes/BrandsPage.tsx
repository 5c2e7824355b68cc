import { useMutation, useQuery } from '@apollo/client/react';
import { brandInput, type BrandInput } from '@inputs/catalog';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { AdminNotFound, recordId } from '../../../components/admin/AdminNotFound';
import { CrudForm } from '../../../components/admin/CrudForm';
import { ActiveBadge, StatusSelect } from '../../../components/admin/RecordStatus';
import { TextField, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { BrandsDocument, CreateBrandDocument, DeleteBrandDocument, UpdateBrandDocument } from '../api/brands';
import { RecordFields, RecordFormPage } from '../components/RecordFormPage';

export function BrandsPage() {
  return (
    <AdminCrudTable
      text={{ title: 'Product Brands', search: 'Search brands', empty: 'Brands not found' }}
      query={BrandsDocument}
      columns={[
        { header: 'ID', cell: (b) => b.id },
        { header: 'Name', cell: (b) => b.name },
        { header: 'Status', cell: (b) => <ActiveBadge on={!!b.status} /> },
      ]}
      create={{ to: '/admin/brands/create' }}
      edit={{ to: (b) => `/admin/brand/edit/${b.id}` }}
      remove={{
        document: DeleteBrandDocument,
        confirm: () => 'Are you want to delete the brand',
        success: (r) => r?.deleteBrand.message,
      }}
    />
  );
}

export function BrandFormPage() {
  const params = useParams();
  const id = params.id === undefined ? null : recordId(params.id);
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

  async function save(input: BrandInput) {
    const r = id
      ? (await update({ variables: { id, input } })).data?.updateBrand
      : (await create({ variables: { input } })).data?.createBrand;
    return { saved: !!r?.brand, errors: r?.errors, message: r?.message };
  }

  const missing =
    params.id !== undefined && (id == null || (!!data && !data.adminBrands.some((b) => b.id === id)));
  if (missing)
    return <AdminNotFound what={`Brand #${params.id}`} back="/admin/brands" backLabel="Back to brands" />;
  return (
    <RecordFormPage kind="Brand" editing={!!id} list="/admin/brands">
      <CrudForm form={form} save={save} onSaved={() => navigate('/admin/brands')}>
        <RecordFields editing={!!id}>
          <TextField label="Name" name="name" />
          <StatusSelect />
        </RecordFields>
      </CrudForm>
    </RecordFormPage>
  );
}
