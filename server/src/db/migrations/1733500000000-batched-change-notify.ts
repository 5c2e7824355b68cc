import { MigrationInterface, QueryRunner } from 'typeorm';
import { rowChangeFunction } from './1733200000000-row-change-notify';

/** The transaction-local setting that asks the triggers to collect instead of notify. */
const COLLECT = 'shop.collect_changes';
/** Where the collected payloads wait (one per line) for the application to read them before commit. */
const COLLECTED = 'shop.collected_changes';

/**
 * Batched change notifications. The row-change triggers (migration 1733200000000) send one
 * NOTIFY per statement, and every notifying commit takes PostgreSQL's one notification-queue
 * lock: a burst of orders became a burst of notifications (two per order). A transaction
 * that sets `shop.collect_changes` (the order flow, shared/change-feed.ts `ChangeFeed.transaction`)
 * now has its triggers append their payloads to the transaction-local `shop.collected_changes`
 * instead; the application reads them as the transaction's last statement and, after the
 * commit, applies them on its own instance at once and sends them to the others batched with
 * every other transaction it committed meanwhile. Every other writer notifies as before.
 */
export class BatchedChangeNotify1733500000000 implements MigrationInterface {
  name = 'BatchedChangeNotify1733500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION announce_row_change(payload text) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('${COLLECT}', true) = 'on' THEN
          PERFORM set_config('${COLLECTED}', coalesce(current_setting('${COLLECTED}', true), '') || payload || E'\\n', true);
        ELSE
          PERFORM pg_notify('shop_changes', payload);
        END IF;
      END $$`);
    await q.query(rowChangeFunction((payload) => `announce_row_change(${payload})`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(rowChangeFunction((payload) => `pg_notify('shop_changes', ${payload})`));
    await q.query('DROP FUNCTION announce_row_change(text)');
  }
}
