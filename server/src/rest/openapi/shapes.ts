/**
 * The REST adapter's answers as zod schemas, for its OpenAPI document (document.ts): the shapes
 * serializers.ts and the routes build. The contract test (tests/api/openapi.test.ts) checks real
 * answers against the document, so a field added to an answer must be added here too.
 */
import { z } from 'zod';

const int = z.number().int();
const date = z.string().meta({ format: 'date-time' });
const url = z.string().meta({ format: 'uri-reference', description: 'An absolute URL.' });
const rupees = z.number().meta({ description: 'Rupees (Rs), two decimals at most.' });
/** The answers' common head. */
const ok = { status: z.literal(200) };

export const Message = z
  .object({ ...ok, message: z.string() })
  .meta({ id: 'Message', description: 'A success with its message, to show as it is.' });

export const ErrorAnswer = z
  .object({
    status: int,
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Sometimes: the field the refusal is about (a stock check’s product).' }),
  })
  .meta({
    id: 'Error',
    description: 'A refusal: 400, 401, 403, 404, 415, 429 or 503, with a message to show.',
  });

export const ValidationErrorAnswer = z
  .object({
    status: z.literal(422),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string()).min(1)).meta({
      description: 'Field (the body’s name, dotted for nested ones) to its messages; show the first.',
    }),
  })
  .meta({ id: 'ValidationError', description: 'Bad input: every wrong field with its messages.' });

export const ConflictAnswer = z
  .object({
    status: z.literal(409),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    current: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'What the record is now (e.g. the order’s version, status and payment_status).' }),
  })
  .meta({
    id: 'Conflict',
    description: 'The record changed since it was read (or this session has not read it): read it again.',
  });

export const Page = z
  .object({ current_page: int, last_page: int, per_page: int, total: int })
  .meta({ id: 'PageMeta', description: 'Where a page of a list is.' });

export const ProductImage = z
  .object({ id: int, image: z.string(), image_url: url, thumbnail_url: url, is_default: z.boolean() })
  .meta({ id: 'ProductImage' });

export const Product = z
  .object({
    id: int,
    title: z.string(),
    price: rupees,
    compare_price: rupees.nullable(),
    qty: int,
    stock: int.meta({ description: 'Units available: the variants’ stock summed, else qty.' }),
    sku: z.string(),
    barcode: z.string().nullable(),
    status: int,
    is_featured: z.enum(['yes', 'no']),
    short_description: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'Sanitized HTML.' }),
    image_url: url.nullable(),
    thumbnail_url: url.nullable(),
    category_id: int,
    brand_id: int.nullable(),
    category: z.object({ id: int, name: z.string() }).nullable(),
    brand: z.object({ id: int, name: z.string() }).nullable(),
    average_rating: z.number(),
    review_count: int,
    product_images: z.array(ProductImage),
    attribute_values: z.array(
      z.object({
        id: int,
        value: z.string(),
        code: z.string().nullable(),
        attribute: z.object({ id: int, name: z.string() }),
        pivot: z.object({ qty: int }),
      }),
    ),
    variants: z.array(
      z.object({
        id: int,
        sku: z.string(),
        price: rupees,
        stock: int,
        size_id: int.nullable(),
        color_id: int.nullable(),
        size: z.string().nullable(),
        color: z.string().nullable(),
      }),
    ),
    created_at: date,
  })
  .meta({ id: 'Product' });

/** The admin's view of a product: with the version a save sends back. */
export const AdminProduct = Product.extend({ version: int }).meta({ id: 'AdminProduct' });

export interface CategoryNode {
  id: number;
  name: string;
  status: number;
  parent_id: number | null;
  child: CategoryNode[];
}
export const CategoryTree: z.ZodType<CategoryNode> = z
  .object({
    id: int,
    name: z.string(),
    status: int,
    parent_id: int.nullable(),
    get child() {
      return z.array(CategoryTree);
    },
  })
  .meta({ id: 'CategoryNode', description: 'A category with its children.' });

export const Category = z
  .object({ id: int, name: z.string(), status: int, parent_id: int.nullable() })
  .meta({ id: 'Category' });
export const Brand = z.object({ id: int, name: z.string(), status: int }).meta({ id: 'Brand' });
export const Attribute = z
  .object({
    id: int,
    name: z.string(),
    values: z.array(z.object({ id: int, value: z.string(), code: z.string().nullable() })),
  })
  .meta({ id: 'Attribute' });

export const Review = z
  .object({
    id: int,
    product_id: int,
    name: z.string(),
    comment: z.string(),
    rating: int.min(1).max(5),
    created_at: date,
  })
  .meta({ id: 'Review' });

const orderStatus = z.enum(['pending', 'shipped', 'delivered', 'cancelled', 'returned']);
export const Order = z
  .object({
    id: int,
    name: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    street: z.string(),
    zip: z.string(),
    mobile: z.string(),
    status: orderStatus,
    payment_status: z.enum(['paid', 'unpaid', 'partially_refunded', 'refunded']).meta({
      description:
        'paid or unpaid as before; partially_refunded and refunded only after a refund (POST /admin/order/{id}/refunds).',
    }),
    payment_method: z.string(),
    sub_total: rupees,
    shipping: rupees,
    discount: rupees,
    discount_code: z
      .string()
      .nullable()
      .meta({ description: 'The discount code the order used; null: none.' }),
    grand_total: rupees,
    created_at: date,
  })
  .meta({ id: 'Order' });

/** Earlier orders to the same phone number or address, and how many were returned (admins only). */
export const ReturnRecord = z
  .object({
    orders: int,
    returned: int,
    summary: z.string().nullable().meta({ description: '“Returned before: 2 of 3 orders”, or null.' }),
  })
  .meta({ id: 'ReturnRecord' });
const codConfirmation = z.string().nullable().meta({
  description:
    'Cash on delivery only: Confirmed, Unconfirmed (no answer after the reminder), Reminded, no answer yet, Awaiting answer or Not asked yet.',
});

export const AdminOrderRow = Order.extend({
  transaction_id_note: z.string().nullable().meta({
    description: '“Transaction id also sent for order #N” when a receipt’s id was sent for another order.',
  }),
  cod_confirmation: codConfirmation,
  returned_before: ReturnRecord,
}).meta({ id: 'AdminOrderRow' });

const Receipt = z
  .object({
    id: int,
    file_name: z.string().meta({ description: 'The customer’s name for the file: a label only.' }),
    download_name: z.string(),
    detected_type: z.string(),
    content_type: z.enum(['image/webp', 'application/pdf']),
    uploaded_at: date,
    transaction_id: z.string().nullable(),
    amount_paid: rupees.nullable(),
    status: z.enum(['waiting', 'accepted', 'rejected']),
    reject_reason: z.string().nullable(),
    url: url.meta({
      description:
        'A link to the file for 10–15 minutes (the shop’s signed link, or a presigned link to the bucket).',
    }),
    transaction_id_also_on: z.array(int).optional().meta({ description: 'Admins only.' }),
  })
  .meta({ id: 'Receipt' });

export const OrderDetails = Order.extend({
  transaction_id_note: z.string().nullable().optional().meta({ description: 'Admins only.' }),
  payment_instructions: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: url.nullable(),
  cod_confirmed_at: date.nullable(),
  cod_confirmation: codConfirmation.optional().meta({ description: 'Admins only.' }),
  returned_before: ReturnRecord.optional().meta({ description: 'Admins only.' }),
  receipts: z.array(Receipt),
  order_items: z.array(
    z.object({
      id: int,
      product_id: int.nullable(),
      variant_id: int.nullable(),
      name: z.string(),
      qty: int,
      price: rupees,
      size_name: z.string().nullable(),
      color_name: z.string().nullable(),
      attributes: z.string().meta({ description: 'The chosen attribute values as a JSON object, in text.' }),
      product: z.object({ id: int.nullable(), image_url: url.nullable() }),
    }),
  ),
  history: z.array(
    z.object({
      actor: z.string(),
      field: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      note: z.string().nullable(),
      created_at: date,
    }),
  ),
  version: int.optional().meta({ description: 'Admins only: send it back with an update.' }),
}).meta({ id: 'OrderDetails' });

export const SignedIn = z
  .object({
    ...ok,
    id: int,
    name: z.string(),
    token: z.string().meta({ description: 'Bearer token: `Authorization: Bearer <token>`.' }),
    verified: z
      .boolean()
      .optional()
      .meta({ description: 'Customers: whether the e-mail address is verified.' }),
    device_token: z
      .string()
      .meta({ description: 'Send it back as `device_token` when signing in from this device again.' }),
  })
  .meta({ id: 'SignedIn' });

export const Registered = z
  .object({ ...ok, id: int, name: z.string(), token: z.string(), verified: z.boolean(), message: z.string() })
  .meta({ id: 'Registered' });

export const Profile = z.object({ id: int, name: z.string(), email: z.string() });

/** `{status: 200, data}` around a shape. */
export const dataOf = <T extends z.ZodType>(data: T, extra: z.ZodRawShape = {}) =>
  z.object({ ...ok, data, ...extra });

export { int, ok };

export const ServiceSettings = z
  .object({
    service: z.string(),
    label: z.string(),
    configured: z.boolean(),
    missing: z.array(z.string()),
    version: int,
    updated_at: date.nullable(),
    fields: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        secret: z.boolean(),
        required: z.boolean(),
        value: z.string().nullable().meta({ description: 'Always null for a secret.' }),
        set: z.boolean(),
        default: z.string().nullable(),
        choices: z.array(z.string()).nullable(),
        help: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ServiceSettings', description: 'A service’s settings; a secret only as set or not.' });

export const BlocklistEntry = z
  .object({
    id: int,
    kind: z.enum(['phone', 'email']),
    value: z.string(),
    note: z.string().nullable(),
    created_at: date,
  })
  .meta({ id: 'BlocklistEntry' });
