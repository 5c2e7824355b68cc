import { DataSource } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import type { ReviewInput } from '../../shared/inputs/review';
import { CatalogTags, PRODUCT_NOT_FOUND, ProductEntity, visibleProductSql } from '../catalog';
import { dependsOn } from '../../platform/cache/tagged-cache';
import { ReviewEntity } from './review.entity';

export const REVIEW_LIST_LIMIT = 100;

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
  async create(productId: number, input: ReviewInput, req: { ip: string }): Promise<ReviewEntity> {
    await this.limiter.hit(`review:ip:${req.ip}`, LIMITS.reviewPerIp);
    return this.ds.transaction(async (em) => {
      const product = await em
        .getRepository(ProductEntity)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id = :id', { id: productId })
        .andWhere(visibleProductSql('p'))
        .getOne();
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const review = await em
        .getRepository(ReviewEntity)
        .save(em.getRepository(ReviewEntity).create({ productId: product.id, ...input }));
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
