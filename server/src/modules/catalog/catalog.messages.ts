/** What the catalogue says to people, written once (services, resolvers and the REST adapter answer with these). */
export { PRODUCT_NOT_FOUND } from '../../shared/inputs/shop-constants';
export const CATEGORY_NOT_FOUND = 'Category not found.';
export const ATTRIBUTE_NOT_FOUND = 'Attribute not found.';
export const IMAGE_NOT_FOUND = 'Image not found.';
export const PRODUCT_DELETED = 'Product deleted successfully.';
export const PRODUCT_CREATED = 'Product created successfully.';
/** The alternative (variants) product form's confirmation, as the spec words it. */
export const VARIANT_PRODUCT_CREATED = 'Product created successfully!';
export const PRODUCT_UPDATED = 'Product updated successfully.';
export const CATEGORY_CREATED = 'Category created successfully.';
export const CATEGORY_UPDATED = 'Category updated successfully.';
export const CATEGORY_DELETED = 'Category deleted successfully.';
export const BRAND_CREATED = 'Brand created successfully.';
export const BRAND_UPDATED = 'Brand updated successfully.';
export const BRAND_DELETED = 'Brand deleted successfully.';
export const ATTRIBUTE_CREATED = 'Attribute created successfully!';
export const ATTRIBUTE_UPDATED = 'Attribute updated successfully!';
export const ATTRIBUTE_DELETED = 'Attribute deleted successfully.';
export const IMAGE_UPLOADED = 'Image uploaded successfully.';
export const IMAGE_DELETED = 'Image deleted successfully.';
export const DEFAULT_IMAGE_UPDATED = 'Default image updated successfully.';
