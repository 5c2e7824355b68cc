import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of spec section 3. Money is integer paisa; every stock column
 * has a CHECK (>= 0) so no code path can oversell into negative stock.
 */
export class InitialSchema1732200000000 implements MigrationInterface {
  name = 'InitialSchema1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`);

    await q.query(`
      CREATE TABLE users (
        id            serial PRIMARY KEY,
        name          varchar(120) NOT NULL,
        email         citext NOT NULL UNIQUE,
        password_hash text,
        role          varchar(16) NOT NULL DEFAULT 'CUSTOMER' CHECK (role IN ('CUSTOMER', 'ADMIN')),
        verified_at   timestamptz,
        google_sub    varchar(255) UNIQUE,
        token_version integer NOT NULL DEFAULT 0,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_role_idx ON users (role)`);
    await q.query(`CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops)`);

    for (const table of ['password_reset_tokens', 'email_verification_tokens']) {
      await q.query(`
        CREATE TABLE ${table} (
          id         serial PRIMARY KEY,
          user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          token_hash char(64) NOT NULL UNIQUE,
          expires_at timestamptz NOT NULL,
          used_at    timestamptz,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
      await q.query(`CREATE INDEX ${table}_user_idx ON ${table} (user_id)`);
    }

    await q.query(`
      CREATE TABLE categories (
        id         serial PRIMARY KEY,
        name       varchar(120) NOT NULL,
        status     smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        parent_id  integer REFERENCES categories (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (parent_id IS NULL OR parent_id <> id)
      )`);
    await q.query(`CREATE INDEX categories_parent_idx ON categories (parent_id)`);

    await q.query(`
      CREATE TABLE brands (
        id         serial PRIMARY KEY,
        name       varchar(120) NOT NULL,
        status     smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE attributes (
        id         serial PRIMARY KEY,
        name       varchar(80) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE attribute_values (
        id           serial PRIMARY KEY,
        attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
        value        varchar(80) NOT NULL,
        code         varchar(40),
        position     integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX attribute_values_attribute_idx ON attribute_values (attribute_id, position)`);

    await q.query(`
      CREATE TABLE products (
        id                serial PRIMARY KEY,
        title             varchar(200) NOT NULL,
        price             integer NOT NULL CHECK (price >= 0),
        compare_price     integer CHECK (compare_price >= 0),
        qty               integer NOT NULL DEFAULT 0 CHECK (qty >= 0),
        sku               varchar(64) NOT NULL UNIQUE,
        barcode           varchar(64),
        status            smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        is_featured       boolean NOT NULL DEFAULT false,
        short_description text,
        description       text,
        category_id       integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        brand_id          integer REFERENCES brands (id) ON DELETE RESTRICT,
        average_rating    numeric(3, 2) NOT NULL DEFAULT 0,
        review_count      integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX products_listing_idx ON products (status, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX products_category_idx ON products (category_id, status, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX products_brand_idx ON products (brand_id, status, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX products_featured_idx ON products (created_at DESC, id DESC) WHERE is_featured AND status = 1`,
    );
    await q.query(`CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_sku_trgm_idx ON products USING gin (sku gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_price_idx ON products (price)`);

    await q.query(`
      CREATE TABLE product_images (
        id         serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        image      varchar(255) NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        position   integer NOT NULL DEFAULT 0,
        width      integer,
        height     integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_images_product_idx ON product_images (product_id, position, id)`);
    await q.query(
      `CREATE UNIQUE INDEX product_images_one_default_idx ON product_images (product_id) WHERE is_default`,
    );

    await q.query(`
      CREATE TABLE product_attribute_values (
        product_id         integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        attribute_value_id integer NOT NULL REFERENCES attribute_values (id) ON DELETE CASCADE,
        qty                integer NOT NULL DEFAULT 1 CHECK (qty >= 0),
        PRIMARY KEY (product_id, attribute_value_id)
      )`);
    await q.query(
      `CREATE INDEX product_attribute_values_value_idx ON product_attribute_values (attribute_value_id)`,
    );

    await q.query(`
      CREATE TABLE product_variants (
        id             serial PRIMARY KEY,
        product_id     integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        sku            varchar(64) NOT NULL UNIQUE,
        price          integer NOT NULL CHECK (price >= 0),
        stock          integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        size_value_id  integer REFERENCES attribute_values (id) ON DELETE SET NULL,
        color_value_id integer REFERENCES attribute_values (id) ON DELETE SET NULL,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_variants_product_idx ON product_variants (product_id, id)`);

    await q.query(`
      CREATE TABLE orders (
        id                serial PRIMARY KEY,
        user_id           integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        name              varchar(120) NOT NULL,
        email             varchar(254) NOT NULL,
        address           varchar(500) NOT NULL,
        city              varchar(120) NOT NULL,
        street            varchar(120) NOT NULL,
        zip               varchar(20) NOT NULL,
        mobile            varchar(20) NOT NULL,
        status            varchar(16) NOT NULL DEFAULT 'pending'
                          CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled')),
        payment_status    varchar(16) NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('paid', 'unpaid')),
        payment_method    varchar(16) NOT NULL
                          CHECK (payment_method IN ('cod', 'easypaisa', 'jazzcash', 'bank', 'stripe')),
        payment_intent_id varchar(255) UNIQUE,
        idempotency_key   varchar(100),
        sub_total         integer NOT NULL CHECK (sub_total >= 0),
        shipping          integer NOT NULL CHECK (shipping >= 0),
        discount          integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
        grand_total       integer NOT NULL CHECK (grand_total >= 0),
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_grand_total_idx ON orders (grand_total, id)`);
    await q.query(`CREATE INDEX orders_status_idx ON orders (status, id)`);
    await q.query(`CREATE INDEX orders_payment_status_idx ON orders (payment_status, id)`);
    await q.query(`CREATE INDEX orders_name_trgm_idx ON orders USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX orders_email_idx ON orders (email, id)`);

    await q.query(`
      CREATE TABLE order_items (
        id                  serial PRIMARY KEY,
        order_id            integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id          integer REFERENCES products (id) ON DELETE SET NULL,
        variant_id          integer REFERENCES product_variants (id) ON DELETE SET NULL,
        attribute_value_ids integer[] NOT NULL DEFAULT '{}',
        name                varchar(200) NOT NULL,
        qty                 integer NOT NULL CHECK (qty > 0),
        price               integer NOT NULL CHECK (price >= 0),
        size_name           varchar(80),
        color_name          varchar(80),
        attributes          jsonb NOT NULL DEFAULT '{}'::jsonb,
        image               varchar(255)
      )`);
    await q.query(`CREATE INDEX order_items_order_idx ON order_items (order_id, id)`);
    await q.query(`CREATE INDEX order_items_product_idx ON order_items (product_id)`);

    await q.query(`
      CREATE TABLE reviews (
        id         serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        name       varchar(120) NOT NULL,
        comment    text NOT NULL,
        rating     smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE contact_messages (
        id         serial PRIMARY KEY,
        name       varchar(120) NOT NULL,
        email      varchar(254) NOT NULL,
        mobile     varchar(20) NOT NULL,
        subject    varchar(200) NOT NULL,
        message    text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'reviews',
      'order_items',
      'orders',
      'product_variants',
      'product_attribute_values',
      'product_images',
      'products',
      'attribute_values',
      'attributes',
      'brands',
      'categories',
      'email_verification_tokens',
      'password_reset_tokens',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
