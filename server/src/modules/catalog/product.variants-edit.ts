/**
 * The variants of a product from the variant form, on its edit page: one added (its SKU, size,
 * colour, price and first stock), repriced or removed. Each takes the product row first, as
 * orders and the edit form do, and moves the product's version, so an edit form open meanwhile
 * reads the product again and keeps its own unsaved edits (client product-merge.ts). Stock is
 * restocked through the edit form's stock cells (inventory's stock.adjust.ts), never here.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { hasSqlState, SQLSTATE } from '../../platform/db/db-errors';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { VariantInput } from '../../shared/inputs/catalog';
import { toPaisa } from '../../shared/money';
import { PRODUCT_NOT_FOUND } from './catalog.messages';
import { variantValueId } from './product.variants-form';

export const VARIANT_NOT_FOUND = 'Variant not found.';
const SKU_TAKEN = 'The SKU has already been taken.';

export class ProductVariants {
  constructor(private readonly ds: DataSource) {}

  /** Adds a variant to product `productId`; answers the product id. */
  async add(productId: number, v: VariantInput): Promise<number> {
    try {
      return await this.ds.transaction(async (em) => {
        await lockProduct(em, productId);
        const [taken] = await em.query(
          'SELECT 1 FROM product_variants WHERE lower(sku) = lower($1) UNION ALL SELECT 1 FROM products WHERE lower(sku) = lower($1) LIMIT 1',
          [v.sku],
        );
        if (taken) throw ValidationError.single('sku', SKU_TAKEN, 'TAKEN');
        await em.query(
          'INSERT INTO product_variants (product_id, sku, price, stock, size_value_id, color_value_id) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            productId,
            v.sku,
            toPaisa(v.price),
            v.stock,
            await variantValueId(em, 'Size', v.size),
            await variantValueId(em, 'Colour', v.color),
          ],
        );
        await bumpVersion(em, productId);
        return productId;
      });
    } catch (err) {
      // Two admins adding the same SKU at once: the column's unique index refuses the second.
      if (hasSqlState(err, SQLSTATE.uniqueViolation)) throw ValidationError.single('sku', SKU_TAKEN, 'TAKEN');
      throw err;
    }
  }

  /** Sets variant `id`'s price (paisa); answers its product's id. */
  reprice(id: number, pricePaisa: number): Promise<number> {
    return this.ds.transaction(async (em) => {
      const productId = await lockProductOf(em, id);
      await em.query('UPDATE product_variants SET price = $2 WHERE id = $1', [id, pricePaisa]);
      await bumpVersion(em, productId);
      return productId;
    });
  }

  /** Removes variant `id` (past orders keep their own copy of the item); answers its product's id. */
  remove(id: number): Promise<number> {
    return this.ds.transaction(async (em) => {
      const productId = await lockProductOf(em, id);
      await em.query('DELETE FROM product_variants WHERE id = $1', [id]);
      await bumpVersion(em, productId);
      return productId;
    });
  }
}

async function lockProduct(em: EntityManager, productId: number): Promise<void> {
  const [row] = await em.query('SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE', [productId]);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
}

/** The product of variant `id`, its row locked (before the variant's, as orders take them). */
async function lockProductOf(em: EntityManager, id: number): Promise<number> {
  const [variant] = await em.query('SELECT product_id FROM product_variants WHERE id = $1', [id]);
  if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
  await lockProduct(em, variant.product_id);
  const [still] = await em.query('SELECT 1 FROM product_variants WHERE id = $1', [id]);
  if (!still) throw new NotFoundError(VARIANT_NOT_FOUND);
  return variant.product_id as number;
}

const bumpVersion = (em: EntityManager, productId: number) =>
  em.query('UPDATE products SET version = version + 1 WHERE id = $1', [productId]);
