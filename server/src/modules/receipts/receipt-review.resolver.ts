import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { MANUAL_METHODS, type OrderEntity, type ReceiptEntity } from '../orders';
import { Order } from '../../graphql/orders/order.types';
import { ReceiptService } from './receipt.service';

/** What the order page shows of manual payments, by the receipts module's rules (clients never re-derive them). */
@Resolver(() => Order)
export class OrderReceiptReviewResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether it is paid by a manual transfer (Easypaisa, JazzCash, bank): the customer sends a receipt and the shop checks it.',
  })
  manualPayment(@Root() o: OrderEntity): boolean {
    return MANUAL_METHODS.includes(o.paymentMethod);
  }

  @Auth('ADMIN')
  @FieldResolver(() => [Int], {
    description:
      'The receipts the owner can mark paid or reject now: waiting, on an unpaid order that is not cancelled (in upload order).',
  })
  async reviewableReceiptIds(
    @Root() o: OrderEntity & { receipts?: ReceiptEntity[] },
    @Ctx() ctx: GraphQLContext,
  ): Promise<number[]> {
    const receipts = o.receipts ?? (await ctx.loaders.orderReceipts.load(o.id));
    return receipts.filter((r) => ReceiptService.reviewable(o, r)).map((r) => r.id);
  }
}
