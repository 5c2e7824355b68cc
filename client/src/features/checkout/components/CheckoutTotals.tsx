import { Stack } from '@chakra-ui/react';
import { FreeShippingNote } from '../../../components/FreeShippingNote';
import { DiscountRow, GrandTotalRow, TotalRow } from '../../../components/LineItems';
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
      <TotalRow label="Sub Total" value={formatRs(quote.subTotal)} testId="checkout-sub-total" />
      {quote.discount > 0 && (
        <DiscountRow
          amount={quote.discount}
          code={quote.discountCode}
          testId="checkout-discount"
          color="green.700"
        />
      )}
      <TotalRow
        label="Shipping"
        value={quote.shipping == null ? 'Choose your city' : formatRs(quote.shipping)}
        testId="checkout-shipping"
      />
      <GrandTotalRow amount={quote.grandTotal} testId="checkout-grand-total" fontSize="lg" />
      <FreeShippingNote remaining={quote.freeShippingRemaining} />
    </Stack>
  );
}
