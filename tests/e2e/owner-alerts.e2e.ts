/**
 * The owner's alerts in the back office (issue 33 item 3) at desktop and phone widths: the
 * addresses and switches on /admin/settings (a bad address refused with its message), a review
 * then mailed to the address set, and a product's low-stock threshold on its edit page.
 */
import type { Browser, Page } from 'playwright-core';
import { api, latestMail, launch, newPage, screenshot } from './support/browser';
import { adminToken, createProduct, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const width of [1280, 375])
  test(`the owner chooses where alerts go and a product's threshold at ${width} px`, async () => {
    const owner = `owner-${width}-${Date.now().toString(36)}@example.pk`;
    const { page, errors, context } = await newPage(browser, width);
    await signInAsOwner(page);
    await page.goto('/admin/settings');
    const alerts = section(page, "Owner's e-mail alerts");
    await alerts.getByLabel('Send alerts to').fill(`${owner}, not-an-address`);
    await alerts.getByRole('button', { name: "Save Owner's e-mail alerts" }).click();
    await alerts.getByText('E-mail addresses separated by commas', { exact: false }).waitFor();
    await alerts.getByLabel('Send alerts to').fill(owner);
    await alerts.getByLabel('Review posted').selectOption('on');
    await alerts.getByRole('button', { name: "Save Owner's e-mail alerts" }).click();
    await page.getByText('Settings saved.').first().waitFor();
    await screenshot(page, `owner-alerts-settings-${width}`);

    // A product of its own: its threshold changes, and its edit page is the one measured below.
    const tag = `${width}-${Date.now().toString(36)}`;
    const product = { title: `Alert Coaster ${tag}`, id: 0 };
    product.id = await createProduct(await adminToken(), {
      title: product.title,
      price: '450',
      qty: '12',
      sku: `ALERT-${tag}`,
    });
    const reviewer = `Alert Reader ${width}`;
    expect(
      (
        await api('POST', '/product-reviews', {
          product_id: product.id,
          name: reviewer,
          comment: 'Neat.',
          rating: 4,
        })
      ).status,
    ).toBe(200);
    const mail = await latestMail(owner, reviewer);
    expect(mail).toContain(`New review of ${product.title}: 4 of 5`);

    await page.goto(`/admin/products/edit/${product.id}`);
    const threshold = page.getByLabel('Mail me when an option falls to');
    await page.waitForFunction(
      () => (document.querySelector('input[name=threshold]') as HTMLInputElement | null)?.value !== '',
    );
    await threshold.fill('-2');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await page.getByText('The low-stock threshold must be a whole number from 0 to 100,000.').waitFor();
    await threshold.fill('5');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await page.getByText('Low-stock threshold saved.').first().waitFor();
    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('input[name=threshold]') as HTMLInputElement | null)?.value === '5',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
