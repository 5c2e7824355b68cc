/**
 * A product from the variant form, kept on its edit page (issue 32): its variants repriced,
 * restocked, added and removed there, the products list's Qty summing them, and a variant
 * restocked from the edit page bought by a shopper at its new price.
 */
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, launch, newPage, screenshot } from './support/browser';
import { adminSession, adminToken, gql, registerCustomer, signInAsOwner, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Products this file made, deleted after it: later suites find the seeded products on the shop's first page. */
const made: number[] = [];
afterAll(async () => {
  const token = await adminToken();
  for (const id of made) await gql('mutation($id: Int!) { deleteProduct(id: $id) { ok } }', { id }, token);
});

/** The products list's Qty cell of the product titled `title` (searched). */
async function listedQty(page: Page, title: string): Promise<string> {
  await page.goto('/admin/products');
  await page.getByLabel('Search by title or sku').fill(title);
  const row = page.getByTestId('admin-products').locator('tbody tr').filter({ hasText: title });
  await row.waitFor();
  return (await row.locator('[data-label=Qty]').textContent())!;
}

test('variants repriced, restocked, added and removed on the edit page; the list sums them; the restocked variant is bought', async () => {
  const boss = await adminSession();
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Tote Bag ${stamp}`;
  const { categories } = await gql('{ categories { id name } }', {}, boss.token);
  const bags = categories.find((c: { name: string }) => c.name === 'Bags') ?? categories[0];
  const created = await gql(
    `mutation($input: ProductWithVariantsInput!) { createProductWithVariants(input: $input) { product { id } errors { field message } } }`,
    {
      input: {
        name: title,
        description: '<p>A market tote.</p>',
        basePrice: 1200,
        categoryId: bags.id,
        variants: [
          { sku: `TB-${stamp}-S`, price: 1200, stock: 0, size: 'Small', color: 'Olive' },
          { sku: `TB-${stamp}-L`, price: 1500, stock: 2, size: 'Large', color: 'Olive' },
        ],
      },
    },
    boss.token,
  );
  const id: number = created.createProductWithVariants.product.id;
  made.push(id);

  const { context, page, errors } = await newPage(browser, 1280);
  await signInAsOwner(page);
  expect(await listedQty(page, title)).toBe('2');

  await page.goto(`/admin/products/edit/${id}`);
  const editor = page.getByTestId('variant-editor');
  await editor.getByTestId('variant-row').nth(1).waitFor();
  // Reprice Small at once.
  await editor.getByLabel(`Price of TB-${stamp}-S`, { exact: true }).fill('950');
  await editor.getByRole('button', { name: `Save price of TB-${stamp}-S` }).click();
  await page.getByText(`Price of TB-${stamp}-S saved.`).waitFor();
  // A bad price is refused under its field, nothing sent.
  await editor.getByLabel(`Price of TB-${stamp}-L`, { exact: true }).fill('abc');
  await editor.getByRole('button', { name: `Save price of TB-${stamp}-L` }).click();
  await editor.getByTestId('variant-row').nth(1).locator('.chakra-field__errorText').waitFor();
  // Add Medium; remove Large.
  const add = page.getByRole('group', { name: 'Add a variant' });
  await add.getByLabel('SKU').fill(`TB-${stamp}-M`);
  await add.getByLabel('Size').fill('Medium');
  await add.getByLabel('Colour').fill('Rust');
  await add.getByLabel('Price').fill('1300');
  await add.getByLabel('Stock').fill('1');
  await add.getByRole('button', { name: 'Add Variant' }).click();
  await page.getByText(`Variant TB-${stamp}-M added.`).waitFor();
  await editor.getByRole('button', { name: `Remove TB-${stamp}-L` }).click();
  await page.getByText(`Variant TB-${stamp}-L removed.`).waitFor();
  await editor.getByRole('button', { name: `Remove TB-${stamp}-L` }).waitFor({ state: 'detached' });
  // Restock Small (sold out) with the stock cell, saved with Update.
  await editor.getByLabel(`Stock of TB-${stamp}-S`, { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Product updated successfully.').waitFor();
  await screenshot(page, 'admin-variant-editor-1280');
  // On a phone the variants' table stays inside the page (it scrolls in its own box).
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/admin/products/edit/${id}`);
  await editor.getByTestId('variant-row').nth(1).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await editor.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-variant-editor-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await listedQty(page, title)).toBe('4');

  // A shopper buys the restocked Small at its new price.
  const shop = await browser.newContext({ baseURL: BASE_URL(), viewport: { width: 375, height: 800 } });
  const phone = await shop.newPage();
  await storeSession(phone, 'userInfo', await registerCustomer('Tote Buyer'));
  await phone.goto(`/product/${id}`);
  await phone.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  // The removed Large is gone from the shop; the added Medium is there.
  const sizes = (
    await phone.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').allTextContents()
  ).join();
  expect([sizes.includes('Small'), sizes.includes('Medium'), sizes.includes('Large')]).toEqual([
    true,
    true,
    false,
  ]);
  await phone.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: /Small/ }).click();
  await phone.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: /Olive/ }).click();
  expect(await phone.getByTestId('purchase-price').textContent()).toBe('Rs 950');
  expect(await phone.getByTestId('purchase-stock').textContent()).toBe('3 in stock');
  await phone.getByRole('button', { name: 'Add To Cart' }).click();
  await phone.getByText('Product Successfully Added To the Cart').waitFor();
  await phone.goto('/user/checkout');
  await phone.getByLabel('Province').selectOption('Punjab');
  await phone.getByLabel('City').selectOption('Lahore');
  await phone.locator('input[name=address]').fill('House 7, Street 3, Model Town');
  await phone.locator('input[name=zip]').fill('54700');
  await phone.locator('input[name=mobile]').fill('03001234567');
  await phone.getByRole('button', { name: 'Place Order' }).click();
  await phone.getByRole('heading', { name: 'Thank You For Shopping' }).waitFor();
  await phone.getByTestId('order-item').getByText('Size: Small').waitFor();
  const orderId = Number(new URL(phone.url()).pathname.split('/').pop());
  await shop.close();

  // The owner's list: its city and payment method, and cash to collect (not "Unpaid") until delivered.
  await page.goto('/admin/orders');
  const order = page
    .getByTestId('admin-orders')
    .locator('tbody tr')
    .filter({ has: page.locator('[data-label=ID]', { hasText: new RegExp(`^#${orderId}$`) }) });
  await order.waitFor();
  expect(await order.locator('[data-label=City]').textContent()).toBe('Lahore');
  expect(await order.locator('[data-label=Payment]').textContent()).toBe('Cash on Delivery');
  expect(await order.getByTestId('payment-badge').textContent()).toBe('Collect on delivery');

  // A product from the variant form without a category waits hidden, and the list says why.
  const waiting = `Waiting Tote ${stamp}`;
  const waitingProduct = await gql(
    `mutation($input: ProductWithVariantsInput!) { createProductWithVariants(input: $input) { product { id } } }`,
    {
      input: {
        name: waiting,
        basePrice: 900,
        variants: [{ sku: `WT-${stamp}`, price: 900, stock: 1, size: 'One', color: 'Olive' }],
      },
    },
    boss.token,
  );
  made.push(waitingProduct.createProductWithVariants.product.id);
  await page.goto('/admin/products');
  await page.getByLabel('Search by title or sku').fill(waiting);
  const hidden = page
    .getByTestId('admin-products')
    .locator('tbody tr')
    .filter({ hasText: waiting })
    .getByTestId('hidden-badge');
  await hidden.waitFor();
  expect(await hidden.textContent()).toMatch(/^HiddenHidden from the shop: it has no category/);

  const details = (await api('GET', `/product-details/${id}`)).data;
  expect(
    Object.fromEntries(
      details.variants.map((v: { size: string; stock: number; price: number }) => [
        v.size,
        [v.stock, v.price],
      ]),
    ),
  ).toEqual({ Small: [2, 950], Medium: [1, 1300] });
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);
