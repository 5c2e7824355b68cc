/**
 * Payment receipts after the third attack audit: files are downloaded under server-chosen
 * names (the customer's name is only a label, without format or control characters), a
 * transaction id sent for two orders is pointed out to the admin, and uploads have budgets
 * per order (count and bytes) and per account per day (bytes).
 */
import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { factories } from '../support/factories';
import { manualOrder, pdfOf, receiptCustomer, uploadReceipt } from '../support/receipts';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let productId: number;
let admin: string;

const FIELDS = 'id fileName downloadName detectedType contentType transactionId';

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
  // The owner's upload budgets (/admin/settings), small enough to reach.
  const budgets = { receiptsPerOrder: '3', receiptMbPerOrder: '1', receiptMbPerAccountDay: '2' };
  expect((await t.rest('PUT', '/admin/settings/orders', { values: budgets }, admin)).status).toBe(200);
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 1000, price: 1500 })).id;
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 240, g: 250, b: 240 } } })
    .png()
    .toBuffer();
const storedFiles = () => (existsSync(t.config.receiptsDir) ? readdirSync(t.config.receiptsDir).length : 0);
const download = (id: number, token: string) =>
  fetch(`${t.url}/files/receipts/${id}`, { headers: { authorization: `Bearer ${token}` } });

describe('download names', () => {
  it('sends a PDF uploaded as payment.hta as receipt-<order>-1.pdf, the name it was sent under only a label', async () => {
    const c = await receiptCustomer(t);
    const orderId = await manualOrder(t, c.token, productId);
    const first = await uploadReceipt(t, c.token, orderId, pdfOf(), 'payment.hta', FIELDS);
    expect(first.errors).toEqual([]);
    expect(first.receipt).toMatchObject({
      fileName: 'payment.hta',
      downloadName: `receipt-${orderId}-1.pdf`,
      detectedType: 'PDF document',
      contentType: 'application/pdf',
    });
    const res = await download(first.receipt.id, c.token);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="receipt-${orderId}-1.pdf"`);
    expect(disposition).not.toContain('hta');

    // The second receipt of the order is number 2, whatever it was called.
    const second = await uploadReceipt(t, c.token, orderId, await png(), 'receipt.exe', FIELDS);
    expect(second.receipt).toMatchObject({
      downloadName: `receipt-${orderId}-2.webp`,
      detectedType: 'PNG image (kept as WebP)',
    });
    expect((await download(second.receipt.id, admin)).headers.get('content-disposition')).toBe(
      `inline; filename="receipt-${orderId}-2.webp"`,
    );
    // REST (existing apps) says the same, additively.
    const rest = await t.rest('GET', `/admin/order/details/${orderId}`, undefined, admin);
    expect(rest.body.data.receipts[0]).toMatchObject({
      file_name: 'payment.hta',
      download_name: `receipt-${orderId}-1.pdf`,
      detected_type: 'PDF document',
    });
  });

  it('labels receipt\\u202Egnp.exe without its right-to-left override (nor any other format character)', async () => {
    const c = await receiptCustomer(t);
    const orderId = await manualOrder(t, c.token, productId);
    const name = 'receipt\u202Egnp.exe';
    const bidi = await uploadReceipt(t, c.token, orderId, await png(), name, FIELDS);
    expect(bidi.receipt.fileName).toBe('receiptgnp.exe');
    expect(bidi.receipt.detectedType).toBe('PNG image (kept as WebP)');
    const sneaky = await uploadReceipt(
      t,
      c.token,
      orderId,
      pdfOf(),
      'a\u200Bb\u2066c\u200Fd\u0085e\uFEFF.pdf',
      FIELDS,
    );
    expect(sneaky.receipt.fileName).toBe('abcde.pdf');
    // What the admin reads.
    const order = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { receipts { fileName detectedType } } }`,
      { id: orderId },
      admin,
    );
    for (const r of order.body.data.adminOrder.receipts) expect(r.fileName).not.toMatch(/\p{Cf}|\p{Cc}/u);
  });
});

describe('transaction ids across orders', () => {
  it('accepts a reused transaction id and tells the admin, on the order page and in the list', async () => {
    const a = await receiptCustomer(t, 'First');
    const b = await receiptCustomer(t, 'Second');
    const first = await manualOrder(t, a.token, productId);
    const second = await manualOrder(t, b.token, productId);
    const lone = await manualOrder(t, b.token, productId);
    expect(
      (await uploadReceipt(t, a.token, first, pdfOf(), 'a.pdf', FIELDS, { tx: 'EP-4471 0093' })).errors,
    ).toEqual([]);
    // The same screenshot's id, typed differently, for another order: accepted.
    const reused = await uploadReceipt(t, b.token, second, pdfOf(), 'b.pdf', FIELDS, { tx: 'ep44710093' });
    expect(reused.errors).toEqual([]);
    expect(reused.message).toBe('Thank you! We will check your receipt and confirm your payment soon.');
    await uploadReceipt(t, b.token, lone, pdfOf(), 'c.pdf', FIELDS, { tx: 'EP-9999' });

    const page = await t.gql(
      `query($id: Int!) { adminOrder(id: $id) { transactionIdNote receipts { transactionId transactionIdAlsoOn } } }`,
      { id: second },
      admin,
    );
    expect(page.body.data.adminOrder).toEqual({
      transactionIdNote: `Transaction id also sent for order #${first}`,
      receipts: [{ transactionId: 'ep44710093', transactionIdAlsoOn: [first] }],
    });
    const list = await t.gql(
      `{ adminOrders(perPage: 100) { items { id transactionIdNote } } }`,
      undefined,
      admin,
    );
    const notes = Object.fromEntries(
      list.body.data.adminOrders.items.map((o: { id: number; transactionIdNote: string | null }) => [
        o.id,
        o.transactionIdNote,
      ]),
    );
    expect(notes[first]).toBe(`Transaction id also sent for order #${second}`);
    expect(notes[second]).toBe(`Transaction id also sent for order #${first}`);
    expect(notes[lone]).toBeNull();

    const rest = await t.rest('GET', '/admin/orders?per_page=100', undefined, admin);
    const restNotes = Object.fromEntries(
      rest.body.data.map((o: { id: number; transaction_id_note: string | null }) => [
        o.id,
        o.transaction_id_note,
      ]),
    );
    expect(restNotes[second]).toBe(`Transaction id also sent for order #${first}`);
    expect(restNotes[lone]).toBeNull();
    const details = await t.rest('GET', `/admin/order/details/${first}`, undefined, admin);
    expect(details.body.data.transaction_id_note).toBe(`Transaction id also sent for order #${second}`);
    expect(details.body.data.receipts[0].transaction_id_also_on).toEqual([second]);

    // Customers never learn other orders' numbers.
    const mine = await t.gql(
      `query($id: Int!) { myOrder(id: $id) { transactionIdNote } }`,
      { id: second },
      b.token,
    );
    expect(mine.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const customerRest = await t.rest('GET', `/user/order/details/${second}`, undefined, b.token);
    expect(customerRest.body.data).not.toHaveProperty('transaction_id_note');
  });
});

describe('upload budgets', () => {
  it('refuses a receipt past the bytes of an order, naming the budget, and keeps no file', async () => {
    const c = await receiptCustomer(t);
    const orderId = await manualOrder(t, c.token, productId);
    for (let i = 0; i < 2; i++)
      expect(
        (await uploadReceipt(t, c.token, orderId, pdfOf(400_000), `part-${i}.pdf`, FIELDS)).errors,
      ).toEqual([]);
    const files = storedFiles();
    const over = await uploadReceipt(t, c.token, orderId, pdfOf(400_000), 'part-3.pdf', FIELDS);
    expect(over.receipt).toBeNull();
    expect(over.errors).toEqual([
      {
        field: 'file',
        code: 'BUDGET',
        message:
          'The receipts of an order may not be greater than 1 MB in total. Please send further receipts over chat.',
      },
    ]);
    expect(storedFiles()).toBe(files);
  });

  it('refuses a receipt past the count of an order', async () => {
    const c = await receiptCustomer(t);
    const orderId = await manualOrder(t, c.token, productId);
    for (let i = 0; i < 3; i++)
      expect((await uploadReceipt(t, c.token, orderId, pdfOf(), `r-${i}.pdf`, FIELDS)).errors).toEqual([]);
    expect((await uploadReceipt(t, c.token, orderId, pdfOf(), 'r-4.pdf', FIELDS)).errors).toEqual([
      {
        field: 'file',
        code: 'TOO_MANY',
        message: 'An order can have at most 3 receipts. Please send further receipts over chat.',
      },
    ]);
  });

  it("holds an account's daily bytes across its orders, even when it uploads to several at once", async () => {
    const c = await receiptCustomer(t);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await manualOrder(t, c.token, productId));
    const files = storedFiles();
    // 6 × 400 kB at once, two per order (each order's 800 kB is within its 1 MB); the account's 2 MB takes 5.
    const results = await Promise.all(
      orders.flatMap((id) =>
        [0, 1].map((i) => uploadReceipt(t, c.token, id, pdfOf(400_000), `day-${id}-${i}.pdf`, FIELDS)),
      ),
    );
    const refused = results.filter((r) => r.errors.length);
    expect(results.length - refused.length).toBe(5);
    expect(refused.map((r) => r.errors)).toEqual([
      [
        {
          field: 'file',
          code: 'BUDGET',
          message:
            'You may upload at most 2 MB of receipts in 24 hours. Please send further receipts over chat, or try again tomorrow.',
        },
      ],
    ]);
    expect(storedFiles()).toBe(files + 5);
    // Another customer is not held by this one's budget.
    const other = await receiptCustomer(t);
    const otherOrder = await manualOrder(t, other.token, productId);
    expect(
      (await uploadReceipt(t, other.token, otherOrder, pdfOf(400_000), 'mine.pdf', FIELDS)).errors,
    ).toEqual([]);
  });
});
