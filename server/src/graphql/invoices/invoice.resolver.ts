import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { PrintLinkPayload } from '../common.types';

@Resolver()
export class InvoiceResolver {
  @Auth('ADMIN')
  @Mutation(() => PrintLinkPayload, {
    description:
      'A short-lived link to print the packing slips (with invoices) of some orders; issues invoice numbers when the PDF is made.',
  })
  packingSlipLink(
    @Arg('orderIds', () => [Int], { description: 'The orders, in print order (at most 100).' })
    orderIds: number[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(() => ctx.services.invoices.packingSlipLink(orderIds));
  }
}
