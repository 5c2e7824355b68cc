/** What product resolvers read through the request's loaders: stock shown, the default image. */
import type { Loaders } from '../loaders';
import type { ProductEntity, ProductImageEntity } from '../../modules/catalog';
import { shownStock } from '../../modules/inventory';

/** The stock a product shows (inventory's `shownStock`: summed variant stock when it has variants, else its qty). */
export async function productStock(loaders: Loaders, product: ProductEntity): Promise<number> {
  return shownStock(product.qty, await loaders.productVariants.load(product.id));
}

/** The default image (or the first one) of a product. */
export async function defaultImage(loaders: Loaders, productId: number): Promise<ProductImageEntity | null> {
  const images = await loaders.productImages.load(productId);
  return images.find((i) => i.isDefault) ?? images[0] ?? null;
}
