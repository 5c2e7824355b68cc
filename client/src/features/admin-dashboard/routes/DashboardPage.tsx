import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../../components/PageTitle';
import { formatRs } from '../../../lib/money';
import { ADMIN } from '../../../lib/admin';
import { DashboardDocument } from '../api/dashboard';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box bg="white" p="5" borderRadius="card" boxShadow="sm" data-testid="stat">
      <Text fontSize="sm" color="ink.600">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" color="brand.800">
        {value}
      </Text>
      {note && (
        <Text fontSize="xs" color="ink.600">
          {note}
        </Text>
      )}
    </Box>
  );
}

export function AdminDashboardPage() {
  usePageMeta('Dashboard');
  const { data } = useQuery(DashboardDocument, { ...ADMIN, fetchPolicy: 'cache-and-network' });
  const d = data?.dashboard;
  const max = Math.max(1, ...(d?.daily ?? []).map((x) => x.revenue));
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Stat label="Users" value={String(d?.customers ?? '…')} />
        <Stat label="Orders" value={String(d?.orders ?? '…')} />
        <Stat label="Products" value={String(d?.products ?? '…')} />
        <Stat
          label="Revenue (30 days, paid)"
          value={d ? formatRs(d.revenue30Days) : '…'}
          note="Paid orders only; unpaid and cancelled orders are not counted."
        />
      </SimpleGrid>
      <Box bg="white" p="5" borderRadius="card" boxShadow="sm">
        <Heading size="md" mb="4">
          Sales, last 14 days
        </Heading>
        <svg
          width={14 * 30}
          height="160"
          style={{ maxWidth: '100%' }}
          viewBox={`0 0 ${14 * 30} 160`}
          role="img"
          aria-label="Daily revenue of paid orders for the last 14 days"
        >
          {(d?.daily ?? []).map((x, i) => {
            const h = Math.round((x.revenue / max) * 130);
            return (
              <g key={x.day}>
                <title>{`${x.day}: ${formatRs(x.revenue)} paid (${x.orders} orders)`}</title>
                <rect x={i * 30 + 5} y={140 - h} width="20" height={Math.max(h, 1)} rx="3" fill="#c45d3b" />
                <text x={i * 30 + 15} y="155" fontSize="8" textAnchor="middle" fill="#6b5a50">
                  {x.day.slice(8)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Stack>
  );
}
