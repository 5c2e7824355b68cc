/**
 * One rule for what can be bought (DESIGN decision 20; issue 29, item 9): a product is
 * visible when it is active, its category and every parent of it are active, and its brand is
 * active or it has none. A product hidden by its brand, or by a parent category two levels up,
 * is in no listing, search, product page or stock check, cannot be priced, reviewed or
 * ordered by REST or GraphQL; reactivated, it is back everywhere, the caches included.
 */
import { factories } from '../support/factories';
import { createTestServer, TestServer } from '../support/test-server';
import { catalogSettled } from '../support/wait';
import { checkoutBody } from '../support/checkout';

let t: TestServer;
let admin: string;
let shopper: string;
let brandId: number;
let rootId: number;
let branded: { id: number; title: string };
let nested: { id: number; title: string };

beforeAll(async () => {
  t = await createTestServer();
  const f = factories(t.db.ds);
  brandId = (await f.brand({ name: 'Hooked Hands' })).id;
  const root = await f.category({ name: 'Nursery' });
  rootId = root.id;
  const middle = await f.category({ name: 'Soft Toys', parentId: root.id });
  const leaf = await f.category({ name: 'Bunnies', parentId: middle.id });
  const plain = await f.category({ name: 'Kitchen' });
  branded = await f.product({
    categoryId: plain.id,
    brandId,
    title: 'Visible Potholder',
    sku: 'VIS-POT',
    qty: 8,
  });
  nested = await f.product({ categoryId: leaf.id, title: 'Visible Bunny', sku: 'VIS-BUN', qty: 8 });
  admin = await t.adminToken();
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Sana', 'sana@example.pk', 'CUSTOMER', now()) RETURNING id, token_version`,
  );
  shopper = await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version });
});
afterAll(() => t.close());

const checkout = (productId: number) =>
  checkoutBody([{ product_id: productId, qty: 1 }], {
    name: 'Sana',
    email: 'sana@example.pk',
    address: 'House 9, Johar Town',
    zip: '54782',
  });
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } errors { field message code } } }`;
const gqlCheckout = (productId: number) => ({
  name: 'Sana',
  email: 'sana@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 9, Johar Town',
  zip: '54782',
  mobile: '03001234567',
  paymentMethod: 'cod',
  cart: [{ productId, qty: 1 }],
});

/** Everywhere a shopper can meet the product: which of them show it. */
async function seenIn(p: { id: number; title: string }) {
  const listing = await t.rest('GET', '/get-products');
  const searched = await t.rest('GET', `/search-products?search=${encodeURIComponent(p.title)}`);
  const shopSearch = await t.rest('GET', `/get-products?search=${encodeURIComponent(p.title)}`);
  const page = await t.rest('GET', `/product-details/${p.id}`);
  const stock = await t.rest('POST', `/products/${p.id}/check-stock`, { qty: 1 });
  const gql = await t.gql(
    `query($id: Int!, $s: String!) {
      product(id: $id) { id }
      searchProducts(search: $s) { id }
      products { items { id } meta { total } }
      productFeed(filter: { search: $s }) { items { id } }
      checkStock(productId: $id, qty: 1) { available }
    }`,
    { id: p.id, s: p.title },
  );
  const has = (list: Array<{ id: number }>) => list.some((x) => x.id === p.id);
  return {
    listing: has(listing.body.data),
    search: has(searched.body.data),
    shopSearch: has(shopSearch.body.data),
    page: page.status,
    stockCheck: stock.status,
    gqlProduct: gql.body.data?.product?.id ?? null,
    gqlSearch: has(gql.body.data?.searchProducts ?? []),
    gqlListing: has(gql.body.data?.products.items ?? []),
    gqlFeed: has(gql.body.data?.productFeed.items ?? []),
    gqlStockCheck: gql.body.data?.checkStock?.available ?? (gql.body.errors?.[0].extensions.code as string),
  };
}

const everywhere = (p: { id: number }) => ({
  listing: true,
  search: true,
  shopSearch: true,
  page: 200,
  stockCheck: 200,
  gqlProduct: p.id,
  gqlSearch: true,
  gqlListing: true,
  gqlFeed: true,
  gqlStockCheck: true,
});
const nowhere = {
  listing: false,
  search: false,
  shopSearch: false,
  page: 404,
  stockCheck: 404,
  gqlProduct: null,
  gqlSearch: false,
  gqlListing: false,
  gqlFeed: false,
  gqlStockCheck: 'NOT_FOUND',
};

async function setStatus(kind: 'brands' | 'categories', id: number, name: string, status: 0 | 1) {
  const res = await t.rest('PUT', `/admin/${kind}/${id}`, { name, status }, admin);
  expect(res.status).toBe(200);
  await catalogSettled(t);
}

it('hides a product of an inactive brand or under an inactive parent category from every path, and shows it again when reactivated', async () => {
  // Read first, so every cache holds them.
  expect(await seenIn(branded)).toEqual(everywhere(branded));
  expect(await seenIn(nested)).toEqual(everywhere(nested));
  const stockBefore = await t.db.ds.query('SELECT id, qty FROM products WHERE id = ANY($1) ORDER BY id', [
    [branded.id, nested.id],
  ]);

  await setStatus('brands', brandId, 'Hooked Hands', 0);
  await setStatus('categories', rootId, 'Nursery', 0);

  for (const p of [branded, nested]) {
    expect(await seenIn(p)).toEqual(nowhere);
    const rest = await t.rest('POST', '/save-order', checkout(p.id), shopper);
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({
      status: 422,
      message: 'A product in your cart is no longer available.',
      errors: { 'cart.0': ['A product in your cart is no longer available.'] },
    });
    const gql = await t.gql(PLACE, { i: gqlCheckout(p.id) }, shopper);
    expect(gql.body.data.placeOrder).toEqual({
      order: null,
      errors: [
        {
          field: 'cart.0',
          message: 'A product in your cart is no longer available.',
          code: 'PRODUCT_UNAVAILABLE',
        },
      ],
    });
    const review = await t.rest('POST', '/product-reviews', {
      product_id: p.id,
      name: 'Sana',
      comment: 'Lovely',
      rating: 5,
    });
    expect(review.status).toBe(404);
  }
  expect((await t.db.ds.query('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(0);
  expect(
    await t.db.ds.query('SELECT id, qty FROM products WHERE id = ANY($1) ORDER BY id', [
      [branded.id, nested.id],
    ]),
  ).toEqual(stockBefore);
  // The category tree leaves out the hidden branch, children included.
  const tree = JSON.stringify((await t.rest('GET', '/get-categories')).body.data);
  expect(tree).not.toContain('Bunnies');

  await setStatus('brands', brandId, 'Hooked Hands', 1);
  await setStatus('categories', rootId, 'Nursery', 1);
  for (const p of [branded, nested]) {
    expect(await seenIn(p)).toEqual(everywhere(p));
    expect((await t.rest('POST', '/save-order', checkout(p.id), shopper)).status).toBe(200);
  }
  expect(JSON.stringify((await t.rest('GET', '/get-categories')).body.data)).toContain('Bunnies');
});
