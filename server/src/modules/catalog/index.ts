export type { BrandEntity } from './brand.entity';
export { BrandService } from './brand.service';
export { CatalogTags, catalogCachePolicy, STOCK_ONLY_COLUMNS } from './cache-policy';
export { CatalogAdminService } from './catalog.admin.service';
export type { CategoryEntity } from './category.entity';
export { CategoryService, type CategoryNode } from './category.service';
export { hiddenReasons } from './hidden-reasons';
export {
  MAX_GALLERY_FILES,
  PRODUCT_SORTS,
  ProductAdminService,
  parseVersion,
  type ProductFormData,
  type ProductListQuery,
} from './product.admin.service';
export type { ProductEntity, ProductVariantEntity } from './product.entity';
export type { ProductImageEntity } from './product-image.entity';
export { relationsOf, type LinkedAttributeValue } from './product.relations';
export { lockVisibleProduct, productSheet, productsById, visibleProductsForPricing } from './catalog.reads';
export {
  LISTING_SORTS,
  priceRange,
  type ListingSort,
  type ProductFilter,
  PAGE_SIZE,
} from './product.listing';
export { ProductService } from './product.service';
export { productPath } from './product-path';
export { catalogueSitemap, SITEMAP_MAX_URLS } from './sitemap';
export { SearchIndex } from './search.index';
export { purchaseOptions, type PickableVariant } from './purchase-options';
export {
  PRODUCT_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  ATTRIBUTE_NOT_FOUND,
  IMAGE_NOT_FOUND,
  PRODUCT_DELETED,
  PRODUCT_CREATED,
  VARIANT_PRODUCT_CREATED,
  PRODUCT_UPDATED,
  CATEGORY_CREATED,
  CATEGORY_UPDATED,
  CATEGORY_DELETED,
  BRAND_CREATED,
  BRAND_UPDATED,
  BRAND_DELETED,
  ATTRIBUTE_CREATED,
  ATTRIBUTE_UPDATED,
  ATTRIBUTE_DELETED,
  IMAGE_UPLOADED,
  IMAGE_DELETED,
  DEFAULT_IMAGE_UPDATED,
} from './catalog.messages';
