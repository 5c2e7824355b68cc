import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change outbox. A collected transaction (the order flow: migration 1733500000000,
 * shared/change-feed.ts `ChangeFeed.transaction`) kept what its triggers collected only in the
 * memory of its instance until that instance sent it to the others, batched: an instance killed
 * in between left the others stale. Its last statement now writes them here, so they commit
 * with the transaction; the instance deletes the row in the statement that notifies it, and any
 * instance sends the rows still there past their due time: their instance died (shared/change-outbox.ts). Rows come and go
 * all day, so it is vacuumed by the number of dead rows, not by a share of a table that stays small.
 */
export class ChangeOutbox1734200000000 implements MigrationInterface {
  name = 'ChangeOutbox1734200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE change_outbox (
        id         bigserial PRIMARY KEY,
        instance   uuid NOT NULL,
        changes    text NOT NULL,
        -- When its instance will have sent it at the latest (the end of its batch window).
        due_at     timestamptz NOT NULL
      ) WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE change_outbox');
  }
}
