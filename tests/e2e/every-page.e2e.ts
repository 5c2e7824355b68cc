/**
 * Every page as a shopper and an owner expect it, at 375 and 1280 px: sign-in reachable from
 * every page; nothing fixed on screen over a focused field or the cart drawer's header; the
 * shop by links and forms without JavaScript; axe-core (WCAG 2.2 A and AA) on every
 * storefront, account and back-office route; the focus on the heading after an order; the
 * product page's delivery terms, "from" prices and aligned cards; filters that keep the grid;
 * the owner's to-do counts matching the lists they open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ConfirmLinks } from '../../server/src/modules/sms';
import { BASE_URL, launch, newPage, screenshot } from './support/browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [375, 1280] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${BASE_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function productId(title: string): Promise<number> {
  const body = await (
    await fetch(`${BASE_URL()}/api/search-products?search=${encodeURIComponent(title)}`)
  ).json();
  return body.data.find((p: { title: string }) => p.title === title).id;
}

/** Violations axe-core finds on the page as it is (WCAG 2.0-2.2, levels A and AA), as "rule: target" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v: any) =>
      v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary.split('\n')[1] ?? ''})`),
    );
  });
  return violations;
}

/** Opens `route`, waits until its heading and data are there, and runs axe; returns "route @ width: violation" lines. */
async function audit(page: Page, route: string, width: number, ready?: (page: Page) => Promise<unknown>) {
  await page.setViewportSize({ width, height: 900 });
  // The SMS link's page is the server's own HTML, without the app (nothing to wait for).
  if (route.startsWith('/order/confirm/')) await page.mainFrame().goto(BASE_URL() + route);
  else await page.goto(route);
  await page.locator('h1').first().waitFor();
  if (ready) await ready(page);
  // Nothing still loading in place of the page (the shop's own spinner below its list stays: it loads more on scrolling).
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true], main > div > .chakra-spinner'));
  // No transition under way (a fading spinner or card is measured at its final colours).
  await transitionsDone(page);
  return (await axeViolations(page)).map((v) => `${route} @ ${width}: ${v}`);
}

/** Until every finite animation or transition has ended (a spinner's endless turn is not waited for). */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The chat button does not cover `field` (it is hidden, or their boxes are apart). */
async function chatClearOf(page: Page, field: Locator) {
  const chat = page.getByTestId('chat-button');
  if (!(await chat.isVisible())) return true;
  const [a, b] = [await chat.boundingBox(), await field.boundingBox()];
  return !a || !b || !boxesOverlap(a, b);
}

async function registerCustomer(name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}${Date.now()}@example.pk`;
  const password = 'every-page-stitch-1';
  const res = await fetch(`${BASE_URL()}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  expect(res.status).toBeLessThan(300);
  return { email, password };
}

async function signIn(page: Page, who: { email: string; password: string }, admin = false) {
  await page.goto(admin ? '/admin/login' : '/user/login');
  await page.getByLabel('Email').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(admin ? '**/admin/dashboard' : '**/user/dashboard');
}

const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** The shop's confirm-link signer, keyed with the secret development keeps in its DATA_DIR. */
const confirmLinks = () =>
  new ConfirmLinks(
    readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets', 'jwt-secret'), 'utf8').trim(),
  );

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
  expect(await page.getByTestId('chat-button').isVisible()).toBe(true);
  for (const label of ['Name', 'Email', 'Mobile', 'Subject', 'Message']) {
    const field = page.getByLabel(label, { exact: true });
    await field.focus();
    await page.waitForFunction(() => !document.querySelector('[data-testid=chat-button]:not([hidden])'));
    expect([label, await chatClearOf(page, field)]).toEqual([label, true]);
  }
  await page.getByLabel('Message', { exact: true }).blur();
  await page.getByTestId('chat-button').waitFor();
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

test("the owner: the dashboard's to-do counts are the lists they open, the customer list; axe on every back-office route", async () => {
  const { context, page, errors } = await newPage(browser, 1280);
  await signIn(page, ADMIN, true);
  const todo = page.getByTestId('todo-list');
  await todo.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid=todo-count]')?.textContent?.includes('…'),
  );
  await screenshot(page, 'admin-dashboard-todo-1280');
  for (const key of ['codToConfirm', 'receiptsWaiting', 'toShip', 'lowStock']) {
    await page.goto('/admin/dashboard');
    const link = page.getByTestId(`todo-${key}`);
    await page.waitForFunction(
      (k) =>
        !document
          .querySelector(`[data-testid=todo-${k}] [data-testid=todo-count]`)
          ?.textContent?.includes('…'),
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

  const { adminOrders } = await gql(`{ adminOrders(perPage: 1) { items { id } } }`, {}, await adminToken());
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
    ...(adminOrders.items.length
      ? ([[`/admin/order/details/${adminOrders.items[0].id}`]] as Array<[string]>)
      : []),
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

async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE_URL()}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).token;
}
