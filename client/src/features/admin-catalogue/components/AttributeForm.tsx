import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { attributeInput, type AttributeInput } from '@inputs/catalog';
import { useFieldArray } from 'react-hook-form';
import { CrudForm } from '../../../components/admin/CrudForm';
import { useFieldError, useZodForm } from '../../../components/form/Form';
import { ADMIN } from '../../../lib/admin';
import { CreateAttributeDocument, UpdateAttributeDocument } from '../api/attributes';

/** A value row as the form holds it (blank rows are dropped by the schema on save). */
export interface ValueRow {
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
export function AttributeForm({
  initial,
  onDone,
}: {
  initial?: { id: number; name: string; rows: ValueRow[] };
  onDone: () => unknown;
}) {
  const form = useZodForm(
    attributeInput,
    initial ? { name: initial.name, values: initial.rows.length ? initial.rows : [emptyRow()] } : emptyForm(),
  );
  const rows = useFieldArray({ control: form.control, name: 'values', keyName: 'key' }); // (its own key: the rows have an `id`)
  const [create] = useMutation(CreateAttributeDocument, ADMIN);
  const [update] = useMutation(UpdateAttributeDocument, ADMIN);

  async function save(input: AttributeInput) {
    const r = initial
      ? (await update({ variables: { id: initial.id, input } })).data?.updateAttribute
      : (await create({ variables: { input } })).data?.createAttribute;
    return { saved: !!r?.attribute, errors: r?.errors, message: r?.message };
  }

  return (
    <CrudForm
      form={form}
      save={save}
      unshown="name"
      onSaved={() => {
        if (!initial) form.reset(emptyForm());
        return onDone();
      }}
    >
      <Stack gap="2">
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
            {initial ? 'Update' : 'Create'}
          </Button>
        </HStack>
      </Stack>
    </CrudForm>
  );
}
