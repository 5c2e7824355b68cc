import type { DataSource } from 'typeorm';

/** The category a product posted without one waits in (inactive: the shop does not show it). */
export const UNCATEGORISED = 'Uncategorised';

interface Row {
  id: number;
  status: number;
  brand: string | null;
  brand_status: number | null;
  /** Its category first, then each parent up to the root. */
  chain: Array<{ name: string; status: number; parent: boolean }> | null;
}

/** The first reason this product is not in the shop (decision 20: itself, its categories, its brand), or null. */
function reasonOf(row: Row): string | null {
  const hidden = (why: string) => `Hidden from the shop: ${why}`;
  const chain = row.chain ?? [];
  const own = chain[0];
  if (own && !own.parent && own.name === UNCATEGORISED && own.status !== 1)
    return hidden(
      `it has no category, so it waits in "${UNCATEGORISED}", which the shop does not show. Choose a category for it.`,
    );
  if (row.status !== 1) return hidden('its status is inactive.');
  const off = chain.find((c) => c.status !== 1);
  if (off) return hidden(`its ${off.parent ? 'parent ' : ''}category "${off.name}" is inactive.`);
  if (row.brand !== null && row.brand_status !== 1) return hidden(`its brand "${row.brand}" is inactive.`);
  return null;
}

/**
 * Why each of these products is hidden from the shop (null when it is shown), in the order of
 * `ids`: one query, its categories walked up to the root. The back office's "Hidden" badge.
 */
export async function hiddenReasons(ds: DataSource, ids: readonly number[]): Promise<Array<string | null>> {
  const rows: Row[] = await ds.query(
    `WITH RECURSIVE chain AS (
       SELECT p.id AS product_id, c.id, c.name, c.status, c.parent_id, 0 AS depth
         FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1)
       UNION ALL
       SELECT chain.product_id, c.id, c.name, c.status, c.parent_id, chain.depth + 1
         FROM chain JOIN categories c ON c.id = chain.parent_id WHERE chain.depth < 32)
     SELECT p.id, p.status, b.name AS brand, b.status AS brand_status,
            (SELECT json_agg(json_build_object('name', ch.name, 'status', ch.status, 'parent', ch.depth > 0) ORDER BY ch.depth)
               FROM chain ch WHERE ch.product_id = p.id) AS chain
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id = ANY($1)`,
    [[...ids]],
  );
  const byId = new Map(rows.map((r) => [r.id, reasonOf(r)]));
  return ids.map((id) => byId.get(id) ?? null);
}
