export { IMAGE_TOO_LARGE, ImageStorage, MAX_IMAGE_BYTES, imageKind } from './image.storage';
export { MediaUrls, THUMB_WIDTHS } from './media.urls';
