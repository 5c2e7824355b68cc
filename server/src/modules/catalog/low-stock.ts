/** A shown product is low on stock at or below this many units (its variants summed, else its qty). */
export const LOW_STOCK_UNITS = 5;

/**
 * SQL condition on the products row `p`: active and low on stock. One definition for the
 * owner's to-do count (dashboard) and the product list it links to (`adminProducts(lowStock)`).
 */
export const lowStockSql = (p: string) =>
  `${p}.status = 1 AND (CASE WHEN EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = ${p}.id)
     THEN (SELECT sum(lv.stock) FROM product_variants lv WHERE lv.product_id = ${p}.id) ELSE ${p}.qty END) <= ${LOW_STOCK_UNITS}`;
