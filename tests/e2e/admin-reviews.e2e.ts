/**
 * Review moderation (issue 33 item 6) in the back office at desktop and phone widths: the
 * owner finds a review, hides it (shoppers no longer get it), holds new reviews, approves one
 * and deletes another.
 */
import type { Browser } from 'playwright-core';
import { api, launch, newPage, screenshot } from './support/browser';
import { signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const reviewNames = async (productId: number) =>
  ((await api('GET', `/product-reviews/${productId}`)).data as Array<{ name: string }>).map((r) => r.name);

for (const width of [1280, 375])
  test(`the owner hides, holds, approves and deletes reviews at ${width} px`, async () => {
    const tag = `${width}${Date.now().toString(36)}`;
    const productId = (await api('GET', '/get-products?page=1')).data[0].id as number;
    const spammer = `Spammer ${tag}`;
    expect(
      (
        await api('POST', '/product-reviews', {
          product_id: productId,
          name: spammer,
          comment: 'Buy cheap',
          rating: 1,
        })
      ).status,
    ).toBe(200);
    expect(await reviewNames(productId)).toContain(spammer);

    const { page, errors, context } = await newPage(browser, width);
    page.on('dialog', (d) => void d.accept());
    await signInAsOwner(page);
    await page.goto('/admin/reviews');
    await page.getByLabel('Search reviews').fill(tag);
    const row = page.getByTestId('admin-review').filter({ hasText: spammer });
    await row.getByText('Visible', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Hide' }).click();
    await row.getByText('Hidden', { exact: true }).waitFor();
    expect(await reviewNames(productId)).not.toContain(spammer);

    // New reviews wait for approval while the box is ticked.
    const hold = page.getByText('Hold new reviews for my approval');
    await hold.click();
    await page
      .locator('label', { hasText: 'Hold new reviews' })
      .locator('[data-state=checked]')
      .first()
      .waitFor();
    const fan = `Fan ${tag}`;
    await api('POST', '/product-reviews', {
      product_id: productId,
      name: fan,
      comment: 'Beautiful work',
      rating: 5,
    });
    expect(await reviewNames(productId)).not.toContain(fan);
    await page.getByLabel('Search reviews').fill(`Fan ${tag}`);
    const waiting = page.getByTestId('admin-review').filter({ hasText: fan });
    await waiting.getByText('Waiting', { exact: true }).waitFor();
    await screenshot(page, `admin-reviews-${width}`);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.getByText('Visible', { exact: true }).waitFor();
    expect(await reviewNames(productId)).toContain(fan);
    await hold.click();
    await page
      .locator('label', { hasText: 'Hold new reviews' })
      .locator('[data-state=unchecked]')
      .first()
      .waitFor();

    await page.getByLabel('Search reviews').fill(spammer);
    await page
      .getByTestId('admin-review')
      .filter({ hasText: spammer })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No reviews found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
