import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { pageArg, TableArgs, tableQuery, type Table } from '../limits';
import { selects } from '../selection';
import { nullIfNotFound, pageOf, savedAs, withFieldErrors } from '../payload';
import { ConflictError } from '../../shared/errors';
import { ADMIN_SORTS, type AdminFilter, ORDER_CONFIRMED_BY_PHONE, ORDER_UPDATED } from '../../modules/orders';
import { AdminOrderFilter, Order, OrderPage, OrderPayload } from './order.types';

const OrderTable = TableArgs(ADMIN_SORTS, {
  search: 'An order number, or text the customer name or e-mail contains.',
  defaultSort: 'created_at',
  perPage: 'Orders per page, 1 to 100.',
});

/** The back office's side of orders: the list, one order, and changing its status. */
@Resolver(() => Order)
export class OrderAdminResolver {
  @Auth('ADMIN')
  @Query(() => OrderPage, {
    description: 'All orders: search by number, customer name or e-mail, sort by any column.',
  })
  async adminOrders(
    @Ctx() ctx: GraphQLContext,
    @Args(() => OrderTable) table: Table,
    @Arg('filter', () => AdminOrderFilter, {
      nullable: true,
      description: 'Only the orders that need this attention (none: every order).',
    })
    filter?: AdminFilter | null,
  ) {
    return pageOf(
      await ctx.services.orders.list.page({
        ...tableQuery(ADMIN_SORTS, table),
        page: pageArg(table.page),
        filter,
      }),
    );
  }

  @Auth('ADMIN')
  @Query(() => Order, {
    nullable: true,
    description: 'Any order with its lines and history; null for an unknown id.',
  })
  adminOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return nullIfNotFound(async () => {
      const order = await ctx.services.orders.queries.details(id);
      // A read that shows the payment status: an update without a version is read against it.
      if (selects(info, 'paymentStatus')) await ctx.services.orders.queries.rememberRead(ctx.user!, order);
      return order;
    });
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description:
      'Set status and payment status (any to any), and for a shipped or delivered order the courier and tracking number when known. From an older read (version) nothing changes: errors [{ field: "version", code: "CONFLICT" }].',
  })
  async updateOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Arg('status', {
      description:
        'pending, shipped, delivered, cancelled or returned (refused at the door); see orderStatuses for what each does (shipped, delivered, cancelled and returned mail the customer).',
    })
    status: string,
    @Arg('paymentStatus', { description: 'paid or unpaid (paid mails the customer).' }) paymentStatus: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('courierId', () => Int, {
      nullable: true,
      description:
        'The courier (adminCouriers) a shipped or delivered order travels with, when known: the customer then sees it. Left out keeps the one it has.',
    })
    courierId?: number | null,
    @Arg('trackingNumber', () => String, {
      nullable: true,
      description:
        "The courier's tracking number, when known: the customer's page and the shipped mail then link the courier's tracking page. Left out keeps the one it has.",
    })
    trackingNumber?: string | null,
    @Arg('version', () => Int, {
      nullable: true,
      description:
        'The version the order was read with. Left out (older apps), the update applies to the order as it is, except that a payment status equal to the one this session last read (adminOrder) is no change, and a paid order is made unpaid only after a read showing it paid: else errors [{ field: "payment_status", code: "CONFLICT" }].',
    })
    version?: number | null,
  ) {
    try {
      return await withFieldErrors(async () => {
        const { lifecycle, queries } = ctx.services.orders;
        const input = { status, paymentStatus, courierId, trackingNumber, version };
        await lifecycle.update(ctx.user!.id, id, input, ctx.user!);
        return { order: await queries.details(id), message: ORDER_UPDATED };
      });
    } catch (err) {
      if (err instanceof ConflictError) return { errors: err.fieldErrors };
      throw err;
    }
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description: 'Record that a pending cash-on-delivery order was confirmed with the customer by phone.',
  })
  confirmCodOrder(
    @Arg('id', () => Int, { description: 'The order.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { lifecycle, queries } = ctx.services.orders;
    return savedAs('order', ORDER_CONFIRMED_BY_PHONE, async () => {
      await lifecycle.confirmCod(ctx.user!.id, id);
      return queries.details(id);
    });
  }
}
