/**
 * What shipping costs, in paisa: free from the threshold (the sub total after any
 * discount), else the city's own rate, else its province's, else the default. Without a city
 * the rate is not known yet (the cart says so) and the default stands in for it.
 */
export interface ShippingRules {
  defaultRate: number;
  freeThreshold: number | null;
  rates: ReadonlyArray<{ province: string; city: string | null; rate: number }>;
}

export interface Destination {
  province: string;
  city: string;
}

export interface ShippingCharge {
  /** Paisa. */
  shipping: number;
  /** Whether it was computed for a city (else the default stood in). */
  known: boolean;
  /** Paisa more that would make shipping free; null when there is no threshold. */
  freeRemaining: number | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The provinces and their cities a destination is checked against (the geo module's list). */
export type PlaceList = ReadonlyArray<{ province: string; cities: readonly string[] }>;

export const DESTINATION_ERRORS = {
  province: 'Please choose a province from the list.',
  otherProvince: (city: string, its: string, named: string) =>
    `${city} is in ${its}, not ${named}. Please choose ${its} as the province.`,
} as const;

/** A destination as the list spells it (`known`: the city is on it), or the field that is wrong and why. */
export type Placed =
  { province: string; city: string; known: boolean } | { field: 'province' | 'city'; message: string };

/**
 * Where a parcel goes, checked against the list: the province must be on it. A city on the list
 * named with another province is refused on `city` rather than charged either rate: the parcel
 * would be labelled wrong. Old apps pick the city from the province's own list, so they never
 * meet this. A town not on the list is taken as named, in its province (that province's rate).
 */
export function placeOf(list: PlaceList, to: Destination): Placed {
  const entry = list.find((p) => same(p.province, to.province));
  if (!entry) return { field: 'province', message: DESTINATION_ERRORS.province };
  const city = entry.cities.find((c) => same(c, to.city));
  if (city) return { province: entry.province, city, known: true };
  const elsewhere = list.find((p) => p.cities.some((c) => same(c, to.city)));
  if (elsewhere) {
    const name = elsewhere.cities.find((c) => same(c, to.city))!;
    return {
      field: 'city',
      message: DESTINATION_ERRORS.otherProvince(name, elsewhere.province, entry.province),
    };
  }
  return { province: entry.province, city: to.city.trim(), known: false };
}

/** The rate of a destination before the threshold: its city's, its province's, or the default. */
export function rateOf(rules: ShippingRules, to: Destination): number {
  const inProvince = rules.rates.filter((r) => same(r.province, to.province));
  const city = inProvince.find((r) => r.city !== null && same(r.city, to.city));
  const province = inProvince.find((r) => r.city === null);
  return (city ?? province)?.rate ?? rules.defaultRate;
}

export function shippingFor(rules: ShippingRules, to: Destination | null, goods: number): ShippingCharge {
  const free = rules.freeThreshold !== null && goods >= rules.freeThreshold;
  const freeRemaining = rules.freeThreshold === null ? null : Math.max(0, rules.freeThreshold - goods);
  const rate = to ? rateOf(rules, to) : rules.defaultRate;
  return { shipping: free ? 0 : rate, known: to !== null, freeRemaining };
}
