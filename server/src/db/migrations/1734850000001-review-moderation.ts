import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review moderation: each review is visible, waiting for approval or hidden (only visible ones
 * are listed and counted in a product's rating), and one row says whether new reviews wait.
 */
export class ReviewModeration1734850000001 implements MigrationInterface {
  name = 'ReviewModeration1734850000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews ADD COLUMN status varchar NOT NULL DEFAULT 'visible'
      CONSTRAINT reviews_status_check CHECK (status IN ('visible', 'pending', 'hidden'))`);
    await q.query(`CREATE INDEX reviews_moderation_idx ON reviews (status, created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE review_moderation (
      id smallint PRIMARY KEY CHECK (id = 1),
      hold_for_approval boolean NOT NULL DEFAULT false)`);
    await q.query(`INSERT INTO review_moderation (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review_moderation`);
    await q.query(`DROP INDEX reviews_moderation_idx`);
    await q.query(`ALTER TABLE reviews DROP COLUMN status`);
  }
}
