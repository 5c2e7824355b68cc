import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop listing's other orders (issue 21: by price either way, by rating) each get an
 * index of their own, built as the newest-first listing's (1733200000001): the sort's
 * columns after `status`, the id last, in one direction, so a page walks its offset (and a
 * keyset cursor its range) in the index alone, forwards for the lowest price first and
 * backwards for the highest; the visibility test's category and brand, and the price for a
 * price range, ride along (INCLUDE) so that no row is read before the page's own. The
 * newest-first index takes the price too, for a price range listed newest first.
 * (products_price_idx, on price alone, stays: the back office sorts every product by price.)
 */
export class ListingSortIndexes1733400000700 implements MigrationInterface {
  name = 'ListingSortIndexes1733400000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX products_listing_price_idx ON products (status, price, id) INCLUDE (category_id, brand_id)',
    );
    await q.query(`CREATE INDEX products_listing_rating_idx ON products (status, average_rating DESC, review_count DESC, created_at DESC, id DESC)
      INCLUDE (category_id, brand_id, price)`);
    await q.query('DROP INDEX products_listing_idx');
    await q.query(
      'CREATE INDEX products_listing_idx ON products (status, created_at DESC, id DESC) INCLUDE (category_id, brand_id, price)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX products_listing_rating_idx');
    await q.query('DROP INDEX products_listing_price_idx');
    await q.query('DROP INDEX products_listing_idx');
    await q.query(
      'CREATE INDEX products_listing_idx ON products (status, created_at DESC, id DESC) INCLUDE (category_id, brand_id)',
    );
  }
}
