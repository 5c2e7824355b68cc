import { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyFunction } from './ddl';

/** Payloads on `catalog_changed` beside the catalogue's own (empty) one. */
export const CHANGE = {
  /** What a search finds may have changed: a product's title, SKU, order or visibility; a category's or brand's visibility. */
  search: 'search',
  /** Orders were added, changed or removed (the admin list's pages and totals). Not a catalogue change. */
  orders: 'orders',
  /** A user's name, role or token version changed, or a user was deleted (bearer checks). Not a catalogue change. */
  users: 'users',
} as const;

/** Which writes send which payload: statement triggers, so a bulk write sends one notification. */
const TRIGGERS: { table: string; payload: string; events: string }[] = [
  {
    table: 'products',
    payload: CHANGE.search,
    events:
      'INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, sku, status, category_id, brand_id, created_at, id',
  },
  {
    table: 'categories',
    payload: CHANGE.search,
    events: 'INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, id',
  },
  { table: 'brands', payload: CHANGE.search, events: 'INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, id' },
  { table: 'orders', payload: CHANGE.orders, events: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
  {
    table: 'users',
    payload: CHANGE.users,
    events: 'DELETE OR TRUNCATE OR UPDATE OF token_version, role, name, id',
  },
];

/**
 * Narrower change notifications on the catalogue cache's channel, for what each instance
 * keeps beside it: the search index rebuilds on `search` (not on stock or review writes),
 * the admin order list's pages and totals drop on `orders`, remembered bearer-token users on `users`.
 */
export class ChangeNotify1732700000000 implements MigrationInterface {
  name = 'ChangeNotify1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(notifyFunction('notify_change', 'TG_ARGV[0]'));
    for (const { table, payload, events } of TRIGGERS) {
      await q.query(`
        CREATE TRIGGER ${table}_${payload}_changed AFTER ${events} ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_change('${payload}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, payload } of TRIGGERS)
      await q.query(`DROP TRIGGER ${table}_${payload}_changed ON ${table}`);
    await q.query('DROP FUNCTION notify_change()');
  }
}
