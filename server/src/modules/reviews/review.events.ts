/**
 * The reviews' domain events: what the owner hears about (modules/alerts) hangs off them,
 * inside the transaction that stored the review (`transaction` handlers), or after its commit.
 */
import { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import type { ReviewStatus } from './review.entity';

export type ReviewEvent =
  /** A shopper posted a review (visible at once, or waiting for approval). */
  {
    type: 'review.posted';
    review: {
      id: number;
      productId: number;
      productTitle: string;
      name: string;
      rating: number;
      comment: string;
      status: ReviewStatus;
    };
  };

export type ReviewEvents = DomainEvents<ReviewEvent>;

export function reviewEvents(logger?: Logger): ReviewEvents {
  return new DomainEvents<ReviewEvent>((err, event) =>
    logger?.error({ err, event: event.type }, 'reviews: an after-commit handler failed'),
  );
}
