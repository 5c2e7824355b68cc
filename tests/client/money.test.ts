import fc from 'fast-check';
import { formatRupees } from '../../server/src/shared/money';
import { formatRs } from '../../client/src/lib/money';
import { formatDate } from '../../client/src/lib/dates';

describe('one money format (DESIGN decision 16)', () => {
  it('shows whole rupees without paisa and two decimals with them, grouped for en-PK', () => {
    expect(formatRs(1500)).toBe('Rs 1,500');
    expect(formatRs(1500.5)).toBe('Rs 1,500.50');
    expect(formatRs(1500.05)).toBe('Rs 1,500.05');
    expect(formatRs(899.99)).toBe('Rs 899.99');
    expect(formatRs(0)).toBe('Rs 0');
    expect(formatRs(1234567)).toBe('Rs 1,234,567');
    // Float noise from sums is not shown as paisa.
    expect(formatRs(0.1 + 0.2 + 1499.7)).toBe('Rs 1,500');
    expect(formatRs(-200)).toBe('-Rs 200');
  });

  it('is the same rule on the server (mails), from paisa', () => {
    for (const rupees of [1500, 1500.5, 1500.05, 899.99, 0, 1234567, -200]) {
      expect(formatRupees(Math.round(rupees * 100))).toBe(formatRs(rupees));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paisa) => {
        expect(formatRs(paisa / 100)).toBe(formatRupees(paisa));
      }),
    );
  });
});

describe('dates in the shop time zone', () => {
  it('shows the same instant as the shop sees it, whatever the viewer', () => {
    const iso = '2026-01-31T20:30:00.000Z';
    expect(formatDate(iso, 'Asia/Karachi')).toBe('1 Feb 2026');
    expect(formatDate(iso, 'Asia/Karachi', true)).toMatch(/^1 Feb 2026, 1:30\s?am$/);
    expect(formatDate(iso, 'Europe/London')).toBe('31 Jan 2026');
  });
});
