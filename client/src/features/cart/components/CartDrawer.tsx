import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '../../../lib/reactive-var';
import { Link as RouterLink } from 'react-router-dom';
import { Thumbnail } from '../../../components/Thumbnail';
import { formatRs } from '../../../lib/money';
import { FreeShippingNote } from '../../../components/FreeShippingNote';
import { useCartQuote } from '../../../lib/cart-quote';
import { cartDrawerOpenVar, cartInput, cartTotals, cartVar } from '../../../stores/cart';

export function CartDrawer() {
  const open = useReactiveVar(cartDrawerOpenVar);
  const lines = useReactiveVar(cartVar);
  const { subTotal } = cartTotals(lines);
  const { quote } = useCartQuote(open ? cartInput(lines) : []);
  const close = () => cartDrawerOpenVar(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => cartDrawerOpenVar(e.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-drawer">
            <Drawer.Header data-testid="cart-drawer-header">
              <Drawer.Title fontFamily="heading">Your Cart</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {lines.length === 0 ? (
                <Text color="ink.600">Your Cart Is Empty</Text>
              ) : (
                <Stack gap="4">
                  {lines.map((l) => (
                    <HStack key={l.id} gap="3" align="start">
                      <Thumbnail src={l.image_url} size={64} />
                      <Box flex="1">
                        <Text fontWeight="medium">{l.title}</Text>
                        {l.selectedAttributes.length > 0 && (
                          <Text fontSize="sm" color="ink.600">
                            {l.selectedAttributes
                              .map((s) => `${s.attribute.name}: ${s.attribute_value.value}`)
                              .join(', ')}
                          </Text>
                        )}
                        <Text fontSize="sm">
                          {l.qty} × {formatRs(l.price)}
                        </Text>
                      </Box>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
              <HStack justify="space-between">
                <Text fontWeight="semibold">Sub Total</Text>
                <Text fontWeight="bold" data-testid="drawer-subtotal">
                  {formatRs(subTotal)}
                </Text>
              </HStack>
              <FreeShippingNote remaining={quote?.freeShippingRemaining} />
              <Button asChild colorPalette="brand" onClick={close}>
                <RouterLink to="/cart">View Cart</RouterLink>
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
