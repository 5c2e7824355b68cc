import { pricePaisa } from '@inputs/price';
import type { ProductSort } from '../../../gql/graphql';

/** The shop's orders: the URL's `sort` (the REST API's values too), each with its label. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** The URL's sort; anything else (absent, misspelt, hand-edited) is the default, newest first. */
export function sortParam(v: string | null): SortValue {
  return SORT_OPTIONS.find((o) => o.value === v)?.value ?? 'newest';
}

export const toGraphQLSort = (sort: SortValue) => sort.toUpperCase() as ProductSort;

/**
 * Rupees as a shopper types them (or the URL holds them): digits with at most two decimals,
 * thousands separators and spaces allowed ("1,500", "1500.50"); null when not such an amount
 * (the API's own rule, `pricePaisa`).
 */
export function parseRupees(text: string | null | undefined): number | null {
  const paisa = pricePaisa(text, true);
  return paisa === null ? null : paisa / 100;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The URL's price range; a bound that is not an amount is left out, and an upside-down range as a whole. */
export function priceParams(params: URLSearchParams): PriceRange {
  const min = parseRupees(params.get('min_price'));
  const max = parseRupees(params.get('max_price'));
  return min !== null && max !== null && max < min ? { min: null, max: null } : { min, max };
}
