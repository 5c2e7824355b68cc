import { MigrationInterface, QueryRunner } from 'typeorm';

/** Order history (who changed what, when) and processed card-provider events (idempotent webhooks). */
export class Orders1732500000000 implements MigrationInterface {
  name = 'Orders1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_history (
        id            serial PRIMARY KEY,
        order_id      integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        actor         varchar(40) NOT NULL,
        field         varchar(40) NOT NULL,
        from_value    varchar(40),
        to_value      varchar(40) NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_history_order_idx ON order_history (order_id, id)`);
    await q.query(`
      CREATE TABLE stripe_events (
        id         varchar(255) PRIMARY KEY,
        type       varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stripe_events');
    await q.query('DROP TABLE order_history');
  }
}
