import { attributeInput, productInput } from '@inputs/catalog';
import { altFormSchema } from '../../client/src/features/admin-products/routes/AltProductFormPage';
import { flattenTree } from '../../client/src/lib/tree';
import { EMPTY, toProductInput } from '../../client/src/features/admin-products/components/product-values';
import {
  mergeProductForm,
  seenAgain,
  stockChanges,
} from '../../client/src/features/admin-products/components/product-merge';
import { messages } from './support/schemas';

const blank = EMPTY;

describe('product form (the shared schema on the form as typed)', () => {
  it('gives the spec messages, the double space of the price message included', () => {
    expect(messages(productInput, blank)).toEqual({
      title: 'The title field is required',
      categoryId: 'Please select a category',
      price: 'The  price field is required',
      sku: 'The sku field is required',
      isFeatured: 'Please select Featured status',
      status: 'Please select a status',
    });
    expect(
      messages(productInput, {
        ...blank,
        title: 'T',
        categoryId: '3',
        price: '10',
        sku: 'S',
        isFeatured: 'no',
        status: '0',
      }),
    ).toEqual({});
  });

  it('sends typed values, blanks as none, and value quantities as whole numbers of at least 0 (none when empty or invalid)', () => {
    const chosen = { 4: '', 5: 'abc', 6: '0', 7: '-3', 8: '2.5', 9: '7' };
    const input = toProductInput(
      { ...blank, title: ' T ', categoryId: '3', price: '10.5', sku: 'S', isFeatured: 'no', status: '0' },
      chosen,
    );
    expect(input).toMatchObject({
      title: 'T',
      categoryId: 3,
      price: 10.5,
      isFeatured: false,
      status: 0,
      brandId: null,
      comparePrice: null,
      qty: undefined,
      barcode: null,
    });
    // A value linked with no quantity (or 0) starts at 1 on the server (the spec's minimum for a new value);
    // a sold-out value's 0 is kept as 0.
    expect(input.attributeValues).toEqual([
      { attributeValueId: 4 },
      { attributeValueId: 5 },
      { attributeValueId: 6, qty: 0 },
      { attributeValueId: 7 },
      { attributeValueId: 8 },
      { attributeValueId: 9, qty: 7 },
    ]);
  });

  it('checks the alternative form per variant, asks for a category, and refuses one SKU twice', () => {
    const variant = { sku: '', price: '', stock: '', size: '', color: '' };
    expect(
      messages(altFormSchema, {
        name: '',
        description: '',
        basePrice: '',
        categoryId: '',
        variants: [variant],
      }),
    ).toEqual({
      name: 'Product name is required',
      basePrice: 'Base price is required',
      'variants.0.sku': 'SKU is required',
      'variants.0.price': 'Price is required',
      'variants.0.stock': 'Stock is required',
      'variants.0.size': 'Size is required',
      'variants.0.color': 'Color is required',
      categoryId: 'Please select a category',
    });
    const filled = { sku: 'CAT-S', price: '3100.50', stock: '3', size: 'S', color: 'Cream' };
    /** The messages for a cat in category 4 at Rs 3,100 with `variants`, `over` the form's values. */
    const cat = (variants: object[], over: object = {}) =>
      messages(altFormSchema, {
        name: 'Cat',
        description: '',
        basePrice: '3100',
        categoryId: '4',
        variants,
        ...over,
      });
    expect(cat([filled])).toEqual({});
    expect(cat([{ ...filled, stock: '1.5' }], { basePrice: 'abc' })).toEqual({
      basePrice: 'Base price is required',
      'variants.0.stock': 'Stock is required',
    });
    expect(cat([filled, { ...filled, sku: 'cat-s ' }])).toEqual({
      variants: 'Each variant needs its own SKU.',
    });
  });
});

describe('attribute form rows', () => {
  it('needs a name, drops blank rows on save and needs one value', () => {
    expect(messages(attributeInput, { name: ' ', values: [{ id: null, value: 'S', code: '' }] })).toEqual({
      name: 'Attribute name is required.',
    });
    expect(messages(attributeInput, { name: 'Size', values: [{ id: null, value: '  ', code: '' }] })).toEqual(
      { values: 'At least one value is required.' },
    );
    const rows = [
      { id: 4, value: 'Small', code: 'S' },
      { id: null, value: '   ', code: 'X' },
      { id: null, value: 'Large ', code: '' },
    ];
    expect(attributeInput.parse({ name: 'Size', values: rows }).values).toEqual([
      { id: 4, value: 'Small', code: 'S' },
      { id: null, value: 'Large', code: null },
    ]);
  });
});

describe('category tree', () => {
  it('prefixes a dash per level and lists each node with its descendants', () => {
    const rows = flattenTree([
      {
        id: 1,
        name: 'Amigurumi',
        children: [{ id: 2, name: 'Animals', children: [{ id: 3, name: 'Bears' }] }],
      },
      { id: 4, name: 'Baby' },
    ]);
    expect(rows.map((r) => r.label)).toEqual(['Amigurumi', '- Animals', '-- Bears', 'Baby']);
    expect(rows[0].ids).toEqual([1, 2, 3]);
  });
});

describe('the edit form: only the stock the admin changed, and a three-way merge of the rest', () => {
  const loaded = {
    values: { ...blank, title: 'Rose Cushion', price: '1500', qty: '3', sku: 'C-1' },
    chosen: { 7: '3', 8: '0' },
    attrs: [2],
    variants: { 31: '4' },
    version: 4,
  };
  // Three units sold and another admin fixed the SKU since the form was opened.
  const now = {
    values: { ...loaded.values, qty: '0', sku: 'C-01' },
    chosen: { 7: '0', 8: '0' },
    attrs: [2],
    variants: { 31: '2' },
    version: 9,
  };

  it('sends no stock for an unchanged form, a set naming the quantity seen, or an adjustment', () => {
    expect(stockChanges(loaded, loaded)).toEqual({ changes: [], errors: [] });
    const edits = {
      ...loaded,
      values: { ...loaded.values, qty: ' 10 ' },
      chosen: { 7: '+12', 8: '0', 9: '5' },
      variants: { 31: '\u22121' },
    };
    expect(stockChanges(loaded, edits)).toEqual({
      changes: [
        { attributeValueId: null, variantId: null, quantity: 10, compareQuantity: 3 },
        { attributeValueId: 7, variantId: null, delta: 12 },
        { attributeValueId: null, variantId: 31, delta: -1 },
      ],
      errors: [],
    });
    expect(stockChanges(loaded, { ...loaded, chosen: { 7: 'lots', 8: '+0' } }).errors).toEqual([
      { field: 'attributeValues.7.qty', message: expect.stringContaining('+12') },
      { field: 'attributeValues.8.qty', message: expect.stringContaining('+12') },
    ]);
  });

  it("re-applies the admin's own edits on top of the current product; untouched stock shows the current quantity", () => {
    const mine = { ...loaded, values: { ...loaded.values, title: 'Rose Cushion (large)' } };
    const merged = mergeProductForm(loaded, mine, now);
    expect(merged.form).toEqual({
      values: { ...loaded.values, title: 'Rose Cushion (large)', qty: '0', sku: 'C-01' },
      chosen: { 7: '0', 8: '0' },
      attrs: [2],
      variants: { 31: '2' },
      version: 9,
    });
    expect(merged.base).toEqual(now);
    expect(stockChanges(merged.base, merged.form).changes).toEqual([]);
  });

  it('keeps a stock cell the admin changed, and the quantity the admin saw for its set', () => {
    const mine = { ...loaded, values: { ...loaded.values, qty: '10' }, chosen: { 7: '+2', 8: '0' } };
    const merged = mergeProductForm(loaded, mine, now);
    expect(merged.form.values.qty).toBe('10');
    expect(merged.form.chosen).toEqual({ 7: '+2', 8: '0' });
    expect(merged.base.values.qty).toBe('3');
    expect(stockChanges(merged.base, merged.form).changes).toEqual([
      { attributeValueId: null, variantId: null, quantity: 10, compareQuantity: 3 },
      { attributeValueId: 7, variantId: null, delta: 2 },
    ]);
    // Refused (the stock moved): the current quantities are seen anew, the admin's text kept.
    const again = seenAgain(merged.base, [{ field: 'qty', quantity: 0 }]);
    expect(stockChanges(again, merged.form).changes[0]).toEqual({
      attributeValueId: null,
      variantId: null,
      quantity: 10,
      compareQuantity: 0,
    });
  });

  it("takes the admin's links when the admin ticked or unticked a value, a new one with its first quantity", () => {
    const mine = { ...loaded, chosen: { 7: '3', 9: '4' } };
    const merged = mergeProductForm(loaded, mine, now);
    expect(merged.form.chosen).toEqual({ 7: '0', 9: '4' });
    expect(stockChanges(merged.base, merged.form).changes).toEqual([]);
  });
});
