/**
 * Fair stock in the browser (issue 29, item 10): the cart and the checkout show the shop's own
 * cap message, as the server words it (10 of an item per order by default): the plus button
 * stops at it, a line over it stays in the cart with the message, and placing the order is
 * refused with it.
 */
import type { Browser } from 'playwright-core';
import { api, launch, newPage } from './support/browser';
import { adminToken, createProduct, registerCustomer, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('shows the per-item cap from the server in the cart and at checkout', async () => {
  const productId = await createProduct(await adminToken(), {
    title: 'Plentiful Pompom',
    price: '500',
    sku: `POMPOM-${Date.now()}`,
    qty: '60',
  });
  const shopper = await registerCustomer('Pompom Buyer');
  const { page, context } = await newPage(browser);
  const line = (qty: number) => ({
    id: `line-${productId}`,
    product_id: productId,
    title: 'Plentiful Pompom',
    price: 500,
    qty,
    image_url: null,
    stock: 60,
    selectedAttributes: [],
    attributeKey: '',
  });
  const setCart = (qty: number) =>
    page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), [line(qty)]);
  const cap = 'You can order at most 10 of "Plentiful Pompom" at a time.';
  try {
    await page.goto('/aboutus');
    await setCart(10);
    await page.goto('/cart');
    await page.getByTestId('line-qty').filter({ hasText: '10' }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity of Plentiful Pompom' }).click();
    await page.getByText(cap).waitFor();
    expect(await page.getByTestId('line-qty').textContent()).toBe('10');

    // A line over the cap (an older cart) stays, with the message: it is not "unavailable".
    await setCart(12);
    await page.goto('/cart');
    await page.getByText(cap).waitFor();
    expect(await page.getByTestId('line-qty').textContent()).toBe('12');

    await storeSession(page, 'userInfo', shopper);
    await page.goto('/user/checkout');
    await page.getByLabel('Province').selectOption('Punjab');
    await page.getByLabel('City').selectOption('Lahore');
    await page.locator('input[name=address]').fill('House 7, Street 3, Model Town');
    await page.locator('input[name=zip]').fill('54700');
    await page.locator('input[name=mobile]').fill('03001234567');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(cap).waitFor();
    expect((await api('GET', `/product-details/${productId}`)).data.qty).toBe(60);
  } finally {
    await context.close();
  }
});
