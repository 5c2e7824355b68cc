/**
 * Issue 21: every route, public, a customer's and the back office's, fits a 375 px phone with no
 * sideways scrolling; the shop's filters wait behind a button with the first product on the
 * first screen.
 */
import type { Browser } from 'playwright-core';
import { checkoutBody } from '../support/checkout';
import { api, launch, newPage } from './support/browser';
import { adminSession, productId, registerCustomer, storeSession } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

test('every route fits a 375 px phone: no sideways scrolling', async () => {
  const shopper = await registerCustomer('Phone Shopper');
  const boss = await adminSession();
  const coaster = await productId('Cotton Coaster Set (6)');
  const values = (await api('GET', `/product-details/${coaster}`)).data.attribute_values;
  const order = await api(
    'POST',
    '/save-order',
    checkoutBody(
      [{ product_id: coaster, qty: 2, selectedAttributes: [{ attribute_value: { id: values[0].id } }] }],
      { name: 'Phone Shopper with a rather long name', email: shopper.email },
    ),
    shopper.token,
  );
  const [category] = (await api('GET', '/admin/categories', undefined, boss.token)).data;
  const [brand] = (await api('GET', '/admin/brands', undefined, boss.token)).data;

  const publicRoutes = [
    '/',
    '/shop',
    '/shop?search=bunny',
    `/product/${coaster}`,
    `/product/${await productId('Amigurumi Cat Family')}`,
    '/aboutus',
    '/contactus',
    '/commingsoon',
    '/forgot-password',
    '/reset-password?token=abc&email=a%40b.pk',
    '/user/login',
    '/user/register',
    '/user/email/verification',
    '/admin/login',
    '/no-such-page',
  ];
  const customerRoutes = [
    '/cart',
    '/user/dashboard',
    '/user/profile',
    '/user/orders',
    `/user/order/details/${order.id}`,
    '/user/checkout',
    `/user/order/confirmation/${order.id}`,
  ];
  const adminRoutes = [
    '/admin/dashboard',
    '/admin/products',
    '/admin/products/create',
    `/admin/products/edit/${coaster}`,
    '/admin/products/form',
    '/admin/categories',
    '/admin/categories/create',
    `/admin/category/edit/${category.id}`,
    '/admin/brands',
    '/admin/brands/create',
    `/admin/brand/edit/${brand.id}`,
    '/admin/attributes',
    '/admin/orders',
    `/admin/order/details/${order.id}`,
  ];
  const { context, page, errors } = await newPage(browser, 375);
  const overflowing: string[] = [];
  async function check(route: string) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    if (scrollWidth > clientWidth) overflowing.push(`${route}: ${scrollWidth} > ${clientWidth}`);
  }
  for (const route of publicRoutes) await check(route);
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 'x',
          product_id: 1,
          title: 'A very long product title for a crochet thing',
          price: 1500.5,
          qty: 12,
          image_url: null,
          stock: 20,
          selectedAttributes: [],
          attributeKey: '',
        },
      ]),
    ),
  );
  await storeSession(page, 'userInfo', shopper);
  for (const route of customerRoutes) await check(route);
  await storeSession(page, 'adminInfo', boss);
  for (const route of adminRoutes) await check(route);
  expect(overflowing).toEqual([]);
  expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);

  // The shop: filters behind a button, the first product on the first screen.
  await page.goto('/shop');
  const first = await page.getByTestId('product-card').first().boundingBox();
  expect(first!.y).toBeLessThan(800);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByTestId('filters-drawer').getByText('Animals', { exact: true }).click();
  await page.waitForURL(/category=\d+/);
  await page.getByRole('button', { name: 'Show products' }).click();
  await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
  await context.close();
});
