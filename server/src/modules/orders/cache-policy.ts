/** What the orders' remembered reads depend on: the admin list's pages, totals and answers. */
import type { ChangeEvent } from '../../platform/cache';

/** Whether an event makes the admin order list stale: any order changed (or anything may have). */
export const changesOrderList = (event: ChangeEvent): boolean =>
  event.type === 'order' || event.type === 'resync';
