/**
 * The owner's pages at 375 and 1280 px: the dashboard's to-do counts matching the lists they
 * open, the customer list, and axe-core (WCAG 2.2 A and AA) on every back-office route. The test
 * places its own customer's order first, so it passes on a fresh shop, alone or in any order.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { audit, WIDTHS } from './support/pages';
import { placeCodOrder, productId, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test("the owner: the dashboard's to-do counts are the lists they open, the customer list; axe on every back-office route", async () => {
  // A customer of its own with a cash-on-delivery order: the customer list and an order's page have rows.
  const orderId = await placeCodOrder('Owner Pages Buyer');
  const { context, page, errors } = await newPage(browser, 1280);
  await signInAsOwner(page);
  const todo = page.getByTestId('todo-list');
  await todo.waitFor();
  // The counts have arrived: a number (no element yet, or '…', is still loading).
  await page.waitForFunction(() =>
    /^\d+$/.test(document.querySelector('[data-testid=todo-count]')?.textContent ?? ''),
  );
  await screenshot(page, 'admin-dashboard-todo-1280');
  for (const key of ['codToConfirm', 'receiptsWaiting', 'toShip', 'lowStock']) {
    await page.goto('/admin/dashboard');
    const link = page.getByTestId(`todo-${key}`);
    await page.waitForFunction(
      (k) =>
        /^\d+$/.test(
          document.querySelector(`[data-testid=todo-${k}] [data-testid=todo-count]`)?.textContent ?? '',
        ),
      key,
    );
    const count = Number(await link.getByTestId('todo-count').textContent());
    await link.click();
    const table = page.getByTestId(key === 'lowStock' ? 'admin-products' : 'admin-orders');
    const rows = Math.min(count, 20);
    await page
      .waitForFunction(
        ([id, n]) => document.querySelectorAll(`[data-testid=${id}] tbody tr`).length === n,
        [key === 'lowStock' ? 'admin-products' : 'admin-orders', rows] as const,
        { timeout: 15_000 },
      )
      .catch(() => {});
    expect([key, await table.locator('tbody tr').count()]).toEqual([key, rows]);
  }
  await page.goto('/admin/customers');
  await page.getByTestId('customer-row').first().waitFor();
  await screenshot(page, 'admin-customers-1280');

  const productEdit = `/admin/products/edit/${await productId('Bunny Amigurumi Toy')}`;
  const routes: Array<[string, ((p: Page) => Promise<unknown>)?]> = [
    ['/admin/dashboard', (p) => p.getByTestId('todo-list').waitFor()],
    ['/admin/products', (p) => p.getByTestId('admin-products').locator('tbody tr').first().waitFor()],
    ['/admin/products/create'],
    [productEdit, (p) => p.locator('input[name=title]').waitFor()],
    ['/admin/products/form'],
    ['/admin/categories'],
    ['/admin/categories/create'],
    ['/admin/brands'],
    ['/admin/brands/create'],
    ['/admin/attributes'],
    ['/admin/orders'],
    [`/admin/order/details/${orderId}`, (p) => p.getByRole('button', { name: 'Packing slip' }).waitFor()],
    ['/admin/couriers'],
    ['/admin/customers', (p) => p.getByTestId('customer-row').first().waitFor()],
    ['/admin/discounts', (p) => p.getByRole('form', { name: 'Add a discount code' }).waitFor()],
    ['/admin/shipping', (p) => p.getByRole('form', { name: 'Shipping settings' }).waitFor()],
    ['/admin/reviews', (p) => p.getByTestId('admin-reviews').waitFor()],
    ['/admin/settings', (p) => p.getByRole('button', { name: 'Save WhatsApp Cloud API' }).waitFor()],
    ['/admin/password'],
  ];
  const found: string[] = [];
  for (const width of WIDTHS)
    for (const [route, ready] of routes) found.push(...(await audit(page, route, width, ready)));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/dashboard');
  await page.getByTestId('todo-list').waitFor();
  await screenshot(page, 'admin-dashboard-todo-375');
  await page.evaluate(() => localStorage.removeItem('adminInfo'));
  for (const width of WIDTHS) found.push(...(await audit(page, '/admin/login', width)));
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}, 400_000);
