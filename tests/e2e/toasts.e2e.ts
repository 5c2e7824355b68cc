/**
 * Toasts at desktop and phone widths: none lies over the header's controls (the storefront's
 * cart, search and account link; the back office's menu button, View store and Logout), so a
 * tap on them reaches them while a toast is shown, and a toast with the pointer resting on it
 * (which pauses it) still leaves, after at most twice its duration.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { boxesOverlap, transitionsDone } from './support/pages';
import { registerCustomer, signIn, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The durations `notify` gives (client/src/components/toaster.tsx). */
const SUCCESS_MS = 3000;
/** Time for the leaving animation and the polling, beside the longest a paused toast stays. */
const MARGIN_MS = 2000;

const toasts = (page: Page) => page.getByTestId('toast');

/** Each visible control of `controls` whose box meets a toast's, or whose middle a toast covers. */
async function coveredControls(page: Page, controls: Record<string, Locator>): Promise<string[]> {
  await transitionsDone(page);
  const shown = await toasts(page).all();
  const boxes = (await Promise.all(shown.map((t) => t.boundingBox()))).filter((b) => b !== null);
  expect(boxes.length).toBeGreaterThan(0);
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    // What a tap at the control's middle reaches: the control (or something inside it).
    const reached = await control.evaluate(
      (el, [x, y]) => el.contains(document.elementFromPoint(x, y)),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    if (!reached || boxes.some((b) => boxesOverlap(b, box))) covered.push(name);
  }
  return covered;
}

for (const width of [1280, 375])
  test(`toasts leave the header's controls free and go even under the pointer at ${width} px`, async () => {
    // The storefront: a customer signs in ("Logged In Successfully") and lands on their dashboard.
    const shopper = await newPage(browser, width);
    const customer = await registerCustomer(`Toast Reader ${width}`);
    await signIn(shopper.page, customer);
    await toasts(shopper.page).first().waitFor();
    const header = shopper.page.locator('header').first();
    expect(
      await coveredControls(shopper.page, {
        cart: shopper.page.getByTestId('cart-button'),
        search: header.getByRole('button', { name: 'Search' }),
        // The bar's account link (hidden under 480 px, where the row below the bar carries it).
        account: header.locator('.site-header__bar').getByRole('link', { name: 'My Account' }),
        'account (phone)': shopper.page.getByTestId('mobile-account-link'),
      }),
    ).toEqual([]);
    await screenshot(shopper.page, `toast-storefront-${width}`);

    // The pointer rests on the toast: it is paused, and still leaves.
    const shown = Date.now();
    const box = (await toasts(shopper.page).first().boundingBox())!;
    await shopper.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await shopper.page.locator('[data-testid=toast][data-paused]').first().waitFor();
    await shopper.page.waitForFunction(() => !document.querySelector('[data-testid=toast]'), undefined, {
      timeout: 2 * SUCCESS_MS + MARGIN_MS,
    });
    expect(Date.now() - shown).toBeLessThan(2 * SUCCESS_MS + MARGIN_MS);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    // The back office: a wrong current password is told in a toast; the header stays usable.
    const owner = await newPage(browser, width);
    await signInAsOwner(owner.page);
    await owner.page.goto('/admin/password');
    await owner.page.getByLabel('Current Password', { exact: true }).fill('not-the-password');
    await owner.page.getByLabel('New Password', { exact: true }).fill('owner-stitch-9');
    await owner.page.getByLabel('Confirm Password', { exact: true }).fill('owner-stitch-9');
    await owner.page.getByRole('button', { name: 'Change Password' }).click();
    await toasts(owner.page).filter({ hasText: 'The current password is incorrect.' }).waitFor();
    const bar = owner.page.locator('header').first();
    const menu = bar.getByRole('button', { name: 'Open the back-office menu' });
    expect(
      await coveredControls(owner.page, {
        menu,
        'View store': bar.getByRole('link', { name: 'View store' }),
        Logout: bar.getByRole('button', { name: 'Logout' }),
      }),
    ).toEqual([]);
    await screenshot(owner.page, `toast-back-office-${width}`);
    if (width < 1024) {
      // A tap on the menu opens it while the toast is still there.
      await menu.click({ timeout: 5000 });
      await owner.page.getByRole('dialog').getByRole('link', { name: 'Orders' }).waitFor();
      expect(await toasts(owner.page).count()).toBeGreaterThan(0);
    }
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
