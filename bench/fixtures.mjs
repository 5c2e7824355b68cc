/** The bench's fixtures, read from the seeded database (bench/seed-large.cjs). */
import path from 'node:path';
import { createRequire } from 'node:module';
import { ADMIN, JWT_SECRET, dist } from './harness.mjs';
import { storefrontRequest } from './storefront-queries.mjs';

const require = createRequire(import.meta.url);
const { TokenService } = require(path.join(dist, 'modules/accounts/token.service.js'));

/**
 * What the bench reads and orders: a parent category and one of its brands, a product 500
 * places down, 40 plain products (no sizes or colours to choose) with ample stock (the newest
 * ones, so they are on the first listing pages and feed slices), 40 customers' tokens, the
 * admin's token and the storefront's own GraphQL requests captured from `base`.
 */
export async function benchFixtures(db, base) {
  const {
    rows: [cat],
  } = await db.query('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
  const {
    rows: [brand],
  } = await db.query(
    'SELECT brand_id AS id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = $1 LIMIT 1',
    [cat.id],
  );
  const {
    rows: [product],
  } = await db.query('SELECT id FROM products WHERE status = 1 ORDER BY id DESC LIMIT 1 OFFSET 500');
  const { rows: ordered } = await db.query(`
    WITH picked AS (
      SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id AND c.status = 1
       WHERE p.status = 1 ORDER BY p.created_at DESC, p.id DESC LIMIT 40),
    unlinked AS (DELETE FROM product_attribute_values WHERE product_id IN (SELECT id FROM picked))
    UPDATE products SET qty = 100000 WHERE id IN (SELECT id FROM picked) RETURNING id`);
  ordered.sort((a, b) => a.id - b.id);
  const { rows: buyers } = await db.query(
    `SELECT id, role, token_version FROM users WHERE role = 'CUSTOMER' ORDER BY id LIMIT 40`,
  );
  const tokens = new TokenService(null, { jwtSecret: JWT_SECRET });
  const buyerTokens = await Promise.all(
    buyers.map((b) => tokens.sign({ id: b.id, role: b.role, tokenVersion: b.token_version })),
  );
  /** The order of buyer `b`, from that buyer's own number and address, as a shop's customers are. */
  const orderBody = (productId, b = 0) =>
    JSON.stringify({
      name: `Bench Buyer ${b + 1}`,
      email: `buyer${b + 1}@bench.pk`,
      street: 'Punjab',
      city: 'Lahore',
      address: `House ${b + 1}, Bench Street`,
      zip: '54000',
      mobile: `0301${String(b + 1).padStart(7, '0')}`,
      payment_method: 'cod',
      cart: [{ product_id: productId, qty: 1 }],
    });
  const orderRequest = (i) => ({
    method: 'POST',
    path: '/api/save-order',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${buyerTokens[i % buyerTokens.length]}`,
    },
    body: orderBody(ordered[i % ordered.length].id, i % buyerTokens.length),
  });
  const placeOrder = async (shopBase, i) => {
    const { path: p, ...init } = orderRequest(i);
    const res = await fetch(shopBase + p, init);
    await res.arrayBuffer();
    return res.ok;
  };
  const admin = await (
    await fetch(`${base}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const gql = (query, variables) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // The storefront's requests as Apollo Client sends them.
  const shopFeed = await storefrontRequest(base, 'ShopProductsDocument', {
    filter: { categoryIds: [], brandIds: [], search: '' },
    sort: 'NEWEST',
  });
  const productPage = await storefrontRequest(base, 'ProductDetailsDocument', { id: product.id });
  const orderedPage = await storefrontRequest(base, 'ProductDetailsDocument', { id: ordered[0].id });
  const searchDrawer = await storefrontRequest(base, 'SearchProductsDocument', { search: 'bunny 12' });
  return {
    catalogue: { cat, brand, product, ordered },
    buyers: { buyerTokens, orderBody, orderRequest, placeOrder },
    admin,
    gql,
    storefront: { shopFeed, productPage, orderedPage, searchDrawer },
  };
}
