/**
 * Packing slips (issue 33): printed from an order's page and from a selection in the orders
 * list, at desktop and phone widths; the downloaded file is a PDF whose text is the orders'.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { readPdf } from '../support/pdf-text';
import { BASE_URL, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE_URL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, ...(await res.json()) };
}

/** A customer's COD order for one of the catalogue's products. */
async function placeOrder(name: string): Promise<number> {
  const buyer = await api('POST', '/user/register', {
    name,
    email: `slip${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.pk`,
    password: 'chain-stitch-12',
  });
  const products = (await api('GET', '/get-products?page=1')).data as Array<{
    id: number;
    qty: number;
    stock: number;
    attribute_values: unknown[];
  }>;
  // A plain product (no options to choose, no variants): other browser tests add products with them.
  const product = products.find((p) => p.qty > 5 && p.stock === p.qty && !p.attribute_values.length)!;
  const placed = await api(
    'POST',
    '/save-order',
    {
      name,
      email: 'slips@example.pk',
      street: 'Sindh',
      city: 'Karachi',
      address: 'Flat 3, Block 7, Clifton',
      zip: '75600',
      mobile: '03111234567',
      payment_method: 'cod',
      cart: [{ product_id: product.id, qty: 1 }],
    },
    buyer.token,
  );
  expect(placed.status).toBe(200);
  return placed.id;
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.locator('input[name=password]').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** The text of each page of the PDF the click downloads. */
async function downloadedPages(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  return (await readPdf(file)).pages;
}

for (const width of [1280, 375])
  test(`prints a packing slip from an order and from a selection of the list at ${width} px`, async () => {
    const first = await placeOrder(`Slip Buyer ${width} A`);
    const second = await placeOrder(`Slip Buyer ${width} B`);
    const { page, errors, context } = await newPage(browser, width);
    await signIn(page);

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
