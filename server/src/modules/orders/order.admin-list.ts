/** The admin's order list: search, sort, the attention filters, pages and totals remembered until orders change. */
import type { DataSource } from 'typeorm';
import { Memo } from '../../platform/cache/memo';
import { countRows } from '../../platform/db/count';
import { isOwnKey } from '../../shared/keys';
import { OrderEntity } from './order.entity';
import { HOLDING_STOCK_SQL } from './order.transitions';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The admin list's filters: manual-payment orders with a receipt to look at; cash-on-delivery orders not yet confirmed by phone; pending orders ready to go (paid, or cash on delivery confirmed). */
export const ADMIN_FILTERS = {
  receipt_waiting: `o.payment_status = 'unpaid' AND ${HOLDING_STOCK_SQL('o')} AND EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.status = 'waiting')`,
  unconfirmed_cod: `o.payment_method = 'cod' AND o.status = 'pending' AND o.cod_confirmed_at IS NULL`,
  to_ship: `o.status = 'pending' AND (o.payment_status = 'paid' OR (o.payment_method = 'cod' AND o.cod_confirmed_at IS NOT NULL))`,
} as const;
export type AdminFilter = keyof typeof ADMIN_FILTERS;

export const ADMIN_SORTS = {
  id: 'o.id',
  name: 'o.name',
  email: 'o.email',
  grand_total: 'o.grand_total',
  created_at: 'o.created_at',
  payment_status: 'o.payment_status',
  status: 'o.status',
} as const;
export type AdminSort = keyof typeof ADMIN_SORTS;

/** A page of orders with the numbers a pager needs. */
export interface OrderPage {
  items: OrderEntity[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export interface AdminOrderLists {
  pages: Memo<OrderPage>;
  counts: Memo<number>;
}

/** The admin list's memory, kept while `live()` says every order change is heard. */
export function adminOrderLists(live: () => boolean, entries = 1000): AdminOrderLists {
  return { pages: new Memo<OrderPage>(live, entries), counts: new Memo<number>(live, entries) };
}

/** What the admin order list is asked for: a search, a sort and direction, a page and a filter. */
export interface AdminOrderQuery {
  search?: string;
  sort?: AdminSort;
  direction?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
  filter?: AdminFilter | null;
}

export class AdminOrderList {
  constructor(
    private readonly ds: DataSource,
    /** Pages and totals per search, remembered until orders change (services.ts clears them on NOTIFY). */
    private readonly lists: AdminOrderLists,
  ) {}

  /** Forgets the remembered pages and totals (an order changed). */
  forget(): void {
    this.lists.pages.clear();
    this.lists.counts.clear();
  }

  async page(opts: AdminOrderQuery): Promise<OrderPage> {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? ADMIN_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    const s = opts.search?.trim().slice(0, 100) ?? '';
    const column = isOwnKey(ADMIN_SORTS, opts.sort) ? ADMIN_SORTS[opts.sort] : ADMIN_SORTS.created_at;
    const dir = opts.direction === 'asc' ? 'ASC' : 'DESC';
    const filter = isOwnKey(ADMIN_FILTERS, opts.filter) ? opts.filter : null;
    return this.lists.pages.get(JSON.stringify([s, column, dir, page, perPage, filter]), () =>
      this.read(s, column, dir, page, perPage, filter),
    );
  }

  private async read(
    s: string,
    column: string,
    dir: 'ASC' | 'DESC',
    page: number,
    perPage: number,
    filter: AdminFilter | null,
  ): Promise<OrderPage> {
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o');
    if (s) {
      const like = `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      if (/^\d{1,9}$/.test(s)) qb.where('(o.id = :id OR o.name ILIKE :like)', { id: Number(s), like });
      else qb.where('(o.name ILIKE :like OR o.email ILIKE :like)', { like });
    }
    if (filter) qb.andWhere(ADMIN_FILTERS[filter]);
    qb.orderBy(column, dir);
    if (column !== 'o.id') qb.addOrderBy('o.id', dir);
    // Deferred join: the offset walks the sort's index alone (index-only), then one page of rows is read.
    const ids = qb
      .clone()
      .select('o.id')
      .offset((page - 1) * perPage)
      .limit(perPage);
    const items = this.ds
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o.id IN (${ids.getQuery()})`)
      .setParameters(ids.getParameters())
      .orderBy(qb.expressionMap.orderBys);
    const [rows, total] = await Promise.all([
      items.getMany(),
      this.lists.counts.get(JSON.stringify([s, filter]), () => countRows(qb)),
    ]);
    return {
      items: rows,
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      perPage,
      total,
    };
  }
}
