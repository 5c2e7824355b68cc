/**
 * Manual payments and delivery (issue 22): payment receipts uploaded by the order's customer
 * only, stored privately and served only to that customer and admins; verification that
 * marks an order paid once; rejection mailed to the customer; couriers and tracking numbers
 * checked when given for shipping and shown to the customer (and in the shipped mail); cash-on-delivery
 * orders confirmed by phone; the admin list's filters; the order timeline.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { factories } from '../support/factories';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let productId: number;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ SMTP_URL: smtp.url });
  const f = factories(t.db.ds);
  productId = (await f.product({ categoryId: (await f.category()).id, qty: 1000, price: 1500 })).id;
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function customer(name = 'Receipt Tester') {
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

async function order(token: string, method = 'easypaisa'): Promise<number> {
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
  expect(res.status).toBe(200);
  return res.body.id;
}

const RECEIPT_FIELDS =
  'id fileName contentType size uploadedAt transactionId amountPaid status rejectReason url';
const UPLOAD = `mutation($orderId: Int!, $file: Upload!, $tx: String, $amount: Float) {
  uploadPaymentReceipt(orderId: $orderId, file: $file, transactionId: $tx, amountPaid: $amount) {
    message receipt { ${RECEIPT_FIELDS} } order { id receipts { id fileName } } errors { field message code }
  }
}`;

/** A GraphQL multipart request (the GraphQL multipart request spec, as the web client sends it). */
async function upload(
  token: string | null,
  orderId: number,
  file: Buffer,
  name: string,
  extra: { tx?: string; amount?: number } = {},
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: UPLOAD,
      variables: { orderId, file: null, tx: extra.tx ?? null, amount: extra.amount ?? null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
}

const png = (w = 400, h = 700) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 240, g: 250, b: 240 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const storedFiles = () => (existsSync(t.config.receiptsDir) ? readdirSync(t.config.receiptsDir) : []);
const fileOf = (url: string) => fetch(t.url + url.replace(t.url, ''));
const get = (p: string, token?: string) =>
  fetch(t.url + p, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const MY_ORDER = `query($id: Int!) { myOrder(id: $id) {
  id paymentStatus canUploadReceipt paymentAccount trackingNumber trackingUrl courier { name }
  receipts { ${RECEIPT_FIELDS} } history { field toValue note summary actorName createdAt }
} }`;
const ADMIN_ORDER = `query($id: Int!) { adminOrder(id: $id) {
  id paymentStatus codConfirmedAt receipts { id status } history { actor field fromValue toValue note summary actorName }
} }`;
const adminList = async (filter: string) =>
  (
    await t.gql(
      `query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 100) { items { id } meta { total } } }`,
      { f: filter },
      admin,
    )
  ).body.data.adminOrders.items.map((o: { id: number }) => o.id);

describe('receipt upload', () => {
  it("takes a receipt to the customer's own order only, stores it privately, and serves it only to that customer and admins", async () => {
    const a = await customer('Ayesha');
    const b = await customer('Bilal');
    const orderId = await order(a.token);
    const image = await png();

    // Someone else's order, no sign-in, an admin's token: refused, nothing stored.
    const before = storedFiles().length;
    const other = await upload(b.token, orderId, image, 'mine.png');
    expect(other.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await upload(null, orderId, image, 'x.png')).body.errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await upload(admin, orderId, image, 'x.png')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(storedFiles()).toHaveLength(before);
    expect(
      (await t.db.ds.query('SELECT count(*)::int AS n FROM order_receipts WHERE order_id = $1', [orderId]))[0]
        .n,
    ).toBe(0);

    // The admin's "receipt waiting" list, read (and remembered) before the upload, shows it right after.
    expect(await adminList('RECEIPT_WAITING')).not.toContain(orderId);
    const ok = await upload(a.token, orderId, image, 'C:\\Users\\ayesha\\easypaisa receipt.png', {
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
    expect(await adminList('RECEIPT_WAITING')).toContain(orderId);

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
    expect((await get(route, admin)).status).toBe(200);
    // The signed link works without a token; altered or expired, it does not.
    expect(res.receipt.url).toMatch(
      new RegExp(`^/files/receipts/${res.receipt.id}\\?expires=\\d+&sig=[\\w-]+$`),
    );
    expect((await fileOf(res.receipt.url)).status).toBe(200);
    expect((await fileOf(res.receipt.url.replace(/sig=./, 'sig=A'))).status).toBe(403);
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
    const a = await customer();
    const orderId = await order(a.token, 'bank');
    const before = storedFiles().length;
    const refused = async (file: Buffer, name: string, id = orderId) =>
      (await upload(a.token, id, file, name)).body.data.uploadPaymentReceipt.errors;

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
    const big = await upload(a.token, orderId, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png');
    const bigErrors = big.body.data?.uploadPaymentReceipt?.errors ?? big.body.errors;
    expect(JSON.stringify(bigErrors)).toContain('5 MB');
    // Bad optional fields.
    const badAmount = await upload(a.token, orderId, await png(), 'r.png', { amount: -5 });
    expect(badAmount.body.data.uploadPaymentReceipt.errors[0]).toMatchObject({ field: 'amount_paid' });
    const cod = await order(a.token, 'cod');
    expect((await refused(await png(), 'r.png', cod))[0].message).toBe(
      'Receipts are only for Easypaisa, JazzCash and bank transfer orders.',
    );
    expect(storedFiles()).toHaveLength(before);

    // A PDF is kept as sent and downloaded (never shown inline on the shop's origin).
    const pdf = (await upload(a.token, orderId, PDF, 'hbl-transfer.pdf')).body.data.uploadPaymentReceipt;
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
      admin,
    );
    expect((await refused(await png(), 'late.png'))[0].message).toBe('This order is already paid.');
    expect((await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder.canUploadReceipt).toBe(false);
  });

  it('keeps an order whose receipt waits for the shop from being auto-cancelled', async () => {
    const a = await customer();
    const orderId = await order(a.token, 'jazzcash');
    await upload(a.token, orderId, await png(), 'jc.png');
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
    await t.services.orders.cancelOverdue();
    expect((await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status).toBe(
      'pending',
    );
  });
});

describe('verification in the back office', () => {
  it('"Mark paid" sets the order paid once, however many admins click at once, recording who and when and mailing the customer once', async () => {
    const a = await customer('Sana');
    const orderId = await order(a.token);
    const first = (await upload(a.token, orderId, await png(), 'first.png')).body.data.uploadPaymentReceipt
      .receipt.id;
    const second = (await upload(a.token, orderId, await png(300, 300), 'second.png')).body.data
      .uploadPaymentReceipt.receipt.id;
    const verify = (id: number) =>
      t.gql(
        `mutation($id: Int!) { verifyPaymentReceipt(id: $id) { message order { paymentStatus } errors { field message code } } }`,
        { id },
        admin,
      );
    const results = await Promise.all([verify(first), verify(first), verify(second), verify(first)]);
    const payloads = results.map((r) => r.body.data.verifyPaymentReceipt);
    expect(payloads.filter((p) => p.errors.length === 0)).toHaveLength(1);
    for (const p of payloads.filter((x) => x.errors.length))
      expect(['REVIEWED', 'ALREADY_PAID']).toContain(p.errors[0].code);

    const o = (await t.gql(ADMIN_ORDER, { id: orderId }, admin)).body.data.adminOrder;
    expect(o.paymentStatus).toBe('paid');
    const paid = o.history.filter((h: { field: string }) => h.field === 'payment_status');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      actor: 'admin',
      fromValue: 'unpaid',
      toValue: 'paid',
      actorName: expect.any(String),
    });
    expect(paid[0].summary).toMatch(/^Payment verified \(receipt (first|second)\.png\)$/);
    const [recorded] = await t.db.ds.query(
      `SELECT h.actor_user_id, u.role, h.created_at FROM order_history h JOIN users u ON u.id = h.actor_user_id WHERE h.order_id = $1 AND h.field = 'payment_status'`,
      [orderId],
    );
    expect(recorded.role).toBe('ADMIN');
    expect(o.receipts.map((r: { status: string }) => r.status).sort()).toEqual(['ACCEPTED', 'WAITING']);
    // The customer sees the same timeline without the admin's name.
    const mine = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(mine.history.every((h: { actorName: string | null }) => h.actorName === null)).toBe(true);
    // Paid: out of the "receipt waiting" list although a receipt was never looked at.
    expect(await adminList('RECEIPT_WAITING')).not.toContain(orderId);

    await waitUntil(() => smtp.withSubject(`Payment received for order #${orderId}`).length >= 1, 20_000);
    const sentAll = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM mail_events WHERE key LIKE $1 AND subject LIKE 'Payment received%'`,
      [`order:${orderId}:%`],
    );
    expect(sentAll[0].n).toBe(1);
    expect(smtp.withSubject(`Payment received for order #${orderId}`)[0].to).toEqual([a.email]);
  });

  it('"Reject" needs a reason, mails it to the customer, and gives the order its time again', async () => {
    const a = await customer('Hina');
    const orderId = await order(a.token);
    const receipt = (await upload(a.token, orderId, await png(), 'blurry.png')).body.data.uploadPaymentReceipt
      .receipt.id;
    const reject = (reason: string) =>
      t.gql(
        `mutation($id: Int!, $r: String!) { rejectPaymentReceipt(id: $id, reason: $r) { message errors { field message } } }`,
        { id: receipt, r: reason },
        admin,
      );
    expect((await reject('   ')).body.data.rejectPaymentReceipt.errors).toEqual([
      { field: 'reason', message: 'Please give the reason the receipt is rejected.' },
    ]);
    expect(
      (
        await t.gql(
          `mutation { rejectPaymentReceipt(id: ${receipt}, reason: "x") { errors { field } } }`,
          undefined,
          a.token,
        )
      ).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    // Pretend the order is about to be cancelled: rejecting gives it UNPAID_ORDER_HOURS again.
    const [waiting] = await t.db.ds.query(`SELECT id FROM graphile_worker.jobs WHERE key = $1`, [
      `cancel-unpaid:${orderId}`,
    ]);
    await t.db.ds.query(
      `SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now() + interval '1 hour')`,
      [waiting.id],
    );
    const res = (await reject('The amount on the receipt is Rs 170, not Rs 1,700.')).body.data
      .rejectPaymentReceipt;
    expect(res.errors).toEqual([]);
    const [job] = await t.db.ds.query(
      `SELECT (extract(epoch FROM run_at - now()) / 3600)::float8 AS hours FROM graphile_worker.jobs WHERE key = $1`,
      [`cancel-unpaid:${orderId}`],
    );
    expect(job.hours).toBeGreaterThan(47.9);
    expect((await reject('again')).body.data.rejectPaymentReceipt.errors[0].message).toBe(
      'This receipt was already reviewed.',
    );

    const subject = `Payment receipt for order #${orderId} not accepted`;
    await waitUntil(() => smtp.withSubject(subject).length === 1, 20_000);
    const [mail] = smtp.withSubject(subject);
    expect(mail.to).toEqual([a.email]);
    expect(mail.parts.text).toContain('Reason: The amount on the receipt is Rs 170, not Rs 1,700.');
    expect(mail.parts.text).toContain(`/user/order/details/${orderId}`);

    const mine = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(mine.receipts[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The amount on the receipt is Rs 170, not Rs 1,700.',
    });
    expect(mine.paymentStatus).toBe('unpaid');
    expect(mine.canUploadReceipt).toBe(true);
    expect(mine.history.at(-1).summary).toBe(
      'Payment receipt blurry.png rejected: The amount on the receipt is Rs 170, not Rs 1,700.',
    );
    expect(await adminList('RECEIPT_WAITING')).not.toContain(orderId);
  });
});

describe('couriers and tracking', () => {
  const UPDATE = `mutation($id: Int!, $s: String!, $p: String!, $c: Int, $t: String) {
    updateOrder(id: $id, status: $s, paymentStatus: $p, courierId: $c, trackingNumber: $t) { message order { status trackingNumber } errors { field message } }
  }`;

  it('ships with a courier and a tracking number: checked, the customer sees the tracking link, the shipped mail has it', async () => {
    const a = await customer('Zara');
    const orderId = await order(a.token, 'cod');
    const couriers = (
      await t.gql('{ adminCouriers { id name trackingUrlTemplate active } }', undefined, admin)
    ).body.data.adminCouriers;
    expect(couriers.map((c: { name: string }) => c.name)).toEqual([
      'TCS',
      'Leopards',
      'M&P',
      'Trax',
      'Pakistan Post',
    ]);
    const tcs = couriers[0];

    // Courier and tracking number are optional (tests/api/order-versions.test.ts), but one given must be right.
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: 99999, t: '1234567' }, admin)).body
        .data.updateOrder.errors[0].field,
    ).toBe('courier_id');
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: tcs.id, t: '<script>' }, admin)).body
        .data.updateOrder.errors[0].field,
    ).toBe('tracking_number');
    expect((await t.db.ds.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status).toBe(
      'pending',
    );

    const shipped = (
      await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: tcs.id, t: '7701 2345 66' }, admin)
    ).body.data.updateOrder;
    expect(shipped.errors).toEqual([]);
    const mine = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(mine).toMatchObject({
      trackingNumber: '7701 2345 66',
      courier: { name: 'TCS' },
      trackingUrl: tcs.trackingUrlTemplate.replace('{tracking}', '7701%202345%2066'),
    });
    expect(mine.history.at(-1).summary).toBe('Shipped with TCS, tracking number 7701 2345 66');
    const rest = (await t.rest('GET', `/user/order/details/${orderId}`, undefined, a.token)).body.data;
    expect(rest).toMatchObject({
      courier: 'TCS',
      tracking_number: '7701 2345 66',
      tracking_url: mine.trackingUrl,
    });

    const subject = `Order #${orderId} has been shipped`;
    await waitUntil(() => smtp.withSubject(subject).length === 1, 20_000);
    const text = smtp.withSubject(subject)[0].parts.text;
    expect(text).toContain('Courier: TCS');
    expect(text).toContain('Tracking number: 7701 2345 66');
    expect(text).toContain(`Track your parcel: ${mine.trackingUrl}`);

    // Corrected while shipped: recorded; delivered keeps them.
    const leopards = couriers[1];
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: leopards.id, t: 'LHE-99881' }, admin))
        .body.data.updateOrder.errors,
    ).toEqual([]);
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'delivered', p: 'paid' }, admin)).body.data.updateOrder.errors,
    ).toEqual([]);
    const after = (await t.gql(MY_ORDER, { id: orderId }, a.token)).body.data.myOrder;
    expect(after.courier.name).toBe('Leopards');
    expect(after.history.map((h: { summary: string }) => h.summary)).toEqual([
      'Order placed',
      'Shipped with TCS, tracking number 7701 2345 66',
      'Tracking changed to Leopards, tracking number LHE-99881',
      'Delivered',
      'Marked paid',
    ]);
  });

  it('lets admins only keep the courier list: templates checked, names unique, inactive couriers not offered, used couriers kept', async () => {
    const a = await customer();
    const CREATE = `mutation($i: CourierInput!) { createCourier(input: $i) { courier { id name active } errors { field message } } }`;
    expect(
      (await t.gql('{ adminCouriers { id } }', undefined, a.token)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await t.gql(
          CREATE,
          { i: { name: 'BlueEx', trackingUrlTemplate: 'https://blue-ex.com/track', active: true } },
          a.token,
        )
      ).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await t.gql(
          CREATE,
          { i: { name: 'BlueEx', trackingUrlTemplate: 'https://blue-ex.com/track', active: true } },
          admin,
        )
      ).body.data.createCourier.errors,
    ).toEqual([
      {
        field: 'tracking_url_template',
        message: 'The tracking URL must contain {tracking} where the tracking number goes.',
      },
    ]);
    expect(
      (
        await t.gql(
          CREATE,
          { i: { name: 'BlueEx', trackingUrlTemplate: 'javascript:alert({tracking})', active: true } },
          admin,
        )
      ).body.data.createCourier.errors[0].field,
    ).toBe('tracking_url_template');
    expect(
      (
        await t.gql(
          CREATE,
          { i: { name: 'tcs', trackingUrlTemplate: 'https://x.pk/{tracking}', active: true } },
          admin,
        )
      ).body.data.createCourier.errors,
    ).toEqual([{ field: 'name', message: 'A courier with this name already exists.' }]);
    const blueEx = (
      await t.gql(
        CREATE,
        {
          i: {
            name: 'BlueEx',
            trackingUrlTemplate: 'https://www.blue-ex.com/track?cn={tracking}',
            active: true,
          },
        },
        admin,
      )
    ).body.data.createCourier.courier;
    expect(blueEx).toMatchObject({ name: 'BlueEx', active: true });

    const orderId = await order(a.token, 'cod');
    const deactivated = await t.gql(
      `mutation($id: Int!, $i: CourierInput!) { updateCourier(id: $id, input: $i) { courier { active } errors { field } } }`,
      {
        id: blueEx.id,
        i: {
          name: 'BlueEx',
          trackingUrlTemplate: 'https://www.blue-ex.com/track?cn={tracking}',
          active: false,
        },
      },
      admin,
    );
    expect(deactivated.body.data.updateCourier.courier.active).toBe(false);
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: blueEx.id, t: 'BX-1001' }, admin))
        .body.data.updateOrder.errors,
    ).toEqual([{ field: 'courier_id', message: 'Please choose a courier from the list.' }]);
    const trax = (
      await t.gql('{ adminCouriers { id name } }', undefined, admin)
    ).body.data.adminCouriers.find((c: { name: string }) => c.name === 'Trax');
    expect(
      (await t.gql(UPDATE, { id: orderId, s: 'shipped', p: 'unpaid', c: trax.id, t: 'TRX-1001' }, admin)).body
        .data.updateOrder.errors,
    ).toEqual([]);
    const used = await t.gql(`mutation($id: Int!) { deleteCourier(id: $id) { ok } }`, { id: trax.id }, admin);
    expect(used.body.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(
      (await t.gql(`mutation($id: Int!) { deleteCourier(id: $id) { ok } }`, { id: blueEx.id }, admin)).body
        .data.deleteCourier.ok,
    ).toBe(true);
  });
});

describe('cash on delivery and the admin filters', () => {
  it('"Confirmed by phone" is recorded once for a pending COD order and takes it off the unconfirmed list', async () => {
    const a = await customer();
    const cod = await order(a.token, 'cod');
    const manual = await order(a.token, 'easypaisa');
    const CONFIRM = `mutation($id: Int!) { confirmCodOrder(id: $id) { message order { codConfirmedAt } errors { field message } } }`;
    expect(await adminList('UNCONFIRMED_COD')).toContain(cod);
    expect(await adminList('UNCONFIRMED_COD')).not.toContain(manual);
    expect((await t.gql(CONFIRM, { id: cod }, a.token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CONFIRM, { id: manual }, admin)).body.data.confirmCodOrder.errors[0].message).toBe(
      'Only cash-on-delivery orders are confirmed by phone.',
    );
    const done = (await t.gql(CONFIRM, { id: cod }, admin)).body.data.confirmCodOrder;
    expect(done.errors).toEqual([]);
    expect(Date.parse(done.order.codConfirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.gql(CONFIRM, { id: cod }, admin)).body.data.confirmCodOrder.errors[0].message).toBe(
      'This order was already confirmed by phone.',
    );
    expect(await adminList('UNCONFIRMED_COD')).not.toContain(cod);
    const history = (await t.gql(ADMIN_ORDER, { id: cod }, admin)).body.data.adminOrder.history;
    expect(history.filter((h: { summary: string }) => h.summary === 'Confirmed by phone')).toHaveLength(1);
    // REST lists the same filters.
    const rest = await t.rest('GET', '/admin/orders?filter=unconfirmed_cod&per_page=100', undefined, admin);
    expect(rest.body.data.map((o: { id: number }) => o.id)).not.toContain(cod);
    expect((await t.rest('GET', '/admin/orders?filter=constructor', undefined, admin)).status).toBe(422);
  });
});

it('keeps receipts out of the public uploads folder (DATA_DIR/receipts)', () => {
  expect(path.relative(t.config.dataDir, t.config.receiptsDir)).toBe('receipts');
  expect(t.config.receiptsDir.startsWith(t.config.uploadsDir)).toBe(false);
});
