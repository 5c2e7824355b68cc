/**
 * Issue 32 (fast on a low-end phone): the shop page starts without Chakra UI's runtime. The
 * page's module and every module it renders on first load load here with `@chakra-ui/react`
 * failing to import, and the page shows its listing, filters and controls with their roles and
 * names. Only the phone's filters drawer is Chakra's, imported when it first opens.
 */
// Before the imports: this test's transform (TypeScript's) does not hoist it.
jest.mock('@chakra-ui/react', () => {
  throw new Error('@chakra-ui/react is not part of the shop page’s first load');
});
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryKey, setApolloImport, setServerData } from '../../client/src/lib/graphql';
import { ShopFiltersDocument, ShopProductsDocument } from '../../client/src/features/storefront/api/shop';
import { ShopPage } from '../../client/src/features/storefront/routes/ShopPage';
import { productCard } from './support/product-card';

const card = productCard;

beforeAll(() => {
  // What the server rendered /shop with: the filters and the feed's first page.
  setServerData({
    queries: {
      [queryKey(ShopFiltersDocument, undefined)]: {
        categories: [{ id: 1, name: 'Amigurumi', children: [{ id: 2, name: 'Animals', children: [] }] }],
        brands: [{ id: 1, name: 'Crochet Corner' }],
      },
      [queryKey(ShopProductsDocument, {
        filter: { categoryIds: [], brandIds: [], search: '' },
        sort: 'NEWEST',
      })]: {
        productFeed: {
          items: [card(1, 'Bunny Amigurumi Toy'), card(2, 'Phone Sling Pouch')],
          nextCursor: null,
          hasMore: false,
          total: 2,
        },
      },
    },
  });
});

it('renders the shop without Chakra UI: its listing, filters and controls keep their roles and names', async () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/shop']}>
      <ShopPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
  const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(within(crumbs).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');

  const filtersButton = screen.getByRole('button', { name: 'Filters' });
  expect(filtersButton.getAttribute('aria-haspopup')).toBe('dialog');
  expect(filtersButton.getAttribute('aria-expanded')).toBe('false');
  const aside = screen.getByRole('complementary', { name: 'Filters' });
  for (const name of ['Price', 'Categories', 'Brands'])
    expect(within(aside).getByRole('heading', { level: 2, name })).toBeTruthy();
  expect(within(aside).getByRole('checkbox', { name: 'Animals' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();

  expect(screen.getByText('2 products')).toBeTruthy();
  expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  expect(screen.getByTestId('showing-count').textContent).toBe('Showing 2 of 2');
  expect(screen.getByTestId('end-of-list').textContent).toBe('No more products');
  expect(screen.getByTestId('shop-results').getAttribute('aria-busy')).toBe('false');
  expect(container.querySelector('[class*="chakra-"]')).toBeNull();

  // A ticked filter: the grid stays, dimmed, under the progress bar while the next listing loads
  // (here it never comes: Apollo Client's import does not end).
  setApolloImport(() => new Promise(() => undefined));
  fireEvent.click(within(aside).getByRole('checkbox', { name: 'Animals' }));
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  const results = await screen.findByTestId('shop-results');
  expect(results.hasAttribute('data-stale')).toBe(true);
  expect(results.getAttribute('aria-busy')).toBe('true');
  expect(within(results).getAllByTestId('product-card')).toHaveLength(2);
  expect(container.querySelector('.shop-progress')?.hasAttribute('data-active')).toBe(true);
});
