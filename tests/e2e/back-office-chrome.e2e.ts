/**
 * Issue 21, the back office: its own header and menu with none of the storefront around it (at
 * desktop and phone widths, Logout ending the session), and the alternative product form putting
 * its product under the chosen category, with no "Uncategorised" in the shop.
 */
import type { Browser } from 'playwright-core';
import { api, launch, newPage, screenshot } from './support/browser';
import { ALTERNATIVE_FORM_REQUIRED, showsEach } from './support/pages';
import { adminSession, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test('the back office has its own header and menu, none of the storefront around it', async () => {
  for (const width of [1280, 375]) {
    // A session of its own each time: Logout at the end revokes its token on the server.
    const boss = await adminSession();
    const { context, page, errors } = await newPage(browser, width);
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await storeSession(page, 'adminInfo', boss);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    // Storefront chrome: the main navigation, the customer login link, the cart, the chat bubble, the footer.
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('cart-button').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    const header = page.locator('header');
    await header.getByRole('link', { name: /Crochet Corner/ }).waitFor();
    await header.getByRole('link', { name: 'View store' }).waitFor();
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    // The search box shows its whole placeholder.
    const search = page.getByLabel('Search by ID & Customer Name');
    expect(
      await search.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return (
          ctx.measureText(el.placeholder).width <=
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        );
      }),
    ).toBe(true);
    let menu;
    if (width === 1280) {
      expect(await header.getByTestId('admin-name').textContent()).toBe(boss.name);
      menu = page.getByRole('navigation', { name: 'Back office' });
    } else {
      await header.getByRole('button', { name: 'Open the back-office menu' }).click();
      menu = page.getByRole('navigation', { name: 'Back office (menu)' });
    }
    for (const item of ['Products', 'Product Categories', 'Product Brands', 'Product Attributes', 'Orders'])
      await menu.getByRole('link', { name: item, exact: true }).waitFor();
    await screenshot(page, `admin-chrome-${width}`);
    await menu.getByRole('link', { name: 'Product Brands' }).click();
    await page.waitForURL('**/admin/brands');
    await page.getByRole('heading', { name: 'Product Brands' }).waitFor();
    if (width !== 1280) {
      await menu.waitFor({ state: 'hidden' });
      await header.getByRole('button', { name: 'Open the back-office menu' }).click();
    }
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
    await page.locator('header').getByRole('link', { name: 'View store' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('navigation', { name: /^Main/ }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the alternative form puts its product under the chosen category; no "Uncategorised" in the shop', async () => {
  const boss = await adminSession();
  const { context, page, errors } = await newPage(browser);
  await storeSession(page, 'adminInfo', boss);
  await page.goto('/admin/products/form');
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await showsEach(page, ALTERNATIVE_FORM_REQUIRED);
  await page.getByLabel('Name').fill('Crochet Owl Pair');
  await page.getByLabel('Base Price').fill('2200.5');
  // (Beanies: the other browser tests count the products of Animals.)
  await page.getByLabel('Category').selectOption({ label: '- Beanies' });
  const block = page.getByTestId('variant-block');
  await block.getByLabel('SKU').fill('OWL-S-BLU');
  await block.getByLabel('Price').fill('2200.5');
  await block.getByLabel('Stock').fill('2');
  await block.getByLabel('Size').fill('Small');
  await block.getByLabel('Color').fill('Blue');
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await page.getByText('Product created successfully!').waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('');

  const [{ id: owl }] = (await api('GET', '/get-products?search=Crochet%20Owl%20Pair')).data;
  const tree = (await api('GET', '/get-categories')).data;
  expect(JSON.stringify(tree)).not.toContain('Uncategorised');
  const beanies = tree
    .flatMap((c: { child: Array<{ id: number; name: string }> }) => c.child)
    .find((c: { name: string }) => c.name === 'Beanies');
  expect(
    (await api('GET', `/get-products?category=${beanies.id}&search=Owl`)).data.map(
      (p: { id: number }) => p.id,
    ),
  ).toEqual([owl]);
  // It has no image: the placeholder, on its card and its page; its variant's price with paisa.
  await page.goto('/shop?search=Owl');
  expect(await page.getByTestId('product-card').locator('img').getAttribute('src')).toBe('/placeholder.svg');
  await page.getByText('Rs 2,200.50').first().waitFor();
  await page.goto(`/product/${owl}`);
  expect(await page.locator('.gallery__main img').getAttribute('src')).toBe('/placeholder.svg');
  expect(errors).toEqual([]);
  await context.close();
});
