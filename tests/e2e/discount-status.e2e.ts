/**
 * The discount codes' list says what checkout will do with each code: a code whose end date has
 * passed reads "Expired" (red), not "Active"; one not started "Scheduled", one used as often as it
 * allows "Used up", one switched off "Inactive". At desktop and phone widths.
 */
import type { Browser } from 'playwright-core';
import { launch, newPage } from './support/browser';
import { WIDTHS } from './support/pages';
import { adminSession, gql, type Session, storeSession } from './support/shop';

let browser: Browser;
let owner: Session;
const ids: number[] = [];
beforeAll(async () => {
  browser = await launch();
  owner = await adminSession();
});
// The other browser tests share this shop: the codes made here go with it.
afterAll(async () => {
  for (const id of ids)
    await gql('mutation($id: Int!) { deleteDiscountCode(id: $id) { ok } }', { id }, owner.token);
  await browser?.close();
});

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const DAY = 86_400_000;

test('each code reads as checkout judges it: Active, Scheduled, Expired, Inactive', async () => {
  const codes = {
    'E2E-NOW': { input: { startsAt: at(-DAY) }, label: 'Active' },
    'E2E-SOON': { input: { startsAt: at(DAY) }, label: 'Scheduled' },
    'E2E-GONE': { input: { endsAt: at(-60_000) }, label: 'Expired' },
    'E2E-OFF': { input: { active: false }, label: 'Inactive' },
  };
  for (const [code, { input }] of Object.entries(codes)) {
    const made = await gql(
      'mutation($i: DiscountCodeInput!) { createDiscountCode(input: $i) { discountCode { id } errors { field } } }',
      { i: { code, kind: 'percent', value: 10, ...input } },
      owner.token,
    );
    ids.push(made.createDiscountCode.discountCode.id);
  }
  for (const width of WIDTHS) {
    const { context, page, errors } = await newPage(browser, width);
    await storeSession(page, 'adminInfo', owner);
    await page.goto('/admin/discounts');
    const list = page.getByTestId('discounts');
    for (const [code, { label }] of Object.entries(codes)) {
      // The code's row (stacked as a card on a phone) shows its standing.
      const row = list.locator('tbody tr').filter({ hasText: code });
      await row.getByText(label, { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});
