import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoice numbers without gaps: one counter row, taken (locked) in the transaction that issues
 * a number, so a rolled-back issue gives its number back and two admins never share one.
 */
export class InvoiceNumbers1734850000000 implements MigrationInterface {
  name = 'InvoiceNumbers1734850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invoice_counter (
      id smallint PRIMARY KEY CHECK (id = 1),
      last_number integer NOT NULL CHECK (last_number >= 0))`);
    await q.query(`INSERT INTO invoice_counter (id, last_number) VALUES (1, 0)`);
    await q.query(`CREATE TABLE order_invoices (
      order_id integer PRIMARY KEY REFERENCES orders(id) ON DELETE RESTRICT,
      number integer NOT NULL UNIQUE CHECK (number > 0),
      issued_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_invoices`);
    await q.query(`DROP TABLE invoice_counter`);
  }
}
