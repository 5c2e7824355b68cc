/**
 * What travels on the change feed (`change-feed.ts`): the typed events the caches subscribe to,
 * and the payloads they are read from.
 */

/**
 * The channel every change notification travels on. The database's triggers (migration
 * 1733200000000) send one notification per statement naming the table, the operation, the
 * ids of the rows that changed (product ids for the product tables) and, for an update,
 * the columns that changed; `ChangeFeed.publish` sends the application's own events on it.
 */
export const CHANGE_CHANNEL = 'shop_changes';

/** What changed, in the terms of the data the caches keep. `null` ids mean "every row". */
export type ChangeEvent =
  /** Stock of these products (their qty, their values' or variants' stock), nothing else. */
  | { type: 'stock'; productIds: number[] | null }
  /**
   * Other data of these products: `fields` are the changed product columns (or `images`,
   * `attribute_values`, `variants`); null when products were added or removed.
   */
  | { type: 'product'; productIds: number[] | null; fields: string[] | null }
  /** The reviews of these products (their rating and count change as a `product` event). */
  | { type: 'reviews'; productIds: number[] | null }
  /** Categories or brands: `fields` as for products (name, status, parent_id), null when added or removed. */
  | { type: 'category' | 'brand'; ids: number[] | null; fields: string[] | null }
  /** Attributes or their values (names shown on products). */
  | { type: 'attribute' }
  /** Shipping's default rate, free-shipping threshold or rates (the delivery terms product pages show). */
  | { type: 'shipping' }
  /** The owner's shop policy (its name and delivery time are on every page; its limits in every order). */
  | { type: 'settings' }
  | { type: 'order'; ids: number[] | null }
  | { type: 'user'; ids: number[] | null; fields: string[] | null }
  /**
   * The feed (re)connected, lost its connection or stopped answering: anything may have
   * changed unheard. Caches drop everything and serve nothing while `live` is false.
   */
  | { type: 'resync' }
  /** A marker anyone may send (`publish`): once heard, so is every change committed before it was sent. */
  | { type: 'marker'; id: string };

/** A statement touching more rows than this announces "every row" (as the triggers do). */
const MAX_IDS = 500;
/** Notifications are at most 8,000 bytes; batches are split well below that. */
const MAX_PAYLOAD = 7000;

/** A trigger's payload. */
export interface RowChange {
  t: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  ids: number[] | null;
  cols?: string[] | null;
}

const PRODUCT_TABLE_FIELD: Record<string, string> = {
  product_images: 'images',
  product_attribute_values: 'attribute_values',
  product_variants: 'variants',
};
/**
 * Per table, the columns whose change alone is a change of stock only (a `stock` event, which
 * moves no product in or out of a listing): declared by the catalogue (`STOCK_ONLY_COLUMNS` in
 * modules/catalog/cache-policy.ts) and handed to the change feed.
 */
export type StockColumns = Readonly<Record<string, ReadonlySet<string>>>;

/** The typed event of a trigger's payload, or null for a table nothing here keeps. */
export function eventOf(change: RowChange, stockColumns: StockColumns = {}): ChangeEvent | null {
  const ids = change.ids ?? null;
  const cols = change.op === 'UPDATE' ? (change.cols ?? null) : null;
  switch (change.t) {
    case 'products':
    case 'product_images':
    case 'product_attribute_values':
    case 'product_variants': {
      const stock = stockColumns[change.t];
      if (cols && stock && cols.every((c) => stock.has(c))) return { type: 'stock', productIds: ids };
      if (change.t === 'products') return { type: 'product', productIds: ids, fields: cols };
      return { type: 'product', productIds: ids, fields: [PRODUCT_TABLE_FIELD[change.t]] };
    }
    case 'reviews':
      return { type: 'reviews', productIds: ids };
    case 'categories':
      return { type: 'category', ids, fields: cols };
    case 'brands':
      return { type: 'brand', ids, fields: cols };
    case 'attributes':
    case 'attribute_values':
      return { type: 'attribute' };
    case 'orders':
      return { type: 'order', ids };
    case 'users':
      return { type: 'user', ids, fields: cols };
    case 'token_revocations':
      // A signed-out token: its user's remembered session (which holds the revoked ids) is stale.
      return { type: 'user', ids, fields: ['token_revocations'] };
    default:
      return null;
  }
}

export function eventsOf(changes: RowChange[], stockColumns: StockColumns = {}): ChangeEvent[] {
  return changes.map((c) => eventOf(c, stockColumns)).filter((e): e is ChangeEvent => e !== null);
}

/** The row changes of collected transactions (see `ChangeFeed.transaction`), sent for the instance `from`. */
interface Batch {
  from: string;
  changes: RowChange[];
}

/**
 * The events of a payload on the channel: a trigger's row change, an event `publish` sent,
 * or a batch of row changes (none when `self` made them: it applied them when it committed).
 */
export function parsePayload(payload: string, self: string, stockColumns: StockColumns = {}): ChangeEvent[] {
  const message = JSON.parse(payload) as RowChange | { event: ChangeEvent } | Batch;
  if ('event' in message) return [message.event];
  if ('changes' in message) return message.from === self ? [] : eventsOf(message.changes, stockColumns);
  const event = eventOf(message, stockColumns);
  return event ? [event] : [];
}

/** The row changes of a collected transaction, as its triggers wrote them (one JSON payload a line). */
export function collectedChanges(text: string): RowChange[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RowChange);
}

/** Row changes merged: one per table, operation and changed columns, with the union of their ids. */
export function merged(changes: RowChange[]): RowChange[] {
  const byKind = new Map<string, RowChange>();
  for (const change of changes) {
    const kind = `${change.t}\0${change.op}\0${change.cols?.join(',') ?? '*'}`;
    const seen = byKind.get(kind);
    if (!seen) {
      byKind.set(kind, { ...change, ids: change.ids && [...change.ids] });
    } else if (seen.ids) {
      const ids = change.ids ? [...new Set([...seen.ids, ...change.ids])] : null;
      seen.ids = ids && ids.length <= MAX_IDS ? ids : null;
    }
  }
  return [...byKind.values()];
}

/** The notifications carrying `changes` (merged) for `from`, each under the size limit. */
export function batchPayloads(from: string, changes: RowChange[]): string[] {
  const payloads: string[] = [];
  let part: RowChange[] = [];
  let size = 0;
  for (const change of merged(changes)) {
    const length = JSON.stringify(change).length + 1;
    if (part.length && size + length > MAX_PAYLOAD) {
      payloads.push(JSON.stringify({ from, changes: part } satisfies Batch));
      part = [];
      size = 0;
    }
    part.push(change);
    size += length;
  }
  if (part.length) payloads.push(JSON.stringify({ from, changes: part } satisfies Batch));
  return payloads;
}
