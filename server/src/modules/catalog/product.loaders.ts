/** What product resolvers read through the request's loaders: relations primed, stock shown, the default image. */
import type { Loaders } from '../../graphql/loaders';
import type { ProductImageEntity } from '../media';
import { shownStock } from '../inventory';
import type { BrandEntity } from './brand.entity';
import type { CategoryEntity } from './category.entity';
import type { ProductEntity } from './product.entity';
import { relationsOf } from './product.sql';

/**
 * Hands the relations read together with products (product.sql.ts) to the request's
 * loaders, so that showing them sends no further query.
 */
export function primeRelations(loaders: Loaders, list: readonly ProductEntity[]): void {
  for (const p of list) {
    const r = relationsOf(p);
    if (!r) continue;
    loaders.productImages.prime(p.id, r.images);
    loaders.productAttributeValues.prime(p.id, r.attributeValues);
    loaders.productVariants.prime(p.id, r.variants);
    loaders.category.prime(r.category.id, r.category as CategoryEntity);
    if (r.brand) loaders.brand.prime(r.brand.id, r.brand as BrandEntity);
  }
}

/** The stock a product shows (inventory's `shownStock`: summed variant stock when it has variants, else its qty). */
export async function productStock(loaders: Loaders, product: ProductEntity): Promise<number> {
  return shownStock(product.qty, await loaders.productVariants.load(product.id));
}

/** The default image (or the first one) of a product. */
export async function defaultImage(loaders: Loaders, productId: number): Promise<ProductImageEntity | null> {
  const images = await loaders.productImages.load(productId);
  return images.find((i) => i.isDefault) ?? images[0] ?? null;
}
