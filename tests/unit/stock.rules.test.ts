/**
 * Available stock, cell by cell: a line naming a variant draws on that variant alone; any other
 * line on each chosen value's qty and on the product's qty, the least of them; a product shows
 * its variants' stock summed, else its qty. The first shortfall names the spec's message and field.
 */
import {
  availableFor,
  cellsOf,
  shownStock,
  stockShortfall,
  type ProductStock,
} from '../../server/src/modules/inventory/stock.rules';
import { STOCK_MESSAGES } from '../../server/src/shared/inputs/shop-constants';

const stock: ProductStock = {
  qty: 5,
  values: new Map([
    [11, 3], // Small
    [12, 0], // Medium, sold out
    [21, 9], // Red
  ]),
  variants: new Map([
    [101, 4],
    [102, 0],
  ]),
};
const asked = (n: number) => () => n;

describe('cellsOf', () => {
  it('is the variant alone for a variant line, whatever values it also names', () => {
    expect(cellsOf({ variantId: 101, attributeValueIds: [11, 21] })).toEqual([{ kind: 'variant', id: 101 }]);
  });

  it('is each chosen value in id order, then the product', () => {
    expect(cellsOf({ attributeValueIds: [21, 11] })).toEqual([
      { kind: 'value', id: 11 },
      { kind: 'value', id: 21 },
      { kind: 'product' },
    ]);
    expect(cellsOf({ variantId: null, attributeValueIds: [] })).toEqual([{ kind: 'product' }]);
  });
});

describe('availableFor', () => {
  it("is the least of the line's cells", () => {
    expect(availableFor(stock, { attributeValueIds: [] })).toBe(5);
    expect(availableFor(stock, { attributeValueIds: [11] })).toBe(3);
    expect(availableFor(stock, { attributeValueIds: [11, 21] })).toBe(3);
    expect(availableFor(stock, { attributeValueIds: [21] })).toBe(5);
    expect(availableFor(stock, { attributeValueIds: [12, 21] })).toBe(0);
  });

  it("is the variant's own stock, not bounded by the product's qty", () => {
    expect(availableFor({ ...stock, qty: 0 }, { variantId: 101, attributeValueIds: [] })).toBe(4);
  });

  it('is undefined for a variant or value the product does not have', () => {
    expect(availableFor(stock, { variantId: 999, attributeValueIds: [] })).toBeUndefined();
    expect(availableFor(stock, { attributeValueIds: [11, 99] })).toBeUndefined();
  });
});

describe('shownStock', () => {
  it("sums the variants' stock when there are variants, ignoring the product's qty", () => {
    expect(shownStock(50, [{ stock: 4 }, { stock: 0 }, { stock: 3 }])).toBe(7);
    expect(shownStock(50, [{ stock: 0 }])).toBe(0);
  });

  it('is the qty without variants', () => {
    expect(shownStock(50, [])).toBe(50);
  });
});

describe('stockShortfall', () => {
  it('lets a line have exactly what is left, and not one more', () => {
    expect(stockShortfall(stock, { attributeValueIds: [] }, asked(5))).toBeNull();
    expect(stockShortfall(stock, { attributeValueIds: [] }, asked(6))).toEqual({
      message: STOCK_MESSAGES.noMore,
      field: 'qty',
    });
    expect(stockShortfall(stock, { variantId: 101, attributeValueIds: [] }, asked(4))).toBeNull();
    expect(stockShortfall(stock, { variantId: 101, attributeValueIds: [] }, asked(5))).toEqual({
      message: STOCK_MESSAGES.variantShort,
      field: 'qty',
    });
  });

  it('says sold out, not "no more", when a cell is empty', () => {
    expect(stockShortfall({ ...stock, qty: 0 }, { attributeValueIds: [] }, asked(1))).toEqual({
      message: STOCK_MESSAGES.outOfStock,
      field: 'qty',
    });
    expect(stockShortfall(stock, { variantId: 102, attributeValueIds: [] }, asked(1))).toEqual({
      message: STOCK_MESSAGES.variantOut,
      field: 'variant_id',
    });
    expect(stockShortfall(stock, { attributeValueIds: [12] }, asked(1))).toEqual({
      message: STOCK_MESSAGES.variantOut,
      field: 'items',
    });
  });

  it('names the chosen values (items) before the product when both fall short', () => {
    expect(stockShortfall({ ...stock, qty: 1 }, { attributeValueIds: [11] }, asked(4))).toEqual({
      message: STOCK_MESSAGES.variantShort,
      field: 'items',
    });
  });

  it('asks each cell for what the caller counts against it (lines sharing a cell add up)', () => {
    const wanted = (cell: { kind: string }) => (cell.kind === 'product' ? 6 : 2);
    expect(stockShortfall(stock, { attributeValueIds: [11] }, wanted)).toEqual({
      message: STOCK_MESSAGES.noMore,
      field: 'qty',
    });
  });

  it('refuses a variant or value the product does not have, on the field that named it', () => {
    expect(stockShortfall(stock, { variantId: 999, attributeValueIds: [] }, asked(1))).toEqual({
      message: STOCK_MESSAGES.unknownVariant,
      field: 'variant_id',
    });
    expect(stockShortfall(stock, { attributeValueIds: [99] }, asked(1))).toEqual({
      message: STOCK_MESSAGES.unknownVariant,
      field: 'items',
    });
  });
});
