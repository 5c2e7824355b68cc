import { MigrationInterface, QueryRunner } from 'typeorm';
import { alterColumnTypes } from './ddl';

/**
 * Order totals and amounts paid in 64 bits: 32-bit paisa end at Rs 21,474,836.47, which one
 * line of a thousand Rs 30,000 items passes. History entries hold what they are given (a
 * receipt's file name, a courier and its tracking number), so their columns are `text`: a
 * change from varchar to text rewrites nothing.
 */
/** The orders' money columns, all of one type. */
const TOTALS = (type: string) => ({ sub_total: type, shipping: type, discount: type, grand_total: type });

/** The history entries' text columns: the note has a type of its own. */
const HISTORY = (type: string, noteType: string) => ({
  actor: type,
  field: type,
  from_value: type,
  to_value: type,
  note: noteType,
});

export class OrderTotalsAndHistoryText1734200000001 implements MigrationInterface {
  name = 'OrderTotalsAndHistoryText1734200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(alterColumnTypes('orders', TOTALS('bigint')));
    await q.query('ALTER TABLE order_receipts ALTER COLUMN amount_paid TYPE bigint');
    await q.query(alterColumnTypes('order_history', HISTORY('text', 'text')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(alterColumnTypes('order_history', HISTORY('varchar(40)', 'varchar(500)')));
    await q.query('ALTER TABLE order_receipts ALTER COLUMN amount_paid TYPE integer');
    await q.query(alterColumnTypes('orders', TOTALS('integer')));
  }
}
