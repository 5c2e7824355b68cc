/**
 * Every page as a shopper and an owner expect it, at 375 and 1280 px: sign-in reachable from
 * every page; nothing fixed on screen over a focused field or the cart drawer's header; the
 * shop by links and forms without JavaScript; axe-core (WCAG 2.2 A and AA) on every
 * storefront, account and back-office route; the focus on the heading after an order; the
 * product page's delivery terms, "from" prices and aligned cards; filters that keep the grid;
 * the owner's pages are in owner-pages.e2e.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPage, screenshot } from './support/browser';
import { audit, boxesOverlap, chatClearOf, confirmLinks, transitionsDone, WIDTHS } from './support/pages';
import { gql, productId, registerCustomer, signIn } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test('the account link on every page at every width; the chat button off focused fields; toasts off the cart drawer header', async () => {
  const { context, page, errors } = await newPage(browser, 375);
  const bunny = await productId('Bunny Amigurumi Toy');
  const coasters = await productId('Cotton Coaster Set (6)');
  const pages = ['/', '/shop', `/product/${bunny}`, '/aboutus', '/contactus', '/cart', '/commingsoon'];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of pages) {
      await page.goto(route);
      const header = page.locator('header').first();
      const login =
        width < 480 ? page.getByTestId('mobile-account-link') : header.getByRole('link', { name: 'Login' });
      expect([route, width, await login.isVisible()]).toEqual([route, width, true]);
      expect(await page.getByTestId('footer-account-link').textContent()).toBe('Login');
    }
    await page.getByTestId(width < 480 ? 'mobile-account-link' : 'footer-account-link').click();
    await page.waitForURL('**/user/login');
  }

  // Every field of the contact form, focused on a phone: the chat button is not over it.
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/contactus');
  const message = page.getByLabel('Message', { exact: true });
  // Unfocused, the message box is under where the button floats: the button steps aside.
  expect(await chatClearOf(page, message)).toBe(true);
  for (const label of ['Name', 'Email', 'Mobile', 'Subject', 'Message']) {
    const field = page.getByLabel(label, { exact: true });
    await field.focus();
    await page.waitForFunction(() => !document.querySelector('[data-testid=chat-button]:not([hidden])'));
    expect([label, await chatClearOf(page, field)]).toEqual([label, true]);
  }
  await message.blur();
  await page.waitForFunction(() => !!document.querySelector('[data-testid=chat-button]:not([hidden])'));
  expect(await chatClearOf(page, message)).toBe(true);
  await screenshot(page, 'contact-chat-375');

  // Added to the cart: the drawer opens with the toast off its header, and no chat button over it.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/product/${coasters}`);
    await page.getByRole('radio', { name: 'Mustard' }).click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    const drawerHeader = page.getByTestId('cart-drawer-header');
    await drawerHeader.waitFor();
    await transitionsDone(page);
    expect(boxesOverlap((await toast.boundingBox())!, (await drawerHeader.boundingBox())!)).toBe(false);
    expect(await page.getByTestId('chat-button').isVisible()).toBe(false);
    await screenshot(page, `cart-drawer-toast-${width}`);
    await page.getByRole('button', { name: 'Close cart' }).click();
  }
  // The cart page: its totals are not under the chat button (it is not shown there).
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/cart');
  await page.getByText('Sub Total').first().waitFor();
  expect(await page.getByTestId('chat-button').isVisible()).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('without JavaScript: every product reachable by page links, price, filters and sort by forms the server reads', async () => {
  const context: BrowserContext = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: BASE_URL(),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { products } = await gql(`{ products { meta { total lastPage } } }`);
  expect(products.meta.lastPage).toBeGreaterThanOrEqual(3);

  // Page links: page 1 → 2 → … → last, every product once.
  await page.goto('/shop');
  const seen = new Set<string>();
  for (let n = 1; ; n++) {
    for (const href of await page
      .locator('a.product-card__link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      seen.add(href);
    const next = page.locator('a[rel=next]');
    if (!(await next.count())) break;
    await next.click();
    await page.waitForURL(`**/shop?page=${n + 1}`);
    if (n + 1 === 3) await screenshot(page, 'shop-nojs-page3-1280');
  }
  expect(seen.size).toBe(products.meta.total);

  // Price: the form's own fields, no empty parameter left in the URL, every price within.
  await page.goto('/shop');
  const priceForm = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('form', { name: 'Price range' });
  await priceForm.getByLabel('Max price').fill('1500');
  await priceForm.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((u) => u.pathname === '/shop' && u.search === '?max_price=1500');
  const prices = async () =>
    (await page.locator('.product-card__price .price').allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
  const cheap = await prices();
  expect(cheap.length).toBeGreaterThan(0);
  expect(cheap.every((p) => p <= 1500)).toBe(true);

  // A category ticked and applied: that category's products, the price range kept.
  const { categories } = await gql(`{ categories { id name } }`);
  const toys = categories.find((c: { name: string }) => c.name === 'Amigurumi');
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: 'Amigurumi' })
    .check();
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: 'Apply filters' })
    .click();
  await page.waitForURL((u) => u.search === `?max_price=1500&category=${toys.id}`);
  const filtered = await gql(`query($f: ProductFilterInput) { products(filter: $f) { meta { total } } }`, {
    f: { categoryIds: [toys.id], maxPrice: 1500 },
  });
  expect(await page.locator('a.product-card__link').count()).toBe(Math.min(12, filtered.products.meta.total));

  // Sort: low to high by the select and its button.
  await page.goto('/shop');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.waitForURL('**/shop?sort=price_asc');
  const sorted = await prices();
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'shop-nojs-375');
  await context.close();
});

test('the product page: delivery terms by the price, "from" on cards whose price varies, aligned Add To Cart, filters that keep the grid', async () => {
  const { context, page, errors } = await newPage(browser, 1280);
  const shop = (await gql(`{ shop { delivery { minDays maxDays shippingCharge cashOnDelivery } } }`)).shop;
  await page.goto(`/product/${await productId('Cardigan Made to Order')}`);
  const terms = page.getByTestId('delivery-terms');
  expect(await terms.textContent()).toContain(
    `${shop.delivery.minDays}–${shop.delivery.maxDays} working days`,
  );
  expect(await terms.textContent()).toContain(`Shipping Rs ${shop.delivery.shippingCharge}`);
  expect(await terms.textContent()).toContain('Cash on delivery available');
  await screenshot(page, 'product-terms-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'product-terms-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop?search=Cardigan');
  expect(await page.getByTestId('card-price').first().textContent()).toBe('from Rs 5,500');
  await page.goto('/shop');
  // Add To Cart buttons of a row share one line.
  const tops = await page
    .locator('.product-card__button')
    .evaluateAll((bs) => bs.slice(0, 4).map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  // A filter click: ticked at once; the current grid stays (dimmed) until the new one arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('ShopProducts')) await held;
    await route.continue();
  });
  const before = await page.getByTestId('product-card').count();
  const box = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: 'Amigurumi' });
  await box.click();
  expect(await box.isChecked()).toBe(true);
  await page.locator('[data-testid=shop-results][data-stale]').waitFor();
  expect(await page.getByTestId('product-card').count()).toBe(before);
  expect(await box.isChecked()).toBe(true);
  await screenshot(page, 'shop-filter-loading-1280');
  release();
  await page.locator('[data-testid=shop-results]:not([data-stale])').waitFor();
  expect(await box.isChecked()).toBe(true);
  await page.unroute('**/graphql');
  expect(errors).toEqual([]);
  await context.close();
});

test('a customer: the city waits for a province, the focus lands on the heading after the order, an unknown order is not thanked for; axe on every storefront and account route', async () => {
  const { context, page, errors } = await newPage(browser, 375);
  const who = await registerCustomer('Saima');
  const bunny = await productId('Bunny Amigurumi Toy');
  await signIn(page, who);
  await page.goto(`/product/${await productId('Cotton Coaster Set (6)')}`);
  await page.getByRole('radio', { name: 'Mustard' }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByTestId('toast').first().waitFor();
  await page.goto('/user/checkout');
  const city = page.getByLabel('City');
  await city.waitFor();
  expect(await city.isDisabled()).toBe(true);
  await page.getByLabel('Province').selectOption('Punjab');
  await page.waitForFunction(
    () => !(document.querySelector('select[name=city]') as HTMLSelectElement).disabled,
  );
  await city.selectOption('Lahore');
  await page.locator('input[name=address]').fill('House 7, Street 3, Model Town');
  await page.locator('input[name=zip]').fill('54700');
  const mobile = page.locator('input[name=mobile]');
  await mobile.focus();
  expect(await chatClearOf(page, mobile)).toBe(true);
  await mobile.fill('03001234567');
  await page.getByText('Cash on Delivery').click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const heading = page.getByRole('heading', { name: 'Thank You For Shopping' });
  await heading.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank You For Shopping');
  expect(await page.getByTestId('payment-badge').first().textContent()).toBe('Collect on delivery');
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.goto('/user/order/confirmation/99999999');
  await page.getByRole('heading', { name: 'Order not found' }).waitFor();
  expect(await page.getByText('Thank You For Shopping').count()).toBe(0);
  await screenshot(page, 'order-not-found-375');

  const bunnyAgain = `/product/${bunny}`;
  const routes: Array<[string, ((p: Page) => Promise<unknown>)?]> = [
    ['/', (p) => p.getByTestId('product-card').first().waitFor()],
    ['/shop', (p) => p.getByTestId('product-card').first().waitFor()],
    ['/shop?page=2', (p) => p.getByTestId('product-card').first().waitFor()],
    [bunnyAgain, (p) => p.getByTestId('delivery-terms').waitFor()],
    ['/aboutus'],
    ['/contactus'],
    ['/commingsoon'],
    ['/no-such-page'],
    ['/cart'],
    ['/user/dashboard'],
    ['/user/profile'],
    ['/user/orders', (p) => p.getByRole('cell', { name: `#${orderId}` }).waitFor()],
    [`/user/order/details/${orderId}`, (p) => p.getByTestId('order-grand-total').waitFor()],
    [`/user/order/confirmation/${orderId}`, (p) => p.getByTestId('order-grand-total').waitFor()],
    ['/user/checkout'],
    // The SMS link's page for the COD order (signed as the shop signs it, with its secret).
    [`/order/confirm/${confirmLinks().sign(orderId, new Date(Date.now() + 3_600_000))}`],
  ];
  const found: string[] = [];
  for (const width of WIDTHS)
    for (const [route, ready] of routes) found.push(...(await audit(page, route, width, ready)));
  // Signed out: the sign-in pages.
  await page.evaluate(() => localStorage.removeItem('userInfo'));
  for (const width of WIDTHS)
    for (const route of ['/user/login', '/user/register', '/forgot-password'])
      found.push(...(await audit(page, route, width)));
  expect(found).toEqual([]);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  await context.close();
}, 400_000);
