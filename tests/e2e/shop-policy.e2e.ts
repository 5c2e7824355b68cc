/**
 * The shop policy on /admin/settings in the browser: a value out of range is refused on its
 * field before anything is sent, a saved limit is what the server applies, and the storefront
 * shows the shop's new delivery time.
 */
import type { Browser, Page } from 'playwright-core';
import { api, launch, newPage } from './support/browser';
import { adminSession, gql, type Session, storeSession } from './support/shop';

let browser: Browser;
let adminInfo: Session;

beforeAll(async () => {
  browser = await launch();
  adminInfo = await adminSession();
});
afterAll(async () => {
  // The other browser tests run with the default policy.
  await api('PUT', '/admin/settings/orders', { values: { maxLineQty: null } }, adminInfo.token);
  await api('PUT', '/admin/settings/shop', { values: { deliveryDays: null } }, adminInfo.token);
  await browser?.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the owner sets a limit and the delivery time, each checked against its range', async () => {
  const { context, page, errors } = await newPage(browser, 1280);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.postData()?.includes('saveServiceSettings')) saves.push(r.postData()!);
  });
  await storeSession(page, 'adminInfo', adminInfo);
  await page.goto('/admin/settings');

  const orders = section(page, 'Order limits and payment deadlines');
  const line = orders.getByLabel('Most units of one item per order');
  expect(await line.inputValue()).toBe('10');
  await line.fill('0');
  await orders.getByRole('button', { name: 'Save Order limits and payment deadlines' }).click();
  await orders.getByText('Must be a whole number from 1 to 1,000.').waitFor();
  expect(saves).toEqual([]);
  await line.fill('4');
  await orders.getByRole('button', { name: 'Save Order limits and payment deadlines' }).click();
  await page.getByText('Settings saved.').first().waitFor();
  const settings = await api('GET', '/admin/settings', undefined, adminInfo.token);
  const saved = settings.data.find((s: { service: string }) => s.service === 'orders');
  expect(saved.fields.find((f: { name: string }) => f.name === 'maxLineQty')).toMatchObject({
    value: '4',
    set: true,
  });

  const shop = section(page, 'Shop');
  await shop.getByLabel('Delivery time (working days)').fill('2-4');
  const answered = page.waitForResponse((r) => !!r.request().postData()?.includes('saveServiceSettings'));
  await shop.getByRole('button', { name: 'Save Shop' }).click();
  expect(await (await answered).json()).toMatchObject({
    data: { saveServiceSettings: { message: 'Settings saved.' } },
  });
  const terms = await gql<{ shop: { delivery: unknown } }>('{ shop { delivery { minDays maxDays } } }');
  expect(terms.shop.delivery).toEqual({ minDays: 2, maxDays: 4 });
  expect(errors).toEqual([]);
  await context.close();
});
