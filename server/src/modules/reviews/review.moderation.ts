import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import { likePattern } from '../../shared/search';
import { REVIEW_STATUSES, ReviewEntity, type ReviewStatus } from './review.entity';
import { refreshRating } from './review.rating';

export const REVIEW_NOT_FOUND = 'Review not found.';
export const ADMIN_REVIEWS_PER_PAGE = 20;

export interface AdminReviewRow extends ReviewEntity {
  productTitle: string;
}

export interface AdminReviewPage {
  items: AdminReviewRow[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * The owner's side of reviews: every review (newest first, searched by reviewer, text or
 * product), shown, hidden or removed, and whether new ones wait for approval. Each change
 * refreshes the product's rating and count from its visible reviews in the same transaction.
 */
export class ReviewModerationService {
  constructor(private readonly ds: DataSource) {}

  async list(filter: {
    search: string | null;
    status: ReviewStatus | null;
    page: number;
  }): Promise<AdminReviewPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`r.status = $${params.length}`);
    }
    if (filter.search) {
      params.push(likePattern(filter.search));
      const n = params.length;
      where.push(`(r.name ILIKE $${n} OR r.comment ILIKE $${n} OR p.title ILIKE $${n})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.ds.query(
      `SELECT count(*)::int AS total FROM reviews r JOIN products p ON p.id = r.product_id ${clause}`,
      params,
    );
    const page = Math.max(1, filter.page);
    const rows: AdminReviewRow[] = await this.ds.query(
      `SELECT r.id, r.product_id AS "productId", r.name, r.comment, r.rating, r.status, r.created_at AS "createdAt",
              p.title AS "productTitle"
         FROM reviews r JOIN products p ON p.id = r.product_id ${clause}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${ADMIN_REVIEWS_PER_PAGE} OFFSET ${(page - 1) * ADMIN_REVIEWS_PER_PAGE}`,
      params,
    );
    return {
      items: rows.map((r) => Object.assign(new ReviewEntity(), r)),
      total,
      page,
      perPage: ADMIN_REVIEWS_PER_PAGE,
    };
  }

  /** Shows (approves) or hides a review. */
  async setStatus(id: number, status: ReviewStatus): Promise<ReviewEntity> {
    if (!REVIEW_STATUSES.includes(status)) throw new NotFoundError(REVIEW_NOT_FOUND);
    return this.change(id, async (em, review) => {
      await em.query('UPDATE reviews SET status = $2 WHERE id = $1', [id, status]);
      return Object.assign(review, { status });
    });
  }

  /** Removes a review for good. */
  async remove(id: number): Promise<void> {
    await this.change(id, async (em, review) => {
      await em.query('DELETE FROM reviews WHERE id = $1', [id]);
      return review;
    });
  }

  async holdsForApproval(): Promise<boolean> {
    const [{ hold }] = await this.ds.query(
      'SELECT hold_for_approval AS hold FROM review_moderation WHERE id = 1',
    );
    return hold;
  }

  async setHoldForApproval(hold: boolean): Promise<boolean> {
    await this.ds.query('UPDATE review_moderation SET hold_for_approval = $1 WHERE id = 1', [hold]);
    return hold;
  }

  /** Runs `apply` on review `id` with its product row locked, then refreshes the product's rating. */
  private change(
    id: number,
    apply: (em: EntityManager, review: ReviewEntity) => Promise<ReviewEntity>,
  ): Promise<ReviewEntity> {
    return this.ds.transaction(async (em) => {
      const found = await em.getRepository(ReviewEntity).findOneBy({ id });
      if (!found) throw new NotFoundError(REVIEW_NOT_FOUND);
      // The product first (the order `create` takes them in), then the review as it is now.
      await em.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [found.productId]);
      const review = await em
        .getRepository(ReviewEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
      const changed = await apply(em, review);
      await refreshRating(em, review.productId);
      return changed;
    });
  }
}
