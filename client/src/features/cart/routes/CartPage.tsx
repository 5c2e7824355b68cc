import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import {
  GrandTotalRow,
  LineItemCell,
  LineItemsHead,
  RemoveCell,
  TotalRow,
} from '../../../components/LineItems';
import { STACKED_TABLE } from '../../../components/stackedTable';
import { UNEXPECTED_RESPONSE } from '../../../lib/server-errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { formatRs } from '../../../lib/money';
import { FreeShippingNote } from '../../../components/FreeShippingNote';
import { useCartQuote } from '../../../lib/cart-quote';
import {
  CART_MESSAGES,
  cartInput,
  cartTotals,
  cartVar,
  changeQty,
  removeLine,
  setCart,
} from '../../../stores/cart';
import { checkLineStock, unavailableMessage } from '../api/stock';

export function CartPage() {
  usePageMeta('Cart');
  const client = useApolloClient();
  const lines = useReactiveVar(cartVar);
  const totals = cartTotals(lines);
  // Shipping needs the city (chosen at checkout); the server says how far free shipping is.
  const { quote } = useCartQuote(cartInput(lines));
  const checked = useRef(false);

  // Each line is checked against the server's stock once on load.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void (async () => {
      for (const line of cartVar()) {
        const answer = await checkLineStock(client, line);
        if (answer.state === 'unavailable') {
          setCart(removeLine(cartVar(), line.id));
          notify.warning(unavailableMessage(line.title));
        } else if (answer.state === 'overLimit') {
          // In stock, but more than one order may hold: the line stays, with the shop's message.
          notify.warning(answer.message);
        }
      }
    })();
  }, [client]);

  async function plus(id: string) {
    const line = cartVar().find((l) => l.id === id);
    if (!line) return;
    const answer = await checkLineStock(client, line, line.qty + 1);
    if (answer.state === 'available') setCart(changeQty(cartVar(), id, line.qty + 1));
    else if (answer.state === 'unavailable') notify.error(CART_MESSAGES.notEnough);
    else if (answer.state === 'overLimit') notify.error(answer.message);
    else notify.error(answer.state === 'unexpected' ? UNEXPECTED_RESPONSE : 'Error checking stock');
  }

  if (!lines.length) {
    return (
      <Container maxW="xl" py="24" textAlign="center">
        <Heading as="h1" size="2xl" mb="4">
          Your Cart Is Empty
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/shop">Go to Shop</RouterLink>
        </Button>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="2xl" mb="6" color="brand.900">
        Cart
      </Heading>
      <Box
        bg={{ base: 'transparent', md: 'white' }}
        borderRadius="card"
        boxShadow={{ base: 'none', md: 'sm' }}
      >
        <Table.Root size="sm" data-testid="cart-table" css={STACKED_TABLE}>
          <LineItemsHead removable />
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.id} data-testid="cart-line">
                <LineItemCell
                  imageUrl={l.image_url}
                  name={l.title}
                  options={l.selectedAttributes.map((s) => `${s.attribute.name}: ${s.attribute_value.value}`)}
                  thumbnail={64}
                />
                <Table.Cell data-label="Price">{formatRs(l.price)}</Table.Cell>
                <Table.Cell data-label="Quantity">
                  <HStack gap="1">
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={`Decrease quantity of ${l.title}`}
                      onClick={() => setCart(changeQty(cartVar(), l.id, l.qty - 1))}
                    >
                      −
                    </IconButton>
                    <Text minW="6" textAlign="center" data-testid="line-qty">
                      {l.qty}
                    </Text>
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={`Increase quantity of ${l.title}`}
                      onClick={() => void plus(l.id)}
                    >
                      +
                    </IconButton>
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label="Total" textAlign="end">
                  {formatRs(l.price * l.qty)}
                </Table.Cell>
                <RemoveCell name={l.title} onRemove={() => setCart(removeLine(cartVar(), l.id))} />
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex justify="flex-end" mt="6">
        <Stack
          bg="white"
          p="6"
          borderRadius="card"
          boxShadow="sm"
          minW={{ base: '100%', md: '340px' }}
          gap="3"
          data-testid="cart-totals"
        >
          <TotalRow label="Sub Total" value={formatRs(totals.subTotal)} testId="sub-total" />
          <TotalRow
            label="Shipping"
            value={
              <Text as="span" fontSize="sm">
                Shipping calculated at checkout
              </Text>
            }
            testId="shipping"
          />
          <GrandTotalRow amount={totals.subTotal} testId="grand-total" fontSize="lg" />
          <FreeShippingNote remaining={quote?.freeShippingRemaining} />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/user/checkout">Proceed TO Checkout</RouterLink>
          </Button>
        </Stack>
      </Flex>
    </Container>
  );
}
