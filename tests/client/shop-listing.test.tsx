/**
 * Issue 21 item 7 in the client: the shop's order and price range as the URL holds them,
 * the price range form's rules and messages (react-hook-form + zod), and the feed's cache
 * keeping one list per order and filter.
 */
import { gql } from '@apollo/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createCache } from '../../client/src/app/apollo';
import { PriceRangeForm } from '../../client/src/features/storefront/components/PriceRangeForm';
import {
  parseRupees,
  priceParams,
  sortParam,
  toGraphQLSort,
} from '../../client/src/features/storefront/components/shopListing';

/** The API's own messages (`priceRangeInput`), naming the form's minimum and maximum. */
const PRICE_MESSAGES = {
  amount: 'The minimum must be an amount in rupees from 0 to 10,000,000, with at most 2 decimals.',
  order: 'The maximum must not be less than the minimum.',
};

describe('the URL of the shop', () => {
  it('reads the order, with newest first for anything it does not know', () => {
    expect(sortParam('price_asc')).toBe('price_asc');
    expect(sortParam('price_desc')).toBe('price_desc');
    expect(sortParam('rating')).toBe('rating');
    expect(sortParam(null)).toBe('newest');
    expect(sortParam('cheapest')).toBe('newest');
    expect(sortParam('PRICE_ASC')).toBe('newest');
    expect(toGraphQLSort('price_desc')).toBe('PRICE_DESC');
  });

  it('reads rupees as a shopper types them, refusing what is not an amount', () => {
    expect(parseRupees('1500')).toBe(1500);
    expect(parseRupees('1,500.50')).toBe(1500.5);
    expect(parseRupees(' 3 000 ')).toBe(3000);
    expect(parseRupees('0')).toBe(0);
    expect(parseRupees('10000000')).toBe(10_000_000);
    for (const bad of ['', '-1', '12.345', '1e3', 'abc', '10000001', '1.', '.5', null, undefined])
      expect(parseRupees(bad)).toBeNull();
  });

  it('reads the price range, leaving out a bound that is not an amount and an upside-down range', () => {
    const range = (q: string) => priceParams(new URLSearchParams(q));
    expect(range('min_price=1000&max_price=3000')).toEqual({ min: 1000, max: 3000 });
    expect(range('min_price=1000')).toEqual({ min: 1000, max: null });
    expect(range('min_price=-1&max_price=3000')).toEqual({ min: null, max: 3000 });
    expect(range('min_price=5000&max_price=3000')).toEqual({ min: null, max: null });
    expect(range('')).toEqual({ min: null, max: null });
  });
});

describe('the price range form', () => {
  function renderForm(range = { min: null as number | null, max: null as number | null }) {
    const onApply = jest.fn();
    const view = render(<PriceRangeForm scope="t" range={range} onApply={onApply} />);
    return { onApply, view };
  }
  const min = () => screen.getByLabelText('Min price') as HTMLInputElement;
  const max = () => screen.getByLabelText('Max price') as HTMLInputElement;
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

  it('refuses a minimum above the maximum and a bad amount with a message on the field, applying nothing', async () => {
    const { onApply } = renderForm();
    fireEvent.change(min(), { target: { value: '3000' } });
    fireEvent.change(max(), { target: { value: '500' } });
    apply();
    await screen.findByText(PRICE_MESSAGES.order);
    expect(max().getAttribute('aria-invalid')).toBe('true');
    expect(max().getAttribute('aria-describedby')).toBe('t-price-max-error');

    fireEvent.change(min(), { target: { value: '-1' } });
    fireEvent.change(max(), { target: { value: '' } });
    apply();
    await screen.findByText(PRICE_MESSAGES.amount);
    expect(min().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(PRICE_MESSAGES.order)).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies a range in rupees (either bound optional) and clears it', async () => {
    const { onApply, view } = renderForm();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(min(), { target: { value: '1,500.5' } });
    apply();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ min: 1500.5, max: null }));

    // The page puts it in the URL and renders the form with it; Clear empties the range.
    view.rerender(<PriceRangeForm scope="t" range={{ min: 1500.5, max: 4000 }} onApply={onApply} />);
    await waitFor(() => expect(max().value).toBe('4000'));
    expect(min().value).toBe('1500.5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenLastCalledWith({ min: null, max: null });
  });
});

describe('the product feed in the cache', () => {
  const FEED = gql`
    query Feed($filter: ProductFilterInput, $sort: ProductSort!, $after: String) {
      productFeed(filter: $filter, sort: $sort, after: $after) {
        items {
          id
        }
        nextCursor
        hasMore
        total
      }
    }
  `;
  const slice = (ids: number[], nextCursor: string | null) => ({
    productFeed: {
      __typename: 'ProductFeed',
      items: ids.map((id) => ({ __typename: 'Product', id })),
      nextCursor,
      hasMore: !!nextCursor,
      total: 4,
    },
  });
  const ids = (data: unknown) => (data as ReturnType<typeof slice>).productFeed.items.map((p) => p.id);

  it('keeps one list per order and filter, extended by the slices read after a cursor', () => {
    const cache = createCache();
    const newest = { filter: { search: '' }, sort: 'NEWEST' };
    const cheapest = { filter: { search: '' }, sort: 'PRICE_ASC' };
    const ranged = { filter: { search: '', minPrice: 1000 }, sort: 'PRICE_ASC' };
    cache.writeQuery({ query: FEED, variables: newest, data: slice([4, 3], 'n1') });
    cache.writeQuery({ query: FEED, variables: cheapest, data: slice([2, 4], 'p1') });
    cache.writeQuery({ query: FEED, variables: { ...cheapest, after: 'p1' }, data: slice([1, 3], null) });
    cache.writeQuery({ query: FEED, variables: ranged, data: slice([3], null) });

    expect(ids(cache.readQuery({ query: FEED, variables: newest }))).toEqual([4, 3]);
    expect(ids(cache.readQuery({ query: FEED, variables: cheapest }))).toEqual([2, 4, 1, 3]);
    expect(ids(cache.readQuery({ query: FEED, variables: ranged }))).toEqual([3]);
    // A first slice again (the listing refetched) replaces its list.
    cache.writeQuery({ query: FEED, variables: cheapest, data: slice([4], 'p2') });
    expect(ids(cache.readQuery({ query: FEED, variables: cheapest }))).toEqual([4]);
    expect(ids(cache.readQuery({ query: FEED, variables: newest }))).toEqual([4, 3]);
  });
});
