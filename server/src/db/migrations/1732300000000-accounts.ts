import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters shared by every app instance. */
export class Accounts1732300000000 implements MigrationInterface {
  name = 'Accounts1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key          varchar(200) NOT NULL,
        window_start timestamptz NOT NULL,
        count        integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await q.query(`CREATE INDEX rate_limits_window_idx ON rate_limits (window_start)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limits');
  }
}
