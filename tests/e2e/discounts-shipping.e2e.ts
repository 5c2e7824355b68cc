/**
 * Issue 33, items 1 and 2 in Chromium: the owner adds a discount code and city rates in the
 * back office; a shopper sees how much more buys free shipping, the checkout's shipping change
 * from Karachi to Quetta, applies the code and sees the Discount row, on the order too.
 */
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { adminSession, gql, productId, registerCustomer, type Session, storeSession } from './support/shop';

let browser: Browser;
let owner: Session;
beforeAll(async () => {
  browser = await launch();
  owner = await adminSession();
});
// The other browser tests share this shop: its shipping goes back to the default Rs 200 everywhere.
afterAll(async () => {
  const rates = await gql('query { shippingRates { id } }', {}, owner.token);
  for (const { id } of rates.shippingRates as Array<{ id: number }>)
    await gql('mutation($id: Int!) { deleteShippingRate(id: $id) { ok } }', { id }, owner.token);
  await gql(
    'mutation { updateShippingSettings(input: { defaultRate: 200 }) { errors { field } } }',
    {},
    owner.token,
  );
  await browser?.close();
});

test('the owner adds a code and city rates; the shopper applies the code and picks Karachi, then Quetta', async () => {
  // Back office at 1280 px: a code, a threshold and two city rates, through the forms.
  const admin = await newPage(browser, 1280);
  await storeSession(admin.page, 'adminInfo', owner);
  await admin.page.goto('/admin/discounts');
  const codeForm = admin.page.getByRole('form', { name: 'Add a discount code' });
  await codeForm.getByLabel('Code').fill('e2e-ten');
  await codeForm.getByLabel('Amount (% or Rs)').fill('150');
  await codeForm.getByRole('button', { name: 'Add Discount Code' }).click();
  await codeForm.getByText('A percentage must be a whole number from 1 to 100.').waitFor();
  await codeForm.getByLabel('Amount (% or Rs)').fill('10');
  await codeForm.getByLabel('Total uses').fill('5');
  await codeForm.getByRole('button', { name: 'Add Discount Code' }).click();
  await admin.page.getByTestId('discounts').getByText('E2E-TEN').waitFor();
  await admin.page.getByTestId('discounts').getByText('0 of 5').waitFor();

  await admin.page.getByRole('link', { name: 'Shipping', exact: true }).first().click();
  await admin.page.waitForURL('**/admin/shipping');
  const settings = admin.page.getByRole('form', { name: 'Shipping settings' });
  // The form shows the saved settings once they load.
  await admin.page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[name=defaultRate]')?.value === '200',
  );
  await settings.getByLabel('Free shipping from (Rs)').fill('5000');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await admin.page.getByText('Shipping settings saved.').waitFor();
  const rateForm = admin.page.getByRole('form', { name: 'Add a shipping rate' });
  for (const [province, city, rate] of [
    ['Sindh', 'Karachi', '150'],
    ['Balochistan', 'Quetta', '450'],
  ]) {
    await rateForm.getByLabel('Province').selectOption(province);
    await rateForm.getByLabel('City').locator(`option[value="${city}"]`).waitFor({ state: 'attached' });
    await rateForm.getByLabel('City').selectOption(city);
    await rateForm.getByLabel('Rate (Rs)').fill(rate);
    await rateForm.getByRole('button', { name: 'Add Rate' }).click();
    await admin.page.getByTestId('shipping-rates').getByText(city).waitFor();
  }
  await screenshot(admin.page, 'admin-shipping-1280');
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  // The shopper at 375 px and at 1280 px.
  for (const width of [375, 1280]) {
    const { context, page, errors } = await newPage(browser, width);
    await storeSession(page, 'userInfo', await registerCustomer('Coupon Shopper'));
    await page.goto(`/product/${await productId('Cotton Coaster Set (6)')}`);
    await page.getByRole('radio', { name: 'Mustard' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    // The drawer and the cart say how much more buys free shipping (Rs 5,000 − Rs 1,800).
    await page.getByTestId('cart-drawer').getByText('Add Rs 3,200 more for free shipping').waitFor();
    await page.goto('/cart');
    expect(await page.getByTestId('shipping').textContent()).toBe('Shipping calculated at checkout');
    await page.getByTestId('cart-totals').getByText('Add Rs 3,200 more for free shipping').waitFor();

    await page.goto('/user/checkout');
    await page.getByTestId('checkout-shipping').filter({ hasText: 'Choose your city' }).waitFor();
    await page.getByLabel('Province').selectOption('Sindh');
    await page.getByLabel('City').locator('option[value="Karachi"]').waitFor({ state: 'attached' });
    await page.getByLabel('City').selectOption('Karachi');
    await page.getByTestId('checkout-shipping').filter({ hasText: 'Rs 150' }).waitFor();
    await page.getByTestId('checkout-grand-total').filter({ hasText: 'Rs 1,950' }).waitFor();
    await page.getByLabel('Province').selectOption('Balochistan');
    await page.getByLabel('City').locator('option[value="Quetta"]').waitFor({ state: 'attached' });
    await page.getByLabel('City').selectOption('Quetta');
    await page.getByTestId('checkout-shipping').filter({ hasText: 'Rs 450' }).waitFor();

    await page.getByLabel('Discount code').fill('nothing-here');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This discount code is not valid.').waitFor();
    await page.getByLabel('Discount code').fill('e2e-ten');
    await page.getByLabel('Discount code').press('Enter');
    await page.getByTestId('checkout-discount').filter({ hasText: '-Rs 180' }).waitFor();
    await page.getByText('Discount (E2E-TEN)').waitFor();
    await page.getByTestId('checkout-grand-total').filter({ hasText: 'Rs 2,070' }).waitFor();
    await screenshot(page, `checkout-discount-${width}`);

    await page.locator('input[name=address]').fill('House 4, Jinnah Road');
    await page.locator('input[name=zip]').fill('87300');
    await page.locator('input[name=mobile]').fill('03001234567');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank You For Shopping' }).waitFor();
    expect(await page.getByTestId('order-discount').textContent()).toBe('-Rs 180');
    expect(await page.getByTestId('order-grand-total').textContent()).toBe('Rs 2,070');
    expect(errors).toEqual([]);
    await context.close();
  }
  const codes = await gql('query { adminDiscountCodes(search: "E2E-TEN") { usedCount } }', {}, owner.token);
  expect(codes.adminDiscountCodes).toEqual([{ usedCount: 2 }]);

  // The back office's lists at 375 px: stacked into cards, the uses counted.
  const phone = await newPage(browser, 375);
  await storeSession(phone.page, 'adminInfo', owner);
  await phone.page.goto('/admin/discounts');
  await phone.page.getByTestId('discounts').getByText('2 of 5').waitFor();
  await screenshot(phone.page, 'admin-discounts-375');
  await phone.page.goto('/admin/shipping');
  await phone.page.getByTestId('shipping-rates').getByText('Quetta').waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
