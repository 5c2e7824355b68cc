import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { PublicCatalogue } from '../cache-control';
import { Review, ReviewInput, ReviewPayload } from './review.types';
import { REVIEW_SUBMITTED } from '../../modules/reviews';
import { parseInput } from '../../shared/parse';
import { reviewInput, reviewMessage } from '../../shared/inputs/review';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => [Review], { description: 'Reviews of a product, newest first (at most 100).' })
  @PublicCatalogue()
  async productReviews(
    @Arg('productId', () => Int, {
      description: 'An active product id (an unknown or hidden one is an error NOT_FOUND).',
    })
    productId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.products.details(productId);
    return ctx.services.reviews.listForProduct(productId);
  }

  @Mutation(() => ReviewPayload, { description: 'Public: anyone may review a product.' })
  createReview(
    @Arg('input', { description: 'The review form.' }) input: ReviewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      review: await ctx.services.reviews.create(
        input.productId,
        parseInput(reviewInput, input, reviewMessage),
        ctx,
      ),
      message: REVIEW_SUBMITTED,
    }));
  }
}
