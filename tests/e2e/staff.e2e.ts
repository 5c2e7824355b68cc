/**
 * Staff with their own sign-in (issue 33, item 7), at desktop and phone widths: the owner invites
 * someone, the mailed link sets their password, they sign in and see the orders but no Products
 * (nor any owner's menu entry), and an owner's page answers 'Not allowed'; the owner's activity
 * page shows a price change before → after.
 */
import type { Browser, Page } from 'playwright-core';
import { latestMail, launch, linkIn, newPage, screenshot } from './support/browser';
import { ADMIN, adminToken, gqlAnswer as gql, signIn } from './support/shop';
import { formatRupees } from '../../server/src/shared/money';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER_MENU = ['Products', 'Product Categories', 'Discounts', 'Staff', 'Activity'];

/** The back-office menu's entries (the drawer's on phones). */
async function menuEntries(page: Page, width: number): Promise<string[]> {
  let nav = page.getByRole('navigation', { name: 'Back office', exact: true });
  if (width < 992) {
    await page.getByRole('button', { name: 'Open the back-office menu' }).click();
    nav = page.getByRole('navigation', { name: 'Back office (menu)' });
  }
  await nav.getByRole('link', { name: 'Orders' }).waitFor();
  const entries = await nav.getByRole('link').allTextContents();
  if (width < 992) await page.getByRole('button', { name: 'Close the menu' }).click();
  return entries.map((e) => e.trim());
}

for (const width of [1280, 375]) {
  test(`the owner invites staff, who set a password and sign in to the orders only, at ${width} px`, async () => {
    const email = `staff${width}.${Date.now()}@example.pk`;
    const owner = await newPage(browser, width);
    await signIn(owner.page, ADMIN, true);
    expect(await menuEntries(owner.page, width)).toEqual(expect.arrayContaining(OWNER_MENU));

    await owner.page.goto('/admin/staff');
    const invite = owner.page.getByRole('form', { name: 'Invite staff' });
    await invite.getByLabel('Name').fill(`Staff ${width}`);
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    const table = owner.page.getByTestId('staff-table');
    await table.getByText(email).waitFor();
    await table
      .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
      .getByText('Invited')
      .waitFor();
    await screenshot(owner.page, `staff-invited-${width}`);

    const link = new URL(linkIn(await latestMail(email, 'set-password'), '/admin/set-password'));
    const staff = await newPage(browser, width);
    await staff.page.goto(link.pathname + link.search);
    await staff.page.getByLabel('Password', { exact: true }).fill('purl-stitch-2024');
    await staff.page.getByLabel('Confirm Password').fill('purl-stitch-2024');
    await staff.page.getByRole('button', { name: 'Set Password' }).click();
    await staff.page.waitForURL('**/admin/login');

    // Signed in, staff land on the orders (the dashboard's figures are the owner's).
    await signIn(staff.page, { email, password: 'purl-stitch-2024' }, true, '/admin/orders');
    await staff.page.getByRole('heading', { name: 'Orders' }).first().waitFor();
    const entries = await menuEntries(staff.page, width);
    expect(entries).toContain('Orders');
    for (const owners of OWNER_MENU) expect(entries).not.toContain(owners);
    // The list offers what staff may use (packing slips), not the owner's export or settings.
    await staff.page.getByRole('button', { name: 'Packing slips' }).waitFor();
    for (const owners of ['Export CSV', 'Couriers', 'Settings'])
      expect(await staff.page.getByRole('main').getByRole('link', { name: owners }).count()).toBe(0);
    expect(await staff.page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    await screenshot(staff.page, `staff-orders-${width}`);

    await staff.page.goto('/admin/products');
    await staff.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await staff.page.getByText('This page is for the shop').isVisible()).toBe(true);
    await screenshot(staff.page, `staff-not-allowed-${width}`);

    // The link works once.
    const again = await newPage(browser, width);
    await again.page.goto(link.pathname + link.search);
    await again.page.getByLabel('Password', { exact: true }).fill('another-choice-77');
    await again.page.getByLabel('Confirm Password').fill('another-choice-77');
    await again.page.getByRole('button', { name: 'Set Password' }).click();
    await again.page.getByText('This link is invalid, used or expired').first().waitFor();

    expect(owner.errors).toEqual([]);
    expect(staff.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await Promise.all([owner.context.close(), staff.context.close(), again.context.close()]);
  });

  test(`the activity page shows a price change before and after, at ${width} px`, async () => {
    const token = await adminToken();
    const listed = await gql(`{ adminProducts(page: 1, perPage: 1) { items { id } } }`, {}, token);
    const id = listed.data.adminProducts.items[0].id as number;
    const form = (
      await gql(
        `query($id: Int!) { adminProduct(id: $id) { title price sku status isFeatured version category { id } attributeValues { id } } }`,
        { id },
        token,
      )
    ).data.adminProduct;
    const price = form.price + width;
    const saved = await gql(
      `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { errors { field message } } }`,
      {
        id,
        i: {
          title: form.title,
          categoryId: form.category.id,
          price,
          sku: form.sku,
          status: form.status,
          isFeatured: form.isFeatured,
          attributeValues: form.attributeValues.map((v: { id: number }) => ({ attributeValueId: v.id })),
          version: form.version,
        },
      },
      token,
    );
    expect(saved.data.updateProduct.errors).toEqual([]);

    const { page, errors, context } = await newPage(browser, width);
    await signIn(page, ADMIN, true);
    await page.goto('/admin/activity');
    await page.getByLabel('Kind').selectOption('product');
    const rupees = (n: number) => formatRupees(Math.round(n * 100));
    const change = page.getByText(`${rupees(form.price)} → ${rupees(price)}`);
    await change.first().waitFor();
    const row = page.getByTestId('activity-table').getByRole('row').filter({ has: change });
    expect(await row.first().textContent()).toContain(`Product "${form.title}" changed`);
    await screenshot(page, `activity-price-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
