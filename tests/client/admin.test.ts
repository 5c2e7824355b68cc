import { attributeInput, productInput } from '@inputs/catalog';
import { altFormSchema } from '../../client/src/features/admin/AltProductFormPage';
import { flattenTree } from '../../client/src/features/admin/CategoriesPage';
import { toProductInput } from '../../client/src/features/admin/ProductFormPage';
import { mergeProductForm, touchedStock } from '../../client/src/features/admin/product-merge';
import { messages } from './support/schemas';

const blank = {
  title: '',
  categoryId: '',
  brandId: '',
  shortDescription: '',
  description: '',
  price: '',
  comparePrice: '',
  qty: '',
  sku: '',
  barcode: '',
  isFeatured: '',
  status: '',
};

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

  it('sends typed values, blanks as none and attribute value quantities of at least 1 (default 1)', () => {
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
    expect(input.attributeValues).toEqual(
      [
        [4, 1],
        [5, 1],
        [6, 1],
        [7, 1],
        [8, 1],
        [9, 7],
      ].map(([attributeValueId, qty]) => ({ attributeValueId, qty })),
    );
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
    expect(
      messages(altFormSchema, {
        name: 'Cat',
        description: '',
        basePrice: '3100',
        categoryId: '4',
        variants: [filled],
      }),
    ).toEqual({});
    expect(
      messages(altFormSchema, {
        name: 'Cat',
        description: '',
        basePrice: 'abc',
        categoryId: '4',
        variants: [{ ...filled, stock: '1.5' }],
      }),
    ).toEqual({
      basePrice: 'Base price is required',
      'variants.0.stock': 'Stock is required',
    });
    expect(
      messages(altFormSchema, {
        name: 'Cat',
        description: '',
        basePrice: '3100',
        categoryId: '4',
        variants: [filled, { ...filled, sku: 'cat-s ' }],
      }),
    ).toEqual({
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

describe('saving an edit form whose product changed meanwhile (three-way merge)', () => {
  const loaded = {
    values: { ...blank, title: 'Rose Cushion', price: '1500', qty: '3', sku: 'C-1' },
    chosen: { 7: '3' },
    attrs: [2],
    version: 4,
  };
  // Three units sold and another admin fixed the SKU since the form was opened.
  const now = {
    values: { ...loaded.values, qty: '0', sku: 'C-01' },
    chosen: { 7: '0' },
    attrs: [2],
    version: 9,
  };

  it("re-applies the admin's own edits on top of the current product when none touches stock", () => {
    const mine = {
      values: { ...loaded.values, title: 'Rose Cushion (large)' },
      chosen: { 7: '3' },
      attrs: [2],
    };
    expect(touchedStock(loaded, mine)).toBe(false);
    expect(mergeProductForm(loaded, mine, now)).toEqual({
      values: { ...loaded.values, title: 'Rose Cushion (large)', qty: '0', sku: 'C-01' },
      chosen: { 7: '0' },
      attrs: [2],
      version: 9,
    });
  });

  it('sees a changed quantity, or a changed value stock or link, as a stock edit, and can drop those for the current stock', () => {
    const qty = { values: { ...loaded.values, qty: '10', title: 'New' }, chosen: { 7: '3' }, attrs: [2] };
    const valueStock = { values: loaded.values, chosen: { 7: '5' }, attrs: [2] };
    const unlinked = { values: loaded.values, chosen: {}, attrs: [] };
    for (const mine of [qty, valueStock, unlinked]) expect(touchedStock(loaded, mine)).toBe(true);
    expect(mergeProductForm(loaded, qty, now, { stock: 'theirs' })).toEqual({
      values: { ...now.values, title: 'New' },
      chosen: { 7: '0' },
      attrs: [2],
      version: 9,
    });
    expect(mergeProductForm(loaded, valueStock, now, { stock: 'theirs' }).chosen).toEqual({ 7: '0' });
    // Kept when the form merely reloads (an image changed): they are still the admin's unsaved edits.
    expect(mergeProductForm(loaded, qty, now).values.qty).toBe('10');
    expect(mergeProductForm(loaded, valueStock, now).chosen).toEqual({ 7: '5' });
  });
});
