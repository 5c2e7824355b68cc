import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import { Payload } from '../common.types';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';

export const THRESHOLD_SAVED = 'Low-stock threshold saved.';

@ObjectType({ description: "A product's low-stock threshold saved, or why not." })
export class LowStockThresholdPayload extends Payload(
  'Problems with the input (productId, threshold).',
  'What to tell the owner.',
) {
  @Field(() => Int, { nullable: true, description: 'The threshold now; null when `errors` is not empty.' })
  threshold?: number | null;
}

@Resolver()
export class LowStockResolver {
  @Auth('ADMIN')
  @Query(() => Int, {
    description: "The stock a product's options may fall to before the owner is mailed (3 unless set).",
  })
  lowStockThreshold(
    @Arg('productId', () => Int, { description: 'The product.' }) productId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.lowStockThresholds.of(productId);
  }

  @Auth('ADMIN')
  @Mutation(() => LowStockThresholdPayload, {
    description: "Sets a product's low-stock threshold: each option falling to it mails the owner once.",
  })
  setLowStockThreshold(
    @Arg('productId', () => Int, { description: 'The product.' }) productId: number,
    @Arg('threshold', () => Int, { description: 'A whole number from 0 to 100,000 (0: only when sold out).' })
    threshold: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      threshold: await ctx.services.lowStockThresholds.set({ productId, threshold }),
      message: THRESHOLD_SAVED,
    }));
  }
}
