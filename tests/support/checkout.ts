/** The delivery contact of a test checkout, paying cash on delivery, as GraphQL's PlaceOrderInput spells it. */
export function placeOrderInput(cart: unknown, extra: Record<string, unknown> = {}) {
  const { payment_method: paymentMethod, ...contact } = checkoutBody(cart);
  return { ...contact, paymentMethod, ...extra };
}

/**
 * The REST checkout body (`POST /api/save-order`) as the shop's client sends it: a Lahore
 * delivery contact paying cash on delivery, with `extra` fields in place of (or beside) those.
 */
export function checkoutBody(cart: unknown, extra: Record<string, unknown> = {}) {
  return {
    name: 'Buyer',
    email: 'buyer@example.pk',
    street: 'Punjab',
    city: 'Lahore',
    address: 'House 1',
    zip: '54000',
    mobile: '03001234567',
    payment_method: 'cod',
    cart,
    ...extra,
  };
}
