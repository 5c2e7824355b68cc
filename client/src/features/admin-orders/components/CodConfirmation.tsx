import { Button, Stack, Text } from '@chakra-ui/react';
import { useAdminAction } from '../../../components/admin/useAdminAction';
import { graphql } from '../../../gql';
import type { CodConfirmationFragment } from '../../../gql/graphql';
import { useDateFormat } from '../../../lib/dates';
import { ConfirmCodDocument } from '../api/order-details';

export const CodConfirmationFragmentDoc = graphql(`
  fragment CodConfirmation on Order {
    id
    status
    paymentMethod
    mobile
    codConfirmedAt
    codConfirmation
    returnRecord {
      summary
    }
  }
`);

/** Earlier orders to this number or address that came back ("Returned before: 2 of 3 orders"). */
function ReturnedBefore({ order }: { order: CodConfirmationFragment }) {
  if (!order.returnRecord.summary) return null;
  return (
    <Text fontSize="sm" fontWeight="semibold" color="red.700" data-testid="returned-before">
      {order.returnRecord.summary}
    </Text>
  );
}

/**
 * Cash on delivery: where the customer's confirmation stands (WhatsApp, SMS link) and
 * "Confirmed by phone" before shipping (against fake orders); earlier returns for any order.
 */
export function CodConfirmation({
  order,
  onChanged,
}: {
  order: CodConfirmationFragment;
  onChanged: () => Promise<unknown>;
}) {
  const date = useDateFormat();
  const confirm = useAdminAction(ConfirmCodDocument, (d) => d.confirmCodOrder, onChanged);
  if (order.paymentMethod !== 'cod') return <ReturnedBefore order={order} />;
  if (order.codConfirmedAt)
    return (
      <Stack gap="1">
        <ReturnedBefore order={order} />
        <Text fontSize="sm" color="green.700" data-testid="cod-confirmed">
          Confirmed on <time dateTime={order.codConfirmedAt}>{date(order.codConfirmedAt, true)}</time> (see
          the history for how)
        </Text>
      </Stack>
    );
  if (order.status !== 'pending') return <ReturnedBefore order={order} />;
  return (
    <Stack gap="1">
      <ReturnedBefore order={order} />
      <Text
        fontSize="sm"
        color={order.codConfirmation === 'Unconfirmed' ? 'orange.700' : 'ink.700'}
        data-testid="cod-state"
      >
        Customer confirmation: {order.codConfirmation}
      </Text>
      <Text fontSize="sm" color="ink.700">
        Call the customer on {order.mobile} before shipping.
      </Text>
      <Button
        variant="outline"
        colorPalette="green"
        loading={confirm.loading}
        onClick={() => void confirm.run({ id: order.id })}
      >
        Confirmed by phone
      </Button>
    </Stack>
  );
}
