/**
 * The REST adapter's OpenAPI document is its contract: every route Express has is in it (and
 * nothing else), and real answers of a running shop, one or more per path and the documented
 * refusals, validate against it (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it).
 */
import { openApiChecker, type OpenApiChecker } from '../support/openapi-checker';
import { adminToken, multipart, png } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let call: OpenApiChecker['call'];
let documented: OpenApiChecker['documented'];
let seen: OpenApiChecker['seen'];

beforeAll(async () => {
  // The default rate limits, so a limit's 429 can be met.
  t = await createTestServer({ RATE_LIMIT_SCALE: '1' });
  ({ call, documented, seen } = await openApiChecker(t));
});
afterAll(() => t.close());

it('answers as documented on every path, refusals included', async () => {
  const admin = await adminToken(t);
  // Catalogue set up by the admin.
  const cat = (
    await call('POST', '/admin/categories', 200, { token: admin, body: { name: 'Shawls', status: 1 } })
  ).data;
  await call('POST', '/admin/categories', 422, { token: admin, body: {} });
  await call('GET', '/admin/categories', 200, { token: admin });
  await call('GET', `/admin/categories/${cat.id}`, 200, { token: admin });
  await call('GET', '/admin/categories/999999', 404, { token: admin });
  await call('PUT', `/admin/categories/${cat.id}`, 200, {
    token: admin,
    body: { name: 'Shawls & Wraps', status: 1 },
  });
  const brand = (
    await call('POST', '/admin/brands', 200, { token: admin, body: { name: 'Lahore Loops', status: 1 } })
  ).data;
  await call('GET', '/admin/brands', 200, { token: admin });
  await call('GET', `/admin/brands/${brand.id}`, 200, { token: admin });
  await call('PUT', `/admin/brands/${brand.id}`, 200, {
    token: admin,
    body: { name: 'Lahore Loops Co', status: 1 },
  });
  const attr = await call('POST', '/admin/attributes', 200, {
    token: admin,
    body: { name: 'Colour', values: [{ value: 'Red', code: '#ff0000' }] },
  });
  await call('GET', '/admin/attributes', 200, { token: admin });
  await call('GET', `/admin/attributes/${attr.id}`, 200, { token: admin });
  await call('PUT', `/admin/attributes/${attr.id}`, 200, {
    token: admin,
    body: { name: 'Colour', values: [{ id: attr.values[0].id, value: 'Red', code: '#ff0000' }] },
  });
  await call('GET', '/admin/get-attributes', 200, { token: admin });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Rose Shawl',
    price: '2500',
    category: String(cat.id),
    brand: String(brand.id),
    sku: 'ROSE-1',
    is_featured: 'yes',
    status: '1',
    qty: '8',
    'attribute_values[]': JSON.stringify({ attribute_value_id: attr.values[0].id, qty: 3 }),
  }))
    form.append(k, v);
  form.append('gallery[0]', new Blob([new Uint8Array(await png('#cc3366'))]), 'rose.png');
  const product = (await call('POST', '/admin/products', 200, { token: admin, form })).data;
  await call('GET', '/admin/products?sort=title&direction=asc', 200, { token: admin });
  await call('GET', '/admin/products?sort=nonsense', 422, { token: admin });
  const edit = await call('GET', `/admin/products/${product.id}`, 200, { token: admin });
  // The edit form saved from the version it opened: once, then refused as stale.
  const saveAs = (title: string, status: number) =>
    call('PUT', `/admin/products/${product.id}`, status, {
      token: admin,
      body: {
        title,
        price: 2600,
        category: cat.id,
        sku: 'ROSE-1',
        is_featured: 'yes',
        status: 1,
        version: edit.data.version,
      },
    });
  await saveAs('Rose Shawl', 200);
  await saveAs('Stale', 409);
  const added = await multipart(t, admin, '/admin/product-image/store', { product_id: String(product.id) }, [
    ['image', await png('#3366cc'), 'x.png'],
  ]);
  expect(added.status).toBe(200);
  const imageForm = new FormData();
  imageForm.append('product_id', String(product.id));
  imageForm.append('image', new Blob([new Uint8Array(await png('#336633'))]), 'y.png');
  const image = (await call('POST', '/admin/product-image/store', 200, { token: admin, form: imageForm }))
    .data;
  await call('GET', `/admin/default-image/update?image=${image.id}&product_id=${product.id}`, 200, {
    token: admin,
  });
  await call('DELETE', `/admin/image/delete/${added.body.data.id}`, 200, { token: admin });
  await call('GET', '/admin/dashboard', 200, { token: admin });
  await call('POST', '/products', 200, {
    token: admin,
    body: {
      name: 'Twin Hat',
      base_price: 900,
      category_id: cat.id,
      variants: [{ sku: 'HAT-1', price: 900, stock: 4, attributes: { size: 'M', color: 'Red' } }],
    },
  });

  // The public catalogue.
  for (const p of [
    '/get-latest-products',
    '/get-featured-products',
    '/search-products?search=rose',
    '/get-categories',
    '/get-brands',
    `/get-products?category[]=${cat.id}&sort=price_asc`,
    `/product-details/${product.id}`,
    `/product-reviews/${product.id}`,
    '/provinces',
    '/cities/Punjab',
  ])
    await call('GET', p, 200);
  await call('GET', '/get-products?page=0', 422);
  await call('GET', '/product-details/999999', 404);
  await call('GET', '/product-reviews/999999', 404);
  await call('GET', '/cities/Atlantis', 404);
  await call('POST', '/product-reviews', 200, {
    body: { product_id: product.id, name: 'Ayesha', comment: 'Lovely', rating: 5 },
  });
  await call('POST', '/product-reviews', 422, { body: { product_id: product.id } });
  await call('POST', `/products/${product.id}/check-stock`, 200, { body: { qty: 1 } });
  await call('POST', '/products/999999/check-stock', 404, { body: { qty: 1 } });
  await call('POST', '/product-reviews', 415, { body: undefined, form: new FormData() });

  // Accounts.
  const email = 'contract@example.pk';
  const reg = await call('POST', '/user/register', 200, {
    body: { name: 'Contract', email, password: 'chain-stitch-12' },
  });
  await call('POST', '/user/register', 422, { body: {} });
  const user = await call('POST', '/user/auth', 200, { body: { email, password: 'chain-stitch-12' } });
  await call('POST', '/user/auth', 401, { body: { email, password: 'wrong-password-1' } });
  await call('POST', '/admin/auth', 200, {
    body: { email: 'admin@example.com', password: 'admin-password-123' },
  });
  await call('GET', '/user/profile', 200, { token: user.token });
  await call('GET', '/user/profile', 401);
  await call('GET', '/user/profile', 403, { token: admin });
  await call('GET', '/admin/dashboard', 403, { token: user.token });
  await call('POST', `/user/update/profile/${reg.id}`, 200, {
    token: user.token,
    body: { name: 'Contract Two' },
  });
  await call('POST', '/email/verification-notification', 200, { token: user.token });
  await call('GET', '/email/verify?token=nope&email=x%40example.pk', 302);
  await call('POST', '/forgot-password', 200, { body: { email } });
  await call('POST', '/reset-password', 422, { body: { email } });

  // Orders.
  const address = {
    name: 'Contract',
    email,
    street: 'Punjab',
    city: 'Lahore',
    address: 'House 1',
    zip: '54000',
    mobile: '03001234567',
  };
  const order = await call('POST', '/save-order', 200, {
    token: user.token,
    body: {
      ...address,
      payment_method: 'cod',
      cart: [{ product_id: product.id, qty: 1, attributeValueIds: [attr.values[0].id] }],
    },
  });
  await call('POST', '/create-payment-intent', 503, {
    token: user.token,
    body: { cart: [{ product_id: product.id, qty: 1, attributeValueIds: [attr.values[0].id] }] },
  });
  // A payment receipt, for a bank order only.
  const bankOrder = await call('POST', '/save-order', 200, {
    token: user.token,
    body: {
      ...address,
      payment_method: 'bank',
      cart: [{ product_id: product.id, qty: 1, attributeValueIds: [attr.values[0].id] }],
    },
  });
  const receipt = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png('#ffffff', 300, 500))]), 'receipt.png');
    form.append('transaction_id', 'TX-CONTRACT-1');
    return form;
  };
  const withReceipt = await call('POST', `/user/order/${bankOrder.id}/receipts`, 200, {
    token: user.token,
    form: await receipt(),
  });
  expect(withReceipt.data.receipts).toHaveLength(1);
  await call('POST', `/user/order/${order.id}/receipts`, 422, { token: user.token, form: await receipt() });
  await call('POST', '/user/order/999999/receipts', 404, { token: user.token, form: await receipt() });
  await call('POST', `/user/order/${bankOrder.id}/receipts`, 403, { token: admin, form: await receipt() });
  await call('GET', '/user/orders', 200, { token: user.token });
  await call('GET', `/user/order/details/${order.id}`, 200, { token: user.token });
  await call('GET', '/user/order/details/999999', 404, { token: user.token });
  await call('GET', '/admin/orders?filter=unconfirmed_cod', 200, { token: admin });
  const details = await call('GET', `/admin/order/details/${order.id}`, 200, { token: admin });
  const slip = await call('GET', `/admin/packing-slips?ids=${order.id}`, 200, { token: admin });
  expect(slip.startsWith('%PDF-')).toBe(true);
  await call('GET', '/admin/packing-slips?ids=abc', 422, { token: admin });
  await call('GET', '/admin/packing-slips?ids=999999', 404, { token: admin });
  await call('GET', `/admin/packing-slips?ids=${order.id}`, 403, { token: user.token });
  // CSV out and in (the import's dry run answers its problems; apply with one is a 422).
  const orderCsv = await call('GET', '/admin/orders/export?filter=unconfirmed_cod', 200, { token: admin });
  expect(orderCsv).toMatch(/^order_id,/); // (fetch's text() drops the byte order mark)
  await call('GET', '/admin/orders/export?sort=nope', 422, { token: admin });
  await call('GET', '/admin/orders/export', 403, { token: user.token });
  const productCsv: string = await call('GET', '/admin/products/export?search=ROSE', 200, { token: admin });
  const csvForm = (text: string, apply: boolean) => {
    const form = new FormData();
    form.append('apply', String(apply));
    form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
    return form;
  };
  const dry = await call('POST', '/admin/products/import', 200, {
    token: admin,
    form: csvForm(productCsv, false),
  });
  expect(dry.data).toMatchObject({ problems: [], applied: false });
  const broken = productCsv.replace(/\r\nproduct,(\d+),/, '\r\nproduct,999999,');
  await call('POST', '/admin/products/import', 422, { token: admin, form: csvForm(broken, true) });
  await call('POST', '/admin/products/import', 403, { token: user.token, form: csvForm(productCsv, false) });
  await call('POST', `/admin/update-order/${order.id}`, 200, {
    token: admin,
    body: { status: 'shipped', payment_status: 'unpaid', version: details.data.version },
  });
  await call('POST', `/admin/update-order/${order.id}`, 409, {
    token: admin,
    body: { status: 'delivered', payment_status: 'paid', version: details.data.version },
  });
  // Refunds of the order once paid: recorded by hand (its method has no refund API).
  await call('POST', `/admin/update-order/${order.id}`, 200, {
    token: admin,
    body: { status: 'shipped', payment_status: 'paid' },
  });
  await call('GET', `/admin/order/${order.id}/refunds`, 200, { token: admin });
  await call('GET', '/admin/order/999999/refunds', 404, { token: admin });
  await call('POST', `/admin/order/${order.id}/refunds`, 422, { token: admin, body: { amount: 0 } });
  await call('POST', `/admin/order/${order.id}/refunds`, 200, {
    token: admin,
    body: { amount: 1, reason: 'A missing button', reference: 'CASH-1' },
  });

  // Settings and the blocklist (secrets never in an answer).
  await call('GET', '/admin/settings', 200, { token: admin });
  await call('PUT', '/admin/settings/cod', 200, { token: admin, body: { values: { autoCancel: 'off' } } });
  await call('PUT', '/admin/settings/cod', 422, { token: admin, body: { values: { autoCancel: 'maybe' } } });
  const saved = await call('PUT', '/admin/settings/leopards', 200, {
    token: admin,
    body: { values: { originCityId: '789' } },
  });
  await call('PUT', '/admin/settings/leopards', 409, {
    token: admin,
    body: { values: { originCityId: 'self' }, version: saved.data.version - 1 },
  });
  await call('PUT', '/admin/settings/nothing', 404, { token: admin, body: { values: {} } });
  const entry = await call('POST', '/admin/blocklist', 200, {
    token: admin,
    body: { kind: 'email', value: 'prank@example.pk' },
  });
  await call('GET', '/admin/blocklist', 200, { token: admin });
  await call('DELETE', `/admin/blocklist/${entry.data.id}`, 200, { token: admin });
  await call('DELETE', `/admin/blocklist/${entry.data.id}`, 404, { token: admin });

  // Paying online and courier bookings (no wallet or courier set up here).
  await call('POST', `/user/order/${order.id}/pay-online`, 422, { token: user.token });
  await call('POST', '/user/order/999999/pay-online', 404, { token: user.token });
  await call('POST', `/admin/order/${order.id}/book-courier`, 422, {
    token: admin,
    body: { courier: 'leopards', weight_grams: 500, pieces: 1 },
  });
  const selection = await call('POST', '/admin/orders/book-courier', 200, {
    token: admin,
    body: { orders: [order.id], courier: 'leopards', weight_grams: 500, pieces: 1 },
  });
  expect(selection.data[0].tracking_number).toBeNull();
  await call('POST', '/admin/orders/book-courier', 422, { token: admin, body: { orders: [] } });
  await call('POST', `/admin/order/${order.id}/cancel-booking`, 422, { token: admin });
  await call('GET', `/admin/labels?orders=${order.id}`, 422, { token: admin });

  // Reconciliation: the report, and a gateway's settlement statement imported (a bad row is a 422).
  await call('GET', '/admin/reconciliation?from=2026-01-01&to=2026-01-31', 200, { token: admin });
  const statement = (row: string) => {
    const form = new FormData();
    form.append('source', 'jazzcash');
    form.append('file', new Blob([`reference,order_number,amount,settled_date\n${row}\n`]), 'statement.csv');
    return form;
  };
  const settle = (row: string, status: number) =>
    call('POST', '/admin/settlements/import', status, { token: admin, form: statement(row) });
  await settle(`OA-1,${order.id},100,2026-01-02`, 200);
  await settle('OA-2,,abc,2026-01-02', 422);

  // Deletions, refused while in use.
  await call('DELETE', `/admin/categories/${cat.id}`, 409, { token: admin });
  await call('DELETE', `/admin/products/${product.id}`, 200, { token: admin });
  await call('DELETE', `/admin/brands/${brand.id}`, 200, { token: admin });
  await call('DELETE', `/admin/attributes/${attr.id}`, 200, { token: admin });
  const spare = (
    await call('POST', '/admin/categories', 200, { token: admin, body: { name: 'Spare', status: 1 } })
  ).data;
  await call('DELETE', `/admin/categories/${spare.id}`, 200, { token: admin });

  // The contact form, until its limit.
  await call('POST', '/contactus/submit', 422, { body: {} });
  for (let i = 0; i < 5; i++)
    await call('POST', '/contactus/submit', 200, {
      body: {
        name: 'Sana',
        email: 'sana@example.pk',
        mobile: '03001234567',
        subject: 'Order',
        message: `Hello ${i}`,
      },
    });
  await call('POST', '/contactus/submit', 429, {
    body: {
      name: 'Sana',
      email: 'sana@example.pk',
      mobile: '03001234567',
      subject: 'Order',
      message: 'Again',
    },
  });

  // Staff: invited, set a password, disabled, removed; the activity log.
  const invited = await call('POST', '/admin/staff', 200, {
    token: admin,
    body: { name: 'Hina', email: 'hina.staff@example.pk' },
  });
  await call('POST', '/admin/staff', 422, { token: admin, body: { name: '', email: 'nope' } });
  await call('GET', '/admin/staff', 200, { token: admin });
  await call('GET', '/admin/staff', 403, { token: user.token });
  await call('POST', '/admin/set-password', 422, {
    body: { token: 'x'.repeat(43), password: 'purl-stitch-2024', passwordConfirmation: 'purl-stitch-2024' },
  });
  const [{ token_hash: hash }] = await t.db.ds.query('SELECT token_hash FROM staff_invites');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await call('PUT', `/admin/staff/${invited.data.id}`, 200, { token: admin, body: { disabled: true } });
  await call('PUT', `/admin/staff/${invited.data.id}`, 422, { token: admin, body: { disabled: 'yes' } });
  await call('GET', '/admin/activity?kind=staff', 200, { token: admin });
  await call('DELETE', `/admin/staff/${invited.data.id}`, 200, { token: admin });
  await call('DELETE', `/admin/staff/${invited.data.id}`, 404, { token: admin });
  await call('POST', '/admin/set-password', 200, await inviteAndSetPassword());

  await call('POST', '/user/logout', 200, { token: user.token });
  await call('POST', '/admin/logout', 200, { token: admin });

  /** A second invitation, its token read back by replacing the stored hash with a known token's. */
  async function inviteAndSetPassword() {
    const other = await call('POST', '/admin/staff', 200, {
      token: admin,
      body: { name: 'Sana', email: 'sana.staff@example.pk' },
    });
    const token = 'k'.repeat(43);
    await t.db.ds.query(
      `UPDATE staff_invites SET token_hash = encode(sha256($1::bytea), 'hex') WHERE user_id = $2`,
      [token, other.data.id],
    );
    return { body: { token, password: 'purl-stitch-2024', passwordConfirmation: 'purl-stitch-2024' } };
  }

  // Every documented operation was answered as documented at least once.
  const unvisited = documented().filter((op) => !seen.has(op));
  expect(unvisited).toEqual([]);
  for (const status of [401, 403, 404, 409, 415, 422, 429])
    expect([...seen.values()].some((s) => s.has(status))).toBe(true);
});
