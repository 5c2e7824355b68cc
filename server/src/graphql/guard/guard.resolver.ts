import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { doneWith, savedAs } from '../payload';
import { DeletePayload } from '../catalog/catalog.admin.types';
import { BLOCKED, UNBLOCKED } from '../../modules/guard';
import { Order } from '../orders/order.types';
import { type OrderEntity } from '../../modules/orders';
import { BlocklistEntry, BlocklistEntryInput, BlocklistPayload, ReturnRecord } from './guard.types';

@Resolver(() => BlocklistEntry)
export class BlocklistResolver {
  @Auth('ADMIN')
  @Query(() => [BlocklistEntry], {
    description: 'Phone numbers and e-mails the checkout refuses, newest first.',
  })
  blocklist(@Ctx() ctx: GraphQLContext) {
    return ctx.services.guard.blocklist();
  }

  @Auth('ADMIN')
  @Mutation(() => BlocklistPayload, { description: 'Refuse orders from a phone number or e-mail address.' })
  addBlocklistEntry(
    @Arg('input', { description: 'The number or address.' }) input: BlocklistEntryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('entry', BLOCKED, () => ctx.services.guard.block(input, ctx.user!.id));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, { description: 'Accept orders from a blocked number or address again.' })
  async removeBlocklistEntry(
    @Arg('id', () => Int, { description: 'The entry to remove.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(UNBLOCKED, () => ctx.services.guard.unblock(id));
  }
}

/** What earlier orders to the same number and address say about an order (admins only). */
@Resolver(() => Order)
export class OrderReturnRecordResolver {
  @Auth('ADMIN')
  @FieldResolver(() => ReturnRecord, {
    description: "Earlier orders to this order's phone number or address and how many were returned.",
  })
  returnRecord(@Root() o: OrderEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.returnRecord.load(o.id);
  }
}
