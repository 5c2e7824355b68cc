/** A product's relations read with it in one query (product.sql.ts), kept beside it for the request's loaders. */
import type { ProductImageEntity } from './product-image.entity';
import type { ProductEntity, ProductVariantEntity } from './product.entity';

/** An attribute value as linked to a product, with that value's stock (the pivot qty). */
export interface LinkedAttributeValue {
  productId: number;
  id: number;
  value: string;
  code: string | null;
  position: number;
  attributeId: number;
  attributeName: string;
  qty: number;
}

/** What a product card or page shows beside the product's own columns, read in the same query. */
export interface ProductRelations {
  images: ProductImageEntity[];
  attributeValues: LinkedAttributeValue[];
  variants: ProductVariantEntity[];
  category: { id: number; name: string; status: number; parentId: number | null };
  brand: { id: number; name: string; status: number } | null;
}

const relations = new WeakMap<ProductEntity, ProductRelations>();

/** Keeps `product`'s relations, read in the same query, beside it. */
export function keepRelations(product: ProductEntity, r: ProductRelations): void {
  relations.set(product, r);
}

/** The relations read with this product (`productsWithRelations`), if it was read that way. */
export function relationsOf(product: ProductEntity): ProductRelations | undefined {
  return relations.get(product);
}
