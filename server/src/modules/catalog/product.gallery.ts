import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { ImageStorage } from '../media';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity } from './product.entity';
import { IMAGE_NOT_FOUND, PRODUCT_NOT_FOUND } from './catalog.messages';

/** A product's gallery in the back office: images added, removed, one made the default (the product's version moves with it). */
export class ProductGallery {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: ImageStorage,
  ) {}

  async addImage(productId: number, file: Buffer | undefined): Promise<ProductImageEntity> {
    if (!file) throw ValidationError.single('image', 'No files selected.');
    if (!(await this.ds.getRepository(ProductEntity).exists({ where: { id: productId } })))
      throw new NotFoundError(PRODUCT_NOT_FOUND);
    const saved = await this.storage.saveProductImage(file);
    try {
      return await this.ds.transaction(async (em) => {
        // The product row first (it orders concurrent uploads); the first image becomes the default, a change of the product.
        const [[product]] = await em.query(
          `UPDATE products SET version = version + CASE WHEN EXISTS (SELECT 1 FROM product_images WHERE product_id = $1) THEN 0 ELSE 1 END
            WHERE id = $1 RETURNING (SELECT count(*)::int FROM product_images WHERE product_id = $1) AS n,
                                    (SELECT coalesce(max(position), -1) + 1 FROM product_images WHERE product_id = $1) AS pos`,
          [productId],
        );
        if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
        const repo = em.getRepository(ProductImageEntity);
        return repo.save(
          repo.create({
            productId,
            image: saved.file,
            isDefault: product.n === 0,
            position: product.pos,
            width: saved.width,
            height: saved.height,
          }),
        );
      });
    } catch (err) {
      await this.storage.removeProductImage(saved.file).catch(() => undefined);
      throw err;
    }
  }

  async deleteImage(imageId: number): Promise<void> {
    const img = await this.ds.getRepository(ProductImageEntity).findOneBy({ id: imageId });
    if (!img) throw new NotFoundError(IMAGE_NOT_FOUND);
    await this.ds.transaction(async (em) => {
      await em.getRepository(ProductImageEntity).delete({ id: imageId });
      if (img.isDefault) {
        // Another image becomes the default: a change of the product (its version) in the same statement.
        await em.query(
          `WITH d AS (UPDATE product_images SET is_default = true WHERE id = (SELECT id FROM product_images WHERE product_id = $1 ORDER BY position, id LIMIT 1))
           UPDATE products SET version = version + 1 WHERE id = $1`,
          [img.productId],
        );
      }
    });
    await this.storage.removeProductImage(img.image);
  }

  /** Makes one image the default; the product's image_url follows it. */
  async setDefaultImage(productId: number, imageId: number): Promise<void> {
    const img = await this.ds.getRepository(ProductImageEntity).findOneBy({ id: imageId, productId });
    if (!img) throw new NotFoundError(IMAGE_NOT_FOUND);
    await this.ds.transaction(async (em) => {
      // Two statements: the one-default-per-product index is checked row by row.
      await em.query('UPDATE product_images SET is_default = false WHERE product_id = $1 AND is_default', [
        productId,
      ]);
      await em.query(
        'WITH d AS (UPDATE product_images SET is_default = true WHERE id = $2) UPDATE products SET version = version + 1 WHERE id = $1',
        [productId, imageId],
      );
    });
  }
}
