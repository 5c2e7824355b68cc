import { AsyncLocalStorage } from 'node:async_hooks';
import type { BeforeQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';

/**
 * Whether the request in progress has written: a statement other than a plain SELECT, or any
 * statement in a transaction. Only a request that wrote waits for its instance to hear its
 * changes before it is answered (`ChangeFeed.settle`); a read goes out at once.
 */
const scope = new AsyncLocalStorage<{ wrote: boolean }>();
const READ = /^\s*SELECT\b/i;

class WriteSubscriber implements EntitySubscriberInterface {
  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    const current = scope.getStore();
    if (!current || current.wrote) return;
    if (event.queryRunner?.isTransactionActive || !READ.test(event.query)) current.wrote = true;
  }
}

/** Notes the writes of every query of `ds` (once per data source). */
export function noticeWrites(ds: DataSource): void {
  if (!ds.subscribers.some((s) => s instanceof WriteSubscriber)) ds.subscribers.push(new WriteSubscriber());
}

/** Runs `work` (a request) in a scope of its own that notes whether it writes. */
export function watchWrites<T>(work: () => T): T {
  return scope.run({ wrote: false }, work);
}

/** Whether the request in progress (its `watchWrites` scope) has written. */
export function wroteInScope(): boolean {
  return scope.getStore()?.wrote ?? false;
}
