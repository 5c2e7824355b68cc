import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import { AdminNotFound, recordId } from '../../../components/admin/AdminNotFound';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import { toProductInput } from '../components/product-values';
import { ProductForm, useProductFields } from '../components/ProductForm';
import { ProductGallery } from '../components/ProductGallery';
import { LowStockThreshold } from '../components/LowStockThreshold';
import { useProductMerge } from '../hooks/useProductMerge';
import { ProductFormDataDocument, CreateProductDocument, UpdateProductDocument } from '../api/product-form';

/** Create a product (with its gallery, uploaded with it) or edit one (merged with other admins' saves). */
export function ProductFormPage() {
  const params = useParams();
  const editId = params.id === undefined ? null : recordId(params.id);
  const navigate = useNavigate();
  const { data, refetch } = useQuery(ProductFormDataDocument, {
    ...ADMIN,
    variables: { id: editId ?? 0, edit: editId != null },
    skip: params.id !== undefined && editId == null,
    fetchPolicy: 'network-only',
  });
  const missing = params.id !== undefined && (editId == null || (data && !data.adminProduct));
  usePageMeta(missing ? `Product #${params.id} not found` : editId ? 'Product/Edit' : 'Product/Create');
  const form = useProductFields(editId != null);
  const product = data?.adminProduct;
  const merge = useProductMerge(form, product);
  /** The stock cells' errors by field. */
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [galleryError, setGalleryError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [create] = useMutation(CreateProductDocument, ADMIN);
  const [update] = useMutation(UpdateProductDocument, ADMIN);

  /** Server field errors on the form (and its stock cells); the first one as a toast. */
  const report = (errs: ReadonlyArray<{ field: string; message: string }>, fallback: string) => {
    setCellErrors(Object.fromEntries(errs.map((e) => [e.field, e.message])));
    const unshown = form.serverErrors(errs);
    const gallery = unshown.find((x) => x.field.startsWith('gallery'));
    if (gallery) setGalleryError(gallery.message);
    notify.error(errs[0]?.message ?? fallback);
  };

  const saveEdit = (id: number) =>
    merge.saveEdit({
      save: async (input) => (await update({ variables: { id, input } })).data?.updateProduct,
      reload: async () => (await refetch()).data?.adminProduct,
      report,
      fail: (message) => notify.error(message),
    });

  async function onSubmit() {
    setBusy(true);
    setGalleryError(null);
    setCellErrors({});
    try {
      if (editId == null) {
        const { values, chosen } = merge.mine();
        setProgress(0);
        const { data: r } = await create({
          variables: { input: toProductInput(values, chosen), gallery: files },
          context: { ...ADMIN.context, onUploadProgress: setProgress },
        });
        if (!r?.createProduct.product) return report(r?.createProduct.errors ?? [], UNEXPECTED_RESPONSE);
        notify.success(r.createProduct.message);
      } else {
        const saved = await saveEdit(editId);
        if (!saved) return;
        notify.success(saved.message);
      }
      navigate('/admin/products');
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  if (missing)
    return (
      <AdminNotFound what={`Product #${params.id}`} back="/admin/products" backLabel="Back to products" />
    );
  return (
    <AdminPage title={editId ? 'Product/Edit' : 'Product/Create'} back="/admin/products">
      <ProductForm
        form={form}
        data={data}
        editing={editId != null}
        merge={merge}
        cellErrors={cellErrors}
        gallery={
          <ProductGallery
            product={product}
            onChanged={refetch}
            files={files}
            setFiles={setFiles}
            error={galleryError}
          />
        }
        progress={progress}
        busy={busy}
        onSubmit={onSubmit}
        onVariantsChanged={refetch}
      />
      {editId != null && <LowStockThreshold productId={editId} />}
    </AdminPage>
  );
}
