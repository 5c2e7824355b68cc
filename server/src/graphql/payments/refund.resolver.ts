import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { Order } from '../../graphql/orders/order.types';
import type { OrderEntity } from '../../modules/orders';
import { REFUND_MADE, type RefundSummary as Summary, type RefundView } from '../../modules/payments';
import { ValidationError } from '../../shared/errors';
import { RefundPayload, RefundSummary } from './refund.types';

const summaryOf = ({ refunds, ...s }: Summary): RefundSummary => ({ ...s, items: refunds });

@Resolver(() => Order)
export class OrderRefundsResolver {
  @Auth('ADMIN')
  @FieldResolver(() => RefundSummary, { description: "The order's refunds and what is left to refund." })
  refunds(@Root() o: OrderEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.refunds.summary(o.id).then(summaryOf);
  }
}

@Resolver()
export class RefundResolver {
  @Auth('ADMIN')
  @Mutation(() => RefundPayload, {
    description:
      "Refund all or part of an order's payment, with a reason: a card (and a JazzCash wallet or card payment, when its MPIN is set) through the provider's API; easypaisa, bank transfer, cash on delivery and JazzCash vouchers recorded with the reference typed. Never more than is left to refund; the customer is mailed. The same idempotencyKey answers the first refund.",
  })
  refundOrder(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Arg('amount', () => Float, { description: 'Rupees to give back (more than 0, at most what is left).' })
    amount: number,
    @Arg('reason', { description: 'Why (up to 500 characters; the customer is mailed it).' }) reason: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('reference', () => String, {
      nullable: true,
      description: 'For a refund made by hand: the transfer id or cash slip (required then).',
    })
    reference?: string | null,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'Sent again with the same values, answers the first refund (up to 255 characters).',
    })
    idempotencyKey?: string | null,
  ) {
    return withFieldErrors(async () => {
      let refund: RefundView;
      try {
        refund = await ctx.services.refunds.refund(
          ctx.user!.id,
          orderId,
          { amount, reason, reference },
          idempotencyKey,
        );
      } catch (err) {
        // GraphQL names the argument idempotencyKey.
        if (err instanceof ValidationError)
          throw new ValidationError(
            err.fieldErrors.map((e) =>
              e.field === 'idempotency_key' ? { ...e, field: 'idempotencyKey' } : e,
            ),
          );
        throw err;
      }
      const order = await ctx.services.orders.queries.details(orderId);
      return { refund, order, message: REFUND_MADE };
    });
  }
}
