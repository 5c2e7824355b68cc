import { SimpleGrid } from '@chakra-ui/react';
import type { ProductCardFragment } from '../../../gql/graphql';
import { ProductCard } from './ProductCard';

/** `eagerCount` first images load at once (above the fold), the first two of them with high priority. */
export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: ProductCardFragment[];
  eagerCount?: number;
}) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: 3, md: 6 }}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} priority={i < Math.min(2, eagerCount)} />
      ))}
    </SimpleGrid>
  );
}
