/**
 * What shipping costs and where a parcel may go: the city's rate, else the province's, else the
 * default; free from the threshold on; a city named with the wrong province refused on `city`.
 */
import {
  DESTINATION_ERRORS,
  placeOf,
  rateOf,
  shippingFor,
  type PlaceList,
  type ShippingRules,
} from '../../server/src/modules/shipping/shipping.rules';

const rules: ShippingRules = {
  defaultRate: 20_000,
  freeThreshold: 500_000,
  rates: [
    { province: 'Punjab', city: null, rate: 15_000 },
    { province: 'Punjab', city: 'Lahore', rate: 10_000 },
    { province: 'Sindh', city: 'Karachi', rate: 12_000 },
  ],
};

describe('rateOf', () => {
  it("takes the city's own rate before its province's", () => {
    expect(rateOf(rules, { province: 'Punjab', city: 'Lahore' })).toBe(10_000);
    expect(rateOf(rules, { province: 'Punjab', city: 'Multan' })).toBe(15_000);
  });

  it('falls back to the default when neither the city nor its province has a rate', () => {
    expect(rateOf(rules, { province: 'Sindh', city: 'Hyderabad' })).toBe(20_000);
    expect(rateOf(rules, { province: 'Balochistan', city: 'Quetta' })).toBe(20_000);
  });

  it('matches names whatever their case and surrounding spaces', () => {
    expect(rateOf(rules, { province: ' punjab ', city: 'LAHORE ' })).toBe(10_000);
    expect(rateOf(rules, { province: 'SINDH', city: ' karachi' })).toBe(12_000);
  });

  it("does not take a city's rate for the same city name in another province", () => {
    expect(rateOf(rules, { province: 'Sindh', city: 'Lahore' })).toBe(20_000);
  });
});

describe('shippingFor', () => {
  const lahore = { province: 'Punjab', city: 'Lahore' };

  it('is free from the threshold on, and charged one paisa below it', () => {
    expect(shippingFor(rules, lahore, 500_000)).toEqual({ shipping: 0, known: true, freeRemaining: 0 });
    expect(shippingFor(rules, lahore, 499_999)).toEqual({ shipping: 10_000, known: true, freeRemaining: 1 });
    expect(shippingFor(rules, lahore, 900_000).freeRemaining).toBe(0);
  });

  it('stands the default in, not known, until a city is given', () => {
    expect(shippingFor(rules, null, 1_000)).toEqual({
      shipping: 20_000,
      known: false,
      freeRemaining: 499_000,
    });
    expect(shippingFor(rules, null, 500_000)).toEqual({ shipping: 0, known: false, freeRemaining: 0 });
  });

  it('never makes shipping free without a threshold, and says nothing of what remains', () => {
    const noThreshold = { ...rules, freeThreshold: null };
    expect(shippingFor(noThreshold, lahore, 10_000_000)).toEqual({
      shipping: 10_000,
      known: true,
      freeRemaining: null,
    });
  });

  it('makes every order free with a threshold of zero', () => {
    expect(shippingFor({ ...rules, freeThreshold: 0 }, lahore, 0).shipping).toBe(0);
  });
});

describe('placeOf', () => {
  const list: PlaceList = [
    { province: 'Punjab', cities: ['Lahore', 'Multan'] },
    { province: 'Sindh', cities: ['Karachi', 'Hyderabad'] },
  ];

  it('spells a listed destination as the list does', () => {
    expect(placeOf(list, { province: 'punjab', city: ' lahore ' })).toEqual({
      province: 'Punjab',
      city: 'Lahore',
      known: true,
    });
  });

  it('refuses a province not on the list on `province`', () => {
    expect(placeOf(list, { province: 'Atlantis', city: 'Lahore' })).toEqual({
      field: 'province',
      message: DESTINATION_ERRORS.province,
    });
  });

  it('refuses a listed city named with another province on `city`, naming its own', () => {
    expect(placeOf(list, { province: 'Sindh', city: 'multan' })).toEqual({
      field: 'city',
      message: 'Multan is in Punjab, not Sindh. Please choose Punjab as the province.',
    });
  });

  it('takes a town not on the list as named (trimmed), in its province', () => {
    expect(placeOf(list, { province: 'Sindh', city: '  Mirpur Khas ' })).toEqual({
      province: 'Sindh',
      city: 'Mirpur Khas',
      known: false,
    });
  });
});
