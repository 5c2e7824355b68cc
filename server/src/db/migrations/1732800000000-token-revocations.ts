import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed-out bearer tokens (by `jti`) until they expire. Bearer checks read them with the
 * user they remember (token.service.ts); a revocation is announced as a change of its user
 * (row-change notifications, migration 1733200000000).
 */
export class TokenRevocations1732800000000 implements MigrationInterface {
  name = 'TokenRevocations1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE token_revocations (
        jti        uuid PRIMARY KEY,
        user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX token_revocations_user_idx ON token_revocations (user_id)');
    await q.query('CREATE INDEX token_revocations_expires_idx ON token_revocations (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE token_revocations');
  }
}
