/**
 * Packing slips and invoices: the PDF read back as text (shop, order, address, options, totals,
 * cash to collect, invoice number) with the order number's bar code in it; invoice numbers
 * issued without gaps and once per order while two admins print overlapping selections at
 * once; a failed print gives its numbers back; only admins print.
 */
import { readPdf } from '../support/pdf-text';
import { adminToken } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
let buyer: { id: number };

async function insertOrder(
  opts: { method?: string; paid?: boolean; name?: string; items?: Array<Record<string, unknown>> } = {},
) {
  const items = opts.items ?? [
    { name: 'Rose Shawl', qty: 2, price: 750_00, size_name: 'Large', attributes: { Colour: 'Maroon' } },
  ];
  const sub = items.reduce((s, i) => s + (i.qty as number) * (i.price as number), 0);
  const [o] = await t.db.ds.query(
    `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method, sub_total, shipping, discount, grand_total)
     VALUES ($1, $2, 'sana@example.pk', 'House 4, Street 9, Gulberg III', 'Lahore', 'Punjab', '54000', '03001234567', 'pending', $3, $4, $5::bigint, 20000, 0, $5::bigint + 20000)
     RETURNING id`,
    [buyer.id, opts.name ?? 'Sana Tariq', opts.paid ? 'paid' : 'unpaid', opts.method ?? 'cod', sub],
  );
  for (const i of items)
    await t.db.ds.query(
      `INSERT INTO order_items (order_id, name, qty, price, size_name, color_name, attributes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        o.id,
        i.name,
        i.qty,
        i.price,
        i.size_name ?? null,
        i.color_name ?? null,
        JSON.stringify(i.attributes ?? {}),
      ],
    );
  return o.id as number;
}

async function print(ids: Array<number | string>, token: string | undefined = admin) {
  const res = await fetch(`${t.url}/api/admin/packing-slips?ids=${ids.join(',')}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

const invoiceNumbers = async () =>
  new Map<number, number>(
    (await t.db.ds.query('SELECT order_id, number FROM order_invoices')).map(
      (r: { order_id: number; number: number }) => [r.order_id, r.number],
    ),
  );

beforeAll(async () => {
  t = await createTestServer();
  [buyer] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Sana', 'sana@example.pk', 'CUSTOMER', now()) RETURNING id`,
  );
  admin = await adminToken(t);
});
afterAll(() => t.close());

it('prints what the packer and the courier need, with the cash to collect in words a reader finds', async () => {
  const cod = await insertOrder({
    items: [
      { name: 'Rose Shawl', qty: 2, price: 750_00, size_name: 'Large', attributes: { Colour: 'Maroon' } },
      { name: 'Baby Booties', qty: 1, price: 450_50, color_name: 'Cream' },
      // A variant's size and colour are also among its attributes: each is printed once.
      {
        name: 'Bucket Hat',
        qty: 1,
        price: 0,
        size_name: 'Small',
        color_name: 'Green',
        attributes: { Colour: 'Green', Size: 'Small', Brim: 'Wide' },
      },
    ],
  });
  const paid = await insertOrder({ method: 'bank', paid: true, name: 'Ali Raza' });

  const res = await print([cod, paid]);
  expect(res.status).toBe(200);
  expect(res.type).toBe('application/pdf');
  const { pages, images } = await readPdf(res.body);
  expect(pages).toHaveLength(2);
  const [first, second] = pages;
  for (const text of [
    'Crochet Corner',
    'hello@crochetcorner.pk',
    `Order #${cod}`,
    'Sana Tariq',
    'House 4, Street 9, Gulberg III',
    'Lahore, Punjab, 54000',
    'Mobile: 03001234567',
    'Rose Shawl',
    'Size: Large, Colour: Maroon',
    'Baby Booties',
    'Colour: Cream',
    'Size: Small, Colour: Green, Brim: Wide',
    'Rs 1,500',
    'Rs 450.50',
    'Sub Total',
    'Rs 1,950.50',
    'Grand Total',
    'Rs 2,150.50',
    'Cash on Delivery',
    'COLLECT Rs 2,150.50',
  ])
    expect(first).toContain(text);
  expect(first).not.toMatch(/Colou?r: Green.*Colou?r: Green/s);
  expect(second).toContain(`Order #${paid}`);
  expect(second).toContain('Ali Raza');
  expect(second).toContain('PAID - NOTHING TO COLLECT');
  expect(second).not.toContain('COLLECT Rs');
  // Each page has its order's bar code.
  expect(images).toEqual([1, 1]);

  const numbers = await invoiceNumbers();
  expect(first).toContain(`INV-${String(numbers.get(cod)).padStart(6, '0')}`);
  expect(second).toContain(`INV-${String(numbers.get(paid)).padStart(6, '0')}`);
  // Printed again, an order keeps its number.
  const again = await readPdf((await print([paid])).body);
  expect(again.pages[0]).toContain(`INV-${String(numbers.get(paid)).padStart(6, '0')}`);
  expect(await invoiceNumbers()).toEqual(numbers);
});

it('prints a name in Urdu script and an order too long for one page, its totals on the next', async () => {
  const items = Array.from({ length: 30 }, (_, i) => ({
    name: `Granny Square Blanket ${i + 1}`,
    qty: 1,
    price: 100_00,
    size_name: 'Queen',
    attributes: { Colour: 'Teal', Note: 'گلابی rose' },
  }));
  const order = await insertOrder({ name: 'ثنا طارق (Sana Tariq)', items });
  const res = await print([order]);
  expect(res.status).toBe(200);
  const { pages, images } = await readPdf(res.body);
  // Urdu in Naskh, right to left, with the English beside it (tests/api/urdu-pdfs.test.ts has more).
  expect(pages[0]).toContain('ثنا طارق');
  expect(pages[0]).toContain('Sana Tariq');
  expect(pages[0]).not.toContain('?');
  expect(pages[0]).toContain('Granny Square Blanket 1');
  expect(pages).toHaveLength(2);
  expect(pages[1]).toContain('Granny Square Blanket 30');
  expect(pages[1]).toContain('Grand Total');
  expect(pages[1]).toContain('COLLECT Rs 3,200');
  expect(images).toEqual([1, 0]);
});

it('numbers invoices without gaps or twins while two admins print overlapping selections at once', async () => {
  const second = await adminToken(t);
  const before = (await invoiceNumbers()).size;
  const orders = [];
  for (let i = 0; i < 8; i++) orders.push(await insertOrder({ name: `Buyer ${i}` }));
  const selections = [orders.slice(0, 5), orders.slice(3, 8), orders.slice(2, 6), [orders[7], orders[0]]];
  const results = await Promise.all(selections.map((ids, i) => print(ids, i % 2 ? second : admin)));
  expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);

  const numbers = await invoiceNumbers();
  const all = [...numbers.values()].sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
  const [{ last_number: last }] = await t.db.ds.query('SELECT last_number FROM invoice_counter');
  expect(last).toBe(before + 8);
  // Every print of an order shows the one number it was issued.
  for (const [i, r] of results.entries()) {
    const { pages } = await readPdf(r.body);
    selections[i].forEach((id, page) =>
      expect(pages[page]).toContain(`INV-${String(numbers.get(id)).padStart(6, '0')}`),
    );
  }
});

it('gives the numbers of a refused print back, and refuses bad selections and non-admins clearly', async () => {
  const before = await invoiceNumbers();
  const order = await insertOrder();
  const refused = await print([order, 999999]);
  expect(refused.status).toBe(404);
  expect(JSON.parse(refused.body.toString())).toEqual({ status: 404, message: 'Order not found.' });
  expect(await invoiceNumbers()).toEqual(before);

  expect((await print([order])).status).toBe(200);
  expect((await invoiceNumbers()).get(order)).toBe(before.size + 1);

  const bad = await print(['abc']);
  expect(bad.status).toBe(422);
  expect(JSON.parse(bad.body.toString())).toEqual({
    status: 422,
    message: 'Order ids must be whole numbers.',
    errors: { ids: ['Order ids must be whole numbers.'] },
  });
  const none = await print([]);
  expect(none.status).toBe(422);
  expect(JSON.parse(none.body.toString()).errors).toEqual({ ids: ['Choose at least one order.'] });
  const tooMany = await print(Array.from({ length: 101 }, (_, i) => i + 1));
  expect(tooMany.status).toBe(422);
  expect(JSON.parse(tooMany.body.toString()).errors).toEqual({
    ids: ['Choose at most 100 orders at a time.'],
  });

  expect((await print([order], '')).status).toBe(401);
  const customer = await t.rest('POST', '/user/register', {
    name: 'Hina',
    email: 'hina@example.pk',
    password: 'chain-stitch-12',
  });
  expect((await print([order], customer.body.token)).status).toBe(403);
});

const LINK = `mutation ($ids: [Int!]!) { packingSlipLink(orderIds: $ids) { url expiresAt message errors { field message code } } }`;

it('gives admins a short-lived link for exactly the orders asked, which nobody can stretch or re-point', async () => {
  const order = await insertOrder({ name: 'Link Buyer' });
  const other = await insertOrder({ name: 'Other Buyer' });
  const asked = Date.now();
  const { body } = await t.gql(LINK, { ids: [order] }, admin);
  const answer = body.data.packingSlipLink;
  expect(answer).toMatchObject({ message: 'Packing slips ready.', errors: [] });
  const expiresAt = Date.parse(answer.expiresAt);
  expect(expiresAt - asked).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
  expect(expiresAt - asked).toBeLessThanOrEqual(15 * 60_000 + 1000);

  // The link alone, no token: the PDF of that order.
  const opened = await fetch(`${t.url}${answer.url}`);
  expect(opened.status).toBe(200);
  expect(opened.headers.get('content-type')).toBe('application/pdf');
  const { pages } = await readPdf(Buffer.from(await opened.arrayBuffer()));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain('Link Buyer');

  const url = new URL(answer.url, t.url);
  const tampered = async (edit: (u: URL) => void) => {
    const u = new URL(url);
    edit(u);
    const res = await fetch(u);
    return await res.json();
  };
  const refusal = {
    status: 403,
    message: 'This link has expired. Print the packing slips again for a fresh one.',
  };
  expect(await tampered((u) => u.searchParams.set('ids', `${order},${other}`))).toEqual(refusal);
  expect(await tampered((u) => u.searchParams.set('ids', String(other)))).toEqual(refusal);
  expect(
    await tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 300))),
  ).toEqual(refusal);
  expect(
    await tampered((u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`)),
  ).toEqual(refusal);
  expect(await tampered((u) => u.searchParams.delete('sig'))).toEqual(refusal);

  // Issued 16 minutes ago: expired.
  const old = t.services.invoices.links.url([order], Date.now() - 16 * 60_000);
  expect(old.expiresAt.getTime()).toBeLessThan(Date.now());
  expect((await fetch(`${t.url}${old.url}`)).status).toBe(403);
  // A receipt file's signature (same signer, another purpose) does not open slips.
  const receiptSig = t.services.receiptLinks.appLink({ id: order, file: String(order) });
  expect((await fetch(`${t.url}/files/packing-slips?ids=${order}&${receiptSig.split('?')[1]}`)).status).toBe(
    403,
  );
});

it('refuses the link to non-admins and for bad or unknown orders, in the payload', async () => {
  const order = await insertOrder();
  const customer = await t.rest('POST', '/user/register', {
    name: 'Rabia',
    email: 'rabia@example.pk',
    password: 'chain-stitch-12',
  });
  const asCustomer = await t.gql(LINK, { ids: [order] }, customer.body.token);
  expect(asCustomer.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  expect(asCustomer.body.data?.packingSlipLink ?? null).toBeNull();
  const anonymous = await t.gql(LINK, { ids: [order] });
  expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

  const unknown = (await t.gql(LINK, { ids: [order, 999999] }, admin)).body.data.packingSlipLink;
  expect(unknown).toEqual({
    url: null,
    expiresAt: null,
    message: null,
    errors: [{ field: 'ids', message: 'Order not found.', code: 'NOT_FOUND' }],
  });
  const none = (await t.gql(LINK, { ids: [] }, admin)).body.data.packingSlipLink;
  expect(none.errors).toEqual([{ field: 'ids', message: 'Choose at least one order.', code: 'REQUIRED' }]);
  const tooMany = (await t.gql(LINK, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, admin)).body.data
    .packingSlipLink;
  expect(tooMany.errors[0]).toMatchObject({ field: 'ids', code: 'TOO_MANY' });
});
