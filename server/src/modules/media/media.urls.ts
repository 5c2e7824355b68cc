/**
 * Where product images are fetched from: originals (re-encoded) under products/, thumbnails
 * under products/<width>/ as WebP, below a base: the shop's own /uploads (served from the
 * store) or MEDIA_PUBLIC_URL (a CDN, or the bucket's public address for its uploads/ prefix).
 * The web client and the server-rendered pages get relative URLs (/uploads/...) when the shop
 * serves them, which work under any host name the shop is opened by; the REST adapter keeps
 * absolute URLs (PUBLIC_URL) for existing mobile and partner apps.
 */
export const THUMB_WIDTHS = [300, 800] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];

export class MediaUrls {
  /** `base`: '/uploads' for relative URLs, else e.g. https://shop.example.pk/uploads or https://media.example.pk. */
  constructor(private readonly base = '/uploads') {}

  image(file: string): string {
    return `${this.base}/products/${encodeURIComponent(file)}`;
  }

  thumb(file: string, width: ThumbWidth): string {
    return `${this.base}/products/${width}/${encodeURIComponent(thumbName(file))}`;
  }
}

export function thumbName(file: string): string {
  return file.replace(/\.[a-z0-9]+$/i, '') + '.webp';
}
