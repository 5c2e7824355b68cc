import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../shared/errors';

export interface StockLine {
  productId: number;
  variantId: number | null;
  attributeValueIds: number[];
  qty: number;
  title: string;
}

interface Plan {
  products: Array<[number, number, string]>;
  pivots: Array<[number, number, number, string]>;
  variants: Array<[number, number, string]>;
}

/**
 * What a set of lines draws on: a line with a variant draws on that variant's stock;
 * otherwise on the product's qty and each chosen value's pivot qty. Sorted by id, so
 * every transaction takes row locks in the same order (no deadlocks).
 */
function plan(lines: StockLine[]): Plan {
  const products = new Map<number, [number, string]>();
  const pivots = new Map<string, [number, number, number, string]>();
  const variants = new Map<number, [number, string]>();
  for (const l of lines) {
    if (l.variantId != null) {
      const v = variants.get(l.variantId) ?? [0, l.title];
      variants.set(l.variantId, [v[0] + l.qty, l.title]);
      continue;
    }
    const p = products.get(l.productId) ?? [0, l.title];
    products.set(l.productId, [p[0] + l.qty, l.title]);
    for (const valueId of l.attributeValueIds) {
      const key = `${l.productId}:${valueId}`;
      const pv = pivots.get(key) ?? [l.productId, valueId, 0, l.title];
      pivots.set(key, [l.productId, valueId, pv[2] + l.qty, l.title]);
    }
  }
  return {
    products: [...products.entries()].map(([id, [qty, title]]) => [id, qty, title] as [number, number, string]).sort((a, b) => a[0] - b[0]),
    pivots: [...pivots.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    variants: [...variants.entries()].map(([id, [qty, title]]) => [id, qty, title] as [number, number, string]).sort((a, b) => a[0] - b[0]),
  };
}

const unavailable = (title: string) =>
  ValidationError.single('cart', `"${title}" is currently unavailable.`, 'OUT_OF_STOCK');

/** Takes stock with conditional atomic updates; throws (naming the line) when any is short. */
export async function takeStock(em: EntityManager, lines: StockLine[], message = unavailable): Promise<void> {
  const p = plan(lines);
  for (const [id, qty, title] of p.products) {
    const [, count] = await em.query('UPDATE products SET qty = qty - $2 WHERE id = $1 AND qty >= $2', [id, qty]);
    if (!count) throw message(title);
  }
  for (const [productId, valueId, qty, title] of p.pivots) {
    const [, count] = await em.query(
      'UPDATE product_attribute_values SET qty = qty - $3 WHERE product_id = $1 AND attribute_value_id = $2 AND qty >= $3',
      [productId, valueId, qty],
    );
    if (!count) throw message(title);
  }
  for (const [id, qty, title] of p.variants) {
    const [, count] = await em.query('UPDATE product_variants SET stock = stock - $2 WHERE id = $1 AND stock >= $2', [id, qty]);
    if (!count) throw message(title);
  }
}

/** Gives stock back (an order cancelled). Rows deleted since are skipped. */
export async function returnStock(em: EntityManager, lines: StockLine[]): Promise<void> {
  const p = plan(lines);
  for (const [id, qty] of p.products) await em.query('UPDATE products SET qty = qty + $2 WHERE id = $1', [id, qty]);
  for (const [productId, valueId, qty] of p.pivots) {
    await em.query('UPDATE product_attribute_values SET qty = qty + $3 WHERE product_id = $1 AND attribute_value_id = $2', [productId, valueId, qty]);
  }
  for (const [id, qty] of p.variants) await em.query('UPDATE product_variants SET stock = stock + $2 WHERE id = $1', [id, qty]);
}
