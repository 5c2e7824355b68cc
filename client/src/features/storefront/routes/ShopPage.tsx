import { useQuery } from '../../../lib/graphql';
import { ChakraLayer } from '../../../lib/chakra-layer';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { ProductGrid } from '../components/ProductGrid';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { PriceRangePlaceholder } from '../components/PriceRangeFields';
import {
  priceParams,
  sortParam,
  toGraphQLSort,
  type PriceRange,
  type SortValue,
} from '../components/shopListing';
import { ShopFiltersDocument, ShopPageDocument, ShopProductsDocument } from '../api/shop';
import { CategoryTree, CheckboxItem, HiddenParams, SortSelect } from '../components/ShopFilters';

/** Products a listing page shows (the server's page size). */
const PAGE_SIZE = 12;

// Phones show the filters in a drawer (Chakra's), whose code loads the first time it opens.
const FiltersDrawer = lazy(() =>
  import('../components/FiltersDrawer').then((m) => ({ default: m.FiltersDrawer })),
);
// The price range form (react-hook-form) loads after the page: the page shows its placeholder until then.
const PriceRangeForm = lazy(() =>
  import('../components/PriceRangeForm').then((m) => ({ default: m.PriceRangeForm })),
);

/** A list of ids from the URL: `category=1,2` (the shop's links) or `category=1&category=2` (its forms without JavaScript). */
function idsParam(values: string[]): number[] {
  return values
    .join(',')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The page of a paged listing (`?page=2`, the links crawlers and pages without JavaScript follow); 1 for anything else. */
function pageParam(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

/** The shop's URL for `page` of the listing `params` shows. */
function pageHref(params: URLSearchParams, page: number): string {
  const p = new URLSearchParams(params);
  if (page > 1) p.set('page', String(page));
  else p.delete('page');
  const q = p.toString();
  return q ? `/shop?${q}` : '/shop';
}

/** Previous and next page as plain links (rel prev/next), and where this page sits. */
function PageLinks({ params, page, lastPage }: { params: URLSearchParams; page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pages" className="shop-pages" data-testid="page-links">
      {page > 1 && (
        <RouterLink to={pageHref(params, page - 1)} rel="prev" className="shop-button">
          Previous page
        </RouterLink>
      )}
      <span className="muted-sm">
        Page {page} of {lastPage}
      </span>
      {page < lastPage && (
        <RouterLink to={pageHref(params, page + 1)} rel="next" className="shop-button">
          Next page
        </RouterLink>
      )}
    </nav>
  );
}

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const urlCategoryIds = useMemo(() => idsParam(params.getAll('category')), [params]);
  const urlBrandIds = useMemo(() => idsParam(params.getAll('brand')), [params]);
  // A ticked box stays ticked from the click on, while the URL and the new products follow.
  const [pending, setPending] = useState<{ category: number[]; brand: number[] } | null>(null);
  const categoryIds = pending?.category ?? urlCategoryIds;
  const brandIds = pending?.brand ?? urlBrandIds;
  useEffect(() => setPending(null), [urlCategoryIds, urlBrandIds]);
  const page = pageParam(params.get('page'));
  // The order and price range come from the URL too (the server render reads the same URL);
  // a value the page does not know is ignored there, so a hand-edited URL still shows products.
  const sort = sortParam(params.get('sort'));
  const priceRange = priceParams(params);
  const { min: minPrice, max: maxPrice } = priceRange;
  usePageMeta(
    search ? `Search: ${search}` : 'Shop',
    'Browse handmade crochet toys, home decor, wearables, baby gifts and bags.',
  );

  const filters = useQuery(ShopFiltersDocument);
  const filter = {
    categoryIds,
    brandIds,
    search,
    ...(minPrice !== null ? { minPrice } : {}),
    ...(maxPrice !== null ? { maxPrice } : {}),
  };
  const variables = {
    filter: { ...filter, categoryIds: urlCategoryIds, brandIds: urlBrandIds },
    sort: toGraphQLSort(sort),
  };
  const [loadingMore, setLoadingMore] = useState(false);
  // Page 1 scrolls on and on (the feed); `?page=N` is that page alone, with links to its neighbours.
  const feedQuery = useQuery(ShopProductsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
    skip: page > 1,
  });
  const pageQuery = useQuery(ShopPageDocument, { variables: { ...variables, page }, skip: page === 1 });
  const { data, previousData, loading, error, fetchMore } = feedQuery;
  if (error ?? pageQuery.error) console.error(error ?? pageQuery.error);
  // While the next listing loads the current one stays, dimmed (no spinner in its place).
  const feed = (data ?? previousData)?.productFeed;
  const paged = (pageQuery.data ?? pageQuery.previousData)?.products;
  const items = (page > 1 ? paged?.items : feed?.items) ?? [];
  const total = page > 1 ? paged?.meta.total : feed?.total;
  const lastPage =
    page > 1 ? (paged?.meta.lastPage ?? page) : Math.max(1, Math.ceil((feed?.total ?? 0) / PAGE_SIZE));
  const stale = page > 1 ? pageQuery.loading : loading && !loadingMore;
  const hasMore = page === 1 && !!feed?.hasMore;

  // Changing filters, the order or search starts again at page 1 (a new query).
  // Read the live URL (not a render's snapshot), so quick successive clicks all count.
  // A new listing starts at its first page. Empty parameters are never put in the URL.
  const update = (change: (p: URLSearchParams) => void) => {
    const p = new URLSearchParams(window.location.search);
    p.delete('page');
    change(p);
    for (const [key, value] of [...p.entries()]) if (value === '') p.delete(key);
    setParams(p);
  };
  const toggle = (key: 'category' | 'brand') => (id: number) =>
    update((p) => {
      const current = idsParam(p.getAll(key));
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
      setPending({ category: categoryIds, brand: brandIds, [key]: next });
      if (next.length) p.set(key, next.join(','));
      else p.delete(key);
    });
  const setSort = (next: SortValue) =>
    update((p) => (next === 'newest' ? p.delete('sort') : p.set('sort', next)));
  const setPriceRange = (range: PriceRange) =>
    update((p) => {
      for (const [key, value] of [
        ['min_price', range.min],
        ['max_price', range.max],
      ] as const) {
        if (value === null) p.delete(key);
        else p.set(key, String(value));
      }
    });

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersUsed = useOpenedOnce(filtersOpen);
  const active = categoryIds.length + brandIds.length + (minPrice !== null || maxPrice !== null ? 1 : 0);
  // The side panel's (wide screens) and the drawer's (phones). The order is above the products on every screen.
  const filterPanels = (scope: string) => (
    <>
      <div>
        <h2 className="shop-page__panelHeading">Price</h2>
        <Suspense fallback={<PriceRangePlaceholder scope={scope} range={priceRange} params={params} />}>
          <PriceRangeForm scope={scope} range={priceRange} onApply={setPriceRange} params={params} />
        </Suspense>
      </div>
      {/* A GET form: without JavaScript its Apply button asks the server for the filtered page. */}
      <form method="get" action="/shop" className="filter-form" onSubmit={(e) => e.preventDefault()}>
        <HiddenParams params={params} except={['category', 'brand']} />
        <div className="shop-page__stack">
          <div>
            <h2 className="shop-page__panelHeading">Categories</h2>
            <CategoryTree
              nodes={filters.data?.categories ?? []}
              selected={categoryIds}
              toggle={toggle('category')}
              scope={scope}
            />
          </div>
          <div>
            <h2 className="shop-page__panelHeading">Brands</h2>
            <div className="filter-list">
              {(filters.data?.brands ?? []).map((b) => (
                <CheckboxItem
                  key={b.id}
                  name="brand"
                  id={b.id}
                  label={b.name}
                  checked={brandIds.includes(b.id)}
                  toggle={toggle('brand')}
                />
              ))}
            </div>
          </div>
          <noscript>
            <button type="submit" className="shop-button shop-button--solid">
              Apply filters
            </button>
          </noscript>
        </div>
      </form>
    </>
  );

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver(
      async ([entry]) => {
        if (!entry.isIntersecting || loadingMore || !feed?.nextCursor) return;
        setLoadingMore(true);
        try {
          await fetchMore({ variables: { ...variables, after: feed.nextCursor } });
        } catch (err) {
          console.error(err);
        } finally {
          setLoadingMore(false);
        }
      },
      { rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasMore, feed?.nextCursor, loadingMore]);

  return (
    <div className="shop-page">
      <nav aria-label="breadcrumb" className="shop-page__crumbs">
        <ol className="shop-page__trail">
          <li className="shop-page__crumb">
            <RouterLink to="/" className="shop-page__crumbLink">
              Home
            </RouterLink>
          </li>
          <li className="shop-page__crumbSep" aria-hidden>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m9 18 6-6-6-6" />
            </svg>
          </li>
          <li className="shop-page__crumb">
            <span role="link" aria-current="page" className="shop-page__crumbHere">
              Shop
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="shop-page__title">{search ? `Results for “${search}”` : 'Shop'}</h1>
      {/* Phones: the filters behind a button, so the products start on the first screen. */}
      <div className="shop-page__phoneBar">
        <button
          type="button"
          className="shop-page__filtersButton"
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(true)}
        >
          Filters{active ? ` (${active})` : ''}
        </button>
      </div>
      {filtersUsed && (
        <ChakraLayer>
          <FiltersDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            <div className="shop-page__stack">{filterPanels('drawer')}</div>
          </FiltersDrawer>
        </ChakraLayer>
      )}
      <div className="shop-page__layout">
        <aside aria-label="Filters" className="shop-page__aside">
          <div className="shop-page__panel">{filterPanels('side')}</div>
        </aside>
        <div>
          <div className="shop-page__toolbar">
            <p className="shop-page__count">{total != null ? `${total} products` : ''}</p>
            <SortSelect id="shop-sort" value={sort} params={params} onChange={setSort} />
          </div>
          {/* A thin bar while the next listing loads over the current one. */}
          <div className="shop-progress" data-active={stale || undefined} aria-hidden />
          {!items.length && (page > 1 ? !paged : !feed) ? (
            <div className="shop-page__status">
              <span className="shop-page__spinner" />
            </div>
          ) : items.length === 0 ? (
            <p className="shop-page__empty">Products not found</p>
          ) : (
            <div
              className="shop-page__results"
              aria-busy={stale}
              data-testid="shop-results"
              data-stale={stale || undefined}
            >
              <ProductGrid products={items} eagerCount={4} />
              {/* Follows the infinite scroll: how many are on the page of how many match. */}
              <p className="shop-page__showing" data-testid="showing-count">
                {page > 1
                  ? `Showing ${(page - 1) * PAGE_SIZE + 1}–${(page - 1) * PAGE_SIZE + items.length} of ${total ?? items.length}`
                  : `Showing ${items.length} of ${total ?? items.length}`}
              </p>
              <div ref={sentinel} />
              {/* Real links to the pages (crawlers, no JavaScript); the feed's own scrolling carries on past them. */}
              {(page > 1 || items.length <= PAGE_SIZE) && (
                <PageLinks params={params} page={page} lastPage={lastPage} />
              )}
              {hasMore ? (
                <div className="shop-page__status shop-page__status--more">
                  <span className="shop-page__spinner" />
                </div>
              ) : page === 1 || page >= lastPage ? (
                <p className="shop-page__end" data-testid="end-of-list">
                  No more products
                </p>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
