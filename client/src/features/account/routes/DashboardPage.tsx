import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { PaymentBadge, StatusBadge } from '../../../components/StatusBadge';
import { notify } from '../../../components/toaster';
import { useDateFormat } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { userVar } from '../../../lib/session';
import { DashboardDocument } from '../api/dashboard';

const RECENT = 5;

/** 'Welcome To Dashboard': the customer's name and e-mail, and their most recent orders with a link to each. */
export function DashboardPage() {
  usePageMeta('Dashboard');
  const session = useReactiveVar(userVar);
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error) console.error(error);
  const date = useDateFormat();
  useEffect(() => {
    if (params.get('verified')) notify.success('Your email address has been verified.');
  }, [params]);
  const name = data?.me.name ?? session?.name;
  const orders = data?.myOrders.items.slice(0, RECENT) ?? [];
  const total = data?.myOrders.meta.total ?? 0;

  return (
    <Stack gap="6">
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="card" boxShadow="sm">
        <Heading as="h1" size="2xl" color="brand.900" mb="3">
          Welcome To Dashboard
        </Heading>
        <Text color="ink.700" data-testid="dashboard-greeting">
          Assalam o Alaikum {name}! From here you can see your orders and keep your profile up to date.
        </Text>
        {data?.me && (
          <Text mt="2" fontSize="sm" color="ink.600">
            Signed in as <b>{data.me.name}</b> ({data.me.email}) ·{' '}
            <Link asChild color="brand.700">
              <RouterLink to="/user/profile">Edit profile</RouterLink>
            </Link>
          </Text>
        )}
      </Box>
      <Box
        bg="white"
        p={{ base: 5, md: 8 }}
        borderRadius="card"
        boxShadow="sm"
        as="section"
        aria-labelledby="recent-orders"
      >
        <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="recent-orders">
            Recent orders
          </Heading>
          {total > 0 && (
            <Link asChild color="brand.700" fontSize="sm">
              <RouterLink to="/user/orders">All orders ({total})</RouterLink>
            </Link>
          )}
        </HStack>
        {loading && !data ? (
          <Stack gap="2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="14" borderRadius="md" />
            ))}
          </Stack>
        ) : orders.length === 0 ? (
          <Stack gap="3" align="start">
            <Text color="ink.600">Orders not found</Text>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/shop">Go to Shop</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="3" data-testid="recent-orders">
            {orders.map((o) => (
              <HStack
                key={o.id}
                justify="space-between"
                wrap="wrap"
                gap="3"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                p="3"
                data-testid="recent-order"
              >
                <Stack gap="0.5">
                  <Link asChild fontWeight="semibold" color="brand.700">
                    <RouterLink to={`/user/order/details/${o.id}`}>Order #{o.id}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="ink.600">
                    <time dateTime={o.createdAt}>{date(o.createdAt)}</time> · {formatRs(o.grandTotal)}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <StatusBadge status={o.status} />
                  <PaymentBadge status={o.paymentStatus} />
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
