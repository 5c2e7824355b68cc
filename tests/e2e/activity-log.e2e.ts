/**
 * The owner's activity log at desktop and phone widths: entries newest first (the times shown
 * read downwards), a settings change in words ("Daily summary hour: 5 → 6", never raw JSON), and
 * Older / Newer pages that continue from the last entry shown.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { ADMIN, adminToken, gqlAnswer as gql, signIn } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function saveAlerts(token: string, values: Record<string, string>) {
  const saved = await gql(
    `mutation($values: [SettingValueInput!]!) { saveServiceSettings(service: "alerts", values: $values) {
      errors { field message } } }`,
    { values: Object.entries(values).map(([name, value]) => ({ name, value })) },
    token,
  );
  expect(saved.data.saveServiceSettings.errors).toEqual([]);
}

/** The activity table's rows' texts, top to bottom. */
async function rowTexts(page: Page): Promise<string[]> {
  return (await page.getByTestId('activity-table').locator('tbody tr').allTextContents()).map((t) =>
    t.trim(),
  );
}

for (const [width, hours] of [
  [1280, ['5', '6', '7']],
  [375, ['10', '11', '12']],
] as const) {
  test(`the activity page lists entries newest first and settings in words, at ${width} px`, async () => {
    const token = await adminToken();
    // Three saves in a row: the last one is the newest entry.
    for (const hour of hours)
      await saveAlerts(token, { summaryHour: hour, lowStock: hour === hours[2] ? 'off' : 'on' });

    const { page, errors, context } = await newPage(browser, width);
    await signIn(page, ADMIN, true);
    await page.goto('/admin/activity');
    await page.getByLabel('Kind').selectOption('settings');
    const newest = page.getByText(`Daily summary hour: ${hours[1]} → ${hours[2]}`);
    await newest.first().waitFor();
    await page.getByText('Low stock: on → off').first().waitFor();

    const rows = await rowTexts(page);
    const at = (text: string) => rows.findIndex((r) => r.includes(text));
    expect(at(`Daily summary hour: ${hours[1]} → ${hours[2]}`)).toBeGreaterThanOrEqual(0);
    expect(at(`Daily summary hour: ${hours[1]} → ${hours[2]}`)).toBeLessThan(
      at(`Daily summary hour: ${hours[0]} → ${hours[1]}`),
    );
    expect(rows[at(`Low stock: on → off`)]).toContain(`Settings "Owner's e-mail alerts" changed`);
    for (const r of rows) expect(r).not.toMatch(/[{}]|"summaryHour"/);
    await screenshot(page, `activity-settings-${width}`);

    // Everything, newest first: the latest save tops the unfiltered log too.
    await page.getByLabel('Kind').selectOption('');
    await page.getByTestId('activity-table').getByText('Low stock: on → off').first().waitFor();
    const all = await rowTexts(page);
    expect(all[0]).toContain(`Daily summary hour: ${hours[1]} → ${hours[2]}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('Older and Newer page through the log from the last entry shown', async () => {
  const token = await adminToken();
  // More than a page of entries (25 a page).
  for (let hour = 0; hour < 26; hour++) await saveAlerts(token, { summaryHour: String(hour % 24) });
  const { page, errors, context } = await newPage(browser, 1280);
  await signIn(page, ADMIN, true);
  await page.goto('/admin/activity');
  await page.getByTestId('activity-table').locator('tbody tr').first().waitFor();
  const first = await rowTexts(page);
  expect(first).toHaveLength(25);
  await page.getByRole('button', { name: 'Older ›' }).click();
  await page.waitForFunction(
    // The next page's first row, not the empty table shown while it loads.
    (top) => {
      const shown = document.querySelector('[data-testid="activity-table"] tbody tr')?.textContent?.trim();
      return shown !== undefined && shown !== top;
    },
    first[0],
  );
  expect((await rowTexts(page)).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: '‹ Newer' }).click();
  await page.waitForFunction(
    (top) => document.querySelector('[data-testid="activity-table"] tbody tr')?.textContent?.trim() === top,
    first[0],
  );
  expect(await rowTexts(page)).toEqual(first);
  expect(errors).toEqual([]);
  await context.close();
});
