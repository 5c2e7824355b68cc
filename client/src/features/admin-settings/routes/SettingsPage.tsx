import { Badge, Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import type { ServiceSettingsQuery } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { ServiceSettingsDocument, UpdateServiceSettingsDocument } from '../api/settings';

type Service = ServiceSettingsQuery['serviceSettings'][number];

/**
 * One service's settings as the server describes them. A secret is never sent to the browser:
 * its box is empty with "set" beside it, and left empty it keeps what is stored.
 */
function ServiceForm({ service, onSaved }: { service: Service; onSaved: () => Promise<unknown> }) {
  const initial = () =>
    Object.fromEntries(service.fields.map((f) => [f.name, f.secret ? '' : ((f.set ? f.value : '') ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UpdateServiceSettingsDocument, ADMIN);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      const { data } = await save({
        variables: {
          service: service.service,
          version: service.version,
          // A plain field left empty falls back to its default; an empty secret is kept.
          values: service.fields.map((f) => ({ name: f.name, value: values[f.name] ?? '' })),
        },
      });
      const r = data?.updateServiceSettings;
      if (!r?.settings) {
        const list = r?.errors ?? [];
        setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
        const unshown = list.filter((x) => !service.fields.some((f) => f.name === x.field));
        if (unshown.length) notify.error(unshown[0].message);
        return;
      }
      setErrors({});
      notify.success(r.message ?? 'Saved.');
      await onSaved();
      setValues((v) =>
        Object.fromEntries(
          Object.entries(v).map(([k, x]) => [k, service.fields.find((f) => f.name === k)?.secret ? '' : x]),
        ),
      );
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box
      as="form"
      onSubmit={onSubmit}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      aria-label={`${service.label} settings`}
    >
      <Stack gap="3">
        <Stack direction="row" align="center" gap="3">
          <Heading as="h2" size="md">
            {service.label}
          </Heading>
          <Badge
            colorPalette={service.configured ? 'green' : 'gray'}
            data-testid={`settings-${service.service}-state`}
          >
            {service.configured ? 'In use' : `Not set up (missing ${service.missing.join(', ')})`}
          </Badge>
        </Stack>
        {service.fields.map((f) => (
          <Field.Root key={f.name} invalid={!!errors[f.name]} required={f.required}>
            <Field.Label>
              {f.label}
              {f.secret && f.set && (
                <Badge ml="2" size="sm" colorPalette="green">
                  set
                </Badge>
              )}
            </Field.Label>
            {f.choices ? (
              <NativeSelect.Root>
                <NativeSelect.Field
                  name={f.name}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                >
                  <option value="">{f.default ? `Default (${f.default})` : 'Not set'}</option>
                  {f.choices.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Input
                name={f.name}
                type={f.secret ? 'password' : 'text'}
                autoComplete={f.secret ? 'new-password' : 'off'}
                placeholder={f.secret ? (f.set ? 'Stored: leave empty to keep it' : '') : (f.default ?? '')}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
            {f.help && <Field.HelperText>{f.help}</Field.HelperText>}
            <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>
          Save {service.label}
        </Button>
      </Stack>
    </Box>
  );
}

/** The owner's settings for the wallets, the couriers' APIs, WhatsApp and the SMS gateway (docs/integrations.md). */
export function SettingsPage() {
  usePageMeta('Settings');
  const { data, refetch } = useQuery(ServiceSettingsDocument, { ...ADMIN, fetchPolicy: 'network-only' });
  return (
    <AdminPage
      title="Settings"
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/admin/orders">Back</RouterLink>
        </Button>
      }
    >
      {!data ? (
        <Text>Loading…</Text>
      ) : (
        <Stack gap="6">
          {data.serviceSettings.map((s) => (
            <ServiceForm key={`${s.service}:${s.version}`} service={s} onSaved={refetch} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
