import { Box, Button, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { attributeInput, type AttributeInput } from '@inputs/catalog';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Form, useFieldError, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ADMIN } from '../../../lib/admin';
import {
  AttributesDocument,
  CreateAttributeDocument,
  UpdateAttributeDocument,
  DeleteAttributeDocument,
} from '../api/attributes';

/** A value row as the form holds it (blank rows are dropped by the schema on save). */
interface ValueRow {
  id: number | null;
  value: string;
  code: string;
}
const emptyRow = (): ValueRow => ({ id: null, value: '', code: '' });
const emptyForm = () => ({ name: '', values: [emptyRow()] });

/** The form's one error line: the name's message, else the values'. */
function AttributeError() {
  const name = useFieldError('name');
  const values = useFieldError('values');
  const error = name ?? values;
  return error ? (
    <Text color="red.600" fontSize="sm">
      {error}
    </Text>
  ) : null;
}

/** The attribute form, inline (create at the top, edit in place); one value row always stays. */
function AttributeForm({
  initial,
  onDone,
  submitLabel,
}: {
  initial?: { id: number; name: string; rows: ValueRow[] };
  onDone: () => void;
  submitLabel: string;
}) {
  const form = useZodForm(
    attributeInput,
    initial ? { name: initial.name, values: initial.rows.length ? initial.rows : [emptyRow()] } : emptyForm(),
  );
  const rows = useFieldArray({ control: form.control, name: 'values', keyName: 'key' }); // (its own key: the rows have an `id`)
  const [create] = useMutation(CreateAttributeDocument, ADMIN);
  const [update] = useMutation(UpdateAttributeDocument, ADMIN);

  async function onSubmit(input: AttributeInput) {
    try {
      const res = initial
        ? (await update({ variables: { id: initial.id, input } })).data?.updateAttribute
        : (await create({ variables: { input } })).data?.createAttribute;
      if (!res?.attribute) {
        const unshown = form.serverErrors(res?.errors);
        if (unshown[0]) form.setError('name', { type: 'server', message: unshown[0].message });
        return;
      }
      notify.success(initial ? 'Attribute updated successfully!' : 'Attribute created successfully!');
      if (!initial) form.reset(emptyForm());
      onDone();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="cream.50">
        <Input
          aria-label="Attribute name"
          placeholder="Attribute name (e.g. Size)"
          {...form.register('name')}
          bg="white"
        />
        {rows.fields.map((r, i) => (
          <HStack key={r.key}>
            <Input
              size="sm"
              aria-label={`Value ${i + 1}`}
              placeholder="Value"
              {...form.register(`values.${i}.value`)}
              bg="white"
            />
            <Input
              size="sm"
              aria-label={`Code ${i + 1}`}
              placeholder="Code (optional)"
              {...form.register(`values.${i}.code`)}
              bg="white"
              maxW="160px"
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove value ${i + 1}`}
              onClick={() => (rows.fields.length === 1 ? rows.replace([emptyRow()]) : rows.remove(i))}
            >
              ✕
            </IconButton>
          </HStack>
        ))}
        <AttributeError />
        <HStack>
          <Button size="sm" variant="outline" onClick={() => rows.append(emptyRow())}>
            + Add Value
          </Button>
          <Button size="sm" type="submit" colorPalette="brand">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

export function AttributesPage() {
  usePageMeta('Product Attributes');
  const { data, loading, error, refetch } = useQuery(AttributesDocument, {
    ...ADMIN,
    fetchPolicy: 'cache-and-network',
  });
  if (error) notify.error('Failed to load attributes.');
  const [remove] = useMutation(DeleteAttributeDocument, ADMIN);
  const [editing, setEditing] = useState<number | null>(null);
  const list = data?.adminAttributes ?? [];
  async function onDelete(id: number) {
    if (!window.confirm('Are you sure to delete this attribute?')) return;
    try {
      await remove({ variables: { id } });
      notify.success('Attribute deleted successfully.');
      await refetch();
    } catch {
      notify.error('Delete failed.');
    }
  }
  return (
    <AdminPage title="Product Attributes">
      <Box mb="6">
        <AttributeForm submitLabel="Create" onDone={() => void refetch()} />
      </Box>
      <Table.Root size="sm" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Values</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((a) =>
            editing === a.id ? (
              <Table.Row key={a.id}>
                <Table.Cell colSpan={3} data-primary="">
                  <AttributeForm
                    submitLabel="Update"
                    initial={{
                      id: a.id,
                      name: a.name,
                      rows: a.values.map((v) => ({ id: v.id, value: v.value, code: v.code ?? '' })),
                    }}
                    onDone={() => {
                      setEditing(null);
                      void refetch();
                    }}
                  />
                </Table.Cell>
              </Table.Row>
            ) : (
              <Table.Row key={a.id}>
                <Table.Cell data-label="Name" fontWeight="semibold">
                  {a.name}
                </Table.Cell>
                <Table.Cell data-label="Values">
                  {a.values.map((v) => (v.code ? `${v.value} (${v.code})` : v.value)).join(', ')}
                </Table.Cell>
                <Table.Cell data-label="Action">
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(a.id)}
                      aria-label={`Edit ${a.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => void onDelete(a.id)}
                      aria-label={`Delete ${a.name}`}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ),
          )}
        </Table.Body>
      </Table.Root>
      {!loading && list.length === 0 && (
        <Text py="8" textAlign="center" color="ink.600">
          No attributes found
        </Text>
      )}
    </AdminPage>
  );
}
