/**
 * Issue 34 in the browser: the owner fills in WhatsApp (pointed at the Cloud API fake,
 * tests/support/fake-whatsapp.ts), the SMS gateway and the COD options on /admin/settings;
 * secrets are shown only as set and never reach the page; field errors come back on their
 * fields. A COD order is then confirmed from the WhatsApp fake (a signed button reply to the
 * shop's webhook) and the admin list shows it confirmed; the blocklist is kept on the same page.
 */
import type { Browser, Page } from 'playwright-core';
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp';
import { api, BASE_URL, launch, newPage, screenshot } from './support/browser';
import { adminSession, placeCodOrder, type Session, storeSession } from './support/shop';

const wa = {
  accessToken: 'EAAG-e2e-secret-token-000',
  appSecret: 'e2e-app-secret-111',
  phoneNumberId: '106540352242922',
};
let browser: Browser;
let whatsapp: FakeWhatsApp;
let admin: string;
let adminInfo: Session;

beforeAll(async () => {
  browser = await launch();
  whatsapp = await startFakeWhatsApp(wa);
  whatsapp.setWebhook(`${BASE_URL()}/webhooks/whatsapp`);
  adminInfo = await adminSession();
  admin = adminInfo.token;
});
afterAll(async () => {
  // The other browser tests' COD orders must not go to a fake that is gone.
  await api(
    'PUT',
    '/admin/settings/whatsapp',
    {
      values: {
        phoneNumberId: null,
        accessToken: null,
        appSecret: null,
        verifyToken: null,
        graphBaseUrl: null,
      },
    },
    admin,
  );
  await api('PUT', '/admin/settings/cod', { values: { autoCancel: null } }, admin);
  await whatsapp?.close();
  await browser?.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.each([1280, 375])(
  'the settings page keeps secrets on the server and shows field errors at %i px',
  async (width) => {
    const { context, page, errors } = await newPage(browser, width);
    const answers: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/graphql'))
        void r.text().then(
          (t) => answers.push(t),
          () => undefined,
        );
    });
    await storeSession(page, 'adminInfo', adminInfo);
    await page.goto('/admin/settings');
    const whatsappForm = section(page, 'WhatsApp Cloud API');
    await whatsappForm.waitFor();
    await section(page, 'SMS gateway').waitFor();
    await section(page, 'Cash-on-delivery confirmation').waitFor();
    await section(page, 'Blocklist').waitFor();

    await whatsappForm.getByLabel('Graph API address').fill(whatsapp.url);
    await whatsappForm.getByLabel('Phone number ID').fill('not-digits');
    await whatsappForm.getByLabel(/^Access token/).fill(wa.accessToken);
    await whatsappForm.getByLabel(/^App secret/).fill(wa.appSecret);
    await whatsappForm.getByLabel(/^Webhook verify token/).fill('e2e-verify');
    await whatsappForm.getByRole('button', { name: 'Save WhatsApp Cloud API' }).click();
    await whatsappForm.getByText('Digits only.').waitFor();
    await whatsappForm.getByLabel('Phone number ID').fill(wa.phoneNumberId);
    await whatsappForm.getByRole('button', { name: 'Save WhatsApp Cloud API' }).click();
    await page.getByText('Settings saved.').first().waitFor();
    await whatsappForm.getByText('Ready').waitFor();
    await whatsappForm.getByLabel('Access token (set)').waitFor();
    expect(await whatsappForm.getByLabel('Access token (set)').inputValue()).toBe('');

    const cod = section(page, 'Cash-on-delivery confirmation');
    await cod.getByLabel('Cancel orders still unconfirmed after the reminder').selectOption('on');
    await cod.getByRole('button', { name: 'Save Cash-on-delivery confirmation' }).click();
    await page.getByText('Settings saved.').first().waitFor();

    await page.reload();
    await section(page, 'WhatsApp Cloud API').getByLabel('App secret (set)').waitFor();
    expect(
      await section(page, 'Cash-on-delivery confirmation')
        .getByLabel('Cancel orders still unconfirmed after the reminder')
        .inputValue(),
    ).toBe('on');
    expect(await section(page, 'WhatsApp Cloud API').getByLabel('Phone number ID').inputValue()).toBe(
      wa.phoneNumberId,
    );
    await screenshot(page, `admin-settings-${width}`);
    for (const text of [...answers, await page.content()]) {
      expect(text).not.toContain(wa.accessToken);
      expect(text).not.toContain(wa.appSecret);
    }
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('the blocklist is kept on the settings page', async () => {
  const { context, page, errors } = await newPage(browser, 1280);
  await storeSession(page, 'adminInfo', adminInfo);
  await page.goto('/admin/settings');
  const panel = section(page, 'Blocklist');
  await panel.getByLabel('Phone number or e-mail').fill('0321 555 0101');
  await panel.getByLabel('Note').fill('three fake orders');
  await panel.getByRole('button', { name: 'Block', exact: true }).click();
  await panel.getByRole('cell', { name: '+923215550101', exact: true }).waitFor();
  await panel.getByLabel('Kind').selectOption('email');
  await panel.getByLabel('Phone number or e-mail').fill('not an address');
  await panel.getByRole('button', { name: 'Block', exact: true }).click();
  await panel.getByText('The e-mail must be a valid email address.').waitFor();
  await panel.getByRole('button', { name: 'Unblock +923215550101' }).click();
  await panel.getByText('Nobody is blocked.').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a COD order confirmed from the WhatsApp fake shows Confirmed in the admin list', async () => {
  // WhatsApp through the fake (as the first test saves it on the page).
  const saved = await api(
    'PUT',
    '/admin/settings/whatsapp',
    {
      values: {
        graphBaseUrl: whatsapp.url,
        phoneNumberId: wa.phoneNumberId,
        accessToken: wa.accessToken,
        appSecret: wa.appSecret,
        verifyToken: 'e2e-verify',
      },
    },
    admin,
  );
  expect(saved.data.configured).toBe(true);
  const mobile = `0345${String(Date.now()).slice(-7)}`;
  const order = { id: await placeCodOrder('WhatsApp Buyer', { contact: { mobile } }) };
  const to = `92${mobile.slice(1)}`;
  for (let i = 0; i < 300 && !whatsapp.messages.some((m) => m.to === to); i++)
    await new Promise((r) => setTimeout(r, 100));
  const message = whatsapp.messages.find((m) => m.to === to)!;
  expect(message.template!.bodyParams[0]).toBe(`#${order.id}`);
  expect((await whatsapp.tap(message, 0).send()).status).toBe(200);

  const { context, page, errors } = await newPage(browser, 1280);
  await storeSession(page, 'adminInfo', adminInfo);
  await page.goto('/admin/orders');
  await page.getByLabel('Search by ID & Customer Name').fill(String(order.id));
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `#${order.id}`, exact: true }) });
  await row.getByText('COD: Confirmed').waitFor();
  await screenshot(page, 'admin-orders-cod-confirmed');
  await row.getByRole('link', { name: 'Details' }).click();
  await page.getByText('Confirmed by customer on WhatsApp').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
