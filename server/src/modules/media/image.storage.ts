import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMMUTABLE, type ObjectStore } from '../../platform/storage';
import { ValidationError } from '../../shared/errors';
import { THUMB_WIDTHS, thumbName } from './media.urls';

export const IMAGE_TOO_LARGE = 'The image may not be greater than 5 MB.';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 2000;

/** JPEG, PNG or WebP by magic bytes (never by name or declared type). */
export function imageKind(buf: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const NOT_AN_IMAGE = 'The image must be a JPEG, PNG or WebP file.';

/** Where a product image and its thumbnails are kept in the store (public, under uploads/). */
export const imageKey = (file: string) => `uploads/products/${file}`;
export const thumbKey = (file: string, width: number) => `uploads/products/${width}/${thumbName(file)}`;

/**
 * Product images in the object store (DATA_DIR or a bucket): each upload is checked,
 * re-encoded (metadata stripped) to WebP under a server-chosen name that is never reused
 * (so every copy of it may be cached for a year), with 300 and 800 px wide thumbnails.
 */
export class ImageStorage {
  constructor(private readonly store: ObjectStore) {}

  private async put(key: string, data: Buffer): Promise<void> {
    await this.store.put(key, data, {
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
  }

  async saveProductImage(
    input: Buffer,
    field = 'image',
  ): Promise<{ file: string; width: number; height: number }> {
    if (input.length > MAX_IMAGE_BYTES) throw ValidationError.single(field, IMAGE_TOO_LARGE);
    if (!imageKind(input)) throw ValidationError.single(field, NOT_AN_IMAGE);
    const file = `${randomUUID()}.webp`;
    let original: { data: Buffer; info: sharp.OutputInfo };
    try {
      original = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw ValidationError.single(field, NOT_AN_IMAGE);
    }
    // Thumbnails first: once the original is there, so is every size a page may ask for.
    try {
      for (const width of THUMB_WIDTHS) {
        const thumb = await sharp(original.data)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await this.put(thumbKey(file, width), thumb);
      }
      await this.put(imageKey(file), original.data);
    } catch (err) {
      await this.removeProductImage(file).catch(() => undefined);
      throw err;
    }
    return { file, width: original.info.width, height: original.info.height };
  }

  /** Removes an image and its thumbnails; missing ones are fine. */
  async removeProductImage(file: string): Promise<void> {
    if (!/^[A-Za-z0-9._-]+$/.test(file) || file.startsWith('.'))
      throw new Error(`Refusing to delete unsafe file name: ${file}`);
    await this.store.delete(imageKey(file));
    for (const width of THUMB_WIDTHS) await this.store.delete(thumbKey(file, width));
  }
}
