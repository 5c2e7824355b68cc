/** Customers, manual-payment orders and GraphQL receipt uploads, for the receipt tests. */
import type { TestServer } from './test-server';
import { checkoutBody } from './checkout';

/** A verified customer written straight to the database, and a token for it. */
export async function receiptCustomer(t: TestServer, name = 'Receipt Tester') {
  const email = `r-${Math.random().toString(36).slice(2, 10)}@example.pk`;
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ($1, $2, 'CUSTOMER', now()) RETURNING id, token_version`,
    [name, email],
  );
  return {
    id: u.id as number,
    email,
    token: await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version }),
  };
}

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

/** A GraphQL multipart request (the GraphQL multipart request spec, as the web client sends it). */
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
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query, variables: { orderId, file: null, tx: extra.tx ?? null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: any; errors?: any[] };
  if (!body.data?.uploadPaymentReceipt) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.uploadPaymentReceipt as {
    message: string | null;
    receipt: any;
    errors: Array<{ field: string; message: string; code: string }>;
  };
}

/** A small valid PDF padded with a comment to `bytes` bytes. */
export function pdfOf(bytes = 200): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
}
