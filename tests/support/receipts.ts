/** Customers, manual-payment orders and GraphQL receipt uploads, for the receipt tests. */
import sharp from 'sharp';
import type { TestServer } from './test-server';
import { checkoutBody } from './checkout';
import { customer } from './shop-orders';

/** A verified customer written straight to the database, and a token for it. */
export const receiptCustomer = (t: TestServer, name = 'Receipt Tester') => customer(t, name);

/** A one-line order of `productId` paid by `method` (easypaisa: it takes receipts). */
export async function manualOrder(
  t: TestServer,
  token: string,
  productId: number,
  method = 'easypaisa',
): Promise<number> {
  const res = await t.rest(
    'POST',
    '/save-order',
    checkoutBody([{ product_id: productId, qty: 1 }], {
      name: 'Delivery Contact',
      email: 'contact@example.pk',
      address: 'House 4, Model Town',
      zip: '54700',
      payment_method: method,
    }),
    token,
  );
  if (res.status !== 200) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A GraphQL multipart request with one file as `variables.file` (the GraphQL multipart request
 * spec, as the web client sends it): the status and the answer.
 */
export async function graphqlUpload(
  t: TestServer,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  file: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
}

/** A receipt uploaded through GraphQL by `token`'s customer, asking for the receipt's `fields`: the payload. */
export async function uploadReceipt(
  t: TestServer,
  token: string,
  orderId: number,
  file: Buffer,
  name: string,
  fields: string,
  extra: { tx?: string } = {},
) {
  const query = `mutation($orderId: Int!, $file: Upload!, $tx: String) {
    uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $tx) {
      message receipt { ${fields} } errors { field message code }
    }
  }`;
  const { body } = await graphqlUpload(t, token, query, { orderId, tx: extra.tx ?? null }, file, name);
  if (!body.data?.uploadPaymentReceipt) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.uploadPaymentReceipt as {
    message: string | null;
    receipt: any;
    errors: Array<{ field: string; message: string; code: string }>;
  };
}

export const RECEIPT_FIELDS =
  'id fileName contentType size uploadedAt transactionId amountPaid status rejectReason url';
const UPLOAD = `mutation($orderId: Int!, $file: Upload!, $tx: String, $amount: Float) {
  uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $tx, amountPaid: $amount) {
    message receipt { ${RECEIPT_FIELDS} } order { id receipts { id fileName } } errors { field message code }
  }
}`;

/** A receipt as the confirmation page uploads it (by anyone, or nobody signed in): the status and the whole answer. */
export const postReceipt = (
  t: TestServer,
  token: string | null,
  orderId: number,
  file: Buffer,
  name: string,
  extra: { tx?: string; amount?: number } = {},
) =>
  graphqlUpload(
    t,
    token,
    UPLOAD,
    { orderId, tx: extra.tx ?? null, amount: extra.amount ?? null },
    file,
    name,
  );

/** A screenshot-sized PNG, as a wallet's receipt is. */
export const receiptPng = (w = 400, h = 700) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 240, g: 250, b: 240 } } })
    .png()
    .toBuffer();

/** A small valid PDF padded with a comment to `bytes` bytes. */
export function pdfOf(bytes = 200): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
}
