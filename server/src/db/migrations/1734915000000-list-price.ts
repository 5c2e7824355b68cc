import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's listed price (`products.list_price`): the lowest price a shopper can pay for
 * it, its card's "from" price. That is its lowest variant's price when it has variants, else
 * its own price. The shop's price sort and price range read it, so a product with variants is
 * sorted and filtered by the price its card shows, not by a base price no shopper pays.
 *
 * Kept by triggers, so every writer (forms, CSV import, REST, seeds, SQL) keeps it right: the
 * product's own price change, and its variants added, repriced, moved or removed. The listing
 * indexes of migration 1733400000700 move from `price` to it; `products_price_idx` stays for
 * the back office's sort by the product's own price. The audit log does not record it (it
 * records the variant or price change that moved it).
 */
/** The shop listing's indexes (migration 1733400000700) on `column` as the price they sort and filter by. */
async function listingIndexesOn(q: QueryRunner, column: 'price' | 'list_price'): Promise<void> {
  for (const index of ['products_listing_price_idx', 'products_listing_rating_idx', 'products_listing_idx'])
    await q.query(`DROP INDEX ${index}`);
  await q.query(
    `CREATE INDEX products_listing_price_idx ON products (status, ${column}, id) INCLUDE (category_id, brand_id)`,
  );
  await q.query(`CREATE INDEX products_listing_rating_idx ON products (status, average_rating DESC, review_count DESC, created_at DESC, id DESC)
    INCLUDE (category_id, brand_id, ${column})`);
  await q.query(
    `CREATE INDEX products_listing_idx ON products (status, created_at DESC, id DESC) INCLUDE (category_id, brand_id, ${column})`,
  );
}

export class ListPrice1734915000000 implements MigrationInterface {
  name = 'ListPrice1734915000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN list_price integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE FUNCTION product_list_price(p_id integer, p_price integer) RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT coalesce((SELECT min(price) FROM product_variants WHERE product_id = p_id), p_price)
      $$`);
    await q.query(`UPDATE products SET list_price = product_list_price(id, price)`);

    await q.query(`CREATE FUNCTION products_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.list_price := CASE WHEN TG_OP = 'INSERT' THEN NEW.price ELSE product_list_price(NEW.id, NEW.price) END;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER products_list_price BEFORE INSERT OR UPDATE OF price, list_price ON products
      FOR EACH ROW EXECUTE FUNCTION products_list_price()`);

    // Row triggers: a statement trigger cannot name columns, and a variant's stock change (an order) must not run it.
    await q.query(`CREATE FUNCTION product_variants_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
      BEGIN
        ids := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.product_id] WHEN 'DELETE' THEN ARRAY[OLD.product_id]
               ELSE ARRAY[OLD.product_id, NEW.product_id] END;
        -- Touching list_price makes the products trigger above compute it.
        UPDATE products p SET list_price = product_list_price(p.id, p.price)
         WHERE p.id = ANY (ids) AND p.list_price IS DISTINCT FROM product_list_price(p.id, p.price);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER product_variants_list_price AFTER INSERT OR DELETE OR UPDATE OF price, product_id
      ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_list_price()`);

    await q.query(`DROP TRIGGER products_audit ON products`);
    await q.query(`CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products
      FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change('product', 'title', 'list_price')`);

    await listingIndexesOn(q, 'list_price');
  }

  async down(q: QueryRunner): Promise<void> {
    await listingIndexesOn(q, 'price');
    await q.query(`DROP TRIGGER products_audit ON products`);
    await q.query(`CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products
      FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change('product', 'title')`);
    await q.query('DROP TRIGGER product_variants_list_price ON product_variants');
    await q.query('DROP FUNCTION product_variants_list_price()');
    await q.query('DROP TRIGGER products_list_price ON products');
    await q.query('DROP FUNCTION products_list_price()');
    await q.query('DROP FUNCTION product_list_price(integer, integer)');
    await q.query('ALTER TABLE products DROP COLUMN list_price');
  }
}
