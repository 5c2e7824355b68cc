/** The back office's customer list: each customer with their orders' count, money and last order. */
import type { DataSource } from 'typeorm';
import { pageMeta, type Page } from '../../platform/db/count';
import { isOwnKey } from '../../shared/keys';
import { likePattern } from '../../shared/search';

export const CUSTOMER_SORTS = {
  name: 'u.name',
  email: 'u.email',
  created_at: 'u.created_at',
  orders: 'orders_count',
  total_spent: 'total_spent',
  last_order: 'last_order_at',
} as const;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
  ordersCount: number;
  /** paisa: grand totals of the customer's paid orders */
  totalSpent: number;
  lastOrderAt: Date | null;
  /** cash-on-delivery orders refused at the door */
  returnedCod: number;
}

export type CustomerPage = Page<CustomerRow>;

export class CustomerList {
  constructor(private readonly ds: DataSource) {}

  async page(opts: {
    search?: string;
    sort?: string;
    direction?: 'asc' | 'desc';
    page?: number;
    perPage?: number;
  }): Promise<CustomerPage> {
    const perPage = Math.min(Math.max(1, Math.floor(opts.perPage ?? 20)), 100);
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    const s = opts.search?.trim().slice(0, 100) ?? '';
    const column = isOwnKey(CUSTOMER_SORTS, opts.sort)
      ? CUSTOMER_SORTS[opts.sort]
      : CUSTOMER_SORTS.created_at;
    const dir = opts.direction === 'asc' ? 'ASC' : 'DESC';
    const where = `u.role = 'CUSTOMER'${s ? ' AND (u.name ILIKE $1 OR u.email ILIKE $1)' : ''}`;
    const params: unknown[] = s ? [likePattern(s)] : [];
    const [rows, [{ total }]] = await Promise.all([
      this.ds.query(
        `SELECT u.id, u.name, u.email, u.created_at, a.orders_count, a.total_spent, a.last_order_at, a.returned_cod
           FROM users u
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS orders_count,
                    coalesce(sum(o.grand_total) FILTER (WHERE o.payment_status = 'paid'), 0)::bigint AS total_spent,
                    max(o.created_at) AS last_order_at,
                    count(*) FILTER (WHERE o.payment_method = 'cod' AND o.status = 'returned')::int AS returned_cod
               FROM orders o WHERE o.user_id = u.id) a
          WHERE ${where}
          ORDER BY ${column} ${dir} NULLS LAST, u.id ${dir}
          LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        params,
      ),
      this.ds.query(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, params),
    ]);
    return {
      items: (rows as Array<Record<string, unknown>>).map((r) => ({
        id: r.id as number,
        name: r.name as string,
        email: r.email as string,
        createdAt: r.created_at as Date,
        ordersCount: r.orders_count as number,
        totalSpent: Number(r.total_spent),
        lastOrderAt: (r.last_order_at as Date | null) ?? null,
        returnedCod: r.returned_cod as number,
      })),
      ...pageMeta(page, perPage, total),
    };
  }
}
