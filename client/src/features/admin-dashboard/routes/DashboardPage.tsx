import { Badge, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
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

/** Rupees in a bar's label: "Rs 1.2k" above a thousand, else whole rupees. */
function shortRs(rupees: number): string {
  return rupees >= 1000
    ? `Rs ${(rupees / 1000).toFixed(rupees >= 10_000 ? 0 : 1)}k`
    : `Rs ${Math.round(rupees)}`;
}

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
  const max = Math.max(1, ...(d?.daily ?? []).map((x) => x.revenue));
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl" color="brand.900">
        Dashboard
      </Heading>
      <TodoList todo={d?.todo} />
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
        <Heading as="h2" size="md" mb="4">
          Sales, last 14 days
        </Heading>
        <svg
          width={14 * 30}
          height="172"
          style={{ maxWidth: '100%' }}
          viewBox={`0 -12 ${14 * 30} 172`}
          role="img"
          aria-label="Daily revenue of paid orders for the last 14 days"
        >
          {(d?.daily ?? []).map((x, i) => {
            const h = Math.round((x.revenue / max) * 130);
            return (
              <g key={x.day}>
                <title>{`${x.day}: ${formatRs(x.revenue)} paid (${x.orders} orders)`}</title>
                <rect x={i * 30 + 5} y={140 - h} width="20" height={Math.max(h, 1)} rx="3" fill="#c45d3b" />
                {x.revenue > 0 && (
                  <text x={i * 30 + 15} y={136 - h} fontSize="7" textAnchor="middle" fill="#54443b">
                    {shortRs(x.revenue)}
                  </text>
                )}
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
