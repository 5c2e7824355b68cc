import { Box, Button, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { ImportSettlementStatementDocument, ReconciliationDocument } from '../api/reconciliation';
import { ReconciliationTable } from './ReconciliationTable';

const GATEWAYS = [
  { value: 'jazzcash', label: 'JazzCash' },
  { value: 'easypaisa', label: 'easypaisa' },
  { value: 'card', label: 'Card' },
];
const DAYS = 7;

/**
 * Settlements against payments for the report's range: a table per gateway and courier with the
 * orders that differ, and a gateway's settlement statement imported as CSV.
 */
export function ReconciliationSection({ range }: { range: { from: string; to: string } }) {
  const { data, loading, error, refetch } = useQuery(ReconciliationDocument, {
    ...ADMIN,
    variables: { ...range, days: DAYS },
    fetchPolicy: 'network-only',
  });
  const [source, setSource] = useState('jazzcash');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Array<{ field: string; message: string }>>([]);
  const [send, { loading: sending }] = useMutation(ImportSettlementStatementDocument, ADMIN);
  const payload = data?.reconciliation;
  const report = payload?.report;

  async function importFile() {
    if (!file) return;
    try {
      const { data: answer } = await send({ variables: { source, file } });
      const done = answer?.importSettlementStatement;
      if (!done) return;
      setProblems(done.errors);
      if (done.errors.length) return;
      notify.success(
        `Imported ${done.added} of ${done.rows} rows` +
          (done.alreadyImported ? ` (${done.alreadyImported} imported before)` : '') +
          (done.unmatched ? `; ${done.unmatched} matching no order.` : '.'),
      );
      await refetch();
    } catch (err) {
      notify.error(
        (err as Error).message || 'The file could not be sent. Check the connection and try again.',
      );
    }
  }

  return (
    <Stack gap="4" as="section" aria-labelledby="reconciliation-heading">
      <Heading as="h2" size="md" id="reconciliation-heading">
        Settlements
      </Heading>
      <Text fontSize="sm" color="ink.600">
        What was paid (or collected at the door) by orders recorded paid in this range, against what the
        gateway or courier settled. Couriers report their own payments; for JazzCash, easypaisa and cards,
        import the settlement statement (CSV: reference, order_number, amount, settled_date, fee).
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
        <NativeSelect.Root size="sm" width={{ base: 'full', md: '40' }}>
          <NativeSelect.Field
            aria-label="Gateway"
            value={source}
            onChange={(e) => setSource(e.currentTarget.value)}
          >
            {GATEWAYS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Settlement statement (CSV)"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblems([]);
          }}
        />
        <Button variant="outline" disabled={!file} loading={sending} onClick={() => void importFile()}>
          Import statement
        </Button>
      </Stack>
      {problems.length > 0 && (
        <Box role="alert" data-testid="statement-problems">
          <Text color="red.700" fontWeight="semibold">
            Nothing was imported:
          </Text>
          {problems.map((p) => (
            <Text key={`${p.field}:${p.message}`} color="red.700" fontSize="sm">
              {/^\d+\./.test(p.field) ? `Row ${p.field.replace('.', ', column ')}: ` : ''}
              {p.message}
            </Text>
          ))}
        </Box>
      )}
      {error && <Text color="red.700">{error.message}</Text>}
      {payload?.errors.map((e) => (
        <Text key={e.field} color="red.700">
          {e.message}
        </Text>
      ))}
      {loading && !report && <Text>Loading…</Text>}
      {report && (
        <Stack gap="6">
          {report.lines.map((l) => (
            <ReconciliationTable key={l.source} line={l} days={report.unsettledAfterDays} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
