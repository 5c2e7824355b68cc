import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { PageMeta } from '../../graphql/common.types';
import { Review } from './review.types';

/** Where a review stands: the GraphQL names of `REVIEW_STATUSES`. */
export enum ReviewState {
  VISIBLE = 'visible',
  PENDING = 'pending',
  HIDDEN = 'hidden',
}
registerEnumType(ReviewState, {
  name: 'ReviewState',
  description: 'Whether shoppers see a review (only visible reviews count in a rating).',
  valuesConfig: {
    VISIBLE: { description: 'Shown on the product page and counted in its rating.' },
    PENDING: { description: 'Waiting for the owner’s approval (new reviews, while they are held).' },
    HIDDEN: { description: 'Hidden by the owner.' },
  },
});

@ObjectType({ description: 'A review as the owner moderates it.' })
export class AdminReview extends Review {
  @Field(() => ReviewState, { description: 'Whether shoppers see it.' }) status!: ReviewState;
  @Field({ description: 'The reviewed product’s name.' }) productTitle!: string;
}

@ObjectType({ description: 'One page of reviews for moderation, newest first.' })
export class AdminReviewPage {
  @Field(() => [AdminReview], { description: 'The reviews on this page.' }) items!: AdminReview[];
  @Field(() => PageMeta, { description: 'Page number, page count and total.' }) meta!: PageMeta;
}

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
