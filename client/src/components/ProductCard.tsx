import { Badge, Box, Button, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductCardFragment } from '../gql/graphql';
import { Price } from './Price';
import { Stars } from './Stars';

export const ProductCardFragmentDoc = graphql(`
  fragment ProductCard on Product {
    id
    title
    price
    comparePrice
    stock
    averageRating
    reviewCount
    thumbnailUrl(width: 300)
  }
`);

/** `eager`: above the fold (not lazy); `priority`: the page's first image, fetched first. */
export function ProductCard({ product, eager = false, priority = false }: { product: ProductCardFragment; eager?: boolean; priority?: boolean }) {
  const soldOut = product.stock <= 0;
  return (
    <LinkBox as="article" bg="white" borderRadius="card" overflow="hidden" boxShadow="sm" _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }} transition="all 0.2s" data-testid="product-card">
      <Box position="relative" bg="cream.100" aspectRatio={1}>
        {product.thumbnailUrl ? (
          <Image src={product.thumbnailUrl} alt={product.title} width={300} height={300} w="100%" h="100%" objectFit="cover" loading={eager ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
        ) : (
          <Box w="100%" h="100%" />
        )}
        {soldOut && (
          <Badge position="absolute" top="3" left="3" colorPalette="red" variant="solid" size="md">
            Sold Out
          </Badge>
        )}
      </Box>
      <Stack p="4" gap="1.5">
        <LinkOverlay asChild>
          <RouterLink to={`/product/${product.id}`}>
            <Text fontWeight="semibold" lineClamp={2} color="ink.800">
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Stars rating={product.averageRating} count={product.reviewCount} />
        <Price price={product.price} comparePrice={product.comparePrice} size="sm" />
        {!soldOut && (
          <Button asChild size="sm" colorPalette="brand" variant="subtle" mt="1" position="relative" zIndex={1}>
            <RouterLink to={`/product/${product.id}`} aria-label={`Add To Cart: choose options for ${product.title}`}>
              Add To Cart
            </RouterLink>
          </Button>
        )}
      </Stack>
    </LinkBox>
  );
}
