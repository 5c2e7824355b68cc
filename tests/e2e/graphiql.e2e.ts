/**
 * The development GraphQL explorer at /graphiql (Altair, from altair-static, built by
 * `npm run build:graphiql`): it works with nothing but the shop, under the shop's own
 * Content-Security-Policy: the schema's docs, completion from the schema, a query with
 * variables, and an Authorization header for the fields that need a token.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, launch } from './support/browser';
import { gql } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A fresh browser context that lets nothing leave this machine: requests to other hosts fail and are listed. */
async function offlineExplorer(): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
  outside: string[];
}> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  const local = new URL(BASE_URL()).hostname;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === local) return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${BASE_URL()}/graphiql`);
  await page.getByText('Send Request').waitFor();
  return { context, page, errors, outside };
}

/** The query's CodeMirror editor, and the variables' (its panel opened first). */
const queryEditor = (page: Page): Locator => page.locator('app-query-editor .cm-content').first();
const variablesEditor = (page: Page): Locator => page.locator('app-variables-editor .cm-content');

async function replaceText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function send(page: Page) {
  await page.getByText('Send Request').click();
}

/** The result pane's text once it shows `text`. */
async function resultShows(page: Page, text: string) {
  await page.locator('app-query-result').getByText(text).first().waitFor();
}

test('the explorer reads the schema and runs a query with variables, all from this machine', async () => {
  const { context, page, errors, outside } = await offlineExplorer();
  const { latestProducts } = await gql<{ latestProducts: Array<{ id: number; title: string }> }>(
    '{ latestProducts { id title } }',
  );
  const product = latestProducts[0];

  // The schema's documentation: the Query type, its fields and their descriptions.
  const docs = page.locator('app-doc-viewer');
  await page.getByText('Docs', { exact: true }).click();
  await docs.getByText('Query', { exact: true }).click();
  await docs.getByText('Money is in rupees (PKR)').waitFor();
  await docs.getByText('The signed-in admin. Requires role: STAFF.').waitFor();

  // Completion from the schema.
  const query = queryEditor(page);
  await query.getByText("The shop's GraphQL API").first().waitFor();
  await replaceText(page, query, '{ latestProd');
  await page.keyboard.press('Control+Space');
  await page.locator('.cm-tooltip-autocomplete').getByText('latestProducts').first().waitFor();
  await page.keyboard.press('Escape');

  // A query with a variable: the product named by the variables editor.
  await replaceText(page, query, 'query Product($id: Int!) { product(id: $id) { id title } }');
  await page.getByText('Variables', { exact: true }).first().click();
  await replaceText(page, variablesEditor(page), JSON.stringify({ id: product.id }));
  await send(page);
  await resultShows(page, product.title);

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a header set in the explorer signs the request in', async () => {
  const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
    'mutation($input: LoginInput!) { adminLogin(input: $input) { token } }',
    { input: { email: 'admin@example.com', password: 'e2e-admin-password' } },
  );
  expect(adminLogin.token).toEqual(expect.any(String));
  const { context, page, errors, outside } = await offlineExplorer();

  await replaceText(page, queryEditor(page), '{ adminMe { email } }');
  await send(page);
  await resultShows(page, 'UNAUTHENTICATED');

  await page.locator('[aria-label="Set Headers"]').first().click();
  // Its inputs are one-line CodeMirror editors.
  await page.locator('app-x-input[placeholder="Header key"]').last().click();
  await page.keyboard.insertText('Authorization');
  await page.locator('app-x-input[placeholder="Header value"]').last().click();
  await page.keyboard.insertText(`Bearer ${adminLogin.token}`);
  await page.getByText('Done', { exact: true }).click();
  await send(page);
  await resultShows(page, 'admin@example.com');

  expect(outside).toEqual([]);
  // The unauthenticated answer above is a 200 with errors, not a console error.
  expect(errors).toEqual([]);
  await context.close();
});
