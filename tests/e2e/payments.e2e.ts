/**
 * The manual-payment flow of issue 22 in the browser: an Easypaisa checkout, the receipt
 * uploaded on the confirmation page, the owner finding it under "Receipt waiting",
 * previewing it and marking the order paid, shipping it with a courier and a tracking
 * number, and the customer seeing the tracking link and the timeline.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { latestMail, launch, newPage, screenshot } from './support/browser';
import { adminSession, productId, registerCustomer, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test('easypaisa checkout → receipt upload → admin verification → shipped with a courier → the customer sees the tracking link', async () => {
  const customer = await registerCustomer('Receipt Shopper');
  const { email } = customer;
  const { context, page, errors } = await newPage(browser);
  await storeSession(page, 'userInfo', customer);

  // The cart and an Easypaisa checkout.
  await page.goto(`/product/${await productId('Cotton Coaster Set (6)')}`);
  await page.getByRole('radio', { name: 'Mustard' }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText('Product Successfully Added To the Cart').waitFor();
  await page.goto('/user/checkout');
  await page.getByTestId('checkout-grand-total').waitFor();
  await page.getByLabel('Province').selectOption('Sindh');
  await page.getByLabel('City').selectOption('Karachi');
  await page.locator('input[name=address]').fill('Flat 12, Block 5, Clifton');
  await page.locator('input[name=zip]').fill('75600');
  await page.locator('input[name=mobile]').fill('03211234567');
  await page.getByText('Easypaisa', { exact: true }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Thank You For Shopping' }).waitFor();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const total = (await page.getByTestId('order-grand-total').textContent())!;

  // The receipt, from the confirmation page: a wrong file first, then the screenshot.
  await page.getByTestId('receipt-note').waitFor();
  // The note asks for the receipt over chat once (the server's instructions already say it).
  expect(
    (await page.getByTestId('receipt-note').textContent())!.match(/receipt to us over chat/gi),
  ).toHaveLength(1);
  const receiptField = page.getByLabel('Receipt (image or PDF, up to 5 MB)');
  await receiptField.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a receipt'),
  });
  await page.getByRole('button', { name: 'Upload payment receipt' }).click();
  await page.getByText('The receipt must be an image (JPEG, PNG or WebP) or a PDF file.').waitFor();
  const image = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  await receiptField.setInputFiles({ name: 'easypaisa-receipt.png', mimeType: 'image/png', buffer: image });
  await page.getByLabel('Transaction ID (optional)').fill('EP-20261123-0042');
  await page.getByLabel('Amount paid in Rs (optional)').fill(total.replace(/[^\d.]/g, ''));
  await page.getByRole('button', { name: 'Upload payment receipt' }).click();
  await page.getByText('Thank you! We will check your receipt and confirm your payment soon.').waitFor();
  await page.getByTestId('receipt-list').getByText('easypaisa-receipt.png').waitFor();
  await page.getByTestId('receipt-list').getByText('Waiting for our check').waitFor();
  await screenshot(page, 'receipt-confirmation-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('payment-receipts').scrollIntoViewIfNeeded();
  await screenshot(page, 'receipt-confirmation-375');

  // The owner: "Receipt waiting" → the receipt beside the expected amount → Mark paid.
  const admin = await newPage(browser);
  await storeSession(admin.page, 'adminInfo', await adminSession());
  await admin.page.goto('/admin/orders');
  await admin.page.getByLabel('Show').selectOption({ label: 'Receipt waiting' });
  await admin.page.getByRole('cell', { name: `#${orderId}`, exact: true }).waitFor();
  await screenshot(admin.page, 'admin-orders-receipt-waiting');
  await admin.page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .getByRole('link', { name: 'Details' })
    .click();
  const panel = admin.page.getByTestId('admin-receipts');
  await panel.getByText('easypaisa-receipt.png').waitFor();
  await panel.getByText('Easypaisa account 0300-1234567 (Crochet Corner)').waitFor();
  await panel.getByText('Transaction ID: EP-20261123-0042').waitFor();
  // The preview loads through its signed link (the page holds no token in any URL).
  const preview = panel.getByRole('img', { name: 'Receipt easypaisa-receipt.png' });
  await admin.page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await preview.elementHandle(),
  );
  expect(await preview.getAttribute('src')).toMatch(/^\/files\/receipts\/\d+\?expires=\d+&sig=/);
  await screenshot(admin.page, 'admin-receipt-1280');
  await panel.getByRole('button', { name: 'Mark paid' }).click();
  await admin.page.getByText('Payment verified: the order is marked paid.').waitFor();
  await admin.page
    .getByTestId('order-timeline')
    .getByText('Payment verified (receipt easypaisa-receipt.png)')
    .waitFor();
  await admin.page.getByTestId('order-timeline').getByText('by Admin', { exact: false }).first().waitFor();

  // Shipping asks for the courier and the tracking number, in the same form, and says what they are for.
  await admin.page.getByLabel('Order Status').selectOption('shipped');
  await admin.page
    .getByTestId('tracking-missing')
    .getByText('No courier yet: the customer will get no tracking link. You can add it later.')
    .waitFor();
  // The order form's courier (a booking panel beside it has its own once a courier's API is set).
  await admin.page
    .getByRole('form', { name: 'Update order' })
    .getByLabel('Courier')
    .selectOption({ label: 'TCS' });
  await admin.page.getByLabel('Tracking number').fill('7701234566');
  await admin.page.getByRole('button', { name: 'Update' }).click();
  await admin.page.getByText('Order updated successfully.').waitFor();
  await admin.page
    .getByTestId('order-timeline')
    .getByText('Shipped with TCS, tracking number 7701234566')
    .waitFor();
  expect(await admin.page.getByTestId('payment-badge').first().textContent()).toBe('paid');
  await screenshot(admin.page, 'admin-order-shipped-1280');
  await admin.page.setViewportSize({ width: 375, height: 800 });
  await admin.page.getByTestId('admin-receipts').scrollIntoViewIfNeeded();
  await screenshot(admin.page, 'admin-receipt-375');

  // The courier list is the owner's to keep.
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await admin.page.goto('/admin/orders');
  await admin.page.getByRole('link', { name: 'Couriers' }).click();
  await admin.page.getByTestId('couriers').getByText('Pakistan Post').waitFor();
  const add = admin.page.getByRole('form', { name: 'Add a courier' });
  await add.getByLabel('Name').fill('BlueEx');
  await add.getByLabel('Tracking URL (with {tracking})').fill('https://www.blue-ex.com/track');
  await add.getByRole('button', { name: 'Add Courier' }).click();
  await add.getByText('The tracking URL must contain {tracking} where the tracking number goes.').waitFor();
  await add.getByLabel('Tracking URL (with {tracking})').fill('https://www.blue-ex.com/track?cn={tracking}');
  await add.getByRole('button', { name: 'Add Courier' }).click();
  await admin.page.getByTestId('couriers').getByText('BlueEx').waitFor();
  await screenshot(admin.page, 'admin-couriers-1280');
  await admin.page.setViewportSize({ width: 375, height: 800 });
  await screenshot(admin.page, 'admin-couriers-375');
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  // The customer: the tracking link on the order page, the timeline, and the shipped mail.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/user/order/details/${orderId}`);
  const track = page.getByRole('link', { name: 'Track your parcel on the TCS website' });
  await track.waitFor();
  expect(await track.getAttribute('href')).toContain('7701234566');
  const timeline = page.getByTestId('order-timeline');
  for (const step of [
    'Order placed',
    'Payment receipt uploaded: easypaisa-receipt.png',
    'Payment verified (receipt easypaisa-receipt.png)',
    'Shipped with TCS, tracking number 7701234566',
  ]) {
    await timeline.getByText(step, { exact: true }).waitFor();
  }
  expect(await timeline.getByText(/by Admin/).count()).toBe(0);
  await page.getByTestId('receipt-list').getByText('Accepted').waitFor();
  expect(await page.getByRole('button', { name: 'Upload payment receipt' }).count()).toBe(0);
  await screenshot(page, 'order-tracking-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('order-tracking').scrollIntoViewIfNeeded();
  await screenshot(page, 'order-tracking-375');
  const mail = await latestMail(email, `Order #${orderId} has been shipped`);
  expect(mail).toContain('Track your parcel: ' + (await track.getAttribute('href')));
  expect(errors).toEqual([]);
  await context.close();
});
