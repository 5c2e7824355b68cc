import DataLoader from 'dataloader';
import type { Services } from '../services';
import {
  type BrandEntity,
  type CategoryEntity,
  hiddenReasons,
  type LinkedAttributeValue,
  type ProductEntity,
  type ProductImageEntity,
  type ProductVariantEntity,
  relationsOf,
} from '../modules/catalog';
import type { OrderHistoryEntity, OrderItemEntity, ReceiptEntity } from '../modules/orders';
import type { CourierEntity } from '../modules/orders';
import type { TransactionIdReuse } from '../modules/payments';
import type { ReturnRecord } from '../modules/guard';

/**
 * Hands the relations read together with products (product.sql.ts) to the request's
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
  const { products, categories, brands, orders, couriers, receipts, guard, ds } = services;
  const loaders = {
    product: new DataLoader<number, ProductEntity | null>(async (ids) =>
      byId(await products.batches.byIds(ids), ids),
    ),
    /** Publicly visible products only (one query, relations included, for every product asked for in a tick). */
    visibleProduct: new DataLoader<number, ProductEntity | null>(async (ids) => {
      const found = await products.visibleByIds([...ids]);
      primeRelations(loaders, found);
      return byId(found, ids);
    }),
    productImages: new DataLoader<number, ProductImageEntity[]>(async (ids) =>
      groupBy(await products.batches.imagesFor(ids), (r) => r.productId, ids),
    ),
    productAttributeValues: new DataLoader<number, LinkedAttributeValue[]>(async (ids) =>
      groupBy(await products.batches.attributeValuesFor(ids), (r) => r.productId, ids),
    ),
    productVariants: new DataLoader<number, ProductVariantEntity[]>(async (ids) =>
      groupBy(await products.batches.variantsFor(ids), (r) => r.productId, ids),
    ),
    attributeValue: new DataLoader<
      number,
      { id: number; value: string; code: string | null; attributeId: number } | null
    >(async (ids) => byId(await products.batches.attributeValuesByIds(ids), ids)),
    /** Why each product is hidden from the shop (null when shown): the back office's badge. */
    hiddenReason: new DataLoader<number, string | null>((ids) => hiddenReasons(ds, ids)),
    category: new DataLoader<number, CategoryEntity | null>(async (ids) =>
      byId(await categories.byIds(ids), ids),
    ),
    brand: new DataLoader<number, BrandEntity | null>(async (ids) => byId(await brands.byIds(ids), ids)),
    orderItems: new DataLoader<number, OrderItemEntity[]>(async (ids) =>
      groupBy(await orders.queries.itemsFor(ids), (r) => r.orderId, ids),
    ),
    orderHistory: new DataLoader<number, OrderHistoryEntity[]>(async (ids) =>
      groupBy(await orders.queries.historyFor(ids), (r) => r.orderId, ids),
    ),
    orderReceipts: new DataLoader<number, ReceiptEntity[]>(async (ids) =>
      groupBy(await receipts.forOrders(ids), (r) => r.orderId, ids),
    ),
    /** Per order: its receipts' transaction ids also sent for other orders (admin notes). */
    transactionIdReuse: new DataLoader<number, TransactionIdReuse>((ids) => receipts.transactionIdReuse(ids)),
    /** Per order: earlier orders to its phone number or address, and how many were returned (admins). */
    returnRecord: new DataLoader<number, ReturnRecord>((ids) => guard.returnRecords(ids)),
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
