import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order totals and amounts paid in 64 bits: 32-bit paisa end at Rs 21,474,836.47, which one
 * line of a thousand Rs 30,000 items passes. History entries hold what they are given (a
 * receipt's file name, a courier and its tracking number), so their columns are `text`: a
 * change from varchar to text rewrites nothing.
 */
export class OrderTotalsAndHistoryText1734200000001 implements MigrationInterface {
  name = 'OrderTotalsAndHistoryText1734200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ALTER COLUMN sub_total TYPE bigint,
        ALTER COLUMN shipping TYPE bigint,
        ALTER COLUMN discount TYPE bigint,
        ALTER COLUMN grand_total TYPE bigint`);
    await q.query('ALTER TABLE order_receipts ALTER COLUMN amount_paid TYPE bigint');
    await q.query(`
      ALTER TABLE order_history
        ALTER COLUMN actor TYPE text,
        ALTER COLUMN field TYPE text,
        ALTER COLUMN from_value TYPE text,
        ALTER COLUMN to_value TYPE text,
        ALTER COLUMN note TYPE text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE order_history
        ALTER COLUMN actor TYPE varchar(40),
        ALTER COLUMN field TYPE varchar(40),
        ALTER COLUMN from_value TYPE varchar(40),
        ALTER COLUMN to_value TYPE varchar(40),
        ALTER COLUMN note TYPE varchar(500)`);
    await q.query('ALTER TABLE order_receipts ALTER COLUMN amount_paid TYPE integer');
    await q.query(`
      ALTER TABLE orders
        ALTER COLUMN sub_total TYPE integer,
        ALTER COLUMN shipping TYPE integer,
        ALTER COLUMN discount TYPE integer,
        ALTER COLUMN grand_total TYPE integer`);
  }
}
