/** What the shop shows where a product has no image (client/public/placeholder.svg). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** A product's image URL, or the placeholder when it has none. */
export const imageOrPlaceholder = (url: string | null | undefined): string => url || PLACEHOLDER_IMAGE;
