/**
 * Nothing spills out of its place: the back office's tables fit their card at 1280 px (the
 * Action column always in view, no sideways scrolling of the page) and at 375 px scroll inside
 * their card, never the page; on a phone the floating WhatsApp button covers no control, amount
 * or field, and the header shows the account as an icon with a name, not a cut-off link.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { boxesOverlap, WIDTHS } from './support/pages';
import { adminSession, placeCodOrder, productId, registerCustomer, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const LISTS = [
  '/admin/orders',
  '/admin/products',
  '/admin/customers',
  '/admin/categories',
  '/admin/brands',
  '/admin/discounts',
  '/admin/shipping',
  '/admin/reviews',
  '/admin/staff',
];

/** How far the page and each table stick out: the page past the window, a table past its card. */
async function spills(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    document.querySelectorAll('table').forEach((table, i) => {
      const t = table.getBoundingClientRect();
      // The table's own scroll box (a phone's) or the card it sits in.
      let box = table.parentElement!;
      while (box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement!;
      const b = box.getBoundingClientRect();
      const scrolls = getComputedStyle(box).overflowX !== 'visible' && box !== document.body;
      if (!scrolls && t.right > b.right + 0.5) out.push(`table ${i} right ${t.right} > ${b.right}`);
      if (!scrolls && t.right > window.innerWidth + 0.5) out.push(`table ${i} past the window: ${t.right}`);
    });
    return out;
  });
}

test('back-office tables fit their card: the page never scrolls sideways, the Action column is in view', async () => {
  const boss = await adminSession();
  await placeCodOrder('Muhammad Abdul Rehman Siddiqui Khan-Yousafzai', {
    contact: { email: 'a.very.long.address.for.testing.layouts@example-crochet-shop.pk' },
  });
  for (const width of WIDTHS) {
    const { context, page, errors } = await newPage(browser, width);
    await storeSession(page, 'adminInfo', boss);
    const found: string[] = [];
    for (const route of LISTS) {
      await page.goto(route);
      await page.locator('table').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      found.push(...(await spills(page)).map((s) => `${route} at ${width}: ${s}`));
    }
    await page.goto('/admin/orders');
    await page.locator('table tbody tr').first().waitFor();
    if (width === 1280) {
      const action = page.getByRole('columnheader', { name: 'Action' });
      const box = await action.boundingBox();
      expect({ found, right: box && box.x + box.width }).toEqual({ found: [], right: expect.any(Number) });
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await screenshot(page, `admin-orders-fit-${width}`);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }
});

/** The chat button's state once `target` is scrolled under it: whether it still shows over it. */
async function chatOver(page: Page, target: ReturnType<Page['locator']>) {
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.bottom - (window.innerHeight - 24));
  });
  const geometry = await page.evaluate(
    (el) => {
      const chat = document.querySelector<HTMLElement>('[data-testid=chat-button]')!;
      const [a, b] = [chat.getBoundingClientRect(), el!.getBoundingClientRect()];
      return { overlaps: a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom };
    },
    await target.elementHandle(),
  );
  // The test means something only where the two boxes do meet.
  expect(geometry.overlaps).toBe(true);
  await page.waitForFunction(() => {
    const chat = document.querySelector<HTMLElement>('[data-testid=chat-button]')!;
    return chat.hidden || getComputedStyle(chat).visibility === 'hidden';
  });
  const chat = page.getByTestId('chat-button');
  const [a, b] = [await chat.boundingBox(), await target.boundingBox()];
  return (await chat.isVisible()) && !!a && !!b && boxesOverlap(a, b);
}

test('on a phone the chat button covers no control, amount or field, and the account is a named icon', async () => {
  const shopper = await registerCustomer('Phone Reader');
  const coaster = await productId('Cotton Coaster Set (6)');
  const order = await placeCodOrder('Phone Reader', { token: shopper.token });
  const { context, page, errors } = await newPage(browser, 375);
  // A short phone: each target can be scrolled down to where the button floats.
  await page.setViewportSize({ width: 375, height: 600 });
  await storeSession(page, 'userInfo', shopper);

  await page.goto(`/product/${coaster}`);
  expect(await chatOver(page, page.getByRole('button', { name: 'Add To Cart' }).first())).toBe(false);
  await page.goto(`/user/order/details/${order}`);
  expect(await chatOver(page, page.getByTestId('order-grand-total'))).toBe(false);
  await page.goto('/contactus');
  expect(await chatOver(page, page.getByLabel('Message', { exact: true }))).toBe(false);
  // Over plain text it shows.
  await page.goto('/aboutus');
  await page.getByTestId('chat-button').waitFor();

  // The header: the account as an icon named for screen readers; no row scrolls sideways.
  const account = page.locator('header').getByRole('link', { name: 'My Account' });
  await account.waitFor();
  expect(await account.textContent()).toBe('');
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('header nav, header div')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(rows).toEqual([]);
  await screenshot(page, 'phone-header-375');
  await account.click();
  await page.waitForURL('**/user/dashboard');
  expect(errors).toEqual([]);
  await context.close();
});
