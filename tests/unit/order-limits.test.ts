/** What one order may hold: per item (the same item on several lines counts together) and in all. */
import { lineLimitMessage, orderLimitMessage, OrderLimits } from '../../server/src/modules/orders/limits';
import { ValidationError } from '../../server/src/shared/errors';
import type { ShopPolicy } from '../../server/src/shared/inputs/shop-policy';

// The owner's policy as settings hold it; the limits read only its order caps.
const policy = { orders: { maxLineQty: 10, maxOrderQty: 25 } } as ShopPolicy;
const limits = new OrderLimits(() => Promise.resolve(policy));
const line = (productId: number, qty: number, over: { variantId?: number; values?: number[] } = {}) => ({
  productId,
  variantId: over.variantId ?? null,
  attributeValueIds: over.values ?? [],
  qty,
  title: `Product ${productId}`,
});

/** The field error a cart is refused with; null when it is accepted. */
async function refused(lines: ReturnType<typeof line>[]) {
  try {
    await limits.checkQuantities(lines);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).fieldErrors[0];
  }
}

describe('checkQuantities', () => {
  it('takes exactly the caps and refuses one more', async () => {
    expect(await refused([line(1, 10), line(2, 10), line(3, 5)])).toBeNull();
    expect(await refused([line(1, 11)])).toEqual({
      field: 'cart.0.qty',
      message: lineLimitMessage(10, 'Product 1'),
      code: 'QTY_LIMIT',
    });
    expect(await refused([line(1, 10), line(2, 10), line(3, 6)])).toEqual({
      field: 'cart',
      message: orderLimitMessage(25),
      code: 'QTY_LIMIT',
    });
  });

  it('adds up the same item over several lines, naming its first line', async () => {
    expect(await refused([line(2, 1), line(1, 6), line(1, 5)])).toMatchObject({ field: 'cart.1.qty' });
  });

  it('counts the same chosen values in any order as one item', async () => {
    expect(await refused([line(1, 6, { values: [3, 4] }), line(1, 5, { values: [4, 3] })])).toMatchObject({
      field: 'cart.0.qty',
    });
  });

  it('counts different variants and different values of a product as different items', async () => {
    expect(await refused([line(1, 10, { variantId: 7 }), line(1, 10, { variantId: 8 })])).toBeNull();
    expect(
      await refused([line(1, 10, { values: [3] }), line(1, 10, { values: [4] }), line(1, 5)]),
    ).toBeNull();
  });

  it('names the line cap before the order cap when both are passed', async () => {
    expect(await refused([line(1, 11), line(2, 10), line(3, 10)])).toMatchObject({ field: 'cart.0.qty' });
  });
});

it('checks a single quantity against the line cap on the field asked', async () => {
  const cap = await limits.lineCap();
  expect(() => cap.checkLineQty(10, 'Tote')).not.toThrow();
  expect(() => cap.checkLineQty(11, 'Tote', 'items.0.qty')).toThrow(
    expect.objectContaining({
      fieldErrors: [
        { field: 'items.0.qty', message: 'You can order at most 10 of "Tote" at a time.', code: 'QTY_LIMIT' },
      ],
    }),
  );
});
