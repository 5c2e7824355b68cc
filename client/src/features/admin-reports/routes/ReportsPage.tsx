import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { reportRangeInput } from '@inputs/reports';
import { AdminPage } from '../../../components/admin/AdminPage';
import { SalesChart } from '../../../components/admin/SalesChart';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { Stat } from '../../../components/admin/Stat';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { ShopSettingsDocument } from '../../../gql/graphql';
import { formatRs } from '../../../lib/money';
import { SalesReportCsvDocument, SalesReportDocument } from '../api/reports';
import { ReconciliationSection } from '../components/ReconciliationSection';
import { ReportTable } from '../components/ReportTable';

type Range = { from: string; to: string };

/** Today and 29 days before it, as calendar days of the shop's time zone. */
function lastThirtyDays(timeZone: string): Range {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
  const now = new Date();
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}

/** Sales over a range of days: totals, a chart by day, breakdowns, and the CSV. */
export function AdminReportsPage() {
  usePageMeta('Reports');
  const { data: shop } = useQuery(ShopSettingsDocument, { fetchPolicy: 'cache-first' });
  const timeZone = shop?.shop.timeZone;
  const [range, setRange] = useState<Range | null>(null);
  const form = useZodForm(reportRangeInput, { from: '', to: '' });
  useEffect(() => {
    if (!timeZone || range) return;
    const initial = lastThirtyDays(timeZone);
    setRange(initial);
    form.reset(initial);
  }, [timeZone, range, form]);

  const { data, loading, error } = useQuery(SalesReportDocument, {
    ...ADMIN,
    variables: range ?? { from: '', to: '' },
    skip: !range,
    fetchPolicy: 'network-only',
  });
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const payload = data?.salesReport;
  useEffect(() => {
    if (payload?.errors.length) form.serverErrors(payload.errors);
  }, [payload, form]);
  const r = payload?.report;

  async function download() {
    if (!range) return;
    setDownloading(true);
    let file;
    try {
      const { data: csv } = await client.query({
        query: SalesReportCsvDocument,
        variables: range,
        ...ADMIN,
        fetchPolicy: 'network-only',
      });
      file = csv?.salesReportCsv;
    } catch (err) {
      notify.error((err as Error).message || 'The CSV could not be made.');
      return;
    } finally {
      setDownloading(false);
    }
    if (!file?.csv || !file.fileName) {
      notify.error(file?.errors[0]?.message ?? 'The CSV could not be made.');
      return;
    }
    const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  return (
    <AdminPage
      title="Reports"
      actions={
        <Button variant="outline" onClick={() => void download()} loading={downloading} disabled={!r}>
          Download CSV
        </Button>
      }
    >
      <Stack gap="6">
        <Form
          form={form}
          onSubmit={(v: Range) => setRange({ from: v.from, to: v.to })}
          aria-label="Report range"
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
            <TextField label="From" name="from" type="date" />
            <TextField label="To" name="to" type="date" />
            <Button type="submit" colorPalette="brand">
              Show
            </Button>
          </Stack>
        </Form>
        {error && <Text color="red.700">{error.message}</Text>}
        {(loading || !range) && !r && <Text>Loading…</Text>}
        {r && (
          <>
            <Text fontSize="sm" color="ink.600">
              {r.from} to {r.to}, days in {r.timeZone}. Revenue counts paid orders; cancelled orders are not
              counted.
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <Stat
                testId="report-figure"
                compact
                label="Revenue (paid)"
                value={formatRs(r.totals.revenue)}
              />
              <Stat testId="report-figure" compact label="Orders" value={String(r.totals.orders)} />
              <Stat
                testId="report-figure"
                compact
                label="Average order value"
                value={formatRs(r.totals.averageOrderValue)}
              />
            </SimpleGrid>
            <Box overflowX="auto">
              <SalesChart
                days={r.byDay.map((d) => ({ day: d.key, orders: d.orders, revenue: d.revenue }))}
                label={`Daily revenue of paid orders from ${r.from} to ${r.to}`}
              />
            </Box>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <ReportTable title="By product" column="Product" rows={r.byProduct} units />
              <ReportTable title="By category" column="Category" rows={r.byCategory} units />
              <ReportTable title="By payment method" column="Payment method" rows={r.byPaymentMethod} />
              <ReportTable title="By city" column="City" rows={r.byCity} />
            </SimpleGrid>
            <ReconciliationSection range={{ from: r.from, to: r.to }} />
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
