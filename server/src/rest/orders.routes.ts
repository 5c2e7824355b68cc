import express, { Request, Router } from 'express';
import { etagOf } from '../platform/cache';
import {
  ADMIN_FILTERS,
  ADMIN_SORTS,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  ORDER_UPDATED,
  OrderDetails,
  type OrderEntity,
  OrderPage,
  paymentInstructionsFor,
  COD_CONFIRMATION_LABELS,
  codConfirmationState,
} from '../modules/orders';
import type { ReturnRecord } from '../modules/guard';
import { trackingUrl } from '../shared/inputs/delivery';
import {
  detectedTypeLabel,
  displayName,
  downloadName,
  type LinkedReceipt,
  RECEIPT_UPLOADED,
  type ReceiptLinks,
  transactionIdNote,
  type TransactionIdReuse,
} from '../modules/payments';
import { parseCart } from '../modules/checkout';
import type { MediaUrls } from '../modules/media';
import { ValidationError } from '../shared/errors';
import { chooseKey } from '../shared/keys';
import { orderUpdateInput } from '../shared/inputs/orders';
import { MAX_RECEIPT_BYTES, RECEIPT_REQUIRED, RECEIPT_TOO_LARGE } from '../shared/inputs/delivery';
import type { Services } from '../services';
import { RestDialect } from './dialect';
import { bodyObject, listQuery, multipartBody, route, pathId } from './http';
import { serializePageMeta } from './serializers';
import { toRupees } from '../shared/money';

function serializeOrder(o: OrderEntity) {
  return {
    id: o.id,
    name: o.name,
    email: o.email,
    address: o.address,
    city: o.city,
    street: o.street,
    zip: o.zip,
    mobile: o.mobile,
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    sub_total: toRupees(o.subTotal),
    shipping: toRupees(o.shipping),
    discount: toRupees(o.discount),
    discount_code: o.discountCode ?? null,
    grand_total: toRupees(o.grandTotal),
    created_at: o.createdAt.toISOString(),
  };
}

/** What the back office sees besides the order: where its COD confirmation stands, earlier returns. */
function adminNotes(o: OrderEntity, returned: ReturnRecord) {
  const state = codConfirmationState(o);
  return { cod_confirmation: state && COD_CONFIRMATION_LABELS[state], returned_before: returned };
}

/** The receipts' signed links, absolute (PUBLIC_URL, or the bucket's presigned links) like the adapter's image URLs. */
interface FileLinks {
  links: ReceiptLinks;
  publicUrl: string;
}

const absoluteLink = async (files: FileLinks, r: LinkedReceipt) => {
  const url = await files.links.url(r);
  return url.startsWith('/') ? files.publicUrl + url : url;
};

/**
 * An order with its lines, receipts and history. `reuse` (admins only): the other orders its
 * receipts' transaction ids were also sent for.
 */
async function serializeDetails(
  o: OrderDetails,
  media: MediaUrls,
  files: FileLinks,
  reuse?: TransactionIdReuse,
) {
  const urls = await Promise.all(o.receipts.map((r) => absoluteLink(files, r)));
  return {
    ...serializeOrder(o),
    ...(reuse ? { transaction_id_note: transactionIdNote(reuse) } : {}),
    payment_instructions: paymentInstructionsFor(o.paymentMethod, o.paymentStatus),
    courier: o.courier?.name ?? null,
    tracking_number: o.trackingNumber,
    tracking_url:
      o.courier && o.trackingNumber ? trackingUrl(o.courier.trackingUrlTemplate, o.trackingNumber) : null,
    cod_confirmed_at: o.codConfirmedAt?.toISOString() ?? null,
    receipts: o.receipts.map((r, i) => ({
      id: r.id,
      file_name: displayName(r.originalName, downloadName(r)),
      download_name: downloadName(r),
      detected_type: detectedTypeLabel(r),
      content_type: r.contentType,
      uploaded_at: r.createdAt.toISOString(),
      transaction_id: r.transactionId,
      amount_paid: r.amountPaid == null ? null : toRupees(r.amountPaid),
      status: r.status,
      reject_reason: r.rejectReason,
      url: urls[i],
      ...(reuse ? { transaction_id_also_on: reuse.get(r.id) ?? [] } : {}),
    })),
    order_items: o.items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      variant_id: i.variantId,
      name: i.name,
      qty: i.qty,
      price: toRupees(i.price),
      size_name: i.sizeName,
      color_name: i.colorName,
      attributes: JSON.stringify(i.attributes ?? {}),
      product: { id: i.productId, image_url: i.image ? media.thumb(i.image, 300) : null },
    })),
    history: o.history.map((h) => ({
      actor: h.actor,
      field: h.field,
      from: h.fromValue,
      to: h.toValue,
      note: h.note,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

/** An admin's change of an order (the order service parses it), under the body's names. */
export const orderUpdate = new RestDialect(orderUpdateInput, {
  payment_status: 'paymentStatus',
  courier_id: 'courierId',
  tracking_number: 'trackingNumber',
});

function pageParam(req: Request): number {
  const raw = typeof req.query.page === 'string' ? req.query.page : '1';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1)) throw ValidationError.single('page', 'The page must be a positive number.');
  return page;
}

const orderId = (req: Request) => pathId(req, ORDER_NOT_FOUND);

/** A receipt's multipart body: one file `file`; what multer refuses (too large, another part) is a 422 naming it. */
const receiptBody = multipartBody(
  { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  (upload) => upload.single('file'),
  (part) => part ?? 'file',
  { LIMIT_FILE_SIZE: RECEIPT_TOO_LARGE },
);

/** Checkout, customer orders and admin orders (spec section 7). */
export function orderRoutes(services: Services): Router {
  const r = express.Router();
  const { orders, cards, media } = services;
  const files: FileLinks = { links: services.receiptLinks, publicUrl: services.config.publicUrl };
  const adminPageBodies = new WeakMap<OrderPage, { body: Buffer; etag: string }>();

  r.post(
    '/create-payment-intent',
    route(services, async ({ req }) => {
      const body = bodyObject(req);
      const amount = body.amount === undefined ? undefined : Number(body.amount);
      if (amount !== undefined && !Number.isInteger(amount))
        throw ValidationError.single('amount', 'The amount must be a whole number of paisa.');
      const key =
        req.get('idempotency-key') ??
        (typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined);
      const province = typeof body.street === 'string' ? body.street : null;
      const city = typeof body.city === 'string' ? body.city : null;
      const intent = await cards.createIntent(req.user!.id, parseCart(body.cart), amount, key, {
        destination: province && city ? { province, city } : null,
        destinationFields: { province: 'street', city: 'city' },
        discountCode: typeof body.discount_code === 'string' ? body.discount_code : null,
        ip: req.ip,
      });
      return {
        status: 200,
        client_secret: intent.clientSecret,
        payment_intent_id: intent.id,
        amount: intent.amount,
      };
    }),
  );

  r.post(
    '/save-order',
    route(services, async ({ req }) => {
      const b = bodyObject(req);
      const order = await orders.placement.place(
        req.user!.id,
        {
          name: b.name,
          email: b.email,
          street: b.street,
          city: b.city,
          address: b.address,
          zip: b.zip,
          mobile: b.mobile,
          paymentMethod: b.payment_method,
          paymentIntentId: b.payment_intent_id,
          subTotal: b.sub_total,
          shipping: b.shipping,
          grandTotal: b.grand_total,
          discount: b.discount,
          discountCode: b.discount_code,
          cart: parseCart(b.cart),
          idempotencyKey:
            req.get('idempotency-key') ?? (typeof b.idempotency_key === 'string' ? b.idempotency_key : null),
        },
        { ip: req.ip },
      );
      return {
        status: 200,
        id: order.id,
        message: ORDER_PLACED,
        data: await serializeDetails(order, media, files),
      };
    }),
  );

  r.get(
    '/user/orders',
    route(services, async ({ req }) => {
      const search = typeof req.query.search === 'string' ? req.query.search : undefined;
      const page = await orders.queries.customerOrders(req.user!.id, search, pageParam(req));
      return {
        status: 200,
        data: page.items.map(serializeOrder),
        meta: serializePageMeta(page),
      };
    }),
  );

  r.get(
    '/user/order/details/:id',
    route(services, async ({ req }) => ({
      status: 200,
      data: await serializeDetails(
        await orders.queries.customerOrder(req.user!.id, orderId(req)),
        media,
        files,
      ),
    })),
  );

  r.post(
    '/user/order/:id/receipts',
    receiptBody,
    route(services, async ({ req }) => {
      if (!req.file) throw ValidationError.single('file', RECEIPT_REQUIRED, 'REQUIRED');
      const b = bodyObject(req);
      const { order } = await services.receipts.upload(req.user!.id, orderId(req), req.file.buffer, {
        fileName: req.file.originalname,
        transactionId: b.transaction_id,
        amountPaid: b.amount_paid,
      });
      return { status: 200, message: RECEIPT_UPLOADED, data: await serializeDetails(order, media, files) };
    }),
  );

  r.get(
    '/admin/orders',
    route(services, async ({ req, res }) => {
      const q = req.query;
      const list = listQuery(q, ADMIN_SORTS);
      const perPage =
        typeof q.per_page === 'string' && /^\d{1,3}$/.test(q.per_page) ? Number(q.per_page) : undefined;
      if (perPage !== undefined && (perPage < 1 || perPage > 100))
        throw ValidationError.single('per_page', 'per_page must be between 1 and 100.');
      const filter = chooseKey(ADMIN_FILTERS, q.filter, 'filter');
      const page = await orders.list.page({ ...list, page: pageParam(req), perPage, filter });
      // A page the service remembers is serialized once (its JSON and ETag kept beside it).
      let sent = adminPageBodies.get(page);
      if (!sent) {
        const ids = page.items.map((o) => o.id);
        const [reuse, returned] = await Promise.all([
          services.receipts.transactionIdReuse(ids),
          services.guard.returnRecords(ids),
        ]);
        const body = Buffer.from(
          JSON.stringify({
            status: 200,
            data: page.items.map((o, i) => ({
              ...serializeOrder(o),
              transaction_id_note: transactionIdNote(reuse[i]),
              ...adminNotes(o, returned[i]),
            })),
            meta: serializePageMeta(page),
          }),
        );
        sent = { body, etag: etagOf(body) };
        adminPageBodies.set(page, sent);
      }
      res
        .status(200)
        .set({ 'Content-Type': 'application/json; charset=utf-8', ETag: sent.etag })
        .send(sent.body);
    }),
  );

  // The admin's view carries the order's `version`: an update sends it back (409 when the order changed since).
  /** An admin's view: the transaction-id note and the version an update sends back. */
  const adminDetails = async (o: OrderDetails) => {
    const [[reuse], [returned]] = await Promise.all([
      services.receipts.transactionIdReuse([o.id]),
      services.guard.returnRecords([o.id]),
    ]);
    return {
      ...(await serializeDetails(o, media, files, reuse)),
      ...adminNotes(o, returned),
      version: o.version,
    };
  };
  r.get(
    '/admin/order/details/:id',
    route(services, async ({ req }) => {
      const order = await orders.queries.details(orderId(req));
      // The update form is filled from this read: an update without a version is read against it.
      await orders.queries.rememberRead(req.user!, order);
      return { status: 200, data: await adminDetails(order) };
    }),
  );

  r.post(
    '/admin/update-order/:id',
    route(services, async ({ req }) => {
      const id = orderId(req);
      await orderUpdate.translate(bodyObject(req), (input) =>
        orders.lifecycle.update(req.user!.id, id, input, req.user!),
      );
      const order = await orders.queries.details(id);
      return { status: 200, data: await adminDetails(order), message: ORDER_UPDATED };
    }),
  );

  return r;
}
