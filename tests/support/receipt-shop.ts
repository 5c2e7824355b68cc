/**
 * The manual-payment tests' shop: the app mailing through the local SMTP server, a product in
 * plenty, the admin's token; and the order as its customer and the admin read it.
 */
import { factories } from './factories';
import { startSmtp } from './smtp';
import { createTestServer, TestServer } from './test-server';
import { RECEIPT_FIELDS } from './receipts';
import { useShop } from './hooks';

export interface ReceiptShop {
  t: TestServer;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  productId: number;
  admin: string;
}

export async function startReceiptShop(): Promise<ReceiptShop> {
  const smtp = await startSmtp();
  const t = await createTestServer({ SMTP_URL: smtp.url });
  const f = factories(t.db.ds);
  const productId = (await f.product({ categoryId: (await f.category()).id, qty: 1000, price: 1500 })).id;
  return { t, smtp, productId, admin: await t.adminToken() };
}

export async function stopReceiptShop(shop: Partial<ReceiptShop>): Promise<void> {
  await shop.t?.close();
  await shop.smtp?.close();
}

export const MY_ORDER = `query($id: Int!) { myOrder(id: $id) {
  id paymentStatus canUploadReceipt paymentAccount trackingNumber trackingUrl courier { name }
  receipts { ${RECEIPT_FIELDS} } history { field toValue note summary actorName createdAt }
} }`;
export const ADMIN_ORDER = `query($id: Int!) { adminOrder(id: $id) {
  id paymentStatus codConfirmedAt receipts { id status } history { actor field fromValue toValue note summary actorName }
} }`;

/** The ids of the admin's order list under `filter`. */
export const adminList = async (t: TestServer, admin: string, filter: string) =>
  (
    await t.gql(
      `query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 100) { items { id } meta { total } } }`,
      { f: filter },
      admin,
    )
  ).body.data.adminOrders.items.map((o: { id: number }) => o.id);

/** This test file's manual-payment shop. */
export const useReceiptShop = () => useShop(startReceiptShop, stopReceiptShop);
