import { Box } from '@chakra-ui/react';
import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { AttributesDocument, DeleteAttributeDocument } from '../api/attributes';
import { AttributeForm } from '../components/AttributeForm';

/** The attributes with their values; created at the top and edited in place (the spec's inline forms). */
export function AttributesPage() {
  return (
    <AdminCrudTable
      text={{
        title: 'Product Attributes',
        search: 'Search attributes',
        empty: 'No attributes found',
        loadError: 'Failed to load attributes.',
      }}
      query={AttributesDocument}
      columns={[
        { header: 'Name', cell: (a) => a.name, cellProps: { fontWeight: 'semibold' } },
        {
          header: 'Values',
          cell: (a) => a.values.map((v) => (v.code ? `${v.value} (${v.code})` : v.value)).join(', '),
        },
      ]}
      create={{ title: 'Add an attribute', form: (done) => <AttributeForm onDone={done} /> }}
      edit={{
        form: (a, done) => (
          <Box bg="cream.50" borderWidth="1px" borderRadius="md" p="3">
            <AttributeForm
              initial={{
                id: a.id,
                name: a.name,
                rows: a.values.map((v) => ({ id: v.id, value: v.value, code: v.code ?? '' })),
              }}
              onDone={done}
            />
          </Box>
        ),
      }}
      remove={{
        document: DeleteAttributeDocument,
        confirm: () => 'Are you sure to delete this attribute?',
        success: (r) => r?.deleteAttribute.message,
        failure: 'Delete failed.',
      }}
    />
  );
}
