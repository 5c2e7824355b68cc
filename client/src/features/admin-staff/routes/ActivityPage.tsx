import { Box, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { usePageMeta } from '../../../components/PageTitle';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import { ActivityDocument } from '../api/staff';

/** The owner's activity log: who changed what and when, before → after; by person and by kind. */
export function ActivityPage() {
  usePageMeta('Activity');
  const date = useDateFormat();
  const [page, setPage] = useState(1);
  const [actorId, setActorId] = useState<number | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const { data, loading } = useQuery(ActivityDocument, {
    ...ADMIN,
    variables: { page, actorId, kind },
    fetchPolicy: 'network-only',
  });
  const items = data?.activity.items ?? [];
  return (
    <AdminPage title="Activity">
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <Filter
            label="Person"
            value={actorId == null ? '' : String(actorId)}
            onChange={(v) => {
              setActorId(v ? Number(v) : null);
              setPage(1);
            }}
            options={(data?.activityActors ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            all="Everyone"
          />
          <Filter
            label="Kind"
            value={kind ?? ''}
            onChange={(v) => {
              setKind(v || null);
              setPage(1);
            }}
            options={(data?.activityKinds ?? []).map((k) => ({ value: k.kind, label: k.label }))}
            all="Everything"
          />
        </Grid>
        <DataTable
          end={{ loading, empty: 'Nothing recorded yet.', meta: data?.activity.meta, onPage: setPage }}
          testId="activity-table"
          rows={items}
          columns={[
            { header: 'When', cell: (e) => date(e.at, true), cellProps: { whiteSpace: 'nowrap' } },
            {
              header: 'Who',
              cell: (e) => (
                <>
                  {e.actorName}{' '}
                  <Text as="span" fontSize="xs" color="ink.600">
                    ({e.actorRole === 'OWNER' ? 'Owner' : 'Staff'})
                  </Text>
                </>
              ),
            },
            {
              header: 'What',
              cell: (e) =>
                `${e.kindLabel} ${e.subjectLabel ? `"${e.subjectLabel}"` : `#${e.subjectId ?? ''}`} ${e.action}`,
            },
            {
              header: 'Changes',
              cell: (e) => (
                <Stack gap="0.5" fontSize="sm">
                  {e.changes.map((c) => (
                    <Box key={c.field} overflowWrap="anywhere">
                      <Text as="span" fontWeight="medium">
                        {c.label}:
                      </Text>{' '}
                      {c.before !== null && c.after !== null
                        ? `${c.before} → ${c.after}`
                        : (c.after ?? c.before)}
                    </Box>
                  ))}
                </Stack>
              ),
            },
          ]}
        />
      </Stack>
    </AdminPage>
  );
}

function Filter({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  all: string;
}) {
  return (
    <HStack as="label" gap="2">
      <Text fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        {label}
      </Text>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} bg="white">
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
