/**
 * Payments verified in the back office (issue 22): "Mark paid" once however many admins click,
 * recorded and mailed once; "Reject" with its reason mailed and the order given its time again;
 * cash-on-delivery orders confirmed by phone once and the admin list's filters.
 */
import { manualOrder, postReceipt, receiptCustomer, receiptPng } from '../support/receipts';
import { ADMIN_ORDER, adminList, MY_ORDER, useReceiptShop } from '../support/receipt-shop';
import type { TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const shop = useReceiptShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('verification in the back office', () => {
  it('"Mark paid" sets the order paid once, however many admins click at once, recording who and when and mailing the customer once', async () => {
    const a = await receiptCustomer(t, 'Sana');
    const orderId = await manualOrder(t, a.token, shop.productId);
    const first = (await postReceipt(t, a.token, orderId, await receiptPng(), 'first.png')).body.data
      .uploadPaymentReceipt.receipt.id;
    const second = (await postReceipt(t, a.token, orderId, await receiptPng(300, 300), 'second.png')).body
      .data.uploadPaymentReceipt.receipt.id;
    const verify = (id: number) =>
      t.gql(
        `mutation($id: Int!) { verifyPaymentReceipt(id: $id) { message order { paymentStatus } errors { field message code } } }`,
        { id },
        shop.admin,
      );
    const results = await Promise.all([verify(first), verify(first), verify(second), verify(first)]);
    const payloads = results.map((r) => r.body.data.verifyPaymentReceipt);
    expect(payloads.filter((p) => p.errors.length === 0)).toHaveLength(1);
    for (const p of payloads.filter((x) => x.errors.length))
      expect(['REVIEWED', 'ALREADY_PAID']).toContain(p.errors[0].code);

    const o = (await t.gql(ADMIN_ORDER, { id: orderId }, shop.admin)).body.data.adminOrder;
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
    expect(await adminList(t, shop.admin, 'RECEIPT_WAITING')).not.toContain(orderId);

    await waitUntil(
      () => shop.smtp.withSubject(`Payment received for order #${orderId}`).length >= 1,
      20_000,
    );
    const sentAll = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM mail_events WHERE key LIKE $1 AND subject LIKE 'Payment received%'`,
      [`order:${orderId}:%`],
    );
    expect(sentAll[0].n).toBe(1);
    expect(shop.smtp.withSubject(`Payment received for order #${orderId}`)[0].to).toEqual([a.email]);
  });

  it('"Reject" needs a reason, mails it to the customer, and gives the order its time again', async () => {
    const a = await receiptCustomer(t, 'Hina');
    const orderId = await manualOrder(t, a.token, shop.productId);
    const receipt = (await postReceipt(t, a.token, orderId, await receiptPng(), 'blurry.png')).body.data
      .uploadPaymentReceipt.receipt.id;
    const reject = (reason: string) =>
      t.gql(
        `mutation($id: Int!, $r: String!) { rejectPaymentReceipt(id: $id, reason: $r) { message errors { field message } } }`,
        { id: receipt, r: reason },
        shop.admin,
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
    await waitUntil(() => shop.smtp.withSubject(subject).length === 1, 20_000);
    const [mail] = shop.smtp.withSubject(subject);
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
    expect(await adminList(t, shop.admin, 'RECEIPT_WAITING')).not.toContain(orderId);
  });
});

describe('cash on delivery and the admin filters', () => {
  it('"Confirmed by phone" is recorded once for a pending COD order and takes it off the unconfirmed list', async () => {
    const a = await receiptCustomer(t);
    const cod = await manualOrder(t, a.token, shop.productId, 'cod');
    const manual = await manualOrder(t, a.token, shop.productId, 'easypaisa');
    const CONFIRM = `mutation($id: Int!) { confirmCodOrder(id: $id) { message order { codConfirmedAt } errors { field message } } }`;
    expect(await adminList(t, shop.admin, 'UNCONFIRMED_COD')).toContain(cod);
    expect(await adminList(t, shop.admin, 'UNCONFIRMED_COD')).not.toContain(manual);
    expect((await t.gql(CONFIRM, { id: cod }, a.token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(CONFIRM, { id: manual }, shop.admin)).body.data.confirmCodOrder.errors[0].message,
    ).toBe('Only cash-on-delivery orders are confirmed by phone.');
    const done = (await t.gql(CONFIRM, { id: cod }, shop.admin)).body.data.confirmCodOrder;
    expect(done.errors).toEqual([]);
    expect(Date.parse(done.order.codConfirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.gql(CONFIRM, { id: cod }, shop.admin)).body.data.confirmCodOrder.errors[0].message).toBe(
      'This order was already confirmed by phone.',
    );
    expect(await adminList(t, shop.admin, 'UNCONFIRMED_COD')).not.toContain(cod);
    const history = (await t.gql(ADMIN_ORDER, { id: cod }, shop.admin)).body.data.adminOrder.history;
    expect(history.filter((h: { summary: string }) => h.summary === 'Confirmed by phone')).toHaveLength(1);
    // REST lists the same filters.
    const rest = await t.rest(
      'GET',
      '/admin/orders?filter=unconfirmed_cod&per_page=100',
      undefined,
      shop.admin,
    );
    expect(rest.body.data.map((o: { id: number }) => o.id)).not.toContain(cod);
    expect((await t.rest('GET', '/admin/orders?filter=constructor', undefined, shop.admin)).status).toBe(422);
  });
});
