import { HStack, Stack, Text } from '@chakra-ui/react';
import { FreeShippingNote } from '../../../components/FreeShippingNote';
import { formatRs } from '../../../lib/money';

export interface QuoteTotals {
  subTotal: number;
  discount: number;
  discountCode?: string | null;
  shipping?: number | null;
  grandTotal: number;
  freeShippingRemaining?: number | null;
}

/** The checkout's totals as the server quoted them: the Discount row with a code, shipping once a city is chosen. */
export function CheckoutTotals({ quote }: { quote: QuoteTotals }) {
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <HStack justify="space-between">
        <Text>Sub Total</Text>
        <Text data-testid="checkout-sub-total">{formatRs(quote.subTotal)}</Text>
      </HStack>
      {quote.discount > 0 && (
        <HStack justify="space-between" color="green.700">
          <Text>Discount{quote.discountCode ? ` (${quote.discountCode})` : ''}</Text>
          <Text data-testid="checkout-discount">-{formatRs(quote.discount)}</Text>
        </HStack>
      )}
      <HStack justify="space-between">
        <Text>Shipping</Text>
        <Text data-testid="checkout-shipping">
          {quote.shipping == null ? 'Choose your city' : formatRs(quote.shipping)}
        </Text>
      </HStack>
      <HStack justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Grand Total</Text>
        <Text data-testid="checkout-grand-total">{formatRs(quote.grandTotal)}</Text>
      </HStack>
      <FreeShippingNote remaining={quote.freeShippingRemaining} />
    </Stack>
  );
}
