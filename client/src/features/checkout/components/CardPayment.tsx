import { Box, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { forwardRef, useImperativeHandle, useMemo } from 'react';

/** What the checkout asks of the card form: confirm a payment for a client secret. */
export interface CardPaymentHandle {
  confirm(
    clientSecret: string,
    billing: { name: string; email: string },
  ): Promise<{ error?: string; paymentIntentId?: string }>;
}

const stripes = new Map<string, Promise<Stripe | null>>();

const Inner = forwardRef<CardPaymentHandle>(function Inner(_props, ref) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(ref, () => ({
    async confirm(clientSecret, billing) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) return { error: result.error.message ?? 'Stripe Payment Failed' };
      return { paymentIntentId: result.paymentIntent?.id };
    },
  }));
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="white">
      <CardElement options={{ hidePostalCode: true }} />
    </Box>
  );
});

/** Stripe Elements, loaded only on the checkout page and only when card is chosen. */
const CardPayment = forwardRef<CardPaymentHandle, { publishableKey: string }>(function CardPayment(
  { publishableKey },
  ref,
) {
  const stripePromise = useMemo(() => {
    if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
    return stripes.get(publishableKey)!;
  }, [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <Text fontSize="sm" color="ink.600" mb="2">
        Card details
      </Text>
      <Inner ref={ref} />
    </Elements>
  );
});

export default CardPayment;
