export { REVIEW_STATUSES, ReviewEntity, type ReviewStatus } from './review.entity';
export { REVIEW_SUBMITTED, ReviewService } from './review.service';
export { ReviewModerationService, REVIEW_NOT_FOUND } from './review.moderation';
export { reviewEvents, type ReviewEvent, type ReviewEvents } from './review.events';
