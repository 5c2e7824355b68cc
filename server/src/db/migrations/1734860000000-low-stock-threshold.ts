import { MigrationInterface, QueryRunner } from 'typeorm';

/** Low-stock alerts: the stock each product's options may fall to before the owner hears about it. */
export class LowStockThreshold1734860000000 implements MigrationInterface {
  name = 'LowStockThreshold1734860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 3
      CONSTRAINT products_low_stock_threshold_check CHECK (low_stock_threshold BETWEEN 0 AND 100000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP COLUMN low_stock_threshold`);
  }
}
