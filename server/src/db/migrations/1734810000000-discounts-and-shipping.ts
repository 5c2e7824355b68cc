import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes (each use counted once, in the order's transaction: `used_count` is taken by a
 * conditional update and every use is a row of `discount_redemptions`), the code an order used,
 * and shipping by province and city with a default (the former flat Rs 200) and an optional
 * free-shipping threshold, all in paisa.
 */
export class DiscountsAndShipping1734810000000 implements MigrationInterface {
  name = 'DiscountsAndShipping1734810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discount_codes (
        id serial PRIMARY KEY,
        code varchar(30) NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value bigint NOT NULL CHECK (value > 0 AND (kind = 'fixed' OR value <= 100)),
        min_order bigint NOT NULL DEFAULT 0 CHECK (min_order >= 0),
        starts_at timestamptz NULL,
        ends_at timestamptz NULL,
        max_uses integer NULL CHECK (max_uses > 0),
        max_uses_per_customer integer NULL CHECK (max_uses_per_customer > 0),
        used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
        category_ids integer[] NOT NULL DEFAULT '{}',
        product_ids integer[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
      )`);
    // Codes are matched without regard to case: SPRING10 and spring10 are one code.
    await q.query('CREATE UNIQUE INDEX discount_codes_code_key ON discount_codes (upper(code))');
    await q.query(`
      CREATE TABLE discount_redemptions (
        id serial PRIMARY KEY,
        discount_id integer NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        amount bigint NOT NULL CHECK (amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX discount_redemptions_code_user ON discount_redemptions (discount_id, user_id)',
    );
    await q.query('ALTER TABLE orders ADD COLUMN discount_code varchar(30) NULL');
    await q.query(`
      CREATE TABLE shipping_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        default_rate bigint NOT NULL CHECK (default_rate >= 0),
        free_threshold bigint NULL CHECK (free_threshold > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('INSERT INTO shipping_settings (id, default_rate) VALUES (1, 20000)');
    await q.query(`
      CREATE TABLE shipping_rates (
        id serial PRIMARY KEY,
        province varchar(120) NOT NULL,
        city varchar(120) NULL,
        rate bigint NOT NULL CHECK (rate >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One rate per province (city NULL) and one per city of it.
    await q.query(
      `CREATE UNIQUE INDEX shipping_rates_place_key ON shipping_rates (lower(province), lower(coalesce(city, '')))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE shipping_rates');
    await q.query('DROP TABLE shipping_settings');
    await q.query('ALTER TABLE orders DROP COLUMN discount_code');
    await q.query('DROP TABLE discount_redemptions');
    await q.query('DROP TABLE discount_codes');
  }
}
