/**
 * The REST shapes of spec section 3 (snake_case, Laravel-like) built from entities.
 * Relations come from the per-request DataLoaders, so a list costs a fixed number of queries.
 */
import { primeRelations, type Loaders } from '../graphql/loaders';
import { type CategoryNode, type ProductEntity, type ProductImageEntity } from '../modules/catalog';
import { defaultImage, productStock } from '../graphql/catalog/product.loaders';
import type { MediaUrls } from '../modules/media';
import type { ReviewEntity } from '../modules/reviews';
import { toRupees } from '../shared/money';
import type { PageMeta } from '../platform/db/count';

export async function serializeProduct(p: ProductEntity, loaders: Loaders, media: MediaUrls) {
  primeRelations(loaders, [p]);
  const [images, values, variants, category, brand, stock, main] = await Promise.all([
    loaders.productImages.load(p.id),
    loaders.productAttributeValues.load(p.id),
    loaders.productVariants.load(p.id),
    loaders.category.load(p.categoryId),
    p.brandId == null ? null : loaders.brand.load(p.brandId),
    productStock(loaders, p),
    defaultImage(loaders, p.id),
  ]);
  const valueNames = await Promise.all(
    variants
      .flatMap((v) => [v.sizeValueId, v.colorValueId])
      .map((id) => (id == null ? null : loaders.attributeValue.load(id))),
  );
  return {
    id: p.id,
    title: p.title,
    price: toRupees(p.price),
    compare_price: toRupees(p.comparePrice),
    qty: p.qty,
    stock,
    sku: p.sku,
    barcode: p.barcode,
    status: p.status,
    is_featured: p.isFeatured ? 'yes' : 'no',
    short_description: p.shortDescription,
    description: p.description,
    image_url: main ? media.image(main.image) : null,
    thumbnail_url: main ? media.thumb(main.image, 300) : null,
    category_id: p.categoryId,
    brand_id: p.brandId,
    category: category ? { id: category.id, name: category.name } : null,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    average_rating: p.averageRating,
    review_count: p.reviewCount,
    product_images: images.map((i) => serializeImage(i, media)),
    attribute_values: values.map((v) => ({
      id: v.id,
      value: v.value,
      code: v.code,
      attribute: { id: v.attributeId, name: v.attributeName },
      pivot: { qty: v.qty },
    })),
    variants: variants.map((v, i) => ({
      id: v.id,
      sku: v.sku,
      price: toRupees(v.price),
      stock: v.stock,
      size_id: v.sizeValueId,
      color_id: v.colorValueId,
      size: valueNames[i * 2]?.value ?? null,
      color: valueNames[i * 2 + 1]?.value ?? null,
    })),
    created_at: p.createdAt.toISOString(),
  };
}

/** A gallery image with its full-size and 300 px thumbnail addresses. */
export function serializeImage(i: ProductImageEntity, media: MediaUrls) {
  return {
    id: i.id,
    image: i.image,
    image_url: media.image(i.image),
    thumbnail_url: media.thumb(i.image, 300),
    is_default: i.isDefault,
  };
}

export function serializeProducts(list: ProductEntity[], loaders: Loaders, media: MediaUrls) {
  return Promise.all(list.map((p) => serializeProduct(p, loaders, media)));
}

export interface RestCategory {
  id: number;
  name: string;
  status: number;
  parent_id: number | null;
  child: RestCategory[];
}

export function serializeCategoryTree(nodes: CategoryNode[]): RestCategory[] {
  return nodes.map((n) => ({
    id: n.id,
    name: n.name,
    status: n.status,
    parent_id: n.parentId,
    child: serializeCategoryTree(n.children),
  }));
}

export function serializeReview(r: ReviewEntity) {
  return {
    id: r.id,
    product_id: r.productId,
    name: r.name,
    comment: r.comment,
    rating: r.rating,
    created_at: r.createdAt.toISOString(),
  };
}

/** A page's place among all, as the documented lists answer it (`meta`). */
export function serializePageMeta(p: PageMeta) {
  return { current_page: p.currentPage, last_page: p.lastPage, per_page: p.perPage, total: p.total };
}
