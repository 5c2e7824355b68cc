import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment receipts after the third attack audit:
 * - `number`: the receipt's place in its order (1, 2, ...), for the server-chosen download name
 *   `receipt-<order>-<number>.<ext>`; `detected_type`: what the magic bytes said the upload was
 *   (pdf, jpeg, png, webp; unknown for receipts stored before);
 * - `transaction_key`: the transaction id as compared across orders (letters and digits only,
 *   upper case), so "EP-4471 0093" and "ep44710093" are the same payment;
 * - an index for an account's uploads of the last day (the daily upload budget).
 */
export class ReceiptAudit1734400000000 implements MigrationInterface {
  name = 'ReceiptAudit1734400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_receipts
      ADD COLUMN number integer,
      ADD COLUMN detected_type varchar(10),
      ADD COLUMN transaction_key varchar(60)
        GENERATED ALWAYS AS (nullif(upper(regexp_replace(transaction_id, '[^[:alnum:]]+', '', 'g')), '')) STORED`);
    await q.query(`UPDATE order_receipts r SET number = n.number
      FROM (SELECT id, row_number() OVER (PARTITION BY order_id ORDER BY id) AS number FROM order_receipts) n
      WHERE n.id = r.id`);
    await q.query(`UPDATE order_receipts SET detected_type = 'pdf' WHERE content_type = 'application/pdf'`);
    await q.query('ALTER TABLE order_receipts ALTER COLUMN number SET NOT NULL');
    // The shop numbers each receipt with its order locked; a row written another way (SQL by
    // hand, a restore script) gets the next number of its order.
    await q.query(`CREATE FUNCTION order_receipts_next_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.number IS NULL THEN
          SELECT coalesce(max(number), 0) + 1 INTO NEW.number FROM order_receipts WHERE order_id = NEW.order_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER order_receipts_next_number BEFORE INSERT ON order_receipts
      FOR EACH ROW EXECUTE FUNCTION order_receipts_next_number()`);
    await q.query('CREATE UNIQUE INDEX order_receipts_number_idx ON order_receipts (order_id, number)');
    await q.query(
      'CREATE INDEX order_receipts_transaction_key_idx ON order_receipts (transaction_key) WHERE transaction_key IS NOT NULL',
    );
    await q.query(
      'CREATE INDEX order_receipts_uploader_idx ON order_receipts (uploaded_by, created_at) WHERE uploaded_by IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER order_receipts_next_number ON order_receipts');
    await q.query('DROP FUNCTION order_receipts_next_number()');
    await q.query('DROP INDEX order_receipts_uploader_idx');
    await q.query(
      'ALTER TABLE order_receipts DROP COLUMN transaction_key, DROP COLUMN detected_type, DROP COLUMN number',
    );
  }
}
