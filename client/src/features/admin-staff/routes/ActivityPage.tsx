import { Box, Button, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { usePageMeta } from '../../../components/PageTitle';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import { ActivityDocument } from '../api/staff';

/**
 * The owner's activity log: who changed what and when, each change in the words the server gives;
 * by person and by kind. Older pages continue from the last entry shown (a cursor), so entries
 * written meanwhile do not shift them; Newer goes back along the cursors already followed.
 */
export function ActivityPage() {
  usePageMeta('Activity');
  const date = useDateFormat();
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [actorId, setActorId] = useState<number | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const { data, loading } = useQuery(ActivityDocument, {
    ...ADMIN,
    variables: { after: cursors[cursors.length - 1], actorId, kind },
    fetchPolicy: 'network-only',
  });
  const items = data?.activity.items ?? [];
  const next = data?.activity.nextCursor ?? null;
  return (
    <AdminPage title="Activity">
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <Filter
            label="Person"
            value={actorId == null ? '' : String(actorId)}
            onChange={(v) => {
              setActorId(v ? Number(v) : null);
              setCursors([null]);
            }}
            options={(data?.activityActors ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            all="Everyone"
          />
          <Filter
            label="Kind"
            value={kind ?? ''}
            onChange={(v) => {
              setKind(v || null);
              setCursors([null]);
            }}
            options={(data?.activityKinds ?? []).map((k) => ({ value: k.kind, label: k.label }))}
            all="Everything"
          />
        </Grid>
        <DataTable
          end={{ loading, empty: 'Nothing recorded yet.' }}
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
                      {c.text}
                    </Box>
                  ))}
                </Stack>
              ),
            },
          ]}
        />
        {(cursors.length > 1 || next) && (
          <HStack justify="center" gap="3">
            <Button
              variant="outline"
              size="sm"
              disabled={cursors.length === 1 || loading}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              ‹ Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!next || loading}
              onClick={() => next && setCursors((c) => [...c, next])}
            >
              Older ›
            </Button>
          </HStack>
        )}
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
