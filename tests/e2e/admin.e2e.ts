import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { api, BASE_URL, launch, newPage, screenshot } from './support/browser';
import {
  ADMIN,
  adminToken,
  createProduct,
  gql,
  placeCodOrder,
  registerCustomer,
  signInAsOwner,
  storeSession,
} from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The owner's password while the password test runs (it sets it back itself when it passes). */
const TEMPORARY_PASSWORD = 'owner-stitch-9';

// Every browser test signs the owner in with the usual password: whatever a test did or where it
// failed, the owner's password is the usual one again before the next test (or file) runs.
afterEach(async () => {
  if ((await api('POST', '/admin/auth', ADMIN)).status === 200) return;
  const temporary = await api('POST', '/admin/auth', { email: ADMIN.email, password: TEMPORARY_PASSWORD });
  expect(temporary.status).toBe(200);
  const changed = await gql(
    'mutation($input: ChangePasswordInput!) { adminChangePassword(input: $input) { token } }',
    { input: { currentPassword: TEMPORARY_PASSWORD, password: ADMIN.password } },
    temporary.token,
  );
  expect(changed.adminChangePassword.token).toEqual(expect.any(String));
});

const png = async (color: string) => ({
  name: `${color.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test('the owner runs the catalogue and an order from the back office', async () => {
  const { context, page, errors } = await newPage(browser);
  page.on('dialog', (d) => void d.accept());

  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.locator('input[name=password]').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
  // The sign-in left this browser its device token: an HttpOnly cookie no script can read.
  const device = (await context.cookies()).find((c) => c.name === 'shop_admin_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_admin_device');
  await page.getByTestId('stat').first().waitFor();
  await page.getByText('Products', { exact: true }).first().waitFor();
  await screenshot(page, 'admin-dashboard');

  // A category under a parent.
  await page.goto('/admin/categories/create');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('The name field is required').waitFor();
  await page.getByText('Please select a status').waitFor();
  await page.getByLabel('Name').fill('Keychains');
  await page.getByLabel('Parent category').selectOption({ label: 'Amigurumi' });
  await page.getByLabel('Status').selectOption('1');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL('**/admin/categories');
  await page.getByRole('cell', { name: '- Keychains', exact: true }).waitFor();

  // A brand and an attribute with three values.
  await page.goto('/admin/brands/create');
  await page.getByLabel('Name').fill('Karachi Knots');
  await page.getByLabel('Status').selectOption('1');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('cell', { name: 'Karachi Knots', exact: true }).waitFor();
  await page.goto('/admin/attributes');
  await page.getByLabel('Attribute name').first().fill('Charm');
  await page.getByLabel('Value 1').first().fill('Star');
  await page.getByRole('button', { name: '+ Add Value' }).first().click();
  await page.getByLabel('Value 2').first().fill('Heart');
  await page.getByRole('button', { name: '+ Add Value' }).first().click();
  await page.getByLabel('Value 3').first().fill('Moon');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Attribute created successfully!').waitFor();
  await page.getByRole('cell', { name: 'Star, Heart, Moon', exact: true }).waitFor();

  // A product with two images and per-value quantities.
  await page.goto('/admin/products/create');
  await page.getByRole('heading', { name: 'Product/Create' }).waitFor();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('The  price field is required').waitFor();
  await page.getByLabel('Title').fill('Star Charm Keychain');
  await page.getByLabel('Category').selectOption({ label: '- Keychains' });
  await page.getByLabel('Brand').selectOption({ label: 'Karachi Knots' });
  await page.locator('input[name=price]').fill('650');
  await page.locator('input[name=qty]').fill('12');
  await page.locator('input[name=sku]').fill('KEY-STAR-1');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A tiny star to carry everywhere.');
  await page.getByTestId('attribute-picker').getByText('Charm', { exact: true }).click();
  await page.getByTestId('attribute-picker').getByText('Star', { exact: true }).click();
  await page.getByLabel('Quantity of Star').fill('5');
  await page.getByTestId('attribute-picker').getByText('Heart', { exact: true }).click();
  await page.getByLabel('Is Featured').selectOption('no');
  await page.getByLabel('Status').selectOption('1');
  await page.getByLabel('Gallery images').setInputFiles([await png('#f5c542'), await png('#7cc6c0')]);
  await page.getByTestId('previews').getByRole('img').nth(1).waitFor();
  await screenshot(page, 'admin-product-form');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL('**/admin/products');
  await page.getByRole('cell', { name: 'Star Charm Keychain', exact: true }).waitFor();

  // It appears in the shop, filtered by its category.
  const tree = await api('GET', '/get-categories');
  const keychains = tree.data
    .flatMap((c: { child: Array<{ id: number; name: string }> }) => c.child)
    .find((c: { name: string }) => c.name === 'Keychains');
  await page.goto(`/shop?category=${keychains.id}`);
  await page.getByText(/^1 products$/).waitFor();
  await page.getByText('Star Charm Keychain').waitFor();
  const [{ id: productId }] = (await api('GET', '/search-products?search=Star%20Charm')).data;
  const details = (await api('GET', `/product-details/${productId}`)).data;
  expect(
    details.attribute_values.map((v: { value: string; pivot: { qty: number } }) => [v.value, v.pivot.qty]),
  ).toEqual([
    ['Star', 5],
    ['Heart', 1],
  ]);

  // Edit: set the second image as default, delete the first.
  await page.goto(`/admin/products/edit/${productId}`);
  await page.getByRole('button', { name: 'Set Default Image' }).click();
  await page.getByText('Default image updated successfully.').waitFor();
  // Images stay in upload order; the first one is no longer the default once the list refreshes.
  await page
    .getByTestId('stored-images')
    .locator('> div')
    .first()
    .getByRole('button', { name: 'Set Default Image' })
    .waitFor();
  await page.getByTestId('stored-images').getByRole('button', { name: 'Delete' }).first().click();
  await page.getByText('Image deleted successfully.').waitFor();
  const after = (await api('GET', `/product-details/${productId}`)).data;
  expect(after.product_images).toHaveLength(1);
  expect(after.image_url).toBe(details.product_images[1].image_url);
  await page.locator('input[name=price]').fill('700');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/products');
  expect((await api('GET', `/product-details/${productId}`)).data.price).toBe(700);

  // A customer's order: shipped and paid from the back office.
  const customer = await registerCustomer('Order Person');
  const order = {
    id: await placeCodOrder('Order Person', {
      token: customer.token,
      payment_method: 'easypaisa',
      cart: [
        {
          product_id: productId,
          qty: 1,
          selectedAttributes: [{ attribute_value: { id: details.attribute_values[0].id } }],
        },
      ],
    }),
  };
  await page.goto('/admin/orders');
  await page.getByLabel('Search by ID & Customer Name').fill('Order Person');
  await page.getByRole('cell', { name: `#${order.id}`, exact: true }).waitFor();
  await screenshot(page, 'admin-orders');
  await page.getByRole('link', { name: 'Details' }).first().click();
  await page.getByTestId('order-item').getByText('Star Charm Keychain').waitFor();
  await page.locator('select[name=status]').selectOption('shipped');
  await page.locator('select[name=paymentStatus]').selectOption('paid');
  // The order form's courier (the booking panel beside it has its own).
  await page
    .getByRole('form', { name: 'Update order' })
    .getByLabel('Courier')
    .selectOption({ label: 'Leopards' });
  await page.getByLabel('Tracking number').fill('KHI-55120');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Order updated successfully.').waitFor();
  await page
    .getByTestId('order-timeline')
    .getByText('Shipped with Leopards, tracking number KHI-55120')
    .waitFor();
  await screenshot(page, 'admin-order-details');
  expect(errors).toEqual([]);

  // The customer sees the new badges; a customer token cannot open the back office.
  const shopper = await context.newPage();
  await storeSession(shopper, 'userInfo', customer);
  await shopper.evaluate(() => localStorage.removeItem('adminInfo'));
  await shopper.goto('/user/orders');
  await shopper.getByRole('cell', { name: `#${order.id}` }).waitFor();
  expect(await shopper.getByTestId('status-badge').first().textContent()).toBe('shipped');
  expect(await shopper.getByTestId('payment-badge').first().textContent()).toBe('paid');
  await shopper.goto('/admin/dashboard');
  await shopper.waitForURL('**/admin/login');
  expect((await api('GET', '/admin/orders', undefined, customer.token)).status).toBe(403);
  await context.close();
});

test('the owner changes the back-office password: other sessions end, this one goes on; Logout ends it on the server', async () => {
  const { context, page, errors } = await newPage(browser, 375);
  const elsewhere = await adminToken();
  await signInAsOwner(page);
  // On a phone the side menu is a drawer.
  await page.getByRole('button', { name: 'Open the back-office menu' }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.waitForURL('**/admin/password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('The current password field is required').waitFor();
  await page.getByText('The password field is required').waitFor();
  await screenshot(page, 'admin-password-375');
  const change = async (current: string, next: string) => {
    await page.getByLabel('Current Password', { exact: true }).fill(current);
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await page.getByLabel('Confirm Password', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
  };
  await change('not-the-password', TEMPORARY_PASSWORD);
  await page.locator('form').getByText('The current password is incorrect.').waitFor();
  await change(ADMIN.password, TEMPORARY_PASSWORD);
  await page.getByText('Your password has been changed.').waitFor();
  // The other session is over; this page carries on with its new token.
  expect((await api('GET', '/admin/dashboard', undefined, elsewhere)).status).toBe(401);
  await page.getByRole('button', { name: 'Open the back-office menu' }).click();
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByPlaceholder('Search by ID & Customer Name').waitFor();
  expect(page.url()).toMatch(/\/admin\/orders$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/password');
  await screenshot(page, 'admin-password-1280');
  await change(TEMPORARY_PASSWORD, ADMIN.password);
  // The form empties itself once the change went through.
  await page.waitForFunction(
    () =>
      (document.querySelector('input[autocomplete=current-password]') as HTMLInputElement | null)?.value ===
      '',
  );

  // Logout: the token it held stops working at once.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('adminInfo') ?? 'null').token as string,
  );
  expect((await api('GET', '/admin/dashboard', undefined, token)).status).toBe(200);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  expect((await api('GET', '/admin/dashboard', undefined, token)).status).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});

test("an edit form opened before a sale saves the admin's edits without writing the sold stock back; stock is set from what the admin saw, or adjusted", async () => {
  const { page, errors } = await newPage(browser);
  const admin = await adminToken();
  const productId = await createProduct(admin, {
    title: 'Moon Coaster',
    price: '400',
    qty: '3',
    sku: `MOON-${Date.now()}`,
  });
  const stock = async () => (await api('GET', `/admin/products/${productId}`, undefined, admin)).data;

  await signInAsOwner(page);
  await page.goto(`/admin/products/edit/${productId}`);
  await page.waitForFunction(
    () => (document.querySelector('input[name=title]') as HTMLInputElement | null)?.value === 'Moon Coaster',
  );

  // While the form is open, a customer buys all three.
  await placeCodOrder('Moon Buyer', { productId, qty: 3 });

  // Only the title changed: the save writes no stock, so the sold-out product stays at 0.
  await page.getByLabel('Title').fill('Moon Coaster (glow)');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/products');
  expect(await stock()).toMatchObject({ title: 'Moon Coaster (glow)', qty: 0 });

  // Restocked elsewhere while this form is open, and the admin sets a quantity from the 0 it shows:
  // refused with the current stock, the admin's number kept for the admin to decide again.
  await page.goto(`/admin/products/edit/${productId}`);
  await page.waitForFunction(
    () =>
      (document.querySelector('input[name=title]') as HTMLInputElement | null)?.value ===
      'Moon Coaster (glow)',
  );
  const current = await stock();
  const restock = await fetch(`${BASE_URL()}/api/admin/products/${productId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      title: current.title,
      category: (await api('GET', '/get-categories')).data[0].id,
      price: 400,
      sku: current.sku,
      is_featured: 'no',
      status: 1,
      stock: [{ quantity: 8, compare_quantity: 0 }],
      version: current.version,
    }),
  });
  expect(restock.status).toBe(200);
  await page.locator('input[name=qty]').fill('5');
  await page.getByRole('button', { name: 'Update' }).click();
  await page
    .getByText('The stock changed since you read it (0): it is 8 now. Nothing was saved.')
    .first()
    .waitFor();
  expect(await page.locator('input[name=qty]').inputValue()).toBe('5');
  expect((await stock()).qty).toBe(8);
  // Saved again, now knowingly: it applies. An adjustment then adds to whatever is there.
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/products');
  expect((await stock()).qty).toBe(5);
  await page.goto(`/admin/products/edit/${productId}`);
  await page.waitForFunction(
    () => (document.querySelector('input[name=qty]') as HTMLInputElement | null)?.value === '5',
  );
  await page.locator('input[name=qty]').fill('+12');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/admin/products');
  expect((await stock()).qty).toBe(17);
  expect(errors).toEqual([]);
});
