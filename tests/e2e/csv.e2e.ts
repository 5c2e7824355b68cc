/**
 * CSV in and out of the back office (issue 33, item 5) at desktop and phone widths: 'Export CSV'
 * on the orders list downloads the orders the list shows (its search), on the products list the
 * products in the import's format; the import page's check lists a bad row's problems and
 * saves nothing, and a clean file is saved with Apply.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { records } from '../support/csv';
import { api, launch, newPage, screenshot } from './support/browser';
import { adminToken, gql, placeCodOrder, signInAsOwner } from './support/shop';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = await adminToken();
});
afterAll(() => browser?.close());

/** A plain product of its own (so other tests' orders never change its stock) and one order for it. */
async function productWithOrder(width: number) {
  const tag = `${width}-${Date.now().toString(36)}`;
  const categoryId = (await api('GET', '/admin/categories', undefined, admin)).data[0].id;
  const created = await gql(
    `mutation($i: ProductInput!) { createProduct(input: $i) { product { id } errors { field message } } }`,
    {
      i: {
        title: `CSV Scarf ${tag}`,
        categoryId,
        price: 1800,
        sku: `E2E-CSV-${tag}`,
        status: 1,
        isFeatured: false,
        qty: 12,
      },
    },
    admin,
  );
  expect(created.createProduct.errors).toEqual([]);
  const id = created.createProduct.product.id as number;
  const orderId = await placeCodOrder(`CSV Buyer ${tag}`, { productId: id });
  return { id, tag, orderId };
}

/** The text of the file the click downloads (its bytes start with the UTF-8 byte order mark). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), text: bytes.toString('utf8') };
}

const chooseFile = (page: Page, text: string) =>
  page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

for (const width of [1280, 375])
  test(`exports the orders and products lists and imports products with a check first at ${width} px`, async () => {
    const { id, tag, orderId } = await productWithOrder(width);
    const { page, errors, context } = await newPage(browser, width);
    await signInAsOwner(page);

    // Orders: the list searched for one customer; the file holds exactly what the list shows.
    await page.goto('/admin/orders');
    await page.getByLabel('Search by ID & Customer Name').fill(`CSV Buyer ${tag}`);
    const table = page.getByTestId('admin-orders');
    // (At phone width the stacked table's cells are blocks, not cells: matched by their text.)
    await table.getByText(`#${orderId}`, { exact: true }).waitFor();
    await table.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
    const orders = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(orders.name).toMatch(/^orders-[\d-]+\.csv$/);
    expect(records(orders.text).map((r) => [r.order_id, r.customer_name])).toEqual([
      [String(orderId), `CSV Buyer ${tag}`],
    ]);
    await screenshot(page, `csv-orders-${width}`);

    // Products: the list searched for the product; its row in the import's format.
    await page.goto('/admin/products');
    await page.getByLabel('Search by title or sku').fill(`E2E-CSV-${tag}`);
    await page.getByTestId('admin-products').getByText(`CSV Scarf ${tag}`, { exact: true }).waitFor();
    const products = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const [row] = records(products.text);
    expect(row).toMatchObject({
      row_type: 'product',
      product_id: String(id),
      title: `CSV Scarf ${tag}`,
      stock: '11',
      stock_read: '11',
    });

    // The import: a renamed product with 3 received, and a new product with a bad price.
    const header = products.text.replace(/^\uFEFF/, '').split('\r\n')[0];
    const line = (r: Record<string, string>) =>
      header
        .split(',')
        .map((h) => `"${(r[h] ?? '').replace(/"/g, '""')}"`)
        .join(',');
    const renamed = line({ ...row, title: `اونی مفلر ${tag}`, stock: '+3' });
    const bad = line({
      row_type: 'product',
      sku: `E2E-CSV-NEW-${tag}`,
      title: 'New Mitts',
      category_id: row.category_id,
      price: 'abc',
      status: '1',
      featured: 'no',
    });
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL('**/admin/products/import');
    await chooseFile(page, [header, renamed, bad].join('\r\n'));
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByTestId('import-problems');
    await problems.waitFor();
    expect(await problems.locator('tbody tr').count()).toBe(1);
    await expect(problems.locator('tbody tr').first().innerText()).resolves.toMatch(/3\s+price\s+/);
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await screenshot(page, `csv-import-problems-${width}`);
    expect((await api('GET', `/admin/products/${id}`, undefined, admin)).data.title).toBe(`CSV Scarf ${tag}`);

    // The file without the bad row: no problems, then Apply saves it.
    await chooseFile(page, [header, renamed].join('\r\n'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText('No problems found.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Saved: 0 new and 1 changed products (1 row).').waitFor();
    await screenshot(page, `csv-import-applied-${width}`);
    const saved = (await api('GET', `/admin/products/${id}`, undefined, admin)).data;
    expect(saved).toMatchObject({ title: `اونی مفلر ${tag}`, qty: 14 });
    expect(errors).toEqual([]);
    await context.close();
  });
