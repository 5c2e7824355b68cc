/**
 * The cart (client/src/stores/cart.ts): lines in the spec's storage format, totals in paisa, and
 * adding by the server's answers (`purchasable`, each combination's `availableStock` and
 * messages: tests/api/purchase-options.test.ts proves those against checkStock), counting what
 * the cart already holds. The pickers' state over the combinations (purchase-choice.ts).
 */
import {
  addToCart,
  attributeKey,
  CART_KEY,
  CART_MESSAGES,
  cartTotals,
  changeQty,
  chosenCombination,
  loadCart,
  removeLine,
  setCart,
  type AddableProduct,
  type PurchaseCombination,
} from '../../client/src/stores/cart';
import { choose, valueState } from '../../client/src/features/storefront/components/purchase-choice';
import { cats, colour, medium, size, small } from './support/cat-family';

const SHORT = 'Required Quantity not available for this product variant.';
const OUT = 'This variant is out of stock.';
const combination = (over: Partial<PurchaseCombination> & { attributeValueIds: number[] }) => ({
  variantId: null,
  price: 1500,
  availableStock: 0,
  soldOutMessage: OUT,
  shortMessage: SHORT,
  ...over,
});

/** Linked values: Small (2), Medium (0), Red (4); the product's own stock 5. */
const bunny: AddableProduct = {
  id: 10,
  title: 'Bunny',
  imageUrl: '/b.webp',
  purchasable: true,
  purchaseOptions: {
    groups: [
      {
        attribute: size,
        values: [small(2), medium(0)],
      },
      { attribute: colour, values: [{ id: 201, value: 'Red', code: 'RED', qty: 4 }] },
    ],
    combinations: [
      combination({ attributeValueIds: [101, 201], availableStock: 2, soldOutMessage: null }),
      combination({ attributeValueIds: [102, 201] }),
    ],
  },
};
const plain: AddableProduct = {
  id: 11,
  title: 'Coaster',
  imageUrl: null,
  purchasable: true,
  purchaseOptions: {
    groups: [],
    combinations: [
      combination({
        attributeValueIds: [],
        price: 899.99,
        availableStock: 3,
        soldOutMessage: null,
        shortMessage: 'No more stock available.',
      }),
    ],
  },
};

describe('add to cart by the server answers (spec section 5)', () => {
  it('refuses a product that is not purchasable with an info message', () => {
    const r = addToCart([], { ...plain, purchasable: false }, {}, 1).result;
    expect(r).toEqual({ ok: false, message: CART_MESSAGES.outOfStock, level: 'info' });
    expect(CART_MESSAGES.outOfStock).toBe('Product is out of stock.');
  });

  it('needs exactly one value per picker (listing and detail page texts)', () => {
    expect(addToCart([], bunny, { 1: 101 }, 1).result.message).toBe(
      'Please select one value for each attribute.',
    );
    expect(addToCart([], bunny, { 2: 201 }, 1, { detailPage: true }).result.message).toBe(
      'Please select one option for each attribute.',
    );
  });

  it("shows the combination's own messages: sold out, and more than its available stock", () => {
    expect(addToCart([], bunny, { 1: 102, 2: 201 }, 1).result.message).toBe(OUT);
    expect(addToCart([], bunny, { 1: 101, 2: 201 }, 3).result.message).toBe(SHORT);
  });

  it('counts what is already in the cart against the available stock', () => {
    const first = addToCart([], plain, {}, 2);
    expect(first.result).toEqual({ ok: true, message: 'Product Successfully Added To the Cart' });
    expect(addToCart(first.lines, plain, {}, 2).result.message).toBe('No more stock available.');
    expect(addToCart(first.lines, plain, {}, 1).lines).toEqual([expect.objectContaining({ qty: 3 })]);
  });

  it('merges the same values into one line and keeps different values separate', () => {
    let lines = addToCart([], bunny, { 1: 101, 2: 201 }, 1).lines;
    lines = addToCart(lines, bunny, { 2: 201, 1: 101 }, 1).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(2);
    const other: AddableProduct = {
      ...bunny,
      purchaseOptions: {
        groups: [
          { ...bunny.purchaseOptions.groups[0], values: [{ id: 103, value: 'Large', code: 'L', qty: 9 }] },
          bunny.purchaseOptions.groups[1],
        ],
        combinations: [
          combination({ attributeValueIds: [103, 201], availableStock: 4, soldOutMessage: null }),
        ],
      },
    };
    lines = addToCart(lines, other, { 1: 103, 2: 201 }, 1).lines;
    expect(lines.map((l) => l.attributeKey)).toEqual(['RED-S', 'L-RED']);
  });
});

describe('cart persistence', () => {
  beforeEach(() => localStorage.clear());

  it('stores lines under "cart" in the spec line format', () => {
    const { lines } = addToCart([], bunny, { 2: 201, 1: 101 }, 2);
    setCart(lines);
    const stored = JSON.parse(localStorage.getItem(CART_KEY)!);
    expect(stored).toEqual([
      {
        id: '10-RED-S',
        product_id: 10,
        title: 'Bunny',
        price: 1500,
        qty: 2,
        image_url: '/b.webp',
        stock: 2,
        selectedAttributes: [
          { attribute: size, attribute_value: small(2) },
          { attribute: colour, attribute_value: { id: 201, value: 'Red', code: 'RED', qty: 4 } },
        ],
        attributeKey: 'RED-S',
      },
    ]);
    expect(loadCart()).toEqual(stored);
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(CART_KEY, '{not json');
    expect(loadCart()).toEqual([]);
    localStorage.setItem(CART_KEY, JSON.stringify([{ nope: 1 }, 5]));
    expect(loadCart()).toEqual([]);
  });

  it('never lets the quantity go below 1, removes lines and totals exactly', () => {
    let lines = addToCart([], plain, {}, 3).lines;
    lines = changeQty(lines, lines[0].id, 0);
    expect(lines[0].qty).toBe(1);
    lines = changeQty(lines, lines[0].id, 3);
    expect(cartTotals(lines)).toEqual({ subTotal: 2699.97, count: 3 });
    expect(cartTotals(removeLine(lines, lines[0].id))).toEqual({ subTotal: 0, count: 0 });
    expect(attributeKey([])).toBe('');
  });
});

describe('pickers over the combinations', () => {
  it('hides values no combination has with the earlier choices, and marks sold-out ones', () => {
    const o = cats.purchaseOptions;
    expect([101, 102].map((v) => valueState(o, {}, 1, v))).toEqual(['available', 'soldOut']);
    expect([202, 204].map((v) => valueState(o, {}, 2, v))).toEqual(['available', 'soldOut']);
    // Small chosen: Pink does not exist in Small.
    expect([202, 204].map((v) => valueState(o, { 1: 101 }, 2, v))).toEqual(['available', 'hidden']);
  });

  it('clears a later choice that no longer goes with an earlier one', () => {
    const o = cats.purchaseOptions;
    const withPink = choose(o, {}, 2, 204);
    expect(choose(o, withPink, 1, 101)).toEqual({ 1: 101 });
    expect(chosenCombination(o, choose(o, { 1: 101 }, 2, 202))?.variantId).toBe(71);
    expect(chosenCombination(o, { 1: 101 })).toBeNull();
  });

  it("adds a variant's line with its id, price and stock", () => {
    const { lines, result } = addToCart([], cats, { 2: 202, 1: 101 }, 2);
    expect(result.ok).toBe(true);
    expect(lines).toEqual([
      {
        id: '30-CRM-S',
        product_id: 30,
        title: 'Amigurumi Cat Family',
        price: 3100,
        qty: 2,
        image_url: null,
        stock: 3,
        variant_id: 71,
        selectedAttributes: [
          { attribute: size, attribute_value: small(3) },
          { attribute: colour, attribute_value: { id: 202, value: 'Cream', code: 'CRM', qty: 3 } },
        ],
        attributeKey: 'CRM-S',
      },
    ]);
    expect(addToCart(lines, cats, { 1: 101, 2: 202 }, 2).result.message).toBe(SHORT);
    expect(addToCart(lines, cats, { 1: 101, 2: 202 }, 1).lines[0].qty).toBe(3);
  });
});
