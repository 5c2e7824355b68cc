/** The spec's alternative product form: a product with real variant rows (sku, price, stock, size, colour). */
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { type FieldErrorShape, ValidationError } from '../../shared/errors';
import type { ProductWithVariantsInput } from '../../shared/inputs/catalog';
import { M } from '../../shared/inputs/messages';
import { toPaisa } from '../../shared/money';
import { sanitizeDescription } from './catalog.admin.service';
import { UNCATEGORISED } from './hidden-reasons';

/** name, description, base price and variants (sku, price, stock, size, colour) → a product with real variant rows. */
export async function createWithVariants(ds: DataSource, input: ProductWithVariantsInput): Promise<number> {
  const errors: FieldErrorShape[] = [];
  const { categoryId, variants } = input;
  const skus = variants.map((v) => v.sku.toLowerCase());
  if (skus.length) {
    const taken: Array<{ sku: string }> = await ds.query(
      'SELECT sku FROM product_variants WHERE lower(sku) = ANY($1::text[]) UNION SELECT sku FROM products WHERE lower(sku) = ANY($1::text[])',
      [skus],
    );
    for (const t of taken)
      errors.push({
        field: `variants.${skus.indexOf(t.sku.toLowerCase())}.sku`,
        message: 'The SKU has already been taken.',
        code: 'TAKEN',
      });
  }
  if (
    categoryId !== undefined &&
    !(await ds.query('SELECT 1 FROM categories WHERE id = $1', [categoryId])).length
  ) {
    errors.push({ field: 'categoryId', message: M.categoryRequired, code: 'INVALID' });
  }
  if (errors.length) throw new ValidationError(errors);

  const id = await ds.transaction(async (em) => {
    const category = categoryId ?? (await defaultCategory(em));
    const valueId = (attribute: 'Size' | 'Colour', value: string) => variantValueId(em, attribute, value);
    const [product] = await em.query(
      `INSERT INTO products (title, price, qty, sku, status, is_featured, description, category_id) VALUES ($1, $2, 0, $3, 1, false, $4, $5) RETURNING id`,
      [
        input.name,
        toPaisa(input.basePrice),
        `P-${randomBytes(5).toString('hex').toUpperCase()}`,
        sanitizeDescription(input.description),
        category,
      ],
    );
    for (const v of variants) {
      await em.query(
        'INSERT INTO product_variants (product_id, sku, price, stock, size_value_id, color_value_id) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          product.id,
          v.sku,
          toPaisa(v.price),
          v.stock,
          await valueId('Size', v.size),
          await valueId('Colour', v.color),
        ],
      );
    }
    return product.id as number;
  });
  return id;
}

/** The attribute value a variant's size or colour names, created (with its attribute) when new. */
export async function variantValueId(em: EntityManager, attribute: 'Size' | 'Colour', value: string) {
  let [attr] = await em.query('SELECT id FROM attributes WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
    attribute,
  ]);
  if (!attr) [attr] = await em.query('INSERT INTO attributes (name) VALUES ($1) RETURNING id', [attribute]);
  let [val] = await em.query(
    'SELECT id FROM attribute_values WHERE attribute_id = $1 AND lower(value) = lower($2) ORDER BY id LIMIT 1',
    [attr.id, value],
  );
  if (!val) {
    const code =
      value
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '')
        .slice(0, 6) || null;
    [val] = await em.query(
      'INSERT INTO attribute_values (attribute_id, value, code, position) VALUES ($1, $2, $3, 100) RETURNING id',
      [attr.id, value, code],
    );
  }
  return val.id as number;
}

/**
 * A product posted without a category (the spec's alternative form payload has none; the
 * web form asks for one) waits in 'Uncategorised', created inactive: it is listed in the
 * back office, where the owner gives it a category, and never appears in the shop or its
 * filters meanwhile.
 */
async function defaultCategory(em: EntityManager): Promise<number> {
  const [found] = await em.query(
    `SELECT id FROM categories WHERE name = $1 AND parent_id IS NULL ORDER BY id LIMIT 1`,
    [UNCATEGORISED],
  );
  if (found) return found.id;
  const [created] = await em.query(`INSERT INTO categories (name, status) VALUES ($1, 0) RETURNING id`, [
    UNCATEGORISED,
  ]);
  return created.id;
}
