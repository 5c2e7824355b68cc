export { type ReviewEntity, type ReviewStatus } from './review.entity';
export { REVIEW_SUBMITTED, ReviewService } from './review.service';
export { ReviewModerationService } from './review.moderation';
export { reviewEvents, type ReviewEvents } from './review.events';
