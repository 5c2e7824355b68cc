/**
 * Payment receipts (issue 22): uploaded by the order's customer only, of the right kinds and
 * sizes, stored privately (outside the public uploads) and served only to that customer and
 * admins; an order whose receipt waits is not auto-cancelled. Verification is in
 * payment-verification.test.ts, couriers and tracking in couriers-tracking.test.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { manualOrder, postReceipt, receiptCustomer, receiptPng } from '../support/receipts';
import { adminList, MY_ORDER, useReceiptShop } from '../support/receipt-shop';
import type { TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const shop = useReceiptShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const storedFiles = () => (existsSync(t.config.receiptsDir) ? readdirSync(t.config.receiptsDir) : []);
const fileOf = (url: string) => fetch(t.url + url.replace(t.url, ''));
const get = (p: string, token?: string) =>
  fetch(t.url + p, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('receipt upload', () => {
  it("takes a receipt to the customer's own order only, stores it privately, and serves it only to that customer and admins", async () => {
    const a = await receiptCustomer(t, 'Ayesha');
    const b = await receiptCustomer(t, 'Bilal');
    const orderId = await manualOrder(t, a.token, shop.productId);
    const image = await receiptPng();

    // Someone else's order, no sign-in, an admin's token: refused, nothing stored.
    const before = storedFiles().length;
    const other = await postReceipt(t, b.token, orderId, image, 'mine.png');
    expect(other.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await postReceipt(t, null, orderId, image, 'x.png')).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await postReceipt(t, shop.admin, orderId, image, 'x.png')).body.errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(storedFiles()).toHaveLength(before);
    expect(
      (await t.db.ds.query('SELECT count(*)::int AS n FROM order_receipts WHERE order_id = $1', [orderId]))[0]
        .n,
    ).toBe(0);

    // The admin's "receipt waiting" list, read (and remembered) before the upload, shows it right after.
    expect(await adminList(t, shop.admin, 'RECEIPT_WAITING')).not.toContain(orderId);
    const ok = await postReceipt(t, a.token, orderId, image, 'C:\\Users\\ayesha\\easypaisa receipt.png', {
      tx: 'EP-0042-7781',
      amount: 1700,
    });
    expect(ok.status).toBe(200);
    const res = ok.body.data.uploadPaymentReceipt;
    expect(res.errors).toEqual([]);
    expect(res.message).toBe('Thank you! We will check your receipt and confirm your payment soon.');
    expect(res.receipt).toMatchObject({
      fileName: 'easypaisa receipt.png',
      contentType: 'image/webp',
      transactionId: 'EP-0042-7781',
      amountPaid: 1700,
      status: 'WAITING',
      rejectReason: null,
    });
    expect(await adminList(t, shop.admin, 'RECEIPT_WAITING')).toContain(orderId);

    // Re-encoded, under a server-chosen name, in DATA_DIR/receipts: nothing new under the public uploads.
    const [row] = await t.db.ds.query('SELECT file FROM order_receipts WHERE id = $1', [res.receipt.id]);
    expect(row.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(storedFiles()).toContain(row.file);
    const uploads = existsSync(t.config.uploadsDir)
      ? readdirSync(t.config.uploadsDir, { recursive: true }).map(String)
      : [];
    expect(uploads.some((f) => f.includes(row.file))).toBe(false);
    expect((await get(`/uploads/receipts/${row.file}`)).status).toBe(404);
    expect((await get(`/uploads/${row.file}`)).status).toBe(404);

    // The file route: its customer and admins only.
    const route = `/files/receipts/${res.receipt.id}`;
    expect((await get(route)).status).toBe(401);
    expect((await get(route, b.token)).status).toBe(404);
    const own = await get(route, a.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.toString('ascii', 0, 4) + bytes.toString('ascii', 8, 12)).toBe('RIFFWEBP');
    expect((await get(route, shop.admin)).status).toBe(200);
    // The signed link works without a token; altered or expired, it does not.
    expect(res.receipt.url).toMatch(
      new RegExp(`^/files/receipts/${res.receipt.id}\\?expires=\\d+&sig=[\\w-]+$`),
    );
    expect((await fileOf(res.receipt.url)).status).toBe(200);
    // A different first character (a signature may itself start with "A").
    const altered = res.receipt.url.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await fileOf(altered)).status).toBe(403);
    const otherReceiptLink = res.receipt.url.replace(
      `/receipts/${res.receipt.id}?`,
      `/receipts/${res.receipt.id + 1000}?`,
    );
    expect((await fileOf(otherReceiptLink)).status).toBe(403);
    const expired = t.services.receiptLinks.appLink(
      { id: res.receipt.id, file: row.file },
      Date.now() - 3600_000,
    );
    expect((await fileOf(expired)).status).toBe(403);
    // A link is never handed to anyone else: the other customer cannot read the order at all, by either API.
    expect((await t.gql(MY_ORDER, { id: orderId }, b.token)).body.data.myOrder).toBeNull();
    expect((await t.rest('GET', `/user/order/details/${orderId}`, undefined, b.token)).status).toBe(404);

    // The customer's order lists it (file name and upload time), and the timeline says so.
    const mine = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(mine.receipts).toHaveLength(1);
    expect(mine.receipts[0]).toMatchObject({ fileName: 'easypaisa receipt.png', status: 'WAITING' });
    expect(Date.parse(mine.receipts[0].uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.paymentAccount).toBe('Easypaisa account 0300-1234567 (Crochet Corner)');
    expect(mine.canUploadReceipt).toBe(true);
    expect(mine.history.map((h: { summary: string }) => h.summary)).toEqual([
      'Order placed',
      'Payment receipt uploaded: easypaisa receipt.png',
    ]);
    // REST shows the receipts too, with an absolute signed link.
    const rest = await t.rest('GET', `/user/order/details/${orderId}`, undefined, a.token);
    expect(rest.body.data.receipts[0]).toMatchObject({
      file_name: 'easypaisa receipt.png',
      status: 'waiting',
      transaction_id: 'EP-0042-7781',
      amount_paid: 1700,
    });
    expect((await fetch(rest.body.data.receipts[0].url)).status).toBe(200);
  });

  it('refuses what is not an image or a PDF, what is too large, and orders that take no receipt, keeping no file', async () => {
    const a = await receiptCustomer(t);
    const orderId = await manualOrder(t, a.token, shop.productId, 'bank');
    const before = storedFiles().length;
    const refused = async (file: Buffer, name: string, id = orderId) =>
      (await postReceipt(t, a.token, id, file, name)).body.data.uploadPaymentReceipt.errors;

    expect(await refused(Buffer.from('just some text, named like a picture'), 'receipt.png')).toEqual([
      {
        field: 'file',
        message: 'The receipt must be an image (JPEG, PNG or WebP) or a PDF file.',
        code: 'NOT_A_RECEIPT',
      },
    ]);
    // JPEG magic bytes in front of garbage: sharp cannot decode it.
    expect(
      (
        await refused(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
          'receipt.jpg',
        )
      )[0].code,
    ).toBe('NOT_A_RECEIPT');
    // An HTML page with a PDF name.
    expect(
      (await refused(Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf'))[0].code,
    ).toBe('NOT_A_RECEIPT');
    const big = await postReceipt(t, a.token, orderId, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png');
    const bigErrors = big.body.data?.uploadPaymentReceipt?.errors ?? big.body.errors;
    expect(JSON.stringify(bigErrors)).toContain('5 MB');
    // Bad optional fields.
    const badAmount = await postReceipt(t, a.token, orderId, await receiptPng(), 'r.png', { amount: -5 });
    expect(badAmount.body.data.uploadPaymentReceipt.errors[0]).toMatchObject({ field: 'amount_paid' });
    const cod = await manualOrder(t, a.token, shop.productId, 'cod');
    expect((await refused(await receiptPng(), 'r.png', cod))[0].message).toBe(
      'Receipts are only for Easypaisa, JazzCash and bank transfer orders.',
    );
    expect(storedFiles()).toHaveLength(before);

    // A PDF is kept as sent and downloaded (never shown inline on the shop's origin).
    const pdf = (await postReceipt(t, a.token, orderId, PDF, 'hbl-transfer.pdf')).body.data
      .uploadPaymentReceipt;
    expect(pdf.errors).toEqual([]);
    expect(pdf.receipt.contentType).toBe('application/pdf');
    const file = await get(`/files/receipts/${pdf.receipt.id}`, a.token);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    // Paid: no more receipts.
    await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'pending', payment_status: 'paid' },
      shop.admin,
    );
    expect((await refused(await receiptPng(), 'late.png'))[0].message).toBe('This order is already paid.');
    expect((await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder.canUploadReceipt).toBe(false);
  });

  it('keeps an order whose receipt waits for the shop from being auto-cancelled', async () => {
    const a = await receiptCustomer(t);
    const orderId = await manualOrder(t, a.token, shop.productId, 'jazzcash');
    await postReceipt(t, a.token, orderId, await receiptPng(), 'jc.png');
    const [job] = await t.db.ds.query(`SELECT id FROM graphile_worker.jobs WHERE key = $1`, [
      `cancel-unpaid:${orderId}`,
    ]);
    await t.db.ds.query('SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now())', [
      job.id,
    ]);
    await waitUntil(
      async () =>
        (
          await t.db.ds.query(`SELECT 1 FROM graphile_worker.jobs WHERE key = $1`, [
            `cancel-unpaid:${orderId}`,
          ])
        ).length === 0,
      20_000,
    );
    expect((await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status).toBe(
      'pending',
    );
    // The hourly sweep leaves it too, even once the order is old.
    await t.db.ds.query(`UPDATE orders SET created_at = now() - interval '100 hours' WHERE id = $1`, [
      orderId,
    ]);
    await t.services.orders.lifecycle.cancelOverdue();
    expect((await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status).toBe(
      'pending',
    );
  });
});

it('keeps receipts out of the public uploads folder (DATA_DIR/receipts)', () => {
  expect(path.relative(t.config.dataDir, t.config.receiptsDir)).toBe('receipts');
  expect(t.config.receiptsDir.startsWith(t.config.uploadsDir)).toBe(false);
});
