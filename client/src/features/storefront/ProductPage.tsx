import { Badge, Box, Button, Center, Container, Grid, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/PageTitle';
import { Price } from '../../components/Price';
import { Stars } from '../../components/Stars';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { useSsrStatus } from '../../lib/ssr';
import { addToCart, attributeGroups, cartDrawerOpenVar, cartVar, setCart } from '../../lib/cart';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { Gallery } from './Gallery';

// The review form's code (dialog, fields, validation) loads when it is first opened.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((m) => ({ default: m.ReviewDialog })));

const ProductDetailsDocument = graphql(`
  query ProductDetails($id: Int!) {
    product(id: $id) {
      id
      title
      price
      comparePrice
      stock
      sku
      shortDescription
      description
      averageRating
      reviewCount
      imageUrl
      category { id name }
      images { id imageUrl large: thumbnailUrl(width: 800) thumb: thumbnailUrl(width: 300) }
      attributeValues { id value code qty attribute { id name } }
    }
  }
`);

// Its own query: for an unknown product it fails ("not found") while the product is a cached null.
const ProductReviewsDocument = graphql(`
  query ProductReviews($id: Int!) {
    productReviews(productId: $id) { id name comment rating createdAt }
  }
`);

/** A review's date, the same on the server and in every browser (the shop's time zone). */
const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-PK', { timeZone: 'Asia/Karachi' });

export function ProductPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(ProductDetailsDocument, { variables: { id }, skip: !valid });
  const reviews = useQuery(ProductReviewsDocument, { variables: { id }, skip: !valid || data?.product === null });
  const product = data?.product;
  usePageMeta(product?.title ?? (data || !valid ? 'Product not found' : 'Product'), product?.shortDescription ?? undefined);
  useSsrStatus(!valid || (data && !product) ? 404 : 200);
  const lines = useReactiveVar(cartVar);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [qty, setQty] = useState(1);
  const [reviewOpen, setReviewOpen] = useState(false);
  const reviewUsed = useOpenedOnce(reviewOpen);

  if (loading && !data) return <Center py="24"><Spinner color="brand.500" /></Center>;
  if (error && !error.message.includes('not found')) console.error(error);
  if (!product) {
    return (
      <Container maxW="xl" py="24" textAlign="center">
        <Heading mb="4">Product not found</Heading>
        <Button asChild colorPalette="brand"><RouterLink to="/shop">Go to Shop</RouterLink></Button>
      </Container>
    );
  }

  const soldOut = product.stock <= 0;
  const groups = attributeGroups(product);

  function onAdd() {
    if (!product) return;
    const { lines: next, result } = addToCart(lines, product, Object.values(chosen), qty, { detailPage: true });
    if (!result.ok) {
      (result.level === 'info' ? notify.info : notify.error)(result.message);
      return;
    }
    setCart(next);
    notify.success(result.message);
    setQty(1);
    cartDrawerOpenVar(true);
  }

  return (
    <Container maxW="7xl" py="8">
      <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} gap={{ base: 6, md: 12 }}>
        <Gallery images={product.images} title={product.title} />
        <Stack gap="4">
          {product.category && <Text color="sage.700" fontSize="sm" fontWeight="semibold">{product.category.name}</Text>}
          <Heading as="h1" size="3xl" color="brand.900">{product.title}</Heading>
          <HStack gap="3">
            <Stars rating={product.averageRating} />
            <Text fontSize="sm" color="ink.600">{product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}</Text>
          </HStack>
          <Price price={product.price} comparePrice={product.comparePrice} size="lg" />
          {product.shortDescription && <Text color="ink.700">{product.shortDescription}</Text>}
          <Text fontSize="sm" color="ink.600">SKU: {product.sku}</Text>
          {groups.map((g) => (
            <Box key={g.attribute.id}>
              <Text fontWeight="semibold" mb="2" id={`attr-${g.attribute.id}`}>{g.attribute.name}</Text>
              <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby={`attr-${g.attribute.id}`}>
                {g.values.map((v) => {
                  const selected = chosen[g.attribute.id] === v.id;
                  return (
                    <Button
                      key={v.id}
                      size="sm"
                      role="radio"
                      aria-checked={selected}
                      variant={selected ? 'solid' : 'outline'}
                      colorPalette="brand"
                      opacity={v.qty <= 0 ? 0.5 : 1}
                      textDecoration={v.qty <= 0 ? 'line-through' : undefined}
                      onClick={() => setChosen((c) => ({ ...c, [g.attribute.id]: v.id }))}
                    >
                      {v.value}
                    </Button>
                  );
                })}
              </HStack>
            </Box>
          ))}
          <HStack gap="3" mt="2">
            <HStack borderWidth="1px" borderRadius="md" bg="white">
              <Button variant="ghost" size="sm" aria-label="Decrease quantity" onClick={() => setQty((q) => Math.max(1, q - 1))}>−</Button>
              <Text minW="8" textAlign="center" aria-live="polite" data-testid="qty">{qty}</Text>
              <Button variant="ghost" size="sm" aria-label="Increase quantity" onClick={() => setQty((q) => q + 1)}>+</Button>
            </HStack>
            <Button colorPalette="brand" size="lg" onClick={onAdd} disabled={soldOut} flex="1">
              {soldOut ? 'Sold Out' : 'Add To Cart'}
            </Button>
          </HStack>
          {soldOut && <Badge colorPalette="red" alignSelf="start">Sold Out</Badge>}
        </Stack>
      </Grid>

      <Tabs.Root defaultValue="description" mt="12" colorPalette="brand" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="description">Description</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Reviews ({reviews.data?.productReviews.length ?? product.reviewCount})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="description">
          {/* Descriptions are admin HTML, sanitized by the server when saved. */}
          <Box className="product-description" lineHeight="tall" css={{ '& ul': { pl: 6, listStyle: 'disc' }, '& p': { mb: 3 } }} dangerouslySetInnerHTML={{ __html: product.description ?? '' }} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <Stack gap="5">
            {(reviews.data?.productReviews ?? []).length === 0 ? (
              <Text color="ink.600">{reviews.loading ? 'Loading reviews…' : 'No reviews yet.'}</Text>
            ) : (
              reviews.data?.productReviews.map((r) => (
                <Box key={r.id} bg="white" p="4" borderRadius="md" boxShadow="xs" data-testid="review">
                  <HStack justify="space-between"><Text fontWeight="semibold">{r.name}</Text><Stars rating={r.rating} /></HStack>
                  <Text mt="1" whiteSpace="pre-wrap">{r.comment}</Text>
                  <Text mt="1" fontSize="xs" color="ink.600" suppressHydrationWarning>{reviewDate(r.createdAt)}</Text>
                </Box>
              ))
            )}
            <Box>
              <Button colorPalette="brand" variant="outline" aria-haspopup="dialog" aria-expanded={reviewOpen} onClick={() => setReviewOpen(true)}>Add a Review</Button>
              {reviewUsed && (
                <Suspense fallback={null}>
                  <ReviewDialog productId={product.id} open={reviewOpen} setOpen={setReviewOpen} onCreated={() => void Promise.all([refetch(), reviews.refetch()])} />
                </Suspense>
              )}
            </Box>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
