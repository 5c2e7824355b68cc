import { MigrationInterface, QueryRunner } from 'typeorm';
import { CatalogNotify1732600000000 } from './1732600000000-catalog-notify';
import { ChangeNotify1732700000000 } from './1732700000000-change-notify';

/**
 * The tables whose writes are announced, with the column that names the announced row
 * (products for the product tables) and the key that pairs a row's old and new versions.
 */
export const WATCHED: { table: string; idColumn: string; key: string }[] = [
  { table: 'products', idColumn: 'id', key: 'id' },
  { table: 'product_images', idColumn: 'product_id', key: 'id' },
  { table: 'product_attribute_values', idColumn: 'product_id', key: 'product_id, attribute_value_id' },
  { table: 'product_variants', idColumn: 'product_id', key: 'id' },
  { table: 'reviews', idColumn: 'product_id', key: 'id' },
  { table: 'categories', idColumn: 'id', key: 'id' },
  { table: 'brands', idColumn: 'id', key: 'id' },
  { table: 'attributes', idColumn: 'id', key: 'id' },
  { table: 'attribute_values', idColumn: 'attribute_id', key: 'id' },
  { table: 'orders', idColumn: 'id', key: 'id' },
  { table: 'users', idColumn: 'id', key: 'id' },
  { table: 'token_revocations', idColumn: 'user_id', key: 'jti' },
];

/** A statement touching more rows than this announces "every row" (a NOTIFY payload is at most 8,000 bytes). */
export const MAX_IDS = 500;

/**
 * The trigger function: works out what a statement changed and sends the payload with the
 * SQL `send` makes of it (here `pg_notify('shop_changes', payload)`; migration
 * 1733500000000 routes it through `announce_row_change`). Shared so the body is written once.
 */
export function rowChangeFunction(send: (payload: string) => string): string {
  return `
      CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        id_col text := TG_ARGV[0];
        key_cols text := TG_ARGV[1];
        n int;
        ids int[];
        cols text[];
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          EXECUTE 'SELECT count(*) FROM new_rows' INTO n;
          IF n = 0 THEN RETURN NULL; END IF;
          IF n <= ${MAX_IDS} THEN
            -- Rows compared whole: an UPDATE that sets the values it found changes nothing and sends nothing.
            EXECUTE format(
              'SELECT array_agg(DISTINCT v.x) FROM old_rows o JOIN new_rows n USING (%2$s),
                 LATERAL (VALUES (o.%1$I), (n.%1$I)) v(x) WHERE to_jsonb(o) <> to_jsonb(n)', id_col, key_cols)
              INTO ids;
            IF ids IS NULL THEN RETURN NULL; END IF;
            EXECUTE format(
              'SELECT array_agg(DISTINCT e.key ORDER BY e.key) FROM old_rows o JOIN new_rows n USING (%s),
                 LATERAL jsonb_each(to_jsonb(n)) e WHERE to_jsonb(o) -> e.key IS DISTINCT FROM e.value', key_cols)
              INTO cols;
          END IF;
          PERFORM ${send("json_build_object('t', TG_TABLE_NAME, 'op', TG_OP, 'ids', ids, 'cols', cols)::text")};
          RETURN NULL;
        END IF;
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM ${send("json_build_object('t', TG_TABLE_NAME, 'op', TG_OP, 'ids', NULL)::text")};
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          EXECUTE 'SELECT count(*) FROM new_rows' INTO n;
          IF n = 0 THEN RETURN NULL; END IF;
          IF n <= ${MAX_IDS} THEN EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', id_col) INTO ids; END IF;
        ELSE
          EXECUTE 'SELECT count(*) FROM old_rows' INTO n;
          IF n = 0 THEN RETURN NULL; END IF;
          IF n <= ${MAX_IDS} THEN EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', id_col) INTO ids; END IF;
        END IF;
        PERFORM ${send("json_build_object('t', TG_TABLE_NAME, 'op', TG_OP, 'ids', ids)::text")};
        RETURN NULL;
      END $$`;
}

/**
 * Precise change notifications: statement triggers with transition tables send, on commit,
 * one `NOTIFY shop_changes` per statement naming the table, the operation, the ids of the
 * rows that really changed (product ids for the product tables) and, for an UPDATE, the
 * columns that changed, e.g. `{"t":"products","op":"UPDATE","ids":[12],"cols":["qty"]}`.
 * An UPDATE that changes nothing sends nothing; a statement over more than 500 rows, or
 * a TRUNCATE, sends `"ids":null` (every row). Any writer is heard: the services, another
 * instance, psql. What a payload means to the caches is decided in the application
 * (shared/change-feed.ts), not here.
 *
 * Replaces the coarser notifications of migrations 1732600000000 (any catalogue write)
 * and 1732700000000 (search, orders, users): with those, a stock update emptied every
 * instance's catalogue cache.
 */
export class RowChangeNotify1733200000000 implements MigrationInterface {
  name = 'RowChangeNotify1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await new ChangeNotify1732700000000().down(q);
    await new CatalogNotify1732600000000().down(q);
    // TG_ARGV: the id column, the key columns. EXECUTE sees the statement's transition tables.
    await q.query(rowChangeFunction((payload) => `pg_notify('shop_changes', ${payload})`));
    for (const { table, idColumn, key } of WATCHED) {
      const args = `'${idColumn}', '${key}'`;
      await q.query(`CREATE TRIGGER ${table}_rows_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(${args})`);
      await q.query(`CREATE TRIGGER ${table}_rows_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(${args})`);
      await q.query(`CREATE TRIGGER ${table}_rows_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(${args})`);
      await q.query(`CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(${args})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) {
      for (const suffix of ['rows_inserted', 'rows_updated', 'rows_deleted', 'truncated'])
        await q.query(`DROP TRIGGER ${table}_${suffix} ON ${table}`);
    }
    await q.query('DROP FUNCTION notify_rows_changed()');
    await new CatalogNotify1732600000000().up(q);
    await new ChangeNotify1732700000000().up(q);
  }
}
