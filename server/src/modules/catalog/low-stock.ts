/**
 * SQL condition on the products row `p`: active, with a stock cell at or below the product's own
 * low-stock threshold (`products.low_stock_threshold`, 3 unless the owner set it): a variant's stock when it has variants, else its own qty or a linked
 * option value's qty (the cells of availability.ts). One definition for the owner's to-do count
 * (dashboard) and the product list it links to (`adminProducts(lowStock)`); the alert mail
 * (alerts/low-stock.ts) is sent when an order takes a cell across the same threshold.
 */
export const lowStockSql = (p: string) =>
  `${p}.status = 1 AND (CASE WHEN EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = ${p}.id)
     THEN EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = ${p}.id AND lv.stock <= ${p}.low_stock_threshold)
     ELSE ${p}.qty <= ${p}.low_stock_threshold
       OR EXISTS (SELECT 1 FROM product_attribute_values lpv
                   WHERE lpv.product_id = ${p}.id AND lpv.qty <= ${p}.low_stock_threshold) END)`;
