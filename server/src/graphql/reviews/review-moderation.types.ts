import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../enums';
import { pageType } from '../common.types';
import type { ReviewStatus } from '../../modules/reviews';
import { Review } from './review.types';

/** Where a review stands: `REVIEW_STATUSES` as GraphQL names them. */
export const ReviewState = graphqlEnum<ReviewStatus>(
  'ReviewState',
  'Whether shoppers see a review (only visible reviews count in a rating).',
  {
    visible: 'Shown on the product page and counted in its rating.',
    pending: 'Waiting for the owner’s approval (new reviews, while they are held).',
    hidden: 'Hidden by the owner.',
  },
);

@ObjectType({ description: 'A review as the owner moderates it.' })
export class AdminReview extends Review {
  @Field(() => ReviewState, { description: 'Whether shoppers see it.' }) status!: ReviewStatus;
  @Field({ description: 'The reviewed product’s name.' }) productTitle!: string;
}

export const AdminReviewPage = pageType('AdminReviewPage', AdminReview, {
  description: 'One page of reviews for moderation, newest first.',
  items: 'The reviews on this page.',
});

@ObjectType({ description: 'How new reviews are published.' })
export class ReviewModeration {
  @Field({ description: 'New reviews wait for the owner’s approval before shoppers see them.' })
  holdForApproval!: boolean;
}

@ObjectType({ description: 'The answer of a moderation action.' })
export class ReviewModerationPayload {
  @Field(() => AdminReview, { nullable: true, description: 'The review as it is now; null once deleted.' })
  review?: AdminReview | null;
  @Field({ description: 'What was done, to show.' }) message!: string;
}
