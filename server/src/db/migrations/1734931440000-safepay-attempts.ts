import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through Safepay's hosted checkout are attempts too: `payment_attempts.provider`
 * takes `safepay` (its reference is Safepay's tracker, which fits the column's 50 characters).
 */
export class SafepayAttempts1734931440000 implements MigrationInterface {
  name = 'SafepayAttempts1734931440000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_provider_check');
    await q.query(
      `ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_provider_check CHECK (provider IN ('jazzcash', 'easypaisa', 'safepay'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM payment_attempts WHERE provider = 'safepay'`);
    await q.query('ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_provider_check');
    await q.query(
      `ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_provider_check CHECK (provider IN ('jazzcash', 'easypaisa'))`,
    );
  }
}
