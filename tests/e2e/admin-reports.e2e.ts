/**
 * /admin/reports (issue 33 item 8) at desktop and phone widths: reached from the dashboard,
 * the last 30 days of the shop's time zone with figures, the chart and the breakdowns (a
 * Karachi order just placed among them), a backwards range refused with its message, and the
 * CSV downloaded through GraphQL.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot } from './support/browser';
import { placeCodOrder, signInAsOwner } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

for (const width of [1280, 375])
  test(`the owner reads the sales report and downloads its CSV at ${width} px`, async () => {
    await placeCodOrder(`Report Buyer ${width}`);
    const { page, errors, context } = await newPage(browser, width, { timezoneId: 'America/New_York' });
    await signInAsOwner(page);
    await page.getByRole('link', { name: 'View reports' }).click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const byCity = page.getByRole('table', { name: 'By city' });
    await byCity.getByRole('cell', { name: 'Karachi', exact: true }).waitFor();
    await page.getByRole('img', { name: /^Daily revenue of paid orders from / }).waitFor();
    expect(await page.getByTestId('report-figure').count()).toBe(3);
    // The page fits the phone: nothing but the tables' own scroll goes sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `admin-reports-${width}`);

    // The range's days are the shop's (Asia/Karachi), whatever the browser's zone is.
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect(to).toBe(today);

    await page.getByLabel('From', { exact: true }).fill(to);
    await page.getByLabel('To', { exact: true }).fill(from);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The last day must not be before the first.').waitFor();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The last day must not be before the first.').waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${from}-to-${to}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('section,key,label,orders,units,revenue_rs');
    expect(csv).toMatch(/^city,Karachi,Karachi,\d+,,\d+\.\d\d$/m);

    // Settlements: a statement with a bad row is refused by row and column; a good one is listed.
    const settlements = page.getByRole('region', { name: 'Settlements' });
    await settlements.getByTestId('reconciliation-postex').waitFor();
    const statement = (row: string) => ({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`reference,order_number,amount,settled_date\n${row}\n`),
    });
    const file = settlements.getByLabel('Settlement statement (CSV)');
    await file.setInputFiles(statement(`E2E-${width},,12.345,${to}`));
    await settlements.getByRole('button', { name: 'Import statement' }).click();
    await settlements.getByText(/^Row 2, column amount: /).waitFor();
    await file.setInputFiles(statement(`E2E-${width},,150,${to}`));
    await settlements.getByRole('button', { name: 'Import statement' }).click();
    const jazzcash = settlements.getByRole('table', { name: 'JazzCash: orders that differ' });
    await jazzcash.getByText(`E2E-${width}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `admin-reports-settlements-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
