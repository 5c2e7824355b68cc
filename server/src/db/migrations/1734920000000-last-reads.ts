import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an admin session (bearer token id) last read, for apps that send no version (DESIGN
 * 3.18, 3.19), kept in PostgreSQL so every instance of the server sees it, until the token expires:
 * - `stock_reads` keeps one quantity per stock cell, the last one the session read or saved
 *   (it kept every quantity shown): a legacy number that differs from it is a set with it as the
 *   compare quantity. The rows it held are dropped: which of them was read last is not known,
 *   so those sessions read the product again before they change its stock.
 * - `order_reads`: the payment status the session last read (or saved) of an order, so a stale
 *   screen that sends it back leaves the payment as it is.
 */
export class LastReads1734920000000 implements MigrationInterface {
  name = 'LastReads1734920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM stock_reads');
    await q.query('ALTER TABLE stock_reads DROP CONSTRAINT stock_reads_pkey');
    await q.query('ALTER TABLE stock_reads ADD PRIMARY KEY (token_id, product_id, cell)');
    await q.query(`
      CREATE TABLE order_reads (
        token_id       uuid NOT NULL,
        order_id       integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        payment_status varchar(10) NOT NULL,
        expires_at     timestamptz NOT NULL,
        PRIMARY KEY (token_id, order_id)
      )`);
    await q.query('CREATE INDEX order_reads_order_idx ON order_reads (order_id)');
    await q.query('CREATE INDEX order_reads_expires_idx ON order_reads (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE order_reads');
    await q.query('ALTER TABLE stock_reads DROP CONSTRAINT stock_reads_pkey');
    await q.query('ALTER TABLE stock_reads ADD PRIMARY KEY (token_id, product_id, cell, qty)');
  }
}
