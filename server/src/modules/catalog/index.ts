export { AttributeEntity, AttributeValueEntity } from './attribute.entity';
export { cellsOf, shownStock } from './availability';
export { BrandEntity } from './brand.entity';
export { BrandService } from './brand.service';
export { CatalogTags, catalogCachePolicy } from './cache-policy';
export { CatalogAdminService } from './catalog.admin.service';
export { CategoryEntity } from './category.entity';
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
export { cellField, stockProblems, type StockCell } from './product.stock';
export { ProductAttributeValueEntity, ProductEntity, ProductVariantEntity } from './product.entity';
export { relationsOf, type LinkedAttributeValue } from './product.sql';
export { LISTING_SORTS, priceRange } from './product.listing';
export { ProductService } from './product.service';
export { productPath, productSlug } from './product-path';
export { catalogueSitemap, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap';
export { SearchIndex } from './search.index';
export { visibleProductSql } from './visibility';
export {
  STOCK_ONLY_COLUMNS,
  changesSearch,
  dependsOnListing,
  dependsOnProducts,
  listingColumns,
} from './cache-policy';
export * from './catalog.messages';
export { lowStockSql } from './low-stock';
export { type ListingSort, type ProductFilter, PAGE_SIZE } from './product.listing';
export { purchaseOptions, type PickableVariant } from './purchase-options';
