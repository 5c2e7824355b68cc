import {
  Box,
  Breadcrumb,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { ProductGrid } from '../components/ProductGrid';
import type { ShopFiltersQuery } from '../../../gql/graphql';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { PriceRangePlaceholder } from '../components/PriceRangeFields';
import {
  priceParams,
  SORT_OPTIONS,
  sortParam,
  toGraphQLSort,
  type PriceRange,
  type SortValue,
} from '../components/shopListing';
import { ShopFiltersDocument, ShopProductsDocument } from '../api/shop';

// Phones show the filters in a drawer, whose code loads the first time it opens.
const FiltersDrawer = lazy(() =>
  import('../components/FiltersDrawer').then((m) => ({ default: m.FiltersDrawer })),
);
// The price range form (react-hook-form) loads after the page: the page shows its placeholder until then.
const PriceRangeForm = lazy(() =>
  import('../components/PriceRangeForm').then((m) => ({ default: m.PriceRangeForm })),
);

function idsParam(v: string | null): number[] {
  return (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

type CategoryNode = ShopFiltersQuery['categories'][number];

/*
 * The filter tree is plain elements styled by the theme's `.filter-*` classes (app/theme.ts):
 * a score of checkboxes costs nothing to render and hydrate that way.
 */
function CategoryTree({
  nodes,
  selected,
  toggle,
  scope,
}: {
  nodes: CategoryNode[];
  selected: number[];
  toggle: (id: number) => void;
  scope: string;
}) {
  return (
    <div className="filter-list">
      {nodes.map((c) => (
        <CategoryBranch key={c.id} node={c} selected={selected} toggle={toggle} scope={scope} />
      ))}
    </div>
  );
}

function CategoryBranch({
  node,
  selected,
  toggle,
  scope,
}: {
  node: CategoryNode;
  selected: number[];
  toggle: (id: number) => void;
  scope: string;
}) {
  const [open, setOpen] = useState(true);
  const id = `${scope}-subcategories-${node.id}`;
  return (
    <div>
      <div className="filter-row">
        <CheckboxItem id={node.id} label={node.name} checked={selected.includes(node.id)} toggle={toggle} />
        {node.children.length > 0 && (
          <button
            type="button"
            className="filter-toggle"
            aria-label={`Show or hide ${node.name} sub-categories`}
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
          >
            ▾
          </button>
        )}
      </div>
      {node.children.length > 0 && (
        <div className="filter-list filter-list--nested" id={id} hidden={!open}>
          {node.children.map((child) => (
            <CheckboxItem
              key={child.id}
              id={child.id}
              label={child.name}
              checked={selected.includes(child.id)}
              toggle={toggle}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function CheckboxItem({
  id,
  label,
  checked,
  toggle,
}: {
  id: number;
  label: string;
  checked: boolean;
  toggle: (id: number) => void;
}) {
  return (
    <label className="filter-check">
      <input type="checkbox" checked={checked} onChange={() => toggle(id)} />
      <span>{label}</span>
    </label>
  );
}

/** The order of the listing (a plain select, styled by the theme's `.shop-sort`). */
function SortSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SortValue;
  onChange: (sort: SortValue) => void;
}) {
  return (
    <div className="shop-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(sortParam(e.target.value))}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const categoryIds = useMemo(() => idsParam(params.get('category')), [params]);
  const brandIds = useMemo(() => idsParam(params.get('brand')), [params]);
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
  const variables = { filter, sort: toGraphQLSort(sort) };
  const { data, loading, error, fetchMore } = useQuery(ShopProductsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.error(error);
  const feed = data?.productFeed;
  const items = feed?.items ?? [];
  const hasMore = !!feed?.hasMore;
  const [loadingMore, setLoadingMore] = useState(false);

  // Changing filters, the order or search starts again at page 1 (a new query).
  // Read the live URL (not a render's snapshot), so quick successive clicks all count.
  const update = (change: (p: URLSearchParams) => void) => {
    const p = new URLSearchParams(window.location.search);
    change(p);
    setParams(p);
  };
  const toggle = (key: 'category' | 'brand') => (id: number) =>
    update((p) => {
      const current = idsParam(p.get(key));
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
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
      <Box>
        <Heading as="h2" size="md" mb="3">
          Price
        </Heading>
        <Suspense fallback={<PriceRangePlaceholder scope={scope} range={priceRange} />}>
          <PriceRangeForm scope={scope} range={priceRange} onApply={setPriceRange} />
        </Suspense>
      </Box>
      <Box>
        <Heading as="h2" size="md" mb="3">
          Categories
        </Heading>
        <CategoryTree
          nodes={filters.data?.categories ?? []}
          selected={categoryIds}
          toggle={toggle('category')}
          scope={scope}
        />
      </Box>
      <Box>
        <Heading as="h2" size="md" mb="3">
          Brands
        </Heading>
        <div className="filter-list">
          {(filters.data?.brands ?? []).map((b) => (
            <CheckboxItem
              key={b.id}
              id={b.id}
              label={b.name}
              checked={brandIds.includes(b.id)}
              toggle={toggle('brand')}
            />
          ))}
        </div>
      </Box>
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
    <Container maxW="7xl" py="8">
      <Breadcrumb.Root mb="4">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>Shop</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="2xl" mb="6" color="brand.900">
        {search ? `Results for “${search}”` : 'Shop'}
      </Heading>
      {/* Phones: the filters behind a button, so the products start on the first screen. */}
      <HStack display={{ base: 'flex', md: 'none' }} mb="4" justify="space-between">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(true)}
        >
          Filters{active ? ` (${active})` : ''}
        </Button>
      </HStack>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            <Stack gap="6">{filterPanels('drawer')}</Stack>
          </FiltersDrawer>
        </Suspense>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }} gap="8">
        <Box as="aside" aria-label="Filters" display={{ base: 'none', md: 'block' }}>
          <Stack gap="6" bg="white" p="5" borderRadius="card" boxShadow="sm">
            {filterPanels('side')}
          </Stack>
        </Box>
        <Box>
          <HStack mb="4" justify="space-between" gap="3" minH="9">
            <Text fontSize="sm" color="ink.600">
              {feed ? `${feed.total} products` : ''}
            </Text>
            <SortSelect id="shop-sort" value={sort} onChange={setSort} />
          </HStack>
          {loading && !items.length ? (
            <Center py="16">
              <Spinner color="brand.500" />
            </Center>
          ) : items.length === 0 ? (
            <Text py="16" textAlign="center" color="ink.600">
              Products not found
            </Text>
          ) : (
            <>
              <ProductGrid products={items} eagerCount={4} />
              {/* Follows the infinite scroll: how many are on the page of how many match. */}
              <Text mt="6" textAlign="center" fontSize="sm" color="ink.600" data-testid="showing-count">
                {`Showing ${items.length} of ${feed?.total ?? items.length}`}
              </Text>
              <div ref={sentinel} />
              {hasMore ? (
                <Center py="8">
                  <Spinner color="brand.500" />
                </Center>
              ) : (
                <Text py="8" textAlign="center" color="ink.600" data-testid="end-of-list">
                  No more products
                </Text>
              )}
            </>
          )}
        </Box>
      </Grid>
    </Container>
  );
}
