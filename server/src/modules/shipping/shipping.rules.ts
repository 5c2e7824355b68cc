/**
 * What shipping costs (issue 33), in paisa: free from the threshold (the sub total after any
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
