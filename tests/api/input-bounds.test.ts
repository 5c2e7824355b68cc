/**
 * Bounds come from one place: every text input's maximum is its column's length
 * (shared/inputs/columns.ts, compared with the database here), so a value too long is refused
 * naming the field, never a database error. Through the API: overflow-inputs.test.ts.
 */
import type { z } from 'zod';
import { registerInput, updateProfileInput } from '../../server/src/shared/inputs/accounts';
import {
  attributeInput,
  brandInput,
  categoryInput,
  productInput,
  productWithVariantsInput,
  variantInput,
} from '../../server/src/shared/inputs/catalog';
import { checkoutAddressInput } from '../../server/src/shared/inputs/checkout';
import { COLUMN_LENGTHS, TEXT_LENGTHS } from '../../server/src/shared/inputs/columns';
import { contactInput } from '../../server/src/shared/inputs/contact';
import {
  courierInput,
  receiptDetailsInput,
  receiptRejectInput,
} from '../../server/src/shared/inputs/delivery';
import { fieldIssues } from '../../server/src/shared/inputs/fields';
import { tooLong } from '../../server/src/shared/inputs/messages';
import { reviewInput } from '../../server/src/shared/inputs/review';
import { createTestServer, type TestServer } from '../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const C = COLUMN_LENGTHS;
const long = (n: number) => 'x'.repeat(n);

it('has the database’s column lengths', async () => {
  const rows: Array<{ col: string; n: number }> = await t.db.ds.query(
    `SELECT table_name || '.' || column_name AS col, character_maximum_length AS n
       FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'character varying'`,
  );
  const actual = Object.fromEntries(rows.map((r) => [r.col, r.n]));
  const listed = Object.entries(COLUMN_LENGTHS).flatMap(([table, columns]) =>
    Object.entries(columns).map(([column, n]) => [`${table}.${column}`, n] as const),
  );
  expect(listed.filter(([col, n]) => actual[col] !== n)).toEqual([]);
});

describe('every text input', () => {
  /** Each text field of the shared inputs, with the longest value it takes (and a valid one of that length when plain text is not). */
  const bounded: Array<{
    input: string;
    field: string;
    max: number;
    schema: z.ZodType;
    valid?: (n: number) => string;
  }> = [
    { input: 'register', field: 'name', max: C.users.name, schema: registerInput },
    { input: 'profile', field: 'name', max: C.users.name, schema: updateProfileInput },
    { input: 'checkout', field: 'name', max: C.orders.name, schema: checkoutAddressInput },
    { input: 'checkout', field: 'street', max: C.orders.street, schema: checkoutAddressInput },
    { input: 'checkout', field: 'city', max: C.orders.city, schema: checkoutAddressInput },
    { input: 'checkout', field: 'address', max: C.orders.address, schema: checkoutAddressInput },
    { input: 'checkout', field: 'zip', max: C.orders.zip, schema: checkoutAddressInput },
    { input: 'contact', field: 'name', max: C.contact_messages.name, schema: contactInput },
    { input: 'contact', field: 'subject', max: C.contact_messages.subject, schema: contactInput },
    { input: 'contact', field: 'message', max: TEXT_LENGTHS.contactMessage, schema: contactInput },
    { input: 'review', field: 'name', max: C.reviews.name, schema: reviewInput },
    { input: 'review', field: 'comment', max: TEXT_LENGTHS.reviewComment, schema: reviewInput },
    { input: 'category', field: 'name', max: C.categories.name, schema: categoryInput },
    { input: 'brand', field: 'name', max: C.brands.name, schema: brandInput },
    { input: 'attribute', field: 'name', max: C.attributes.name, schema: attributeInput },
    { input: 'product', field: 'title', max: C.products.title, schema: productInput },
    { input: 'product', field: 'sku', max: C.products.sku, schema: productInput },
    { input: 'product', field: 'barcode', max: C.products.barcode, schema: productInput },
    { input: 'product', field: 'shortDescription', max: TEXT_LENGTHS.shortDescription, schema: productInput },
    { input: 'variant', field: 'sku', max: C.product_variants.sku, schema: variantInput },
    { input: 'variant', field: 'size', max: C.attribute_values.value, schema: variantInput },
    { input: 'variant', field: 'color', max: C.attribute_values.value, schema: variantInput },
    {
      input: 'product with variants',
      field: 'name',
      max: C.products.title,
      schema: productWithVariantsInput,
    },
    { input: 'courier', field: 'name', max: C.couriers.name, schema: courierInput },
    {
      input: 'courier',
      field: 'trackingUrlTemplate',
      max: C.couriers.tracking_url_template,
      schema: courierInput,
      valid: (n) => `https://t.pk/{tracking}?q=${long(n - 26)}`,
    },
    {
      input: 'receipt',
      field: 'transactionId',
      max: C.order_receipts.transaction_id,
      schema: receiptDetailsInput,
    },
    { input: 'rejection', field: 'reason', max: C.order_receipts.reject_reason, schema: receiptRejectInput },
  ];
  const issueOf = (schema: z.ZodType, field: string, value: unknown) => {
    const result = schema.safeParse({ [field]: value });
    return result.success ? undefined : fieldIssues(result.error).find((i) => i.field === field);
  };

  it.each(bounded)(
    '$input $field: up to its column’s length, then 422 with the field',
    ({ schema, field, max, valid }) => {
      const of = valid ?? long;
      expect(of(max)).toHaveLength(max);
      expect(issueOf(schema, field, of(max))).toBeUndefined();
      expect(issueOf(schema, field, of(max + 1))?.message).toMatch(
        new RegExp(`may not be greater than ${max} characters`),
      );
    },
  );

  /**
   * Not bounded by a length: the product's HTML description (a text column, sanitized on save),
   * and the payment method, a key the order service accepts only from its own list.
   */
  const UNBOUNDED = ['product.description', 'checkout.paymentMethod'];

  it('covers every text field of the shared inputs', () => {
    const schemas: Array<[string, z.ZodType, string[]]> = [
      ['checkout', checkoutAddressInput, Object.keys(checkoutAddressInput.shape)],
      ['contact', contactInput, Object.keys(contactInput.shape)],
      ['review', reviewInput, Object.keys(reviewInput.shape)],
      ['category', categoryInput, Object.keys(categoryInput.shape)],
      ['brand', brandInput, Object.keys(brandInput.shape)],
      ['attribute', attributeInput, Object.keys(attributeInput.shape)],
      ['product', productInput, Object.keys(productInput.shape)],
      ['variant', variantInput, Object.keys(variantInput.shape)],
      ['courier', courierInput, Object.keys(courierInput.shape)],
      ['receipt', receiptDetailsInput, Object.keys(receiptDetailsInput.shape)],
      ['rejection', receiptRejectInput, Object.keys(receiptRejectInput.shape)],
      ['register', registerInput, Object.keys(registerInput.shape)],
    ];
    const unbounded = schemas.flatMap(([name, schema, fields]) =>
      fields
        .filter((field) => !UNBOUNDED.includes(`${name}.${field}`) && !issueOf(schema, field, long(100_000)))
        .map((field) => `${name}.${field}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses an attribute value or code longer than its column instead of cutting it', () => {
    const values = (value: string, code?: string) =>
      attributeInput.safeParse({ name: 'Size', values: [{ value, code }] });
    expect(values(long(C.attribute_values.value)).success).toBe(true);
    const tooLongValue = values(long(C.attribute_values.value + 1));
    expect(!tooLongValue.success && fieldIssues(tooLongValue.error)).toEqual([
      { field: 'values', message: tooLong('Each value', C.attribute_values.value), code: 'INVALID' },
    ]);
    const tooLongCode = values('Small', long(C.attribute_values.code + 1));
    expect(!tooLongCode.success && fieldIssues(tooLongCode.error)[0].message).toBe(
      tooLong('Each code', C.attribute_values.code),
    );
  });
});
