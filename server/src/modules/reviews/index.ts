export { REVIEW_STATUSES, ReviewEntity, type ReviewStatus } from './review.entity';
export { ReviewResolver } from './review.resolver';
export { REVIEW_SUBMITTED, ReviewService } from './review.service';
export { ReviewModerationService, REVIEW_NOT_FOUND } from './review.moderation';
export { ReviewModerationResolver } from './review-moderation.resolver';
export { reviewEvents, type ReviewEvent, type ReviewEvents } from './review.events';
