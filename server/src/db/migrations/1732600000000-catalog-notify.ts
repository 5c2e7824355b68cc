import { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyFunction } from './ddl';

/** Every table whose rows a public catalogue response shows. */
export const CATALOG_TABLES = [
  'products',
  'product_images',
  'product_attribute_values',
  'product_variants',
  'categories',
  'brands',
  'attributes',
  'attribute_values',
  'reviews',
] as const;

/**
 * Catalogue change notifications: a statement trigger on each catalogue table sends
 * `NOTIFY catalog_changed` (delivered on commit, once per transaction), so every
 * instance's read cache is cleared by any write, from any instance or from psql.
 */
export class CatalogNotify1732600000000 implements MigrationInterface {
  name = 'CatalogNotify1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(notifyFunction('notify_catalog_changed', "''"));
    for (const table of CATALOG_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_catalog_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES) await q.query(`DROP TRIGGER ${table}_catalog_changed ON ${table}`);
    await q.query('DROP FUNCTION notify_catalog_changed()');
  }
}
