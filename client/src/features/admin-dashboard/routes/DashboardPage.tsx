import { Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { formatRs } from '../../../lib/money';
import { ADMIN } from '../../../lib/admin';
import { SalesChart } from '../../../components/admin/SalesChart';
import { Stat } from '../../../components/admin/Stat';
import { DashboardDocument } from '../api/dashboard';

type Todo = { receiptsWaiting: number; codToConfirm: number; toShip: number; lowStock: number };

/** What waits for the shop, each a link to the list it counts (the same filter on the server). */
const TODO: Array<{ key: keyof Todo; label: string; to: string }> = [
  {
    key: 'codToConfirm',
    label: 'Cash-on-delivery orders to confirm by phone',
    to: '/admin/orders?filter=UNCONFIRMED_COD',
  },
  {
    key: 'receiptsWaiting',
    label: 'Payment receipts waiting to be checked',
    to: '/admin/orders?filter=RECEIPT_WAITING',
  },
  { key: 'toShip', label: 'Orders ready to ship', to: '/admin/orders?filter=TO_SHIP' },
  { key: 'lowStock', label: 'Products low on stock (5 or fewer)', to: '/admin/products?lowStock=1' },
];

function TodoList({ todo }: { todo?: Todo }) {
  return (
    <Box bg="white" p="5" borderRadius="card" boxShadow="sm">
      <Heading as="h2" size="md" mb="3">
        To do
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" data-testid="todo-list">
        {TODO.map((t) => (
          <li key={t.key}>
            <Link asChild color="brand.700" fontWeight="medium" data-testid={`todo-${t.key}`}>
              <RouterLink to={t.to}>
                <Badge
                  variant="solid"
                  bg={todo && todo[t.key] > 0 ? 'status.pending' : 'status.shipped'}
                  color="white"
                  minW="8"
                  justifyContent="center"
                  data-testid="todo-count"
                >
                  {todo ? todo[t.key] : '…'}
                </Badge>
                {t.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function AdminDashboardPage() {
  usePageMeta('Dashboard');
  const { data } = useQuery(DashboardDocument, { ...ADMIN, fetchPolicy: 'cache-and-network' });
  const d = data?.dashboard;
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl" color="brand.900">
        Dashboard
      </Heading>
      <TodoList todo={d?.todo} />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Stat testId="stat" label="Users" value={String(d?.customers ?? '…')} />
        <Stat testId="stat" label="Orders" value={String(d?.orders ?? '…')} />
        <Stat testId="stat" label="Products" value={String(d?.products ?? '…')} />
        <Stat
          testId="stat"
          label="Revenue (30 days, paid)"
          value={d ? formatRs(d.revenue30Days) : '…'}
          note="Paid orders only; unpaid and cancelled orders are not counted."
        />
      </SimpleGrid>
      <Box bg="white" p="5" borderRadius="card" boxShadow="sm">
        <HStack justify="space-between" mb="4" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Sales, last 14 days
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/reports">View reports</RouterLink>
          </Button>
        </HStack>
        <SalesChart days={d?.daily ?? []} label="Daily revenue of paid orders for the last 14 days" />
      </Box>
    </Stack>
  );
}
