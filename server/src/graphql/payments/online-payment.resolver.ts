import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { Order } from '../../graphql/orders/order.types';
import { type OrderEntity } from '../../modules/orders';
import { OnlinePayment, StartOnlinePaymentPayload } from './online-payment.types';

@Resolver(() => Order)
export class OrderOnlinePaymentResolver {
  @FieldResolver(() => OnlinePayment, {
    nullable: true,
    description:
      'Paying online through the wallet the order was placed with (or Safepay, for a card order when the shop takes cards through it), when the shop has that merchant account set up; null otherwise (the manual receipt flow applies).',
  })
  onlinePayment(@Root() o: OrderEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.onlinePayments.stateOf(o);
  }
}

@Resolver()
export class OnlinePaymentResolver {
  @Auth('CUSTOMER')
  @Mutation(() => StartOnlinePaymentPayload, {
    description:
      "Start paying one of your unpaid JazzCash or easypaisa orders (or card orders, when the shop takes cards through Safepay) online: a new attempt, and the page that takes the browser to the provider's checkout.",
  })
  startOnlinePayment(
    @Arg('orderId', () => Int, { description: 'Your order.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      redirectUrl: (await ctx.services.onlinePayments.start(ctx.user!.id, orderId)).redirectUrl,
    }));
  }
}
