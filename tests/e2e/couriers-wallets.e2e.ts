/**
 * Issue 34 in the browser, against the built shop and the couriers' and wallets' fakes
 * (tests/support/fake-leopards.ts, fake-jazzcash.ts): the owner fills Leopards' settings on
 * the settings page (the secrets never come back), books a COD order with Leopards from its
 * order page (the tracking number shown, the order shipped, the label printed as a PDF), and
 * Leopards' push 'Delivered' moves it; a selection is booked from the order list with its labels
 * printed as one PDF; a customer pays a JazzCash order through the fake's hosted page and lands on the confirmation
 * page as paid.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from '@pdfme/pdf-lib';
import type { Browser } from 'playwright-core';
import { startFakeJazzCash, type FakeJazzCash } from '../support/fake-jazzcash';
import { startFakeLeopards, type FakeLeopards } from '../support/fake-leopards';
import { api, BASE_URL, launch, newPage, screenshot } from './support/browser';
import {
  adminToken,
  createProduct,
  placeCodOrder,
  registerCustomer,
  signIn,
  signInAsOwner,
} from './support/shop';

const leopardsAccount = { apiKey: 'e2e-lcs-key', apiPassword: 'e2e-lcs-password' };
const merchant = { merchantId: 'MC55555', password: 'e2e-jc-pass', integritySalt: 'e2e-jc-salt' };
let browser: Browser;
let leopards: FakeLeopards;
let jazz: FakeJazzCash;
let admin: string;
let productId: number;

beforeAll(async () => {
  [browser, leopards, jazz] = await Promise.all([
    launch(),
    startFakeLeopards(leopardsAccount),
    startFakeJazzCash(merchant),
  ]);
  admin = await adminToken();
  // A product without options, in stock, at whole rupees (couriers collect whole rupees).
  const tag = Date.now().toString(36);
  productId = await createProduct(admin, {
    title: `Parcel Bunny ${tag}`,
    price: '1500',
    qty: '50',
    sku: `BUNNY-${tag}`,
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([leopards?.close(), jazz?.close()]);
});

test('the owner sets up Leopards, books an order from its page and prints its label', async () => {
  const id = await placeCodOrder('Ayesha Khan', { productId });
  const { page, errors } = await newPage(browser);
  await signInAsOwner(page);

  await page.goto('/admin/settings');
  const form = page.getByRole('region', { name: 'Leopards Courier', exact: true });
  await form.getByLabel('API address').fill(leopards.baseUrl);
  await form.getByLabel(/^API key/).fill(leopardsAccount.apiKey);
  await form.getByLabel(/^API password/).fill(leopardsAccount.apiPassword);
  await form.getByRole('button', { name: 'Save Leopards Courier' }).click();
  await form.getByText('Ready').waitFor();
  // The secrets are never sent back: the boxes are empty, marked as set.
  await form.getByLabel('API key (set)').waitFor();
  expect(await form.getByLabel('API key (set)').inputValue()).toBe('');
  expect(await page.content()).not.toContain(leopardsAccount.apiPassword);

  await page.goto(`/admin/order/details/${id}`);
  const booking = page.getByRole('form', { name: 'Book with a courier' });
  await booking.getByLabel('Courier').selectOption('leopards');
  await booking.getByLabel('Weight (grams)').fill('700');
  await booking.getByLabel('Pieces').fill('1');
  await booking.getByRole('button', { name: 'Book' }).click();
  const tracking = page.getByTestId('booked-tracking');
  await tracking.waitFor();
  const cn = (await tracking.textContent())!;
  expect(cn).toMatch(/^KI\d+$/);
  expect(leopards.packets.get(cn)!.params).toMatchObject({
    booked_packet_weight: 700,
    booked_packet_order_id: String(id),
  });
  await page.getByText(`Shipped with Leopards, tracking number ${cn}`).first().waitFor();
  await screenshot(page, 'courier-booked');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print label' }).click(),
  ]);
  const path = await download.path();
  expect(readFileSync(path!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Leopards pushes 'Delivered' (with the key the owner gave it): the order moves by itself.
  const key = 'e2e-leopards-push-key';
  expect((await api('PUT', '/admin/settings/leopards', { values: { pushToken: key } }, admin)).status).toBe(
    200,
  );
  const pushed = await leopards.push(`${BASE_URL()}/webhooks/leopards`, [{ cn, code: 'DV' }], { key });
  expect(pushed.status).toBe(202);
  await page.reload();
  await page.getByText('Delivered (Leopards: Delivered)').first().waitFor();
  expect(await page.getByTestId('status-badge').first().textContent()).toBe('delivered');
  expect(errors).toEqual([]);
});

test('the owner books a selection from the order list with Leopards and prints their labels as one PDF', async () => {
  const { token } = await registerCustomer('Ayesha Khan');
  const ids = [
    await placeCodOrder('Ayesha Khan', { token, productId }),
    await placeCodOrder('Ayesha Khan', { token, productId }),
  ];
  const { page, errors } = await newPage(browser);
  await signInAsOwner(page);
  await page.goto('/admin/orders');
  for (const id of ids) {
    // The visible box is the checkbox's label: an admin ticks that.
    const box = page.getByLabel(`Select order #${id}`);
    await page.locator('label', { has: box }).click();
    expect(await box.isChecked()).toBe(true);
  }
  const form = page.getByRole('form', { name: 'Book the selected orders' });
  await form.getByLabel('Courier').selectOption('leopards');
  await form.getByLabel('Weight (grams)').fill('600');
  await form.getByRole('button', { name: 'Book 2 orders' }).click();
  const outcomes = page.getByTestId('selection-outcomes');
  await outcomes.waitFor();
  for (const id of ids) {
    const cn = [...leopards.packets.entries()].find(
      ([, p]) => p.params.booked_packet_order_id === String(id),
    )![0];
    await outcomes.getByText(`#${id}: tracking number ${cn}`).waitFor();
  }
  await page.getByText('Booked 2 of 2 orders.').first().waitFor();
  await screenshot(page, 'courier-selection-booked');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Print labels (2)' }).click(),
  ]);
  const pdf = await PDFDocument.load(new Uint8Array(readFileSync((await download.path())!)));
  expect(pdf.getPageCount()).toBe(2);
  expect(errors).toEqual([]);
});

test('a JazzCash order paid through the hosted page ends on the confirmation page as paid', async () => {
  const saved = await api(
    'PUT',
    '/admin/settings/jazzcash',
    { values: { ...merchant, checkoutUrl: jazz.checkoutUrl, apiBaseUrl: jazz.url, txnType: 'MWALLET' } },
    admin,
  );
  expect(saved.status).toBe(200);
  const customer = await registerCustomer('Ayesha Khan');
  const id = await placeCodOrder('Ayesha Khan', {
    token: customer.token,
    productId,
    payment_method: 'jazzcash',
  });
  const { page, errors } = await newPage(browser);
  await signIn(page, customer);

  await page.goto(`/user/order/confirmation/${id}`);
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Pay with JazzCash' }).click();
  await page.waitForURL(`${jazz.url}/**`);
  await page.getByText('JazzCash Payment').first().waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`**/user/order/confirmation/${id}?payment=paid`);
  // What the fake's page logged (its missing favicon) is not the shop's.
  const back = errors.length;
  await page.locator('[data-testid=online-payment][data-status=paid]').waitFor();
  await page.getByText('Paid with JazzCash. Thank you!').waitFor();
  expect(errors.slice(back)).toEqual([]);
});
