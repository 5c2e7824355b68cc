import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { api, launch, newPage, screenshot } from './support/browser';
import { ALTERNATIVE_FORM_REQUIRED, showsEach } from './support/pages';
import { adminSession, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function signedIn(width: number) {
  const { context, page, errors } = await newPage(browser, width);
  await storeSession(page, 'adminInfo', await adminSession());
  return { context, page, errors };
}

/** A PNG of noise (about 1 MB: big enough for an upload to take a while on a slow line). */
const noisyPng = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: '#c08040',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer(),
});

const submitEmpty = async (page: Page, button: string, message: string) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByText(message, { exact: true }).first().waitFor();
};

test.each([1280, 375])(
  'the catalogue forms show the spec messages from the shared schemas at %i px',
  async (width) => {
    const { context, page, errors } = await signedIn(width);
    await page.goto('/admin/categories/create');
    await submitEmpty(page, 'Create', 'The name field is required');
    await page.getByText('Please select a status').waitFor();
    await screenshot(page, `admin-category-form-${width}`);

    await page.goto('/admin/brands/create');
    await submitEmpty(page, 'Create', 'The name field is required');
    await page.getByText('Please select a status').waitFor();
    await screenshot(page, `admin-brand-form-${width}`);

    await page.goto('/admin/attributes');
    await submitEmpty(page, 'Create', 'Attribute name is required.');
    await screenshot(page, `admin-attributes-${width}`);

    await page.goto('/admin/products/create');
    await page.getByRole('heading', { name: 'Product/Create' }).waitFor();
    await submitEmpty(page, 'Create', 'The  price field is required');
    await showsEach(page, [
      'The title field is required',
      'Please select a category',
      'The sku field is required',
      'Please select Featured status',
      'Please select a status',
    ]);
    await screenshot(page, `admin-product-form-errors-${width}`);

    await page.goto('/admin/products/form');
    await submitEmpty(page, 'Submit Product', 'Product name is required');
    await showsEach(page, ALTERNATIVE_FORM_REQUIRED);
    await screenshot(page, `admin-alt-product-form-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('a new product goes with its gallery through one GraphQL upload, its progress shown; the variant form through GraphQL too', async () => {
  const { context, page, errors } = await signedIn(1280);
  const rest: string[] = [];
  const graphqlBodies: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) rest.push(`${r.method()} ${url.pathname}`);
    if (url.pathname === '/graphql' && r.method() === 'POST')
      graphqlBodies.push(r.headers()['content-type'] ?? '');
  });

  await page.goto('/admin/products/create');
  await page.getByRole('heading', { name: 'Product/Create' }).waitFor();
  await page.getByLabel('Title').fill('Noisy Gallery Bag');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.locator('input[name=price]').fill('1250');
  await page.locator('input[name=qty]').fill('4');
  await page.locator('input[name=sku]').fill(`BAG-NOISE-${Date.now()}`);
  await page.getByLabel('Is Featured').selectOption('no');
  await page.getByLabel('Status').selectOption('1');
  await page
    .getByLabel('Gallery images')
    .setInputFiles([await noisyPng('one.png'), await noisyPng('two.png')]);
  await page.getByTestId('previews').getByRole('img').nth(1).waitFor();

  // A slow line (about 1 MB/s up): the bar shows part of the upload done before the end.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForFunction(() => {
    const bar = document.querySelector('[data-testid=upload-progress] [role=progressbar]');
    const now = Number(bar?.getAttribute('aria-valuenow'));
    return now > 0 && now < 100;
  });
  await screenshot(page, 'admin-product-upload-progress');
  await page.waitForURL('**/admin/products');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('cell', { name: 'Noisy Gallery Bag', exact: true }).waitFor();
  expect(graphqlBodies.some((t) => t.startsWith('multipart/form-data'))).toBe(true);

  const search = await api('GET', `/search-products?search=Noisy%20Gallery`);
  const details = await api('GET', `/product-details/${search.data[0].id}`);
  expect(details.data.product_images).toHaveLength(2);

  // The alternative form: a product with two variants.
  await page.goto('/admin/products/form');
  await page.getByLabel('Name', { exact: true }).fill('Variant Beanie');
  await page.getByLabel('Base Price').fill('900');
  await page.getByLabel('Category').selectOption({ index: 1 });
  const sku = `BEANIE-${Date.now()}`;
  const fill = async (i: number, values: string[]) => {
    const block = page.getByTestId('variant-block').nth(i);
    for (const [j, label] of ['SKU', 'Price', 'Stock', 'Size', 'Color'].entries())
      await block.getByLabel(label).fill(values[j]);
  };
  await fill(0, [`${sku}-S`, '900', '3', 'S', 'Cream']);
  await page.getByRole('button', { name: '+ Add Variant' }).click();
  await fill(1, [`${sku}-S`, '950', '2', 'M', 'Cream']);
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await page.getByText('Each variant needs its own SKU.').waitFor();
  await fill(1, [`${sku}-M`, '950', '2', 'M', 'Cream']);
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await page.getByText('Product created successfully!').waitFor();
  const beanie = await api('GET', `/search-products?search=Variant%20Beanie`);
  expect(beanie.data).toHaveLength(1);

  // The web client used no REST path for any of it.
  expect(rest).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
