import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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

/**
 * Product images on disk: each upload is checked, re-encoded (metadata stripped) to WebP
 * under a server-chosen name, with 300 and 800 px wide thumbnails.
 */
export class ImageStorage {
  readonly dir: string;

  constructor(uploadsDir: string) {
    this.dir = path.join(uploadsDir, 'products');
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
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, file), original.data);
    for (const width of THUMB_WIDTHS) {
      const thumb = await sharp(original.data)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await mkdir(path.join(this.dir, String(width)), { recursive: true });
      await writeFile(path.join(this.dir, String(width), thumbName(file)), thumb);
    }
    return { file, width: original.info.width, height: original.info.height };
  }

  /** Removes an image and its thumbnails; missing files are fine. */
  async removeProductImage(file: string): Promise<void> {
    if (!/^[A-Za-z0-9._-]+$/.test(file) || file.startsWith('.'))
      throw new Error(`Refusing to delete unsafe file name: ${file}`);
    await rm(path.join(this.dir, file), { force: true });
    for (const width of THUMB_WIDTHS)
      await rm(path.join(this.dir, String(width), thumbName(file)), { force: true });
  }
}
