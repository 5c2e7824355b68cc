import { Box, Button, Container, Grid, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { checkoutAddressInput, type CheckoutAddressInput } from '@inputs/checkout';
import { Form, SelectInput, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { cartInput, cartTotals, cartVar, setCart } from '../../../stores/cart';
import { useCartQuote } from '../../../lib/cart-quote';
import { formatRs } from '../../../lib/money';
import { Thumbnail } from '../../../components/Thumbnail';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import type { CardPaymentHandle } from '../components/CardPayment';
import { CheckoutTotals } from '../components/CheckoutTotals';
import { DiscountCodeField } from '../components/DiscountCodeField';
import {
  CheckoutDataDocument,
  CitiesDocument,
  PlaceOrderDocument,
  CreateIntentDocument,
} from '../api/checkout';
import { StartOnlinePaymentDocument } from '../api/online-payment';

const CardPayment = lazy(() => import('../components/CardPayment'));

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

export function CheckoutPage() {
  usePageMeta('Checkout');
  const navigate = useNavigate();
  const client = useApolloClient();
  const lines = useReactiveVar(cartVar);
  const totals = cartTotals(lines);
  const { data } = useQuery(CheckoutDataDocument);
  const form = useZodForm(checkoutAddressInput, {
    name: '',
    email: '',
    street: '',
    city: '',
    address: '',
    zip: '',
    mobile: '',
    paymentMethod: 'cod',
  });
  const method = form.watch('paymentMethod');
  const province = form.watch('street');
  const city = form.watch('city');
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const cart = useMemo(() => cartInput(lines), [lines]);
  // The server's totals: shipping as soon as a city is chosen, the code's discount once applied.
  const quoted = useCartQuote(cart, { province, city, discountCode });
  const quote = quoted.quote ?? { subTotal: totals.subTotal, discount: 0, grandTotal: totals.subTotal };
  const codeError = quoted.codeBlocked ?? quoted.errors.find((e) => e.field === 'discount_code')?.message;
  const [submitting, setSubmitting] = useState(false);
  const attemptKey = useRef(newKey());
  const card = useRef<CardPaymentHandle>(null);
  const cities = useQuery(CitiesDocument, { variables: { province }, skip: !province });
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [createIntent] = useMutation(CreateIntentDocument);
  const [startOnlinePayment] = useMutation(StartOnlinePaymentDocument);
  const options = data?.checkoutOptions;
  // Cards by Safepay: the order is placed unpaid, then paid on Safepay's page (no card form here).
  const hostedCard = method === 'stripe' && options?.cardProvider === 'safepay';

  const { getValues, setValue } = form;
  useEffect(() => {
    if (!data?.me) return;
    if (!getValues('name')) setValue('name', data.me.name);
    if (!getValues('email')) setValue('email', data.me.email);
  }, [data, getValues, setValue]);

  if (!lines.length) {
    return (
      <Container maxW="xl" py="24" textAlign="center">
        <Heading as="h1" size="xl" mb="4">
          Your cart is empty.
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/shop">Go to Shop</RouterLink>
        </Button>
      </Container>
    );
  }

  async function onSubmit(values: CheckoutAddressInput) {
    setSubmitting(true);
    try {
      let paymentIntentId: string | null = null;
      if (method === 'stripe' && !hostedCard) {
        const intent = await createIntent({
          variables: {
            cart,
            amount: quote.grandTotal,
            key: attemptKey.current,
            province: values.street,
            city: values.city,
            discountCode: quoted.quote?.discountCode ?? null,
          },
        });
        const r = intent.data?.createPaymentIntent;
        if (!r) {
          notify.error(UNEXPECTED_RESPONSE);
          return;
        }
        if (!r.clientSecret) {
          notify.error(r.errors[0]?.message ?? 'Stripe Payment Failed');
          return;
        }
        const confirmed = await card.current?.confirm(r.clientSecret, {
          name: values.name,
          email: values.email,
        });
        if (!confirmed || confirmed.error) {
          notify.error(confirmed?.error ?? 'Stripe Payment Failed');
          return;
        }
        paymentIntentId = confirmed.paymentIntentId ?? r.paymentIntentId ?? null;
      }
      const { data: res } = await placeOrder({
        variables: {
          input: {
            ...values,
            paymentIntentId,
            subTotal: quote.subTotal,
            shipping: quoted.quote?.shipping ?? null,
            discount: quote.discount,
            discountCode: quoted.quote?.discountCode ?? null,
            grandTotal: quote.grandTotal,
            cart,
            idempotencyKey: attemptKey.current,
          },
        },
      });
      const r = res?.placeOrder;
      if (!r) {
        attemptKey.current = newKey();
        notify.error(UNEXPECTED_RESPONSE);
        return;
      }
      if (!r.order) {
        attemptKey.current = newKey();
        const unshown = form.serverErrors(r.errors);
        // A code used up or expired meanwhile, or prices changed: the totals are asked again.
        void client.refetchQueries({ include: ['CheckoutQuote'] });
        notify.error(unshown[0]?.message ?? r.errors[0]?.message ?? 'Something went wrong');
        return;
      }
      setCart([]);
      notify.success(r.message);
      void client.refetchQueries({ include: ['MyOrders'] });
      if (hostedCard) {
        // Straight on to Safepay; if that cannot start, the order page offers to pay.
        const started = await startOnlinePayment({ variables: { orderId: r.order.id } }).catch(() => null);
        const url = started?.data?.startOnlinePayment.redirectUrl;
        if (url) {
          window.location.assign(url);
          return;
        }
      }
      navigate(`/user/order/confirmation/${r.order.id}`, { replace: true });
    } catch (err) {
      notify.error(
        method === 'stripe' && !hostedCard
          ? 'Stripe Payment Failed'
          : (err as Error).message || 'Something went wrong',
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" mb="6" color="brand.900">
        Checkout
      </Heading>
      <Form form={form} onSubmit={onSubmit}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
          <Stack gap="4" bg="white" p="6" borderRadius="card" boxShadow="sm">
            <Heading as="h2" size="lg">
              Billing and delivery
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField label="Name" name="name" autoComplete="name" />
              <TextField label="Email" name="email" type="email" autoComplete="email" />
              <SelectInput
                label="Province"
                name="street"
                placeholder="Select province"
                options={data?.provinces ?? []}
                onChange={() => setValue('city', '')}
              />
              <SelectInput
                label="City"
                name="city"
                placeholder="Select city"
                options={(cities.data?.cities ?? []).map((c) => c.name)}
                disabled={!province}
              />
            </Grid>
            <TextField label="Address" name="address" autoComplete="street-address" />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField label="Postal Code" name="zip" autoComplete="postal-code" />
              <TextField
                label="Mobile"
                name="mobile"
                type="tel"
                autoComplete="tel"
                placeholder="03001234567"
              />
            </Grid>

            <Heading as="h2" size="lg" mt="4">
              Payment method
            </Heading>
            <RadioGroup.Root
              value={method}
              onValueChange={(e) => setValue('paymentMethod', e.value ?? 'cod')}
              colorPalette="brand"
            >
              <Stack gap="3">
                {(options?.paymentMethods ?? []).map((m) => {
                  const card = m.code === 'stripe';
                  const disabled = card && !options?.cardEnabled;
                  return (
                    <Box key={m.code}>
                      <RadioGroup.Item value={m.code} disabled={disabled}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      {disabled && (
                        <Text fontSize="xs" color="ink.600" ml="7">
                          {options?.cardDisabledReason}
                        </Text>
                      )}
                      {method === m.code && !card && (
                        <Text fontSize="sm" color="ink.700" ml="7" mt="1" data-testid="payment-instructions">
                          {m.instructions}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </RadioGroup.Root>
            {method === 'stripe' && options?.publishableKey && (
              <Suspense fallback={<Text fontSize="sm">Loading card form…</Text>}>
                <CardPayment ref={card} publishableKey={options.publishableKey} />
              </Suspense>
            )}
          </Stack>

          <Stack gap="4" bg="white" p="6" borderRadius="card" boxShadow="sm" h="fit-content">
            <Heading as="h2" size="lg">
              Your order
            </Heading>
            {lines.map((l) => (
              <HStack key={l.id} justify="space-between" align="start" gap="3" data-testid="checkout-line">
                <Thumbnail src={l.image_url} size={48} />
                <Box flex="1" minW="0">
                  <Text fontWeight="medium">
                    {l.title} × {l.qty}
                  </Text>
                  {l.selectedAttributes.length > 0 && (
                    <Text fontSize="xs" color="ink.600">
                      {l.selectedAttributes.map((s) => s.attribute_value.value).join(', ')}
                    </Text>
                  )}
                </Box>
                <Text whiteSpace="nowrap">{formatRs(l.price * l.qty)}</Text>
              </HStack>
            ))}
            <DiscountCodeField applied={discountCode} error={codeError} onApply={setDiscountCode} />
            <CheckoutTotals quote={quote} />
            <Button type="submit" colorPalette="brand" size="lg" disabled={submitting || quoted.loading}>
              {submitting ? 'Processing...' : 'Place Order'}
            </Button>
          </Stack>
        </Grid>
      </Form>
    </Container>
  );
}
