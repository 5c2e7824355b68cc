export { AttributeEntity, AttributeValueEntity } from './attribute.entity';
export { BrandEntity } from './brand.entity';
export { BrandService } from './brand.service';
export { CatalogTags, catalogCachePolicy } from './cache-policy';
export { CatalogAdminResolver } from './catalog.admin.resolver';
export { CatalogAdminService } from './catalog.admin.service';
export { DeletePayload } from './catalog.admin.types';
export { CategoryEntity } from './category.entity';
export { CategoryResolver } from './category.resolver';
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
export { ProductAttributeValueEntity, ProductEntity, ProductVariantEntity } from './product.entity';
export {
  ProductFeedResolver,
  ProductImageResolver,
  ProductResolver,
  ProductVariantResolver,
} from './product.resolver';
export { relationsOf, type LinkedAttributeValue } from './product.sql';
export { LISTING_SORTS, priceRange } from './product.listing';
export { ProductService } from './product.service';
export { productPath, productSlug } from './product-path';
export { ProductPathResolver } from './product-path.resolver';
export { ProductVariantAdminResolver } from './product-variants.resolver';
export { catalogueSitemap, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap';
export { ProductPurchaseResolver } from './purchase.resolver';
export { SearchIndex } from './search.index';
export { visibleProductSql } from './visibility';
export { defaultImage, primeRelations, productStock } from './product.loaders';
export {
  STOCK_ONLY_COLUMNS,
  changesSearch,
  dependsOnListing,
  dependsOnProducts,
  listingColumns,
} from './cache-policy';
export * from './catalog.messages';
