/**
 * The back office against a shop that keeps selling (issue 29): the product form saved
 * unchanged writes no stock (a sold-out value stays sold out), and the order page refuses a
 * change made from an older read, shows what changed and applies the admin's change again on
 * top of it. Shipping without a courier or tracking number (issue 30) is allowed, and said so.
 */
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, launch, newPage, screenshot } from './support/browser';
import { checkoutBody } from '../support/checkout';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = (await api('POST', '/admin/auth', { email: 'admin@example.com', password: 'e2e-admin-password' }))
    .token;
});
afterAll(() => browser?.close());

const checkout = (cart: unknown[]) =>
  checkoutBody(cart, {
    name: 'Stock Buyer',
    email: 'stock@example.pk',
    address: 'House 9, Johar Town',
    zip: '54782',
  });
async function customer() {
  return api('POST', '/user/register', {
    name: 'Stock Buyer',
    email: `stock${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.pk`,
    password: 'chain-stitch-12',
  });
}
async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.locator('input[name=password]').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

test('the product form saved unchanged leaves a sold-out value at 0; the next order for it is refused', async () => {
  const tag = Date.now().toString(36);
  const attribute = await api(
    'POST',
    '/admin/attributes',
    { name: `Pattern ${tag}`, values: [{ value: `Granny ${tag}` }, { value: `Shell ${tag}` }] },
    admin,
  );
  const [granny, shell] = attribute.values as Array<{ id: number; value: string }>;
  const categories = (await api('GET', '/get-categories')).data;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: `Pattern Blanket ${tag}`,
    category: String(categories[0].id),
    price: '2500',
    qty: '10',
    sku: `BLANKET-${tag}`,
    is_featured: 'no',
    status: '1',
  }))
    form.append(k, v);
  form.append('attribute_values[]', JSON.stringify({ attribute_value_id: granny.id, qty: 2 }));
  form.append('attribute_values[]', JSON.stringify({ attribute_value_id: shell.id, qty: 3 }));
  const created = await (
    await fetch(`${BASE_URL()}/api/admin/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    })
  ).json();
  const productId = created.data.id as number;
  const line = (valueId: number) => ({
    product_id: productId,
    qty: 2,
    selectedAttributes: [{ attribute_value: { id: valueId } }],
  });
  const buyer = await customer();
  expect((await api('POST', '/save-order', checkout([line(granny.id)]), buyer.token)).status).toBe(200);
  const before = await api('GET', `/admin/products/${productId}`, undefined, admin);

  const { page, errors } = await newPage(browser);
  await signIn(page);
  await page.goto(`/admin/products/edit/${productId}`);
  await page.waitForFunction(
    (title) => (document.querySelector('input[name=title]') as HTMLInputElement | null)?.value === title,
    `Pattern Blanket ${tag}`,
  );
  expect(await page.getByLabel(`Quantity of ${granny.value}`).inputValue()).toBe('0');
  expect(await page.getByLabel(`Quantity of ${shell.value}`).inputValue()).toBe('3');
  await screenshot(page, 'admin-product-stock-cells');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/products');

  const after = await api('GET', `/admin/products/${productId}`, undefined, admin);
  expect(after.attribute_values.map((v: { qty: number }) => v.qty)).toEqual([0, 3]);
  expect(after.data).toMatchObject({ qty: 8, version: before.data.version });
  const refused = await api('POST', '/save-order', checkout([line(granny.id)]), buyer.token);
  expect(refused.status).toBe(422);
  expect(errors).toEqual([]);
});

test('the order page refuses a change made from an older read, shows what changed, and applies the change again', async () => {
  const tag = Date.now().toString(36);
  const categories = (await api('GET', '/get-categories')).data;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: `Order Coaster ${tag}`,
    category: String(categories[0].id),
    price: '300',
    qty: '5',
    sku: `COASTER-${tag}`,
    is_featured: 'no',
    status: '1',
  }))
    form.append(k, v);
  const product = (
    await (
      await fetch(`${BASE_URL()}/api/admin/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      })
    ).json()
  ).data as { id: number };
  const buyer = await customer();
  const order = await api('POST', '/save-order', checkout([{ product_id: product.id, qty: 1 }]), buyer.token);
  expect(order.status).toBe(200);

  const { page, errors } = await newPage(browser);
  await signIn(page);
  await page.goto(`/admin/order/details/${order.id}`);
  await page.getByRole('form', { name: 'Update order' }).waitFor();

  // Another admin records the payment while this page is open.
  const other = (
    await api('POST', '/admin/auth', { email: 'admin@example.com', password: 'e2e-admin-password' })
  ).token;
  const paid = await api(
    'POST',
    `/admin/update-order/${order.id}`,
    { status: 'pending', payment_status: 'paid' },
    other,
  );
  expect(paid.status).toBe(200);

  // This admin ships it from the form it read (unpaid): refused, and told what changed.
  await page.locator('select[name=status]').selectOption('shipped');
  await page.getByTestId('tracking-missing').waitFor();
  await page.getByRole('button', { name: 'Update' }).click();
  const conflict = page.getByTestId('order-conflict');
  await conflict.getByText('Payment Status: Unpaid → Paid').waitFor();
  await conflict.getByText(/Your change: Order Status → Shipped/).waitFor();
  await conflict.getByText(/Since you opened it: Marked paid/).waitFor();
  await screenshot(page, 'admin-order-conflict');
  expect((await api('GET', `/admin/order/details/${order.id}`, undefined, admin)).data).toMatchObject({
    status: 'pending',
    payment_status: 'paid',
  });

  // Applied again on top of the payment: shipped and still paid, with no courier or tracking number.
  await conflict.getByRole('button', { name: 'Apply my change again' }).click();
  await page.getByText('Order updated successfully.').waitFor();
  await page.getByTestId('order-timeline').getByText('Shipped', { exact: true }).waitFor();
  expect(await conflict.count()).toBe(0);
  const details = (await api('GET', `/admin/order/details/${order.id}`, undefined, admin)).data;
  expect(details).toMatchObject({ status: 'shipped', payment_status: 'paid', tracking_number: null });
  const mine = (await api('GET', `/user/order/details/${order.id}`, undefined, buyer.token)).data;
  expect(mine).toMatchObject({ status: 'shipped', courier: null, tracking_url: null });
  expect(errors).toEqual([]);
});
