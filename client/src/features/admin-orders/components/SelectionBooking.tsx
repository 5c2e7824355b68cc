import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Form } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import type { BookCourierSelectionMutation, CourierChoicesQuery } from '../../../gql/graphql';
import { ADMIN } from '../../../lib/admin';
import { BookCourierSelectionDocument, CourierChoicesDocument } from '../api/courier-booking';
import { useLabelsLink } from '../api/print-links';
import { FileLinkButton } from './FileLinkButton';
import { ParcelFields, useParcelForm } from './ParcelFields';

type Outcome = NonNullable<BookCourierSelectionMutation['bookCourierSelection']['outcomes']>[number];

/**
 * The orders chosen in the list booked with one courier at once (the couriers whose API settings
 * are filled in), each order's tracking number or the reason it was not booked shown, and the
 * airway bills of the chosen orders printed as one PDF.
 */
export function SelectionBooking({ orderIds, onBooked }: { orderIds: number[]; onBooked: () => unknown }) {
  const { data } = useQuery(CourierChoicesDocument, ADMIN);
  const couriers = data?.courierChoices ?? [];
  if (orderIds.length === 0 || couriers.length === 0) return null;
  return <SelectionForm orderIds={orderIds} couriers={couriers} onBooked={onBooked} />;
}

function SelectionForm({
  orderIds,
  couriers,
  onBooked,
}: {
  orderIds: number[];
  couriers: CourierChoicesQuery['courierChoices'];
  onBooked: () => unknown;
}) {
  const [book] = useMutation(BookCourierSelectionDocument, ADMIN);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const labelsLink = useLabelsLink();
  const form = useParcelForm(couriers);

  async function onBook(v: { courier: string; weightGrams: number; pieces: number }) {
    try {
      const { data: answer } = await book({ variables: { orderIds, input: v } });
      const r = answer?.bookCourierSelection;
      if (!r?.outcomes) {
        for (const e of form.serverErrors(r?.errors)) notify.error(e.message);
        return;
      }
      setOutcomes(r.outcomes);
      notify.success(r.message);
      await onBooked();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" mb="4" bg="white">
      <Form form={form} onSubmit={onBook} aria-label="Book the selected orders">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <ParcelFields couriers={couriers} />
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              Book {orderIds.length} {orderIds.length === 1 ? 'order' : 'orders'}
            </Button>
            <FileLinkButton link={() => labelsLink(orderIds)} failure="The labels could not be made.">
              Print labels ({orderIds.length})
            </FileLinkButton>
          </HStack>
        </Stack>
      </Form>
      {outcomes.length > 0 && (
        <List.Root mt="3" fontSize="sm" data-testid="selection-outcomes">
          {outcomes.map((o) => (
            <List.Item key={o.orderId} color={o.error ? 'red.700' : undefined}>
              <Text as="span">
                #{o.orderId}: {o.trackingNumber ? `tracking number ${o.trackingNumber}` : o.error}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
