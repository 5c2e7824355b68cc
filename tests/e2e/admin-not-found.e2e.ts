/**
 * A back-office address whose record is missing (deleted, mistyped) or whose id is not a number
 * shows the back office's "not found" state with a way back, at desktop and phone widths, for
 * every detail page: not "Loading…" forever, not "Order #NaN".
 */
import type { Browser } from 'playwright-core';
import { launch, newPage } from './support/browser';
import { WIDTHS } from './support/pages';
import { adminSession, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PAGES: Array<{ path: string; what: string; back: string; list: string }> = [
  { path: '/admin/order/details/99999', what: 'Order #99999', back: 'Back to orders', list: '/admin/orders' },
  { path: '/admin/order/details/abc', what: 'Order #abc', back: 'Back to orders', list: '/admin/orders' },
  {
    path: '/admin/products/edit/99999',
    what: 'Product #99999',
    back: 'Back to products',
    list: '/admin/products',
  },
  {
    path: '/admin/products/edit/1.5',
    what: 'Product #1.5',
    back: 'Back to products',
    list: '/admin/products',
  },
  {
    path: '/admin/category/edit/99999',
    what: 'Category #99999',
    back: 'Back to categories',
    list: '/admin/categories',
  },
  { path: '/admin/brand/edit/-3', what: 'Brand #-3', back: 'Back to brands', list: '/admin/brands' },
];

test('a missing or malformed id shows "not found" with a way back, on every detail page', async () => {
  const boss = await adminSession();
  for (const width of WIDTHS) {
    const { context, page, errors } = await newPage(browser, width);
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await storeSession(page, 'adminInfo', boss);
    for (const { path, what, back, list } of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      await page.getByText(`${what} was not found.`).waitFor();
      expect(await page.getByText('NaN').count()).toBe(0);
      expect(await page.title()).toContain(`${what} not found`);
      await page.getByRole('link', { name: back }).click();
      await page.waitForURL((u) => u.pathname === list);
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});
