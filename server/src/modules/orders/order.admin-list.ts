/** The admin's order list: search, sort, the attention filters, pages and totals. */
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { countRows, pageMeta, type Page } from '../../platform/db/count';
import { isOwnKey } from '../../shared/keys';
import { likePattern } from '../../shared/search';
import { OrderEntity } from './order.entity';
import { HOLDING_STOCK_SQL } from './order.transitions';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The admin list's filters: manual-payment orders with a receipt to look at; cash-on-delivery orders not yet confirmed by phone; pending orders ready to go (paid, or cash on delivery confirmed). */
const FILTER_SQL = {
  receipt_waiting: `o.payment_status = 'unpaid' AND ${HOLDING_STOCK_SQL('o')} AND EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.status = 'waiting')`,
  unconfirmed_cod: `o.payment_method = 'cod' AND o.status = 'pending' AND o.cod_confirmed_at IS NULL`,
  to_ship: `o.status = 'pending' AND (o.payment_status <> 'unpaid' OR (o.payment_method = 'cod' AND o.cod_confirmed_at IS NOT NULL))`,
} as const;
export type AdminFilter = keyof typeof FILTER_SQL;

const SORT_COLUMNS = {
  id: 'o.id',
  name: 'o.name',
  email: 'o.email',
  grand_total: 'o.grand_total',
  created_at: 'o.created_at',
  payment_status: 'o.payment_status',
  status: 'o.status',
} as const;
export type AdminSort = keyof typeof SORT_COLUMNS;

/** Each key as its own value: what a client may name, without the SQL behind it. */
const namesOf = <T extends object>(table: T) =>
  Object.fromEntries(Object.keys(table).map((k) => [k, k])) as { [K in Extract<keyof T, string>]: K };
/** The filters' and sorts' names, which the transports check a client's choice against. */
export const ADMIN_FILTERS = namesOf(FILTER_SQL);
export const ADMIN_SORTS = namesOf(SORT_COLUMNS);

/** How many orders each attention filter holds (the owner's to-do on the dashboard), in one query. */
export async function attentionCounts(db: DataSource): Promise<Record<AdminFilter, number>> {
  const counts = Object.entries(FILTER_SQL).map(
    ([name, sql]) => `(SELECT count(*)::int FROM orders o WHERE ${sql}) AS ${name}`,
  );
  const [row] = await db.query(`SELECT ${counts.join(', ')}`);
  return row;
}

export type OrderPage = Page<OrderEntity>;

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
  constructor(private readonly ds: DataSource) {}

  async page(opts: AdminOrderQuery): Promise<OrderPage> {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? ADMIN_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    return this.read(listQuery(opts), page, perPage);
  }

  /**
   * Every order the list shows for `opts` (its search, filter and sort; no pages), in the
   * list's order: what the CSV export writes. At most `limit` + 1 rows are read, so a caller
   * can tell the list is longer than it takes.
   */
  async all(opts: AdminOrderQuery, limit: number): Promise<OrderEntity[]> {
    return this.query(listQuery(opts))
      .limit(limit + 1)
      .getMany();
  }

  /** The list's query: its search, filter and sort, before any page is cut. */
  private query(q: ListQuery): SelectQueryBuilder<OrderEntity> {
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o');
    if (q.search) {
      const like = likePattern(q.search);
      if (/^\d{1,9}$/.test(q.search))
        qb.where('(o.id = :id OR o.name ILIKE :like)', { id: Number(q.search), like });
      else qb.where('(o.name ILIKE :like OR o.email ILIKE :like)', { like });
    }
    if (q.filter) qb.andWhere(FILTER_SQL[q.filter]);
    qb.orderBy(q.column, q.dir);
    if (q.column !== 'o.id') qb.addOrderBy('o.id', q.dir);
    return qb;
  }

  private async read(q: ListQuery, page: number, perPage: number): Promise<OrderPage> {
    const qb = this.query(q);
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
    const [rows, total] = await Promise.all([items.getMany(), countRows(qb)]);
    return { items: rows, ...pageMeta(page, perPage, total) };
  }
}

/** A list request made safe: the search cut to 100 characters, a known sort column, direction and filter. */
interface ListQuery {
  search: string;
  column: string;
  dir: 'ASC' | 'DESC';
  filter: AdminFilter | null;
}

function listQuery(opts: AdminOrderQuery): ListQuery {
  return {
    search: opts.search?.trim().slice(0, 100) ?? '',
    column: isOwnKey(SORT_COLUMNS, opts.sort) ? SORT_COLUMNS[opts.sort] : SORT_COLUMNS.created_at,
    dir: opts.direction === 'asc' ? 'ASC' : 'DESC',
    filter: isOwnKey(FILTER_SQL, opts.filter) ? opts.filter : null,
  };
}
