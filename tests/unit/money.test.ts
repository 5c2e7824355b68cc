/** Rupees from clients to integer paisa, exactly: two decimals at most, no rounding, within a maximum. */
import fc from 'fast-check';
import { formatRupees, parsePaisa, toPaisa } from '../../server/src/shared/money';

describe('parsePaisa', () => {
  it('reads whole rupees and one or two decimals to the paisa', () => {
    expect(parsePaisa(1500, 100_000)).toBe(150_000);
    expect(parsePaisa(1500.5, 100_000)).toBe(150_050);
    expect(parsePaisa('1500.05', 100_000)).toBe(150_005);
    expect(parsePaisa(' 0.1 ', 100_000)).toBe(10);
    expect(parsePaisa('0', 100_000)).toBe(0);
  });

  it('refuses a third decimal instead of rounding it', () => {
    expect(parsePaisa('12.345', 100_000)).toBeNull();
    expect(parsePaisa(12.345, 100_000)).toBeNull();
  });

  it('refuses negatives, exponents, signs, empty text and non-numbers', () => {
    for (const bad of ['-1', '+1', '1e3', '', '  ', '1,500', '.5', '5.', 'NaN', null, undefined, {}, true])
      expect(parsePaisa(bad, 100_000)).toBeNull();
    expect(parsePaisa(-1, 100_000)).toBeNull();
    expect(parsePaisa(1e21, 1e22)).toBeNull();
  });

  it('takes the maximum itself and refuses one paisa over it', () => {
    expect(parsePaisa('100000', 100_000)).toBe(10_000_000);
    expect(parsePaisa('100000.01', 100_000)).toBeNull();
  });

  it('reads back every amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paisa) => {
        const text = `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
        return parsePaisa(text, 100_000_000) === paisa && parsePaisa(paisa / 100, 100_000_000) === paisa;
      }),
    );
  });
});

it('rounds checked rupees to the nearest paisa (float sums do not lose one)', () => {
  expect(toPaisa(0.1 + 0.2)).toBe(30);
  expect(toPaisa(1.005)).toBe(100); // 1.00499999… in binary
  expect(toPaisa(19.99)).toBe(1999);
});

it('shows paisa only when there are some, and rounds a fraction of a paisa', () => {
  expect(formatRupees(150_000)).toBe('Rs 1,500');
  expect(formatRupees(150_001)).toBe('Rs 1,500.01');
  expect(formatRupees(99.6)).toBe('Rs 1');
  expect(formatRupees(-5)).toBe('-Rs 0.05');
});
