/**
 * The shop under another host name than its PUBLIC_URL (http://localhost:PORT): opened at
 * http://127.0.0.1:PORT, as from a LAN address, a www./bare domain or a proxy, every product
 * image still loads (relative URLs, allowed by the CSP's img-src 'self').
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Brings every image into view (lazy ones load then), waits for all to finish, returns the broken ones. */
async function brokenImages(page: Page): Promise<{ count: number; broken: string[] }> {
  for (const img of await page.locator('img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  return page.evaluate(() => ({
    count: document.images.length,
    broken: [...document.images].filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src),
  }));
}

test('every product image loads when the shop is opened under another host name', async () => {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  expect(process.env.E2E_URL).not.toContain('127.0.0.1'); // PUBLIC_URL names localhost
  const { context, page, errors } = await newPage(browser);
  const imageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') imageRequests.push(r.url());
  });

  await page.goto(`${origin}/`);
  await page.locator('[data-testid=product-card]').first().waitFor();
  const home = await brokenImages(page);
  expect(home.count).toBeGreaterThan(4);
  expect(home.broken).toEqual([]);

  await page.goto(`${origin}/shop`);
  await page.locator('[data-testid=product-card]').first().waitFor();
  const shop = await brokenImages(page);
  expect(shop.count).toBeGreaterThan(4);
  expect(shop.broken).toEqual([]);

  await page.locator('[data-testid=product-card] a').first().click();
  await page.waitForURL(/\/product\/\d+/);
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).waitFor();
  const product = await brokenImages(page);
  expect(product.count).toBeGreaterThan(0);
  expect(product.broken).toEqual([]);

  // Every image came from the address the shop was opened at, none from PUBLIC_URL's.
  const uploads = imageRequests.filter((u) => u.includes('/uploads/'));
  expect(uploads.length).toBeGreaterThan(4);
  expect(uploads.filter((u) => !u.startsWith(`${origin}/uploads/`))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
