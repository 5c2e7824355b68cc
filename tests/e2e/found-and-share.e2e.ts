/**
 * Product addresses (issue 33 item 9) in the browser, at desktop and phone widths: the shop's
 * cards link to `/product/{id}/{slug}`, the spec's `/product/{id}` still opens the page, and
 * both pages carry the slug form as canonical and the product's JSON-LD.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const canonicalOf = (page: Page) => page.locator('link[rel=canonical]').getAttribute('href');
const productLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);

for (const width of [1280, 375])
  test(`product cards link to the slug address; the bare id still opens the page (${width} px)`, async () => {
    const { page, errors, context } = await newPage(browser, width);
    await page.goto('/shop?search=Bunny');
    await page.getByRole('link', { name: 'Bunny Amigurumi Toy', exact: true }).click();
    await page.waitForURL(/\/product\/\d+\/bunny-amigurumi-toy$/);
    await page.getByRole('heading', { name: 'Bunny Amigurumi Toy' }).waitFor();
    const slugUrl = page.url();
    const id = /\/product\/(\d+)\//.exec(slugUrl)![1];

    // Loaded from the server, at either address: the same canonical and structured data.
    for (const address of [slugUrl, `/product/${id}`]) {
      await page.goto(address);
      await page.getByRole('heading', { name: 'Bunny Amigurumi Toy' }).waitFor();
      expect(await canonicalOf(page)).toBe(slugUrl);
      const ld = await productLd(page);
      expect(ld['@type']).toBe('Product');
      expect(ld.name).toBe('Bunny Amigurumi Toy');
      expect(ld.offers.priceCurrency).toBe('PKR');
    }
    await screenshot(page, `product-bare-id-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
