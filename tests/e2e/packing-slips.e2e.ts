/**
 * Packing slips (issue 33): printed from an order's page and from a selection in the orders
 * list, at desktop and phone widths; the downloaded file is a PDF whose text is the orders'.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { readPdf } from '../support/pdf-text';
import { launch, newPage, screenshot } from './support/browser';
import { placeCodOrder, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The text of each page of the PDF the click downloads. */
async function downloadedPages(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  return (await readPdf(file)).pages;
}

for (const width of [1280, 375])
  test(`prints a packing slip from an order and from a selection of the list at ${width} px`, async () => {
    const first = await placeCodOrder(`Slip Buyer ${width} A`);
    const second = await placeCodOrder(`Slip Buyer ${width} B`);
    const { page, errors, context } = await newPage(browser, width);
    await signInAsOwner(page);

    await page.goto(`/admin/order/details/${first}`);
    const one = await downloadedPages(page, () => page.getByRole('button', { name: 'Packing slip' }).click());
    expect(one).toHaveLength(1);
    expect(one[0]).toContain(`Order #${first}`);
    expect(one[0]).toContain(`Slip Buyer ${width} A`);
    expect(one[0]).toContain('Flat 3, Block 7, Clifton');
    expect(one[0]).toMatch(/COLLECT Rs [\d,]+/);
    await screenshot(page, `packing-slip-order-${width}`);

    await page.goto('/admin/orders');
    for (const id of [second, first]) {
      // The visible box is the checkbox's label: an admin ticks that.
      const box = page.getByLabel(`Select order #${id}`);
      await page.locator('label', { has: box }).click();
      expect(await box.isChecked()).toBe(true);
    }
    const button = page.getByRole('button', { name: 'Packing slips (2)' });
    await screenshot(page, `packing-slips-list-${width}`);
    const two = await downloadedPages(page, () => button.click());
    expect(two).toHaveLength(2);
    expect(two[0]).toContain(`Order #${second}`);
    expect(two[1]).toContain(`Order #${first}`);
    // The order printed before keeps its invoice number.
    expect(two[1]).toContain(/INV-\d{6}/.exec(one[0])![0]);
    expect(errors).toEqual([]);
    await context.close();
  });
