import { Box, Breadcrumb, Center, Checkbox, Collapsible, Container, Grid, Heading, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/PageTitle';
import { ProductGrid } from '../../components/ProductGrid';
import { graphql } from '../../gql';
import type { ShopFiltersQuery } from '../../gql/graphql';

const ShopFiltersDocument = graphql(`
  query ShopFilters {
    categories { id name children { id name children { id name } } }
    brands { id name }
  }
`);

const ShopProductsDocument = graphql(`
  query ShopProducts($filter: ProductFilterInput, $after: String) {
    productFeed(filter: $filter, after: $after) {
      items { ...ProductCard }
      nextCursor
      hasMore
      total
    }
  }
`);

function idsParam(v: string | null): number[] {
  return (v ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

type CategoryNode = ShopFiltersQuery['categories'][number];

function CategoryTree({ nodes, selected, toggle }: { nodes: CategoryNode[]; selected: number[]; toggle: (id: number) => void }) {
  return (
    <Stack gap="2">
      {nodes.map((c) => (
        <Collapsible.Root key={c.id} defaultOpen>
          <Stack direction="row" align="center" justify="space-between">
            <CheckboxItem id={c.id} label={c.name} checked={selected.includes(c.id)} toggle={toggle} />
            {c.children.length > 0 && (
              <Collapsible.Trigger asChild>
                <Button size="2xs" variant="ghost" aria-label={`Show or hide ${c.name} sub-categories`}>▾</Button>
              </Collapsible.Trigger>
            )}
          </Stack>
          {c.children.length > 0 && (
            <Collapsible.Content>
              <Stack pl="6" pt="2" gap="2">
                {c.children.map((child) => (
                  <CheckboxItem key={child.id} id={child.id} label={child.name} checked={selected.includes(child.id)} toggle={toggle} />
                ))}
              </Stack>
            </Collapsible.Content>
          )}
        </Collapsible.Root>
      ))}
    </Stack>
  );
}

function CheckboxItem({ id, label, checked, toggle }: { id: number; label: string; checked: boolean; toggle: (id: number) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={() => toggle(id)} colorPalette="brand" size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const categoryIds = useMemo(() => idsParam(params.get('category')), [params]);
  const brandIds = useMemo(() => idsParam(params.get('brand')), [params]);
  usePageMeta(search ? `Search: ${search}` : 'Shop', 'Browse handmade crochet toys, home decor, wearables, baby gifts and bags.');

  const filters = useQuery(ShopFiltersDocument);
  const filter = { categoryIds, brandIds, search };
  const { data, loading, error, fetchMore } = useQuery(ShopProductsDocument, { variables: { filter }, notifyOnNetworkStatusChange: true });
  if (error) console.error(error);
  const feed = data?.productFeed;
  const items = feed?.items ?? [];
  const hasMore = !!feed?.hasMore;
  const [loadingMore, setLoadingMore] = useState(false);

  // Changing filters or search starts again at page 1 (a new query).
  // Read the live URL (not a render's snapshot), so quick successive clicks all count.
  const toggle = (key: 'category' | 'brand') => (id: number) => {
    const p = new URLSearchParams(window.location.search);
    const current = idsParam(p.get(key));
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    if (next.length) p.set(key, next.join(','));
    else p.delete(key);
    setParams(p);
  };

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver(async ([entry]) => {
      if (!entry.isIntersecting || loadingMore || !feed?.nextCursor) return;
      setLoadingMore(true);
      try {
        await fetchMore({ variables: { filter, after: feed.nextCursor } });
      } catch (err) {
        console.error(err);
      } finally {
        setLoadingMore(false);
      }
    }, { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasMore, feed?.nextCursor, loadingMore]);

  return (
    <Container maxW="7xl" py="8">
      <Breadcrumb.Root mb="4">
        <Breadcrumb.List>
          <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink to="/">Home</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item><Breadcrumb.CurrentLink>Shop</Breadcrumb.CurrentLink></Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="2xl" mb="6" color="brand.900">{search ? `Results for “${search}”` : 'Shop'}</Heading>
      <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="8">
        <Box as="aside" aria-label="Filters">
          <Stack gap="6" bg="white" p="5" borderRadius="card" boxShadow="sm">
            <Box>
              <Heading as="h2" size="md" mb="3">Categories</Heading>
              <CategoryTree nodes={filters.data?.categories ?? []} selected={categoryIds} toggle={toggle('category')} />
            </Box>
            <Box>
              <Heading as="h2" size="md" mb="3">Brands</Heading>
              <Stack gap="2">
                {(filters.data?.brands ?? []).map((b) => (
                  <CheckboxItem key={b.id} id={b.id} label={b.name} checked={brandIds.includes(b.id)} toggle={toggle('brand')} />
                ))}
              </Stack>
            </Box>
          </Stack>
        </Box>
        <Box>
          {loading && !items.length ? (
            <Center py="16"><Spinner color="brand.500" /></Center>
          ) : items.length === 0 ? (
            <Text py="16" textAlign="center" color="ink.600">Products not found</Text>
          ) : (
            <>
              <Text mb="4" fontSize="sm" color="ink.600">{feed?.total} products</Text>
              <ProductGrid products={items} eagerCount={4} />
              <div ref={sentinel} />
              {hasMore ? (
                <Center py="8"><Spinner color="brand.500" /></Center>
              ) : (
                <Text py="8" textAlign="center" color="ink.600" data-testid="end-of-list">No more products</Text>
              )}
            </>
          )}
        </Box>
      </Grid>
    </Container>
  );
}
