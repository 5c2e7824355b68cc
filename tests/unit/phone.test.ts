/** Phone numbers kept in E.164, read in Pakistan unless they carry another country's code. */
import { storedPhone, toE164 } from '../../server/src/shared/phone';

describe('toE164', () => {
  it('reads the ways Pakistanis write a mobile number as one number', () => {
    for (const typed of [
      '03001234567',
      '923001234567',
      '+92 300 1234567',
      '+92-300-1234567',
      '3001234567',
      ' 0300 1234567 ',
    ])
      expect(toE164(typed)).toBe('+923001234567');
  });

  it('reads a Pakistani landline with its area code', () => {
    expect(toE164('042 35761234')).toBe('+924235761234');
  });

  it("keeps another country's number in its country", () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('442079460958')).toBe('+442079460958');
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
  });

  it('refuses what is no number: too short, too long, letters, nothing', () => {
    for (const bad of ['0300123', '030012345678901', 'call me', '', '   ', '+92 000 0000000'])
      expect(toE164(bad)).toBeNull();
  });
});

it('stores a number it cannot read as typed, trimmed', () => {
  expect(storedPhone(' 0300-1234567 ')).toBe('+923001234567');
  expect(storedPhone(' 12345 ')).toBe('12345');
});
