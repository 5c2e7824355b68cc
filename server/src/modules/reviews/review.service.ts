import { DataSource } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import type { ReviewInput } from '../../shared/inputs/review';
import { CatalogTags, lockVisibleProduct, PRODUCT_NOT_FOUND } from '../catalog';
import { dependsOn } from '../../platform/cache';
import { ReviewEntity, type ReviewStatus } from './review.entity';
import { refreshRating } from './review.rating';
import { reviewEvents, type ReviewEvents } from './review.events';

export const REVIEW_LIST_LIMIT = 100;

/** The confirmation of a stored review, as the spec words it. */
export const REVIEW_SUBMITTED = 'Review submitted successfully!';

export class ReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
    /** A review stored: the owner's alert hangs here (modules/alerts). */
    readonly events: ReviewEvents = reviewEvents(),
  ) {}

  /** The visible reviews, newest first (held and hidden ones are the owner's only). */
  async listForProduct(productId: number, limit = REVIEW_LIST_LIMIT): Promise<ReviewEntity[]> {
    dependsOn(CatalogTags.reviews(productId));
    return this.ds.getRepository(ReviewEntity).find({
      where: { productId, status: 'visible' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /**
   * Stores a review as plain text, waiting for approval when the owner holds new reviews, and
   * updates the product's average rating and review count (visible reviews only) in the same
   * transaction (the product row is locked, so concurrent reviews never lose an update).
   */
  async create(productId: number, input: ReviewInput, req: { ip: string }): Promise<ReviewEntity> {
    await this.limiter.hit(`review:ip:${req.ip}`, LIMITS.reviewPerIp);
    return this.events.run(
      (work) => this.ds.transaction(work),
      async (em, emit) => {
        const product = await lockVisibleProduct(em, productId);
        if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
        const [{ hold }] = await em.query(
          'SELECT hold_for_approval AS hold FROM review_moderation WHERE id = 1',
        );
        const status: ReviewStatus = hold ? 'pending' : 'visible';
        const review = await em
          .getRepository(ReviewEntity)
          .save(em.getRepository(ReviewEntity).create({ productId: product.id, ...input, status }));
        await refreshRating(em, product.id);
        await emit({
          type: 'review.posted',
          review: { ...review, productTitle: product.title },
        });
        return review;
      },
    );
  }
}
