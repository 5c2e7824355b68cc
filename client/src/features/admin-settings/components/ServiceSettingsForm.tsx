import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { settingsFormInput } from '@inputs/shop-policy';
import { CrudForm } from '../../../components/admin/CrudForm';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import type { ServiceSettingsQuery } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { SaveServiceSettingsDocument } from '../api/settings';

type Service = ServiceSettingsQuery['serviceSettings'][number];
type Values = { values: Record<string, string | null>; version: number };

/**
 * One service's settings (the server's catalogue of fields, checked by the shared
 * `settingsFormInput` here, with the shop policy's ranges, and by each field's rule on the server). A secret is never sent to
 * the browser: its field shows only whether one is stored, and left empty keeps it.
 */
export function ServiceSettingsForm({ service, onSaved }: { service: Service; onSaved: () => unknown }) {
  const [save] = useMutation(SaveServiceSettingsDocument, ADMIN);
  const initial: Values = {
    values: Object.fromEntries(service.fields.map((f) => [f.name, f.secret ? '' : (f.value ?? '')])),
    version: service.version,
  };
  const form = useZodForm(settingsFormInput(service.service), initial);
  const names = Object.fromEntries(service.fields.map((f) => [f.name, `values.${f.name}`])) as Record<
    string,
    `values.${string}`
  >;
  async function submit(input: { values: Record<string, string | null>; version?: number }) {
    // Only what the owner changed: an untouched field keeps following its default.
    const values = Object.entries(input.values)
      .filter(([name, value]) => value !== initial.values[name])
      .map(([name, value]) => ({ name, value }));
    const { data } = await save({ variables: { service: service.service, values, version: input.version } });
    const r = data?.saveServiceSettings;
    if (r?.settings) form.reset({ ...initial, version: r.settings.version });
    return { saved: !!r?.settings, errors: r?.errors, message: r?.message };
  }
  return (
    <Stack
      as="section"
      gap="3"
      bg="white"
      p="4"
      borderRadius="md"
      borderWidth="1px"
      aria-label={service.label}
    >
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="md">
          {service.label}
        </Heading>
        <Badge colorPalette={service.configured ? 'green' : 'orange'} variant="subtle">
          {service.configured ? 'Ready' : `Missing: ${service.missing.join(', ')}`}
        </Badge>
      </HStack>
      <CrudForm
        form={form}
        save={submit}
        names={names}
        onSaved={onSaved}
        aria-label={`${service.label} settings`}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {service.fields.map((f) =>
            f.choices ? (
              <SelectInput
                key={f.name}
                label={f.label}
                name={`values.${f.name}`}
                placeholder={!f.required && !f.default ? '—' : undefined}
                options={f.choices}
              />
            ) : (
              <TextField
                key={f.name}
                label={f.secret ? `${f.label} (${f.set ? 'set' : 'not set'})` : f.label}
                name={`values.${f.name}`}
                type={f.secret ? 'password' : 'text'}
                autoComplete={f.secret ? 'new-password' : 'off'}
                placeholder={f.secret ? (f.set ? 'Set: leave empty to keep it' : '') : (f.default ?? '')}
                multiline={f.name === 'bodyTemplate'}
                rows={3}
                helper={f.help ?? undefined}
              />
            ),
          )}
        </SimpleGrid>
        <HStack mt="3" justify="space-between">
          <Text fontSize="xs" color="ink.600">
            {service.fields.some((f) => f.secret)
              ? 'Secrets are stored encrypted and never shown again.'
              : ''}
          </Text>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            Save {service.label}
          </Button>
        </HStack>
      </CrudForm>
    </Stack>
  );
}
