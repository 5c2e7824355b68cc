import { MigrationInterface, QueryRunner } from 'typeorm';

/** The order status `returned`: a parcel refused at the door (its goods back in stock; order.transitions.ts). */
export class OrderReturned1734700000000 implements MigrationInterface {
  name = 'OrderReturned1734700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check,
      ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled', 'returned'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE orders SET status = 'cancelled' WHERE status = 'returned'`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check,
      ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled'))`);
  }
}
