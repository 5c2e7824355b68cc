/** What the catalogue says to people, written once (services, resolvers and the REST adapter answer with these). */
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const CATEGORY_NOT_FOUND = 'Category not found.';
export const ATTRIBUTE_NOT_FOUND = 'Attribute not found.';
export const IMAGE_NOT_FOUND = 'Image not found.';
export const PRODUCT_DELETED = 'Product deleted successfully.';
