/**
 * Where product images live: originals (re-encoded) under uploads/products/, thumbnails
 * under uploads/products/<width>/ as WebP. The web client and the server-rendered pages get
 * relative URLs (/uploads/...), which work under any host name the shop is opened by; the
 * REST adapter keeps absolute URLs (PUBLIC_URL) for existing mobile and partner apps.
 */
export const THUMB_WIDTHS = [300, 800] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];

export class MediaUrls {
  /** `origin`: '' for relative URLs, else e.g. https://shop.example.pk. */
  constructor(private readonly origin = '') {}

  image(file: string): string {
    return `${this.origin}/uploads/products/${encodeURIComponent(file)}`;
  }

  thumb(file: string, width: ThumbWidth): string {
    return `${this.origin}/uploads/products/${width}/${encodeURIComponent(thumbName(file))}`;
  }
}

export function thumbName(file: string): string {
  return file.replace(/\.[a-z0-9]+$/i, '') + '.webp';
}
