/**
 * The lengths (characters) of the varchar columns the shared inputs write, as the migrations
 * made them: each text input's maximum is its column's, read from here, so a value an input
 * accepts is one its column holds (never a database error). `tests/api/input-bounds.test.ts`
 * compares this table with the database, so a migration that changes a column changes it here too.
 */
export const COLUMN_LENGTHS = {
  users: { name: 120 },
  orders: {
    name: 120,
    email: 254,
    address: 500,
    city: 120,
    street: 120,
    zip: 20,
    mobile: 20,
    tracking_number: 60,
    discount_code: 30,
  },
  contact_messages: { name: 120, email: 254, mobile: 20, subject: 200 },
  reviews: { name: 120 },
  categories: { name: 120 },
  brands: { name: 120 },
  attributes: { name: 80 },
  attribute_values: { value: 80, code: 40 },
  products: { title: 200, sku: 64, barcode: 64 },
  product_variants: { sku: 64 },
  couriers: { name: 60, tracking_url_template: 500 },
  discount_codes: { code: 30 },
  shipping_rates: { province: 120, city: 120 },
  order_receipts: { transaction_id: 60, reject_reason: 500, original_name: 200 },
} as const;

/** Text kept in `text` columns, bounded by what the shop means it for (not by the column). */
export const TEXT_LENGTHS = {
  contactMessage: 5000,
  reviewComment: 2000,
  shortDescription: 500,
} as const;

/**
 * The largest price (product, variant, compare-at), in rupees: in paisa it fits the 32-bit
 * price columns. Totals (orders) are 64-bit.
 */
export const MAX_PRICE_RUPEES = 10_000_000;
