import { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { collectErrors, rules, str } from '../../shared/validation';
import { ProductEntity } from '../catalog/product.entity';
import { CatalogTags } from '../catalog/catalog.cache';
import { dependsOn } from '../../shared/tagged-cache';
import { ReviewEntity } from './review.entity';

export const REVIEW_REQUIRED = 'Please fill in all fields and select a rating.';
export const REVIEW_LIST_LIMIT = 100;

export interface ReviewInputData {
  productId: number;
  name: unknown;
  comment: unknown;
  rating: unknown;
}

export class ReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  /** Newest first; reviews of unknown or hidden products are not found. */
  async listForProduct(productId: number, limit = REVIEW_LIST_LIMIT): Promise<ReviewEntity[]> {
    dependsOn(CatalogTags.reviews(productId));
    return this.ds.getRepository(ReviewEntity).find({
      where: { productId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /**
   * Stores a review as plain text and updates the product's average rating and review
   * count in the same transaction (the product row is locked, so concurrent reviews
   * never lose an update).
   */
  async create(input: ReviewInputData, req: { ip: string }): Promise<ReviewEntity> {
    await this.limiter.hit(`review:ip:${req.ip}`, LIMITS.reviewPerIp);
    const rating = typeof input.rating === 'string' && /^\d+$/.test(input.rating) ? Number(input.rating) : input.rating;
    const errors = collectErrors(input as unknown as Record<string, unknown>, {
      name: [rules.required(REVIEW_REQUIRED), rules.string(REVIEW_REQUIRED), rules.maxLength(120, 'The name')],
      comment: [rules.required(REVIEW_REQUIRED), rules.string(REVIEW_REQUIRED), rules.maxLength(2000, 'The comment')],
    });
    if (rating === undefined || rating === null || rating === 0 || rating === '') {
      errors.push({ field: 'rating', message: REVIEW_REQUIRED, code: 'REQUIRED' });
    } else if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      errors.push({ field: 'rating', message: 'The rating must be a whole number from 1 to 5.', code: 'INVALID' });
    }
    if (errors.length) {
      const missing = errors.some((e) => e.message === REVIEW_REQUIRED);
      throw new ValidationError(errors, missing ? REVIEW_REQUIRED : errors[0].message);
    }
    return this.ds.transaction(async (em) => {
      const product = await em
        .getRepository(ProductEntity)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id = :id AND p.status = 1', { id: input.productId })
        .getOne();
      if (!product) throw new NotFoundError('Product not found.');
      const review = await em.getRepository(ReviewEntity).save(
        em.getRepository(ReviewEntity).create({ productId: product.id, name: str(input.name), comment: str(input.comment), rating: rating as number }),
      );
      await em.query(
        `UPDATE products SET review_count = s.n, average_rating = s.avg
           FROM (SELECT count(*)::int AS n, round(avg(rating)::numeric, 2) AS avg FROM reviews WHERE product_id = $1) s
          WHERE id = $1`,
        [product.id],
      );
      return review;
    });
  }
}
