import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../../components/PageTitle';
import { formatRs } from '../../../lib/money';
import { ADMIN } from '../../../lib/admin';
import { SalesChart } from '../../../components/admin/SalesChart';
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
        <HStack justify="space-between" mb="4" gap="3" wrap="wrap">
          <Heading size="md">Sales, last 14 days</Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/reports">View reports</RouterLink>
          </Button>
        </HStack>
        <SalesChart days={d?.daily ?? []} label="Daily revenue of paid orders for the last 14 days" />
      </Box>
    </Stack>
  );
}
