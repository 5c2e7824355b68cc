import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { usePageMeta } from '../../../components/PageTitle';
import { AdminPage } from '../../../components/admin/AdminPage';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import type { ImportProductsCsvMutation } from '../../../gql/graphql';
import { ImportProductsCsvDocument } from '../api/products-csv';

type Report = ImportProductsCsvMutation['importProductsCsv'];

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Products from a CSV file in the export's format: 'Check file' runs the server's dry run
 * (every row's problems, nothing written); 'Apply' saves the checked file, all or nothing.
 */
export function ProductImportPage() {
  usePageMeta('Import products');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [checkedFile, setCheckedFile] = useState<File | null>(null);
  const [send, { loading }] = useMutation(ImportProductsCsvDocument, ADMIN);

  const run = async (apply: boolean) => {
    if (!file) return;
    try {
      const { data } = await send({ variables: { file, apply } });
      const answer = data?.importProductsCsv ?? null;
      setReport(answer);
      setCheckedFile(file);
      if (apply && answer?.applied)
        notify.success(`Imported ${count(answer.creates + answer.updates, 'product')}.`);
    } catch (err) {
      notify.error(
        (err as Error).message || 'The file could not be sent. Check the connection and try again.',
      );
    }
  };

  const clean = report && report.errors.length === 0 && report.problems.length === 0;
  const unchanged = report?.unchanged ? `, ${report.unchanged} unchanged` : '';
  return (
    <AdminPage title="Import products" back="/admin/products">
      <Stack gap="4">
        <Text color="ink.700">
          Use a file from Export CSV on the products list (the same columns), saved as CSV UTF-8. Check it
          first: nothing is saved until you apply it, and then every product is saved or none is. A stock you
          change is saved only if it is still the stock you exported (stock_read); write +5 or -2 to add or
          take away.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
          <Button colorPalette="brand" disabled={!file} loading={loading} onClick={() => void run(false)}>
            Check file
          </Button>
        </HStack>
        {report && (
          <Box data-testid="import-report">
            {report.errors.map((e) => (
              <Text key={e.message} color="red.700" role="alert">
                {e.message}
              </Text>
            ))}
            {report.errors.length === 0 && (
              <Text mb="3" data-testid="import-summary">
                {report.applied
                  ? `Saved: ${report.creates} new and ${report.updates} changed products${unchanged} (${count(report.rows, 'row')}).`
                  : `${count(report.rows, 'row')}: ${count(report.products, 'product')}, ${report.creates} new and ${report.updates} to change${unchanged}. ${
                      report.problems.length
                        ? `${count(report.problems.length, 'problem')}: nothing was saved.`
                        : 'No problems found.'
                    }`}
              </Text>
            )}
            {report.problems.length > 0 && (
              <Table.Root size="sm" css={STACKED_TABLE} data-testid="import-problems">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Row</Table.ColumnHeader>
                    <Table.ColumnHeader>Column</Table.ColumnHeader>
                    <Table.ColumnHeader>Problem</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.problems.map((p) => (
                    <Table.Row key={`${p.row}.${p.column}.${p.message}`}>
                      <Table.Cell data-label="Row">{p.row}</Table.Cell>
                      <Table.Cell data-label="Column">{p.column}</Table.Cell>
                      <Table.Cell data-label="Problem">{p.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            {clean && !report.applied && checkedFile === file && (
              <Button colorPalette="brand" loading={loading} onClick={() => void run(true)}>
                Apply
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </AdminPage>
  );
}
