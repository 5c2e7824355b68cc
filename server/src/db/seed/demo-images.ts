import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo catalogue's photographs: rendered once by `npm run demo:images`
 * (scripts/demo-images) and committed, so seeding needs nothing but these files. The folder is
 * found from the source (server/src/db/seed) and from the build (server/dist/db/seed) alike.
 */
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '../../../src/db/seed/images');
export const DEMO_IMAGE_SIZE = 800;

/** The file of a product's picture number `n` (from 0), e.g. cr-ami-001-1.webp. */
export function demoImageName(sku: string, n: number): string {
  return `${sku.toLowerCase()}-${n + 1}.webp`;
}

export async function demoImage(sku: string, n: number): Promise<Buffer> {
  const file = path.join(DEMO_IMAGES_DIR, demoImageName(sku, n));
  try {
    return await readFile(file);
  } catch (err) {
    throw new Error(`The demo picture ${file} is missing (npm run demo:images renders it)`, { cause: err });
  }
}
