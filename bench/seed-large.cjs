/**
 * Large catalogue for the benchmark, generated set-based inside PostgreSQL (no row-by-row
 * inserts): 100k products with images, attribute values and stock, 200 categories in a
 * tree, 50 brands, 20k customers, 100k orders with items, 200k reviews. CommonJS, so the
 * query-plan tests (jest) use the same generator at a smaller size.
 */
'use strict';
const DEFAULT_SIZES = { products: 100_000, customers: 20_000, orders: 100_000, reviews: 200_000 };

/** @param {{ query(sql: string, params?: unknown[]): Promise<unknown> }} db a pg Client or a TypeORM DataSource */
async function seedLarge(db, sizes = DEFAULT_SIZES, log = console.log) {
  const started = Date.now();
  const step = async (label, sql, params = []) => {
    const t = Date.now();
    await db.query(sql, params);
    log(`  ${label.padEnd(26)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };

  await step(
    'categories (20 + 180)',
    `
    INSERT INTO categories (name, status, parent_id) SELECT 'Category ' || g, 1, NULL FROM generate_series(1, 20) g;
    INSERT INTO categories (name, status, parent_id)
    SELECT 'Category ' || p.id || '.' || g, 1, p.id FROM categories p CROSS JOIN generate_series(1, 9) g WHERE p.parent_id IS NULL;`,
  );
  await step(
    'brands (50)',
    `INSERT INTO brands (name, status) SELECT 'Brand ' || g, 1 FROM generate_series(1, 50) g`,
  );
  await step(
    'attributes',
    `
    INSERT INTO attributes (name) VALUES ('Size'), ('Colour');
    INSERT INTO attribute_values (attribute_id, value, code, position)
    SELECT a.id, v.value, v.code, v.pos FROM attributes a
    JOIN (VALUES ('Size', 'Small', 'S', 0), ('Size', 'Medium', 'M', 1), ('Size', 'Large', 'L', 2),
                 ('Colour', 'Red', 'RED', 0), ('Colour', 'Cream', 'CRM', 1), ('Colour', 'Blue', 'BLU', 2), ('Colour', 'Pink', 'PNK', 3)) v(attr, value, code, pos)
      ON v.attr = a.name;`,
  );
  await step(
    `products (${sizes.products})`,
    `
    WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories WHERE parent_id IS NOT NULL),
         brs AS (SELECT array_agg(id ORDER BY id) AS ids FROM brands)
    INSERT INTO products (title, price, compare_price, qty, sku, status, is_featured, short_description, description,
                          category_id, brand_id, created_at, updated_at)
    SELECT (ARRAY['Crochet Bunny','Amigurumi Bear','Cotton Coaster','Baby Blanket','Wool Beanie','Tote Bag','Cushion Cover','Scarf','Booties','Doll'])[1 + g % 10] || ' ' || g,
           (450 + (g * 37) % 6000) * 100,
           CASE WHEN g % 4 = 0 THEN (600 + (g * 37) % 6000) * 100 END,
           (g * 7) % 40,
           'BN-' || lpad(g::text, 7, '0'),
           CASE WHEN g % 50 = 0 THEN 0 ELSE 1 END,
           g % 25 = 0,
           'Handmade crochet item number ' || g,
           '<p>Handmade with love. Item ' || g || '.</p>',
           cats.ids[1 + g % array_length(cats.ids, 1)],
           brs.ids[1 + (g / 7) % array_length(brs.ids, 1)],
           now() - (g || ' minutes')::interval,
           now()
      FROM generate_series(1, $1::int) g, cats, brs`,
    [sizes.products],
  );
  await step(
    'product images',
    `
    INSERT INTO product_images (product_id, image, is_default, position, width, height)
    SELECT id, 'bench-' || (id % 20) || '.webp', true, 0, 800, 800 FROM products`,
  );
  await step(
    'product attribute values',
    `
    INSERT INTO product_attribute_values (product_id, attribute_value_id, qty)
    SELECT p.id, v.id, (p.id + v.id) % 12 FROM products p JOIN attribute_values v ON (v.position + p.id) % 3 = 0`,
  );
  await step(
    `customers (${sizes.customers})`,
    `
    INSERT INTO users (name, email, password_hash, role, verified_at)
    SELECT 'Customer ' || g, 'customer' || g || '@bench.pk', NULL, 'CUSTOMER', now() FROM generate_series(1, $1::int) g`,
    [sizes.customers],
  );
  await step(
    `orders (${sizes.orders})`,
    `
    WITH u AS (SELECT min(id) AS first, count(*)::int AS n FROM users WHERE role = 'CUSTOMER')
    INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method,
                        sub_total, shipping, discount, grand_total, created_at, updated_at)
    SELECT u.first + g % u.n, 'Customer ' || (1 + g % u.n), 'customer' || (1 + g % u.n) || '@bench.pk',
           'House ' || (1 + g % u.n) || ', Street 5', 'Lahore', 'Punjab', '54000', '0300' || lpad((1 + g % u.n)::text, 7, '0'),
           (ARRAY['pending','shipped','delivered','cancelled'])[1 + g % 4], (ARRAY['paid','unpaid'])[1 + g % 2],
           (ARRAY['cod','easypaisa','jazzcash','bank','stripe'])[1 + g % 5],
           (1000 + g % 9000) * 100, 20000, 0, (1000 + g % 9000) * 100 + 20000,
           now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, $1::int) g, u`,
    [sizes.orders],
  );
  await step(
    'order items (2 per order)',
    `
    INSERT INTO order_items (order_id, product_id, name, qty, price, attributes)
    SELECT o.id, 1 + (o.id * 13 + k) % $1::int, 'Item ' || k, 1 + k, o.sub_total / 2, '{}'::jsonb
      FROM orders o CROSS JOIN generate_series(1, 2) k`,
    [sizes.products],
  );
  await step(
    `reviews (${sizes.reviews})`,
    `
    INSERT INTO reviews (product_id, name, comment, rating, created_at)
    SELECT 1 + (g * 7919) % $1::int, 'Reviewer ' || g, 'Lovely work, ' || g, 1 + g % 5, now() - (g || ' seconds')::interval
      FROM generate_series(1, $2::int) g`,
    [sizes.products, sizes.reviews],
  );
  await step(
    'ratings',
    `
    UPDATE products p SET review_count = s.n, average_rating = s.avg
      FROM (SELECT product_id, count(*)::int AS n, round(avg(rating)::numeric, 2) AS avg FROM reviews GROUP BY product_id) s
     WHERE s.product_id = p.id`,
  );
  // As autovacuum would leave the tables: statistics, visibility maps (index-only scans), no dead rows from the ratings update.
  await step('vacuum analyze', 'VACUUM (ANALYZE)');
  log(`  total                      ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

module.exports = { DEFAULT_SIZES, seedLarge };
