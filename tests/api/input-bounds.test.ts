/**
 * Bounds come from one place: every text input's maximum is its column's length
 * (shared/inputs/columns.ts, compared with the database here), so a value too long is refused
 * naming the field, never a database error. Through the API: overflow-inputs.test.ts.
 */
import { ZodObject, type z } from 'zod';
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
/** The lengths of some columns of a table, by column name. */
const pick = (lengths: Record<string, number>, ...columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, lengths[column]]));

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
  /** Each shared input with its text fields and the longest value each takes. */
  const BOUNDS: Array<[input: string, schema: z.ZodType, max: Record<string, number>]> = [
    ['register', registerInput, { name: C.users.name }],
    ['profile', updateProfileInput, { name: C.users.name }],
    ['checkout', checkoutAddressInput, pick(C.orders, 'name', 'street', 'city', 'address', 'zip')],
    [
      'contact',
      contactInput,
      { ...pick(C.contact_messages, 'name', 'subject'), message: TEXT_LENGTHS.contactMessage },
    ],
    ['review', reviewInput, { name: C.reviews.name, comment: TEXT_LENGTHS.reviewComment }],
    ['category', categoryInput, pick(C.categories, 'name')],
    ['brand', brandInput, pick(C.brands, 'name')],
    ['attribute', attributeInput, pick(C.attributes, 'name')],
    [
      'product',
      productInput,
      { ...pick(C.products, 'title', 'sku', 'barcode'), shortDescription: TEXT_LENGTHS.shortDescription },
    ],
    [
      'variant',
      variantInput,
      { sku: C.product_variants.sku, size: C.attribute_values.value, color: C.attribute_values.value },
    ],
    ['product with variants', productWithVariantsInput, { name: C.products.title }],
    [
      'courier',
      courierInput,
      { name: C.couriers.name, trackingUrlTemplate: C.couriers.tracking_url_template },
    ],
    ['receipt', receiptDetailsInput, { transactionId: C.order_receipts.transaction_id }],
    ['rejection', receiptRejectInput, { reason: C.order_receipts.reject_reason }],
  ];
  /** A valid value of a given length where plain text is not one. */
  const VALID: Record<string, (n: number) => string> = {
    'courier.trackingUrlTemplate': (n) => `https://t.pk/{tracking}?q=${long(n - 26)}`,
  };
  const bounded = BOUNDS.flatMap(([input, schema, max]) =>
    Object.entries(max).map(([field, n]) => ({
      input,
      field,
      max: n,
      schema,
      valid: VALID[`${input}.${field}`],
    })),
  );
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
    // A cross-checked input is a refinement of an object: its plain object is not exported.
    const objects = BOUNDS.flatMap(([name, schema]) =>
      schema instanceof ZodObject ? [[name, schema] as const] : [],
    );
    expect(BOUNDS.filter(([, schema]) => !(schema instanceof ZodObject)).map(([name]) => name)).toEqual([
      'profile',
      'product with variants',
    ]);
    const unbounded = objects.flatMap(([name, schema]) =>
      Object.keys(schema.shape)
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
