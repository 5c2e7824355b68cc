/**
 * Orders read back: customers see only their own, by any path (REST and GraphQL), an order reads
 * as TypeORM reads its rows, payment methods come with their labels; and the admin's order
 * management: list, search, sort and pages, cancelling and un-cancelling with the stock, updates
 * validated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CourierEntity } from '../../server/src/modules/couriers/courier.entity';
import {
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
} from '../../server/src/modules/orders/order.entity';
import { ReceiptEntity } from '../../server/src/modules/orders/receipt.entity';
import { address, checkout, customer, line, stockOf, useOrderShop } from '../support/order-shop';
import type { TestServer } from '../support/test-server';

const shop = useOrderShop();
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('reading orders', () => {
  it('shows customers only their own orders, by any path', async () => {
    const a = await customer(t, 'Owner');
    const b = await customer(t, 'Other');
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 10 });
    const mine = (await t.rest('POST', '/save-order', checkout([line(p.id)]), a.token)).body.id;
    const list = await t.rest('GET', '/user/orders', undefined, a.token);
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([mine]);
    expect(list.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect((await t.rest('GET', `/user/orders?search=${mine}`, undefined, a.token)).body.data).toHaveLength(
      1,
    );
    expect((await t.rest('GET', '/user/orders?search=abc', undefined, a.token)).body.data).toHaveLength(0);
    expect(
      (await t.rest('GET', `/user/order/details/${mine}`, undefined, a.token)).body.data.order_items,
    ).toHaveLength(1);

    expect((await t.rest('GET', `/user/order/details/${mine}`, undefined, b.token)).status).toBe(404);
    expect((await t.rest('GET', '/user/orders', undefined, b.token)).body.data).toEqual([]);
    const gql = await t.gql(
      'query($id: Int!) { myOrder(id: $id) { id } myOrders { items { id } } }',
      { id: mine },
      b.token,
    );
    expect(gql.body.data).toEqual({ myOrder: null, myOrders: { items: [] } });
    expect((await t.rest('GET', '/admin/orders', undefined, a.token)).status).toBe(403);
    expect((await t.rest('GET', `/admin/order/details/${mine}`, undefined, a.token)).status).toBe(403);
    expect(
      (await t.gql('{ adminOrders { items { id } } }', undefined, a.token)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
  });

  it('reads an order back as TypeORM reads its rows: lines, history and receipts oldest first, its courier', async () => {
    const a = await customer(t, 'Reader');
    const [p, q] = [
      await shop.f.product({ categoryId: shop.categoryId, qty: 10 }),
      await shop.f.product({ categoryId: shop.categoryId, qty: 10 }),
    ];
    const id = (await t.rest('POST', '/save-order', checkout([line(p.id, 2), line(q.id)]), a.token)).body.id;
    const [{ id: courierId }] = await t.db.ds.query('SELECT id FROM couriers ORDER BY id LIMIT 1');
    await t.db.ds.query(
      `WITH r AS (INSERT INTO order_receipts (order_id, uploaded_by, file, original_name, content_type, size, transaction_id)
                  VALUES ($1, $2, 'a.pdf', 'bank slip.pdf', 'application/pdf', 1234, 'TX-1'), ($1, $2, 'b.png', 'b.png', 'image/png', 99, NULL)),
            h AS (INSERT INTO order_history (order_id, actor_user_id, actor, field, from_value, to_value, note)
                  VALUES ($1, NULL, 'admin', 'status', 'pending', 'shipped', 'TCS 123'))
       UPDATE orders SET courier_id = $3, tracking_number = 'TCS-123', cod_confirmed_at = now() WHERE id = $1`,
      [id, a.id, courierId],
    );
    const repo = t.db.ds.manager;
    const expected = Object.assign(await repo.findOneByOrFail(OrderEntity, { id }), {
      items: await repo.find(OrderItemEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      history: await repo.find(OrderHistoryEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      receipts: await repo.find(ReceiptEntity, { where: { orderId: id }, order: { id: 'ASC' } }),
      courier: await repo.findOneByOrFail(CourierEntity, { id: courierId }),
    });
    expect(expected.items).toHaveLength(2);
    expect(expected.history).toHaveLength(2);
    expect(expected.receipts).toHaveLength(2);
    // Same classes, same values, Dates as Dates.
    expect(await t.services.orders.queries.details(id)).toStrictEqual(expected);
    await t.db.ds.query('UPDATE orders SET courier_id = NULL WHERE id = $1', [id]);
    expect((await t.services.orders.queries.details(id)).courier).toBeNull();
  });

  it('places and reads an order through GraphQL', async () => {
    const a = await customer(t, 'Graph');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 700, qty: 3, title: 'Booties' });
    const res = await t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { message errors { field message } order { id grandTotal paymentInstructions items { name qty price } } } }`,
      {
        i: {
          ...address,
          paymentMethod: 'easypaisa',
          grandTotal: 1600,
          cart: [{ productId: p.id, qty: 2 }],
          idempotencyKey: 'g-1',
        },
      },
      a.token,
    );
    expect(res.body.data.placeOrder).toMatchObject({
      message: 'Order placed successfully',
      errors: [],
      order: {
        grandTotal: 1600,
        paymentInstructions: expect.stringMatching(/receipt to us over chat/),
        items: [{ name: 'Booties', qty: 2, price: 700 }],
      },
    });
    const mine = await t.gql(
      '{ myOrders { items { id paymentStatus } meta { total } } }',
      undefined,
      a.token,
    );
    expect(mine.body.data.myOrders).toEqual({
      items: [{ id: res.body.data.placeOrder.order.id, paymentStatus: 'unpaid' }],
      meta: { total: 1 },
    });
  });

  it("offers each payment method with the label and instructions the order and its mail then show (the checkout's only copy)", async () => {
    const opts = (await t.gql('{ checkoutOptions { shipping paymentMethods { code label instructions } } }'))
      .body.data.checkoutOptions;
    expect(opts.shipping).toBe(200);
    expect(opts.paymentMethods.map((m: { code: string; label: string }) => [m.code, m.label])).toEqual([
      ['cod', 'Cash on Delivery'],
      ['easypaisa', 'Easypaisa'],
      ['jazzcash', 'JazzCash'],
      ['bank', 'Bank Transfer (HBL)'],
      ['stripe', 'Card'],
    ]);
    const a = await customer(t, 'Bank Payer');
    const p = await shop.f.product({ categoryId: shop.categoryId, price: 500, qty: 2 });
    const placed = await t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { paymentMethodLabel paymentInstructions shipping } errors { message } } }`,
      {
        i: {
          ...address,
          paymentMethod: 'bank',
          grandTotal: 700,
          cart: [{ productId: p.id, qty: 1 }],
          idempotencyKey: 'bank-1',
        },
      },
      a.token,
    );
    const bank = opts.paymentMethods.find((m: { code: string }) => m.code === 'bank');
    expect(placed.body.data.placeOrder.order).toEqual({
      paymentMethodLabel: 'Bank Transfer (HBL)',
      paymentInstructions: bank.instructions,
      shipping: opts.shipping,
    });
    expect(bank.instructions).toMatch(/IBAN PK36HABB0012345678901203\. Send the receipt to us over chat\.$/);
  });
});

describe('admin order management', () => {
  let orderId: number;
  let productId: number;

  beforeAll(async () => {
    const a = await customer(t, 'Zainab Admin-Test');
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Cushion', qty: 3 });
    productId = p.id;
    orderId = (
      await t.rest('POST', '/save-order', checkout([line(p.id, 2)], { name: 'Zainab Qureshi' }), a.token)
    ).body.id;
    // Other customers' orders of different totals: the list has more than one page of five to sort.
    for (const price of [300, 120, 900, 450, 75, 610]) {
      const other = await customer(t, 'Listed Buyer');
      const listed = await shop.f.product({ categoryId: shop.categoryId, price, qty: 5 });
      const res = await t.rest('POST', '/save-order', checkout([line(listed.id)]), other.token);
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    }
  });

  it('lists, searches, sorts and pages orders', async () => {
    const byName = await t.rest('GET', '/admin/orders?search=zainab', undefined, shop.adminToken);
    expect(byName.body.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const byId = await t.rest('GET', `/admin/orders?search=${orderId}`, undefined, shop.adminToken);
    expect(byId.body.data[0].id).toBe(orderId);
    const asc = await t.rest(
      'GET',
      '/admin/orders?sort=grand_total&direction=asc&per_page=5',
      undefined,
      shop.adminToken,
    );
    const totals = asc.body.data.map((o: { grand_total: number }) => o.grand_total);
    expect(totals).toEqual([...totals].sort((x: number, y: number) => x - y));
    expect(asc.body.meta.per_page).toBe(5);
    expect(asc.body.meta.last_page).toBe(Math.ceil(asc.body.meta.total / 5));
    const p2 = await t.rest(
      'GET',
      '/admin/orders?sort=grand_total&direction=asc&per_page=5&page=2',
      undefined,
      shop.adminToken,
    );
    expect(p2.body.data[0].grand_total).toBeGreaterThanOrEqual(totals[4]);
    expect((await t.rest('GET', '/admin/orders?sort=password', undefined, shop.adminToken)).status).toBe(422);
    const gql = await t.gql(
      '{ adminOrders(search: "Zainab", sort: "created_at") { items { id name } meta { total } } }',
      undefined,
      shop.adminToken,
    );
    expect(gql.body.data.adminOrders.items).toEqual([{ id: orderId, name: 'Zainab Qureshi' }]);
  });

  it('cancelling returns stock, un-cancelling takes it again, and every change is recorded', async () => {
    expect(await stockOf(t, productId)).toBe(1);
    const cancel = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'cancelled', payment_status: 'unpaid' },
      shop.adminToken,
    );
    expect(cancel.body).toMatchObject({
      status: 200,
      message: 'Order updated successfully.',
      data: { status: 'cancelled' },
    });
    expect(await stockOf(t, productId)).toBe(3);
    const back = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'shipped', payment_status: 'paid', courier_id: 1, tracking_number: 'TCS-1001' },
      shop.adminToken,
    );
    expect(back.body.data).toMatchObject({
      status: 'shipped',
      payment_status: 'paid',
      courier: 'TCS',
      tracking_number: 'TCS-1001',
    });
    expect(await stockOf(t, productId)).toBe(1);
    expect(
      back.body.data.history.map(
        (h: { field: string; from: string; to: string; actor: string }) =>
          `${h.actor}:${h.field}:${h.from}->${h.to}`,
      ),
    ).toEqual([
      'customer:status:null->pending',
      'admin:status:pending->cancelled',
      'admin:status:cancelled->shipped',
      'admin:payment_status:unpaid->paid',
    ]);
    // Mails go out after the response; give them a moment.
    const mailsNow = () =>
      readdirSync(t.config.mailDir).map((file) => readFileSync(path.join(t.config.mailDir, file), 'utf8'));
    for (
      let i = 0;
      i < 50 && !mailsNow().some((m) => m.includes(`Subject: Order #${orderId} has been shipped`));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    const mails = mailsNow();
    expect(mails.some((m) => m.includes(`Subject: Order #${orderId} has been shipped`))).toBe(true);
    expect(mails.some((m) => m.includes(`Subject: Order #${orderId} confirmed`))).toBe(true);
  });

  it('refuses to leave cancelled when the stock is gone', async () => {
    await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'cancelled', payment_status: 'paid' },
      shop.adminToken,
    );
    await t.db.ds.query('UPDATE products SET qty = 0 WHERE id = $1', [productId]);
    const res = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'pending', payment_status: 'paid' },
      shop.adminToken,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.status[0]).toBe(
      'This order cannot leave "cancelled": "Cushion" no longer has enough stock.',
    );
    expect(
      (await t.rest('GET', `/admin/order/details/${orderId}`, undefined, shop.adminToken)).body.data.status,
    ).toBe('cancelled');
  });

  it('validates the update', async () => {
    const res = await t.rest('POST', `/admin/update-order/${orderId}`, {}, shop.adminToken);
    expect(res.body.errors).toEqual({
      status: ['The status field is required'],
      payment_status: ['The payment status field is required'],
    });
    const bad = await t.rest(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'lost', payment_status: 'maybe' },
      shop.adminToken,
    );
    expect(bad.status).toBe(422);
    expect(
      (
        await t.rest(
          'POST',
          '/admin/update-order/999999',
          { status: 'pending', payment_status: 'paid' },
          shop.adminToken,
        )
      ).status,
    ).toBe(404);
  });
});
