/**
 * Where product images live: originals (re-encoded) under uploads/products/, thumbnails
 * under uploads/products/<width>/ as WebP. URLs are absolute (PUBLIC_URL) so mobile
 * and partner apps can use them as they are.
 */
export const THUMB_WIDTHS = [300, 800] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];

export class MediaUrls {
  constructor(private readonly publicUrl: string) {}

  image(file: string): string {
    return `${this.publicUrl}/uploads/products/${encodeURIComponent(file)}`;
  }

  thumb(file: string, width: ThumbWidth): string {
    return `${this.publicUrl}/uploads/products/${width}/${encodeURIComponent(thumbName(file))}`;
  }
}

export function thumbName(file: string): string {
  return file.replace(/\.[a-z0-9]+$/i, '') + '.webp';
}
