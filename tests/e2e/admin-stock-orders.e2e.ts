/**
 * The back office against a shop that keeps selling (issue 29): the product form saved
 * unchanged writes no stock (a sold-out value stays sold out), and the order page refuses a
 * change made from an older read, shows what changed and applies the admin's change again on
 * top of it. Shipping without a courier or tracking number (issue 30) is allowed, and said so.
 */
import type { Browser } from 'playwright-core';
import { checkoutBody } from '../support/checkout';
import { api, launch, newPage, screenshot } from './support/browser';
import { adminToken, createProduct, placeCodOrder, registerCustomer, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test('the product form saved unchanged leaves a sold-out value at 0; the next order for it is refused', async () => {
  const admin = await adminToken();
  const tag = Date.now().toString(36);
  const attribute = await api(
    'POST',
    '/admin/attributes',
    { name: `Pattern ${tag}`, values: [{ value: `Granny ${tag}` }, { value: `Shell ${tag}` }] },
    admin,
  );
  const [granny, shell] = attribute.values as Array<{ id: number; value: string }>;
  const productId = await createProduct(
    admin,
    { title: `Pattern Blanket ${tag}`, price: '2500', qty: '10', sku: `BLANKET-${tag}` },
    [
      { attribute_value_id: granny.id, qty: 2 },
      { attribute_value_id: shell.id, qty: 3 },
    ],
  );
  const buyer = await registerCustomer('Stock Buyer');
  // Two of the Granny value, as a shopper's checkout sends them.
  const buyGranny = () =>
    api(
      'POST',
      '/save-order',
      checkoutBody([
        { product_id: productId, qty: 2, selectedAttributes: [{ attribute_value: { id: granny.id } }] },
      ]),
      buyer.token,
    );
  expect((await buyGranny()).status).toBe(200);
  const before = await api('GET', `/admin/products/${productId}`, undefined, admin);

  const { page, errors } = await newPage(browser);
  await signInAsOwner(page);
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
  expect((await buyGranny()).status).toBe(422);
  expect(errors).toEqual([]);
});

test('the order page refuses a change made from an older read, shows what changed, and applies the change again', async () => {
  const admin = await adminToken();
  const tag = Date.now().toString(36);
  const productId = await createProduct(admin, {
    title: `Order Coaster ${tag}`,
    price: '300',
    qty: '5',
    sku: `COASTER-${tag}`,
  });
  const buyer = await registerCustomer('Stock Buyer');
  const order = { id: await placeCodOrder('Stock Buyer', { token: buyer.token, productId }) };

  const { page, errors } = await newPage(browser);
  await signInAsOwner(page);
  await page.goto(`/admin/order/details/${order.id}`);
  await page.getByRole('form', { name: 'Update order' }).waitFor();

  // Another admin records the payment while this page is open.
  const other = await adminToken();
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
