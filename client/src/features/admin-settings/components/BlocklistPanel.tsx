import { Button, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { blocklistEntryInput } from '@inputs/guard';
import { CrudForm } from '../../../components/admin/CrudForm';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { AddBlocklistEntryDocument, BlocklistDocument, RemoveBlocklistEntryDocument } from '../api/settings';

const KINDS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
];

/** Phone numbers and e-mails the checkout refuses, kept by the owner (the shared `blocklistEntryInput`). */
export function BlocklistPanel() {
  const { data, refetch } = useQuery(BlocklistDocument, { ...ADMIN, fetchPolicy: 'network-only' });
  const [add] = useMutation(AddBlocklistEntryDocument, ADMIN);
  const [remove] = useMutation(RemoveBlocklistEntryDocument, ADMIN);
  const form = useZodForm(blocklistEntryInput, { kind: 'phone', value: '', note: '' });
  async function save(input: { kind: string; value: string; note?: string | null }) {
    const { data: d } = await add({ variables: { input: { ...input, note: input.note ?? null } } });
    const r = d?.addBlocklistEntry;
    return { saved: !!r?.entry, errors: r?.errors, message: r?.message };
  }
  async function unblock(id: number) {
    try {
      const { data: d } = await remove({ variables: { id } });
      notify.success(d?.removeBlocklistEntry.message);
      await refetch();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  const entries = data?.blocklist ?? [];
  return (
    <Stack as="section" gap="3" bg="white" p="4" borderRadius="md" borderWidth="1px" aria-label="Blocklist">
      <Heading as="h2" size="md">
        Blocklist
      </Heading>
      <Text fontSize="sm" color="ink.700">
        Orders from these phone numbers and e-mail addresses are refused at checkout.
      </Text>
      <CrudForm
        form={form}
        save={save}
        onSaved={() => {
          form.reset();
          return refetch();
        }}
        aria-label="Add to the blocklist"
      >
        <Grid
          templateColumns={{ base: '1fr', md: '9rem minmax(0, 1fr) minmax(0, 1fr) auto' }}
          gap="3"
          alignItems="end"
        >
          <SelectInput label="Kind" name="kind" options={KINDS} />
          <TextField label="Phone number or e-mail" name="value" />
          <TextField label="Note" name="note" />
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            Block
          </Button>
        </Grid>
      </CrudForm>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="ink.600">
          Nobody is blocked.
        </Text>
      ) : (
        <Table.Root size="sm" data-testid="blocklist">
          <Table.Body>
            {entries.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{e.kind === 'phone' ? 'Phone' : 'E-mail'}</Table.Cell>
                <Table.Cell fontWeight="medium">{e.value}</Table.Cell>
                <Table.Cell>{e.note}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void unblock(e.id)}
                      aria-label={`Unblock ${e.value}`}
                    >
                      Unblock
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
