import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { Page } from '../common.types';
import type { GraphQLContext } from '../context';
import { searchText } from '../../shared/search';
import { pageMeta } from '../../platform/db/count';
import {
  AdminReview,
  AdminReviewPage,
  ReviewModeration,
  ReviewModerationPayload,
  ReviewState,
} from './review-moderation.types';
import type { ReviewStatus } from '../../modules/reviews';

const MESSAGES: Record<ReviewStatus, string> = {
  [ReviewState.VISIBLE]: 'Review shown.',
  [ReviewState.HIDDEN]: 'Review hidden.',
  [ReviewState.PENDING]: 'Review held for approval.',
};

@Resolver(() => AdminReview)
export class ReviewModerationResolver {
  @Auth('ADMIN')
  @Query(() => AdminReviewPage, { description: 'Every review, newest first, 20 a page, for moderation.' })
  async adminReviews(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only reviews whose reviewer, text or product name contains this (case-insensitive).',
    })
    search?: string | null,
    @Arg('status', () => ReviewState, { nullable: true, description: 'Only reviews in this state.' })
    status?: ReviewStatus | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page number, from 1.' }) page = 1,
  ): Promise<Page<AdminReview>> {
    const found = await ctx.services.reviewModeration.list({
      search: searchText(search),
      status: status ?? null,
      page,
    });
    return {
      items: found.items as unknown as AdminReview[],
      meta: pageMeta(found.page, found.perPage, found.total),
    };
  }

  @Auth('ADMIN')
  @Query(() => ReviewModeration, { description: 'How new reviews are published.' })
  async reviewModeration(@Ctx() ctx: GraphQLContext): Promise<ReviewModeration> {
    return { holdForApproval: await ctx.services.reviewModeration.holdsForApproval() };
  }

  @Auth('ADMIN')
  @Mutation(() => ReviewModeration, {
    description: 'Hold new reviews for approval, or publish them at once.',
  })
  async setReviewModeration(
    @Arg('holdForApproval', { description: 'True: new reviews wait for approval.' }) holdForApproval: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewModeration> {
    return { holdForApproval: await ctx.services.reviewModeration.setHoldForApproval(holdForApproval) };
  }

  @Auth('ADMIN')
  @Mutation(() => ReviewModerationPayload, {
    description:
      'Show (approve) or hide a review; the product’s rating and count follow. NOT_FOUND for an unknown id.',
  })
  async setReviewStatus(
    @Arg('id', () => Int, { description: 'The review.' }) id: number,
    @Arg('status', () => ReviewState, { description: 'Its new state.' }) status: ReviewStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewModerationPayload> {
    const review = await ctx.services.reviewModeration.setStatus(id, status);
    return { review: review as unknown as AdminReview, message: MESSAGES[status] };
  }

  @Auth('ADMIN')
  @Mutation(() => ReviewModerationPayload, {
    description:
      'Delete a review for good; the product’s rating and count follow. NOT_FOUND for an unknown id.',
  })
  async deleteReview(
    @Arg('id', () => Int, { description: 'The review.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewModerationPayload> {
    await ctx.services.reviewModeration.remove(id);
    return { review: null, message: 'Review deleted.' };
  }
}
