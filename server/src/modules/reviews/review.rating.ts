import type { EntityManager } from 'typeorm';

/**
 * A product's average rating and review count, from its visible reviews only: written once,
 * run in the transaction of every change to its reviews (after its product row is locked).
 */
export async function refreshRating(em: EntityManager, productId: number): Promise<void> {
  await em.query(
    `UPDATE products SET review_count = s.n, average_rating = coalesce(s.avg, 0)
       FROM (SELECT count(*)::int AS n, round(avg(rating)::numeric, 2) AS avg
               FROM reviews WHERE product_id = $1 AND status = 'visible') s
      WHERE id = $1`,
    [productId],
  );
}
