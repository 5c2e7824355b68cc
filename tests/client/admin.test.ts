import { validateAltForm } from '../../client/src/features/admin/AltProductFormPage';
import { emptyRow, removeRow, rowsToSave, validateAttribute } from '../../client/src/features/admin/attribute-rows';
import { flattenTree } from '../../client/src/features/admin/CategoriesPage';
import { validateProductForm, valueQty } from '../../client/src/features/admin/ProductFormPage';
import { mergeProductForm, touchedStock } from '../../client/src/features/admin/product-merge';

const blank = { title: '', category: '', brand: '', short_description: '', description: '', price: '', compare_price: '', qty: '', sku: '', barcode: '', is_featured: '', status: '' };

describe('product form', () => {
  it('gives the spec messages, the double space of the price message included', () => {
    expect(validateProductForm(blank)).toEqual({
      title: 'The title field is required', category: 'Please select a category', price: 'The  price field is required',
      sku: 'The sku field is required', is_featured: 'Please select Featured status', status: 'Please select a status',
    });
    expect(validateProductForm({ ...blank, title: 'T', category: '3', price: '10', sku: 'S', is_featured: 'no', status: '0' })).toEqual({});
  });

  it('makes attribute value quantities at least 1, defaulting to 1', () => {
    expect(['', 'abc', '0', '-3', '2.5', '7'].map(valueQty)).toEqual([1, 1, 1, 1, 1, 7]);
  });

  it('checks the alternative form per variant, and asks for a category', () => {
    const variant = { sku: '', price: '', stock: '', size: '', color: '' };
    expect(validateAltForm({ name: '', description: '', base_price: '', category_id: '', variants: [variant] })).toEqual({
      name: 'Product name is required', base_price: 'Base price is required', category_id: 'Please select a category', 'variants.0.sku': 'SKU is required',
      'variants.0.price': 'Price is required', 'variants.0.stock': 'Stock is required', 'variants.0.size': 'Size is required', 'variants.0.color': 'Color is required',
    });
    const filled = { sku: 'CAT-S', price: '3100.50', stock: '3', size: 'S', color: 'Cream' };
    expect(validateAltForm({ name: 'Cat', description: '', base_price: '3100', category_id: '4', variants: [filled] })).toEqual({});
    expect(validateAltForm({ name: 'Cat', description: '', base_price: 'abc', category_id: '4', variants: [{ ...filled, stock: '1.5' }] })).toEqual({
      base_price: 'Base price is required', 'variants.0.stock': 'Stock is required',
    });
  });
});

describe('attribute form rows', () => {
  it('drops blank rows on save and always keeps one row', () => {
    const rows = [{ id: 4, value: 'Small', code: 'S' }, { id: null, value: '   ', code: 'X' }, { id: null, value: 'Large ', code: '' }];
    expect(rowsToSave(rows)).toEqual([{ id: 4, value: 'Small', code: 'S' }, { id: null, value: 'Large', code: null }]);
    expect(removeRow([emptyRow()], 0)).toEqual([emptyRow()]);
    expect(removeRow(rows, 1)).toHaveLength(2);
    expect(validateAttribute(' ')).toBe('Attribute name is required.');
    expect(validateAttribute('Size')).toBeNull();
  });
});

describe('category tree', () => {
  it('prefixes a dash per level and lists each node with its descendants', () => {
    const rows = flattenTree([{ id: 1, name: 'Amigurumi', children: [{ id: 2, name: 'Animals', children: [{ id: 3, name: 'Bears' }] }] }, { id: 4, name: 'Baby' }]);
    expect(rows.map((r) => r.label)).toEqual(['Amigurumi', '- Animals', '-- Bears', 'Baby']);
    expect(rows[0].ids).toEqual([1, 2, 3]);
  });
});

describe('saving an edit form whose product changed meanwhile (three-way merge)', () => {
  const loaded = { values: { ...blank, title: 'Rose Cushion', price: '1500', qty: '3', sku: 'C-1' }, chosen: { 7: '3' }, attrs: [2], version: 4 };
  // Three units sold and another admin fixed the SKU since the form was opened.
  const now = { values: { ...loaded.values, qty: '0', sku: 'C-01' }, chosen: { 7: '0' }, attrs: [2], version: 9 };

  it("re-applies the admin's own edits on top of the current product when none touches stock", () => {
    const mine = { values: { ...loaded.values, title: 'Rose Cushion (large)' }, chosen: { 7: '3' }, attrs: [2] };
    expect(touchedStock(loaded, mine)).toBe(false);
    expect(mergeProductForm(loaded, mine, now)).toEqual({
      values: { ...loaded.values, title: 'Rose Cushion (large)', qty: '0', sku: 'C-01' }, chosen: { 7: '0' }, attrs: [2], version: 9,
    });
  });

  it('sees a changed quantity, or a changed value stock or link, as a stock edit, and can drop those for the current stock', () => {
    const qty = { values: { ...loaded.values, qty: '10', title: 'New' }, chosen: { 7: '3' }, attrs: [2] };
    const valueStock = { values: loaded.values, chosen: { 7: '5' }, attrs: [2] };
    const unlinked = { values: loaded.values, chosen: {}, attrs: [] };
    for (const mine of [qty, valueStock, unlinked]) expect(touchedStock(loaded, mine)).toBe(true);
    expect(mergeProductForm(loaded, qty, now, { stock: 'theirs' })).toEqual({ values: { ...now.values, title: 'New' }, chosen: { 7: '0' }, attrs: [2], version: 9 });
    expect(mergeProductForm(loaded, valueStock, now, { stock: 'theirs' }).chosen).toEqual({ 7: '0' });
    // Kept when the form merely reloads (an image changed): they are still the admin's unsaved edits.
    expect(mergeProductForm(loaded, qty, now).values.qty).toBe('10');
    expect(mergeProductForm(loaded, valueStock, now).chosen).toEqual({ 7: '5' });
  });
});
