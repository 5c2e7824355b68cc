import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payload on `catalog_changed` that says what a search finds may have changed. */
export const SEARCH_CHANGED = 'search';

/**
 * Search change notifications: statement triggers that fire only when what the search
 * index holds can change (a product's title, SKU, order or visibility; a category's or
 * brand's visibility) send `NOTIFY catalog_changed, 'search'`, so each instance's
 * in-memory search index rebuilds on those writes and not on stock or review writes.
 */
export class SearchNotify1732700000000 implements MigrationInterface {
  name = 'SearchNotify1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '${SEARCH_CHANGED}');
        RETURN NULL;
      END $$`);
    const watched = {
      products: 'title, sku, status, category_id, brand_id, created_at, id',
      categories: 'status, id',
      brands: 'status, id',
    };
    for (const [table, columns] of Object.entries(watched)) {
      await q.query(`
        CREATE TRIGGER ${table}_search_changed
        AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns} ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['products', 'categories', 'brands']) await q.query(`DROP TRIGGER ${table}_search_changed ON ${table}`);
    await q.query('DROP FUNCTION notify_search_changed()');
  }
}
