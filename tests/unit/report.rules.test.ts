/** The shop's figures: calendar days in the shop's time zone, and the average order to the paisa. */
import { averageOrderValue, lastLocalDays } from '../../server/src/modules/reports/report.rules';

describe('lastLocalDays', () => {
  it("counts days in the shop's time zone, not UTC", () => {
    // 20:30 UTC on 31 December is already 1 January in Karachi (UTC+5).
    const at = new Date('2026-12-31T20:30:00Z');
    expect(lastLocalDays(1, 'Asia/Karachi', at)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(lastLocalDays(1, 'UTC', at)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('includes the day of `at` as the last of the days, across month ends and leap days', () => {
    expect(lastLocalDays(7, 'Asia/Karachi', new Date('2028-03-02T06:00:00Z'))).toEqual({
      from: '2028-02-25',
      to: '2028-03-02',
    });
    expect(lastLocalDays(30, 'Asia/Karachi', new Date('2026-03-01T06:00:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });
});

it('averages revenue over paid orders to the nearest paisa, and is zero without any', () => {
  expect(averageOrderValue(100_000, 3)).toBe(33_333);
  expect(averageOrderValue(200_000, 3)).toBe(66_667);
  expect(averageOrderValue(0, 0)).toBe(0);
  expect(averageOrderValue(5_000, 0)).toBe(0);
});
