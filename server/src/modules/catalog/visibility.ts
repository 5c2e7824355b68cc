/**
 * What can be seen and bought (DESIGN decision 20), written once: a product is visible when
 * it is active, its category and every parent of that category are active, and its brand is
 * active or it has none. The listing, the search index, the product page, stock checks,
 * pricing (so placing an order and card intents), reviews and the loaders all ask this.
 */

/** Hidden categories: the inactive ones and every category under one, at any depth. */
const HIDDEN_CATEGORY_IDS = `WITH RECURSIVE hidden_category(id) AS (
    SELECT hc.id FROM categories hc WHERE hc.status <> 1
    UNION
    SELECT cc.id FROM categories cc JOIN hidden_category hp ON cc.parent_id = hp.id)
  SELECT id FROM hidden_category`;

const HIDDEN_BRAND_IDS = 'SELECT hb.id FROM brands hb WHERE hb.status <> 1';

/**
 * SQL condition: the product row `alias` is visible. The hidden categories and brands are a
 * handful of ids read once per statement (an InitPlan each), so a listing still walks its
 * own index and no product row joins the category tree.
 */
export function visibleProductSql(alias = 'p'): string {
  return `(${alias}.status = 1
    AND ${alias}.category_id <> ALL (ARRAY(${HIDDEN_CATEGORY_IDS}))
    AND (${alias}.brand_id IS NULL OR ${alias}.brand_id <> ALL (ARRAY(${HIDDEN_BRAND_IDS}))))`;
}

/** SQL condition: the category row `alias` is shown (it and all its parents active). */
export function visibleCategorySql(alias = 'c'): string {
  return `(${alias}.status = 1 AND ${alias}.id <> ALL (ARRAY(${HIDDEN_CATEGORY_IDS})))`;
}

/**
 * Change-feed columns of categories and brands that change which products are visible (the
 * caches and the search index rebuild on them): a status, a category's place in the tree,
 * rows coming or going.
 */
export const VISIBILITY_COLUMNS: ReadonlySet<string> = new Set(['id', 'status', 'parent_id']);
