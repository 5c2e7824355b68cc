/**
 * The order module's services, built together: placing orders (order.placement.ts), reading
 * them (order.queries.ts, order.admin-list.ts), every change after that (order.lifecycle.ts, by
 * the table in order.transitions.ts), the COD confirmation steps (order.cod.ts) and their side
 * effects (order.events.ts). Callers use these services themselves.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { ChangeWriter } from '../../platform/cache';
import type { Logger } from '../../platform/logger';
import type { ShopPolicy } from '../../shared/inputs/shop-policy';
import type { PricingService } from '../checkout';
import type { MailOutbox } from '../mail';
import { AdminOrderList } from './order.admin-list';
import { CodSteps } from './order.cod';
import { orderEvents, subscribeOrderEffects } from './order.events';
import { OrderLifecycle } from './order.lifecycle';
import { OrderPlacement, type CardCheck, type CheckoutGuard } from './order.placement';
import { OrderQueries } from './order.queries';

export interface OrderDeps {
  ds: DataSource;
  config: Config;
  /** The owner's shop policy (limits and deadlines), as it stands now. */
  policy: () => Promise<ShopPolicy>;
  pricing: PricingService;
  payments: CardCheck;
  outbox: MailOutbox;
  logger: Logger;
  changes: ChangeWriter;
  /** The fake-order guard's checkout check (modules/guard): blocklist, prepayment after returns. */
  guard?: CheckoutGuard;
}

export function createOrders({
  ds,
  config,
  policy,
  pricing,
  payments,
  outbox,
  logger,
  changes,
  ...opt
}: OrderDeps) {
  const events = orderEvents(logger);
  const queries = new OrderQueries(ds);
  const list = new AdminOrderList(ds);
  const lifecycle = new OrderLifecycle(ds, policy, events, logger);
  const guard = opt.guard ?? { checkCheckout: async () => undefined };
  const placement = new OrderPlacement(ds, policy, pricing, payments, changes, events, queries, guard);
  const cod = new CodSteps(lifecycle, async () => (await policy()).cod.confirmHours);
  subscribeOrderEffects(events, { config, policy, outbox });
  return { events, queries, list, lifecycle, placement, cod };
}

export type Orders = ReturnType<typeof createOrders>;
