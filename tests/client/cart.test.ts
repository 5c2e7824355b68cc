import {
  addToCart,
  attributeGroups,
  attributeKey,
  CART_KEY,
  CART_MESSAGES,
  cartTotals,
  changeQty,
  choose,
  chosenVariant,
  loadCart,
  optionState,
  priceRange,
  removeLine,
  setCart,
  type AddableProduct,
} from '../../client/src/stores/cart';

const size = { id: 1, name: 'Size' };
const colour = { id: 2, name: 'Colour' };
const bunny: AddableProduct = {
  id: 10,
  title: 'Bunny',
  price: 1500,
  stock: 5,
  imageUrl: '/b.webp',
  attributeValues: [
    { id: 101, value: 'Small', code: 'S', qty: 2, attribute: size },
    { id: 102, value: 'Medium', code: 'M', qty: 0, attribute: size },
    { id: 201, value: 'Red', code: 'RED', qty: 4, attribute: colour },
  ],
};
const plain: AddableProduct = {
  id: 11,
  title: 'Coaster',
  price: 899.99,
  stock: 3,
  imageUrl: null,
  attributeValues: [],
};

describe('add to cart rules (spec section 5)', () => {
  it('refuses an out-of-stock product with an info message', () => {
    const r = addToCart([], { ...plain, stock: 0 }, [], 1).result;
    expect(r).toEqual({ ok: false, message: CART_MESSAGES.outOfStock, level: 'info' });
    expect(CART_MESSAGES.outOfStock).toBe('Product is out of stock.');
  });

  it('needs exactly one value per attribute (listing and detail page texts)', () => {
    expect(addToCart([], bunny, [101], 1).result.message).toBe('Please select one value for each attribute.');
    expect(addToCart([], bunny, [101, 102, 201], 1, { detailPage: true }).result.message).toBe(
      'Please select one option for each attribute.',
    );
  });

  it('refuses a variant with zero stock and a quantity above the variant stock', () => {
    expect(addToCart([], bunny, [102, 201], 1).result.message).toBe('This variant is out of stock.');
    expect(addToCart([], bunny, [101, 201], 3).result.message).toBe(
      'Required Quantity not available for this product variant.',
    );
  });

  it('refuses a quantity above the product stock, counting what is already in the cart', () => {
    const first = addToCart([], plain, [], 2);
    expect(first.result).toEqual({ ok: true, message: 'Product Successfully Added To the Cart' });
    expect(addToCart(first.lines, plain, [], 2).result.message).toBe('No more stock available.');
  });

  it('merges the same values into one line and keeps different values separate', () => {
    let lines = addToCart([], bunny, [101, 201], 1).lines;
    lines = addToCart(lines, bunny, [201, 101], 1).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(2);
    const other = {
      ...bunny,
      attributeValues: [
        ...bunny.attributeValues,
        { id: 103, value: 'Large', code: 'L', qty: 9, attribute: size },
      ],
    };
    lines = addToCart(lines, other, [103, 201], 1).lines;
    expect(lines.map((l) => l.attributeKey)).toEqual(['RED-S', 'L-RED']);
  });
});

describe('cart persistence', () => {
  beforeEach(() => localStorage.clear());

  it('stores lines under "cart" in the spec line format', () => {
    const { lines } = addToCart([], bunny, [201, 101], 2);
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
          { attribute: size, attribute_value: { id: 101, value: 'Small', code: 'S', qty: 2 } },
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
    let lines = addToCart([], plain, [], 3).lines;
    lines = changeQty(lines, lines[0].id, 0);
    expect(lines[0].qty).toBe(1);
    lines = changeQty(lines, lines[0].id, 3);
    expect(cartTotals(lines)).toEqual({ subTotal: 2699.97, shipping: 200, grandTotal: 2899.97, count: 3 });
    expect(cartTotals(removeLine(lines, lines[0].id))).toEqual({
      subTotal: 0,
      shipping: 0,
      grandTotal: 0,
      count: 0,
    });
    expect(attributeKey([])).toBe('');
  });
});

/** The seeded "Amigurumi Cat Family": variants S/Cream (Rs 3,100, stock 3) and M/Pink (Rs 3,400, stock 0); product qty 0. */
const sizeAttr = { id: 1, name: 'Size' };
const colourAttr = { id: 2, name: 'Colour' };
const opt = (
  id: number,
  value: string,
  code: string,
  attribute: { id: number; name: string },
  qty: number,
) => ({ id, value, code, qty, attribute });
const cats: AddableProduct = {
  id: 30,
  title: 'Amigurumi Cat Family',
  price: 3100,
  stock: 3,
  imageUrl: null,
  attributeValues: [],
  variants: [
    {
      id: 71,
      price: 3100,
      stock: 3,
      options: [opt(101, 'Small', 'S', sizeAttr, 3), opt(202, 'Cream', 'CRM', colourAttr, 3)],
    },
    {
      id: 72,
      price: 3400,
      stock: 0,
      options: [opt(102, 'Medium', 'M', sizeAttr, 0), opt(204, 'Pink', 'PNK', colourAttr, 0)],
    },
  ],
};

describe('products with explicit variants', () => {
  it('offers one picker per dimension, from the variants', () => {
    expect(attributeGroups(cats).map((g) => [g.attribute.name, g.values.map((v) => v.value)])).toEqual([
      ['Size', ['Small', 'Medium']],
      ['Colour', ['Cream', 'Pink']],
    ]);
    expect(priceRange(cats)).toEqual([3100, 3400]);
  });

  it('hides combinations that do not exist and marks sold-out ones', () => {
    const [size, colour] = attributeGroups(cats);
    expect(size.values.map((v) => optionState(cats, {}, 1, v))).toEqual(['available', 'soldOut']);
    expect(colour.values.map((v) => optionState(cats, {}, 2, v))).toEqual(['available', 'soldOut']);
    // Small chosen: Pink does not exist in Small.
    expect(colour.values.map((v) => optionState(cats, { 1: 101 }, 2, v))).toEqual(['available', 'hidden']);
  });

  it('clears a later choice that no longer goes with an earlier one', () => {
    const withPink = choose(cats, {}, 2, 204);
    expect(choose(cats, withPink, 1, 101)).toEqual({ 1: 101 });
    expect(chosenVariant(cats, choose(cats, { 1: 101 }, 2, 202))?.id).toBe(71);
    expect(chosenVariant(cats, { 1: 101 })).toBeNull();
  });

  it("adds a line with the variant's id, price and stock, and the spec's messages", () => {
    expect(addToCart([], cats, [101], 1).result.message).toBe('Please select one value for each attribute.');
    expect(addToCart([], cats, [102, 204], 1).result.message).toBe('This variant is out of stock.');
    expect(addToCart([], cats, [101, 202], 4).result.message).toBe(
      'Required Quantity not available for this product variant.',
    );
    const { lines, result } = addToCart([], cats, [202, 101], 2);
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
          { attribute: sizeAttr, attribute_value: { id: 101, value: 'Small', code: 'S', qty: 3 } },
          { attribute: colourAttr, attribute_value: { id: 202, value: 'Cream', code: 'CRM', qty: 3 } },
        ],
        attributeKey: 'CRM-S',
      },
    ]);
    // What is already in the cart counts against the variant's stock.
    expect(addToCart(lines, cats, [101, 202], 2).result.message).toBe(
      'Required Quantity not available for this product variant.',
    );
    expect(addToCart(lines, cats, [101, 202], 1).lines[0].qty).toBe(3);
  });

  it('is sold out when every variant is at 0, whatever its plain qty', () => {
    const soldOut = { ...cats, stock: 0, variants: cats.variants!.map((v) => ({ ...v, stock: 0 })) };
    expect(addToCart([], soldOut, [101, 202], 1).result).toEqual({
      ok: false,
      message: 'Product is out of stock.',
      level: 'info',
    });
  });
});
