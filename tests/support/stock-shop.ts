/**
 * Shoppers, an admin's product forms (REST and GraphQL, as the apps and the back office fill
 * them) and the stock rows, for the stock tests (tests/api/stock-*.test.ts, product-versions.test.ts).
 */
import { factories } from './factories';
import { useShop } from './hooks';
import { createTestServer, type TestServer } from './test-server';
import { checkoutBody } from './checkout';

export function stockShop(t: TestServer, admin: string, categoryId: number) {
  const f = factories(t.db.ds);
  async function shopper() {
    const [u] = await t.db.ds.query(
      `INSERT INTO users (name, email, role, verified_at) VALUES ('Shopper', $1, 'CUSTOMER', now()) RETURNING id, token_version`,
      [`s-${Math.random().toString(36).slice(2, 10)}@example.pk`],
    );
    return await t.services.tokens.sign({ id: u.id, role: 'CUSTOMER', tokenVersion: u.token_version });
  }
  const checkout = (cart: unknown[]) =>
    checkoutBody(cart, {
      name: 'Hina Shah',
      email: 'hina@example.pk',
      street: 'Sindh',
      city: 'Karachi',
      address: 'Flat 2, Clifton',
      zip: '75600',
    });
  const buy = async (cart: unknown[]) => t.rest('POST', '/save-order', checkout(cart), await shopper());
  const plainLine = (productId: number, qty = 1) => ({ product_id: productId, qty });
  const valueLine = (productId: number, valueId: number, qty = 1) => ({
    product_id: productId,
    qty,
    selectedAttributes: [{ attribute_value: { id: valueId } }],
  });
  const sold = async (productId: number) =>
    (
      await t.db.ds.query('SELECT coalesce(sum(qty), 0)::int AS n FROM order_items WHERE product_id = $1', [
        productId,
      ])
    )[0].n as number;
  const row = async (productId: number) =>
    (await t.db.ds.query('SELECT title, qty, version FROM products WHERE id = $1', [productId]))[0];
  const pivot = async (productId: number, valueId: number) =>
    (
      await t.db.ds.query(
        'SELECT qty FROM product_attribute_values WHERE product_id = $1 AND attribute_value_id = $2',
        [productId, valueId],
      )
    )[0].qty as number;
  const variantStock = async (variantId: number) =>
    (await t.db.ds.query('SELECT stock FROM product_variants WHERE id = $1', [variantId]))[0].stock as number;

  /** A product with a plain qty and a Size attribute (Small, Large) with stock of its own. */
  async function sizedProduct(qty: number, small: number, large: number) {
    const size = await f.attribute(`Size ${Math.random().toString(36).slice(2, 6)}`, [
      { value: 'Small' },
      { value: 'Large' },
    ]);
    const p = await f.product({ categoryId, title: 'Tote', qty });
    await f.linkValue(p.id, size.values[0].id, small);
    await f.linkValue(p.id, size.values[1].id, large);
    return { p, small: size.values[0].id, large: size.values[1].id };
  }

  /** The REST edit form as an app fills it from GET /admin/products/{id}. */
  async function openRestForm(productId: number) {
    const res = await t.rest('GET', `/admin/products/${productId}`, undefined, admin);
    expect(res.status).toBe(200);
    const d = res.body.data;
    return {
      version: d.version as number,
      form: {
        title: d.title,
        category: categoryId,
        price: d.price,
        sku: d.sku,
        qty: d.qty,
        is_featured: 'no',
        status: 1,
        attribute_values: res.body.attribute_values.map((v: { attribute_value_id: number; qty: number }) =>
          JSON.stringify({ attribute_value_id: v.attribute_value_id, qty: v.qty }),
        ),
      } as Record<string, unknown>,
    };
  }

  const GQL_FORM = `query($id: Int!) { adminProduct(id: $id) { id title price qty sku status isFeatured version category { id } attributeValues { id qty } variants { id stock } } }`;
  const GQL_SAVE = `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) {
    product { id title qty version attributeValues { id qty } variants { id stock } } errors { field message code } currentStock { field quantity } } }`;

  /** The GraphQL edit form: every field as read, the linked values as links (their stock is only sent as changes). */
  async function openGqlForm(productId: number) {
    const p = (await t.gql(GQL_FORM, { id: productId }, admin)).body.data.adminProduct;
    return { read: p, input: gqlFormInput(p) };
  }
  const gqlSave = async (productId: number, input: Record<string, unknown>) =>
    (await t.gql(GQL_SAVE, { id: productId, i: input }, admin)).body;

  return {
    buy,
    plainLine,
    valueLine,
    sold,
    row,
    pivot,
    variantStock,
    sizedProduct,
    openRestForm,
    openGqlForm,
    gqlSave,
  };
}

/** This test file's stock shop: the app, a category named `category`, the admin, and the helpers above. */
export const useStockShop = (category: string) =>
  useShop(
    async () => {
      const t = await createTestServer();
      const f = factories(t.db.ds);
      const admin = await t.adminToken();
      const categoryId = (await f.category({ name: category })).id;
      return { t, f, admin, categoryId, ...stockShop(t, admin, categoryId) };
    },
    (shop) => shop.t.close(),
  );

/** The GraphQL edit form's input as the back office fills it from `adminProduct`: every field as read, the linked values as links (their stock is only sent as changes). */
export function gqlFormInput(p: any): Record<string, unknown> {
  return {
    title: p.title,
    categoryId: p.category.id,
    price: p.price,
    sku: p.sku,
    status: p.status,
    isFeatured: p.isFeatured,
    attributeValues: p.attributeValues.map((v: { id: number }) => ({ attributeValueId: v.id })),
    version: p.version,
  };
}
