import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../gql';
import type { OrderTimelineFragment } from '../gql/graphql';
import { useDateFormat } from '../lib/dates';

export const OrderTimelineFragmentDoc = graphql(`
  fragment OrderTimeline on Order {
    id
    history {
      id
      summary
      actorName
      createdAt
    }
  }
`);

/**
 * The order's history as a timeline (placed, receipt uploaded, paid, shipped with its courier,
 * delivered, cancelled…), oldest first, each time in the shop's time zone. Admins also see
 * who made each change.
 */
export function OrderTimeline({ order }: { order: OrderTimelineFragment }) {
  const date = useDateFormat();
  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm">
      <Heading as="h2" size="md" color="brand.900" mb="4">
        Order timeline
      </Heading>
      <Stack as="ol" gap="0" data-testid="order-timeline" listStyleType="none" m="0" p="0">
        {order.history.map((h, i) => (
          <Box as="li" key={h.id} position="relative" pl="6" pb={i === order.history.length - 1 ? 0 : 4}>
            {/* The line between entries and the entry's dot. */}
            {i < order.history.length - 1 && (
              <Box position="absolute" left="5px" top="14px" bottom="0" w="2px" bg="cream.200" />
            )}
            <Box
              position="absolute"
              left="0"
              top="6px"
              boxSize="12px"
              borderRadius="full"
              bg={i === order.history.length - 1 ? 'brand.500' : 'brand.200'}
            />
            <Text fontWeight="medium" overflowWrap="anywhere">
              {h.summary}
            </Text>
            <Text fontSize="sm" color="ink.600">
              <time dateTime={h.createdAt}>{date(h.createdAt, true)}</time>
              {h.actorName ? ` · by ${h.actorName}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
