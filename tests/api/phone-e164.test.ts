/**
 * Phones in E.164: the checkout keeps its 10-15 digit rule and stores the number in E.164
 * (awesome-phonenumber), and the migration converts the numbers already stored where they are
 * valid numbers, leaving the others as typed.
 */
import { toE164 } from '../../server/src/shared/phone';
import { CodConfirmation1734800000000 } from '../../server/src/db/migrations/1734800000000-cod-confirmation';
import { createTestServer, TestServer } from '../support/test-server';

it.each([
  ['03001234567', '+923001234567'],
  ['923001234567', '+923001234567'],
  ['3001234567', '+923001234567'],
  ['+92 300 1234567', '+923001234567'],
  ['00923001234567', '+923001234567'],
  ['442071838750', '+442071838750'],
  ['04235761234', '+924235761234'],
  ['1234567890', null],
  ['99999999999', null],
])('%s is %s', (typed, e164) => {
  expect(toE164(typed)).toBe(e164);
});

describe('the migration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('converts stored numbers where possible, and down and up again keeps them', async () => {
    const [u] = await t.db.ds.query(
      `INSERT INTO users (name, email, role) VALUES ('Old', 'old@example.pk', 'CUSTOMER') RETURNING id`,
    );
    const insert = (mobile: string) =>
      t.db.ds.query(
        `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, payment_method, sub_total, shipping, grand_total)
         VALUES ($1, 'Old', 'old@example.pk', 'A', 'Lahore', 'Punjab', '54000', $2, 'cod', 100, 20000, 20100) RETURNING id`,
        [u.id, mobile],
      );
    const ids = [];
    for (const m of ['03001234567', '923451112223', '1234567890']) ids.push((await insert(m))[0].id);
    const runner = t.db.ds.createQueryRunner();
    try {
      const migration = new CodConfirmation1734800000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.db.ds.query('SELECT mobile FROM orders WHERE id = ANY($1) ORDER BY id', [ids]);
    expect(rows.map((r: { mobile: string }) => r.mobile)).toEqual([
      '+923001234567',
      '+923451112223',
      '1234567890',
    ]);
  });
});
