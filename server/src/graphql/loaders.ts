import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { BrandEntity } from '../modules/catalog/brand.entity';
import type { CategoryEntity } from '../modules/catalog/category.entity';
import type { ProductEntity, ProductVariantEntity } from '../modules/catalog/product.entity';
import type { LinkedAttributeValue } from '../modules/catalog/product.service';
import type { ProductImageEntity } from '../modules/media/product-image.entity';
import { relationsOf } from '../modules/catalog/product.rows';
import { shownStock } from '../modules/catalog/availability';
import { hiddenReasons } from '../modules/catalog/hidden-reasons';
import type { OrderHistoryEntity, OrderItemEntity } from '../modules/orders/order.entity';
import type { CourierEntity } from '../modules/couriers/courier.entity';
import type { ReceiptEntity } from '../modules/receipts/receipt.entity';
import type { TransactionIdReuse } from '../modules/receipts/receipt.service';

function groupBy<T, K>(rows: T[], key: (row: T) => K, keys: readonly K[]): T[][] {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
}

function byId<T extends { id: number }>(rows: T[], keys: readonly number[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** DataLoaders, created per request (GraphQL context and REST handlers): no N+1 anywhere. */
export function createLoaders(services: Services) {
  const { products, categories, brands, orders, couriers, receipts, ds } = services;
  const loaders = {
    product: new DataLoader<number, ProductEntity | null>(async (ids) =>
      byId(await products.byIds(ids), ids),
    ),
    /** Publicly visible products only (one query, relations included, for every product asked for in a tick). */
    visibleProduct: new DataLoader<number, ProductEntity | null>(async (ids) => {
      const found = await products.visibleByIds([...ids]);
      primeRelations(loaders, found);
      return byId(found, ids);
    }),
    productImages: new DataLoader<number, ProductImageEntity[]>(async (ids) =>
      groupBy(await products.imagesFor(ids), (r) => r.productId, ids),
    ),
    productAttributeValues: new DataLoader<number, LinkedAttributeValue[]>(async (ids) =>
      groupBy(await products.attributeValuesFor(ids), (r) => r.productId, ids),
    ),
    productVariants: new DataLoader<number, ProductVariantEntity[]>(async (ids) =>
      groupBy(await products.variantsFor(ids), (r) => r.productId, ids),
    ),
    attributeValue: new DataLoader<
      number,
      { id: number; value: string; code: string | null; attributeId: number } | null
    >(async (ids) => byId(await products.attributeValuesByIds(ids), ids)),
    /** Why each product is hidden from the shop (null when shown): the back office's badge. */
    hiddenReason: new DataLoader<number, string | null>((ids) => hiddenReasons(ds, ids)),
    category: new DataLoader<number, CategoryEntity | null>(async (ids) =>
      byId(await categories.byIds(ids), ids),
    ),
    brand: new DataLoader<number, BrandEntity | null>(async (ids) => byId(await brands.byIds(ids), ids)),
    orderItems: new DataLoader<number, OrderItemEntity[]>(async (ids) =>
      groupBy(await orders.itemsFor(ids), (r) => r.orderId, ids),
    ),
    orderHistory: new DataLoader<number, OrderHistoryEntity[]>(async (ids) =>
      groupBy(await orders.historyFor(ids), (r) => r.orderId, ids),
    ),
    orderReceipts: new DataLoader<number, ReceiptEntity[]>(async (ids) =>
      groupBy(await receipts.forOrders(ids), (r) => r.orderId, ids),
    ),
    /** Per order: its receipts' transaction ids also sent for other orders (admin notes). */
    transactionIdReuse: new DataLoader<number, TransactionIdReuse>((ids) => receipts.transactionIdReuse(ids)),
    courier: new DataLoader<number, CourierEntity | null>(async (ids) =>
      byId(await couriers.byIds(ids), ids),
    ),
    /** Names of the admins in order histories. */
    userName: new DataLoader<number, string | null>(async (ids) => {
      const rows: Array<{ id: number; name: string }> = await ds.query(
        'SELECT id, name FROM users WHERE id = ANY($1::int[])',
        [[...ids]],
      );
      return byId(rows, ids).map((r) => r?.name ?? null);
    }),
  };
  return loaders;
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * Hands the relations read together with products (product.rows.ts) to the request's
 * loaders, so that showing them sends no further query.
 */
export function primeRelations(loaders: Loaders, list: readonly ProductEntity[]): void {
  for (const p of list) {
    const r = relationsOf(p);
    if (!r) continue;
    loaders.productImages.prime(p.id, r.images);
    loaders.productAttributeValues.prime(p.id, r.attributeValues);
    loaders.productVariants.prime(p.id, r.variants);
    loaders.category.prime(r.category.id, r.category as CategoryEntity);
    if (r.brand) loaders.brand.prime(r.brand.id, r.brand as BrandEntity);
  }
}

/** The stock a product shows (`availability.ts`: summed variant stock when it has variants, else its qty). */
export async function productStock(loaders: Loaders, product: ProductEntity): Promise<number> {
  return shownStock(product.qty, await loaders.productVariants.load(product.id));
}

/** The default image (or the first one) of a product. */
export async function defaultImage(loaders: Loaders, productId: number): Promise<ProductImageEntity | null> {
  const images = await loaders.productImages.load(productId);
  return images.find((i) => i.isDefault) ?? images[0] ?? null;
}
