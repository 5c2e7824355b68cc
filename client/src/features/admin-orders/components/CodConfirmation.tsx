import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { CodConfirmationFragment } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import { ConfirmCodDocument } from '../api/order-details';

export const CodConfirmationFragmentDoc = graphql(`
  fragment CodConfirmation on Order {
    id
    status
    paymentMethod
    mobile
    codConfirmedAt
  }
`);

/** Cash on delivery: "Confirmed by phone" before shipping (against fake orders). */
export function CodConfirmation({
  order,
  onChanged,
}: {
  order: CodConfirmationFragment;
  onChanged: () => Promise<unknown>;
}) {
  const date = useDateFormat();
  const [confirm, { loading }] = useMutation(ConfirmCodDocument, ADMIN);
  if (order.paymentMethod !== 'cod') return null;
  if (order.codConfirmedAt)
    return (
      <Text fontSize="sm" color="green.700" data-testid="cod-confirmed">
        Confirmed by phone on <time dateTime={order.codConfirmedAt}>{date(order.codConfirmedAt, true)}</time>
      </Text>
    );
  if (order.status !== 'pending') return null;
  async function onClick() {
    try {
      const { data } = await confirm({ variables: { id: order.id } });
      const r = data?.confirmCodOrder;
      if (!r?.order) notify.error(r?.errors[0]?.message ?? 'Something went wrong');
      else notify.success(r.message ?? 'Confirmed.');
      await onChanged();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="ink.700">
        Call the customer on {order.mobile} before shipping.
      </Text>
      <Button variant="outline" colorPalette="green" loading={loading} onClick={() => void onClick()}>
        Confirmed by phone
      </Button>
    </Stack>
  );
}
