/**
 * Issue 21 item 7: the shop sorted and filtered by a price range through its URL and its
 * controls (the sort select, the price form; in the phone's filters drawer too), the server
 * render of a sorted and filtered URL, and "Showing X of Y" following the infinite scroll.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Listed {
  ids: number[];
  titles: string[];
  total: number;
}
/** The whole listing for `query` as the REST API gives it (the order the page must show). */
async function listing(query: string): Promise<Listed> {
  const out: Listed = { ids: [], titles: [], total: 0 };
  for (let page = 1; ; page++) {
    const body = await (await fetch(`${BASE_URL()}/api/get-products?${query}&page=${page}`)).json();
    out.ids.push(...body.data.map((p: { id: number }) => p.id));
    out.titles.push(...body.data.map((p: { title: string }) => p.title));
    out.total = body.meta.total;
    if (page >= body.meta.last_page) return out;
  }
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const cards = (page: Page) => page.getByTestId('product-card');
const cardTitles = (page: Page) =>
  page.locator('[data-testid=product-card] .product-card__title').allTextContents();
const cardPrices = async (page: Page) =>
  (await page.locator('[data-testid=product-card] .product-card__price .price').allTextContents()).map(
    rupees,
  );
const shownTotal = async (page: Page) =>
  Number((await page.getByText(/^\d+ products$/).textContent())!.split(' ')[0]);
/** Until the page shows the listing of `query` (its first slice: 12 products). */
async function showsListing(page: Page, query: string): Promise<Listed> {
  const want = await listing(query);
  await page.waitForFunction(
    (titles) => {
      const shown = [...document.querySelectorAll('[data-testid=product-card] .product-card__title')].map(
        (e) => e.textContent,
      );
      return JSON.stringify(shown.slice(0, titles.length)) === JSON.stringify(titles);
    },
    want.titles.slice(0, 12),
  );
  expect(await shownTotal(page)).toBe(want.total);
  return want;
}
/** Scrolls the infinite feed until its end, waiting for each slice to come. */
async function scrollToEnd(page: Page) {
  while (!(await page.getByTestId('end-of-list').isVisible())) {
    const shown = await cards(page).count();
    await page.getByTestId('showing-count').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid=product-card]').length > n ||
        !!document.querySelector('[data-testid=end-of-list]'),
      shown,
    );
  }
}
/** The infinite scroll from its first page to the end: the cards `want` lists, in its order, the count following. */
async function scrollsThrough(page: Page, want: Listed) {
  await page
    .getByTestId('showing-count')
    .filter({ hasText: `Showing 12 of ${want.total}` })
    .waitFor();
  await scrollToEnd(page);
  expect(await cardTitles(page)).toEqual(want.titles);
  await page
    .getByTestId('showing-count')
    .filter({ hasText: `Showing ${want.total} of ${want.total}` })
    .waitFor();
}
const urlQuery = (page: Page) => new URL(page.url()).search.slice(1);
const noOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);

test('the server renders the listing of a sorted, price-filtered URL, and the browser goes on from it', async () => {
  const query = 'sort=price_desc&min_price=1000&max_price=3000';
  const want = await listing(query);
  expect(want.total).toBeGreaterThan(12);
  const html = await (await fetch(`${BASE_URL()}/shop?${query}`)).text();
  const rendered = [...html.matchAll(/class="product-card__title">([^<]*)</g)].map((m) =>
    m[1].replace(/&amp;/g, '&'),
  );
  expect(rendered).toEqual(want.titles.slice(0, 12));
  expect(html).toMatch(new RegExp(`>${want.total} products<`));
  expect(html).toContain(`Showing 12 of ${want.total}`);
  // The controls show the URL's order and range in the first HTML.
  expect(html).toMatch(/<option value="price_desc" selected="">Price: high to low<\/option>/);
  expect(html).toMatch(/id="side-price-min"[^>]*value="1000"/);

  const { context, page, errors } = await newPage(browser);
  await page.goto(`/shop?${query}`);
  await showsListing(page, query);
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price_desc');
  const aside = page.getByRole('complementary', { name: 'Filters' });
  expect(await aside.getByLabel('Min price').inputValue()).toBe('1000');
  expect(await aside.getByLabel('Max price').inputValue()).toBe('3000');
  // The infinite scroll goes on in the same order, to the end; the count follows it.
  await scrollsThrough(page, want);
  expect(errors).toEqual([]);
  await context.close();
});

test('sorting and a price range through the controls at 1280 px: back to the first products, a clear message for a bad range, Clear, the back button', async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto('/shop');
  await showsListing(page, 'sort=newest');
  await page
    .getByTestId('showing-count')
    .filter({ hasText: /^Showing 12 of \d+$/ })
    .waitFor();

  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.waitForURL((u) => u.search === '?sort=price_asc');
  await showsListing(page, 'sort=price_asc');
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  const aside = page.getByRole('complementary', { name: 'Filters' });
  await aside.getByLabel('Min price').fill('3,000');
  await aside.getByLabel('Max price').fill('500');
  await aside.getByRole('button', { name: 'Apply' }).click();
  await aside.getByText('The maximum must not be less than the minimum.').waitFor();
  await screenshot(page, 'shop-price-error-1280');
  await aside.getByLabel('Max price').fill('12.345');
  await aside
    .getByText('The maximum must be an amount in rupees from 0 to 10,000,000, with at most 2 decimals.')
    .waitFor();
  expect(urlQuery(page)).toBe('sort=price_asc');
  await aside.getByLabel('Max price').fill('5000');
  await aside.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(
    (u) => u.searchParams.get('min_price') === '3000' && u.searchParams.get('max_price') === '5000',
  );
  const ranged = await showsListing(page, 'sort=price_asc&min_price=3000&max_price=5000');
  const prices = await cardPrices(page);
  expect(prices.every((p) => p >= 3000 && p <= 5000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page
    .getByTestId('showing-count')
    .filter({ hasText: `Showing ${Math.min(12, ranged.total)} of ${ranged.total}` })
    .waitFor();
  await screenshot(page, 'shop-sorted-1280');

  // Top rated: the stars read highest first.
  await page.getByLabel('Sort by').selectOption('rating');
  await page.waitForURL((u) => u.searchParams.get('sort') === 'rating');
  await showsListing(page, 'sort=rating&min_price=3000&max_price=5000');
  const ratings = (
    await page
      .locator('[data-testid=product-card] .product-card__row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')!))
  ).map((label) => Number(/Rated ([\d.]+)/.exec(label)![1]));
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  // Clear keeps the order; the browser's back button brings the range back, in the form too.
  await aside.getByRole('button', { name: 'Clear' }).click();
  await page.waitForURL((u) => u.search === '?sort=rating');
  await showsListing(page, 'sort=rating');
  expect(await aside.getByLabel('Min price').inputValue()).toBe('');
  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('min_price') === '3000');
  await showsListing(page, 'sort=rating&min_price=3000&max_price=5000');
  expect(await aside.getByLabel('Min price').inputValue()).toBe('3000');
  expect(await page.getByLabel('Sort by').inputValue()).toBe('rating');

  // Newest is the default: it leaves the URL.
  await page.getByLabel('Sort by').selectOption('newest');
  await page.waitForURL((u) => !u.searchParams.has('sort'));
  expect(await noOverflow(page)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('sorting and a price range from the filters drawer on a 375 px phone, without sideways scrolling', async () => {
  const { context, page, errors } = await newPage(browser, 375);
  await page.goto('/shop');
  await showsListing(page, 'sort=newest');
  // The order is above the products on a phone too.
  await page.getByLabel('Sort by').selectOption('price_desc');
  await page.waitForURL((u) => u.search === '?sort=price_desc');
  await showsListing(page, 'sort=price_desc');
  expect(await noOverflow(page)).toBe(true);
  const first = await cards(page).first().boundingBox();
  expect(first!.y).toBeLessThan(900);

  await screenshot(page, 'shop-sorted-375');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.waitForURL((u) => u.search === '?sort=price_asc');

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByTestId('filters-drawer');
  await drawer.getByLabel('Min price').fill('1500.5');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((u) => u.searchParams.get('min_price') === '1500.5');
  await screenshot(page, 'shop-filters-drawer-375');
  await drawer.getByRole('button', { name: 'Show products' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
  await showsListing(page, 'sort=price_asc&min_price=1500.50');
  const prices = await cardPrices(page);
  expect(prices[0]).toBeGreaterThanOrEqual(1500.5);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
  await screenshot(page, 'shop-ranged-375');
  expect(await noOverflow(page)).toBe(true);

  // Reloading the URL keeps the order and the range (in the drawer's form too); the feed
  // scrolls on to the end in that order, the count following it.
  await page.reload();
  const want = await showsListing(page, 'sort=price_asc&min_price=1500.50');
  expect(want.total).toBeGreaterThan(12);
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  expect(await drawer.getByLabel('Min price').inputValue()).toBe('1500.5');
  expect(await drawer.getByLabel('Max price').inputValue()).toBe('');
  await drawer.getByRole('button', { name: 'Show products' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await scrollsThrough(page, want);
  await page.getByTestId('end-of-list').scrollIntoViewIfNeeded();
  await screenshot(page, 'shop-end-375');
  expect(await noOverflow(page)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
