/**
 * The owner gives money back from the admin order page, at desktop and phone widths: a bank
 * transfer's order marked paid, the Refund dialog prefilled with what is left, a refund made by
 * hand needing its reference, then the refund listed and the order partially refunded.
 */
import type { Browser } from 'playwright-core';
import { api, launch, newPage, screenshot } from './support/browser';
import { adminToken, placeCodOrder, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

for (const width of [1280, 375]) {
  test(`the owner refunds part of a paid bank order from its page, at ${width} px`, async () => {
    const admin = await adminToken();
    const orderId = await placeCodOrder(`Refund Buyer ${width}`, { payment_method: 'bank' });
    const paid = await api(
      'POST',
      `/admin/update-order/${orderId}`,
      { status: 'pending', payment_status: 'paid' },
      admin,
    );
    expect(paid.status).toBe(200);
    const total = (await api('GET', `/admin/order/details/${orderId}`, undefined, admin)).data.grand_total;

    const { page, errors, context } = await newPage(browser, width);
    await signInAsOwner(page);
    await page.goto(`/admin/order/details/${orderId}`);
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('form', { name: 'Refund' });
    const amount = dialog.getByLabel('Amount (Rs)');
    expect(Number(await amount.inputValue())).toBe(Number(total));

    // A refund made by hand is refused without the transfer's reference, and nothing is sent.
    await amount.fill('100');
    await dialog.getByLabel('Reason (mailed to the customer)').fill('One coaster arrived unravelled');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog
      .getByText(/reference/i)
      .first()
      .waitFor();
    expect((await api('GET', `/admin/order/${orderId}/refunds`, undefined, admin)).data.refunds).toEqual([]);
    await screenshot(page, `refund-dialog-${width}`);

    await dialog.getByLabel('Reference').fill(`HBL-${width}`);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await refunds.getByTestId('refund').first().waitFor();
    await expect(refunds.getByTestId('refund').first().textContent()).resolves.toContain(`HBL-${width}`);
    const summary = (await api('GET', `/admin/order/${orderId}/refunds`, undefined, admin)).data;
    expect(summary.refunds).toHaveLength(1);
    expect(summary.refunds[0]).toMatchObject({ amount: 100, reference: `HBL-${width}` });
    const order = (await api('GET', `/admin/order/details/${orderId}`, undefined, admin)).data;
    expect(order.payment_status).toBe('partially_refunded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `refund-listed-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
