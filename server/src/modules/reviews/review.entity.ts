import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const REVIEW_STATUSES = ['visible', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Public product review; text is stored plain and always rendered escaped. */
@Entity('reviews')
export class ReviewEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'product_id' }) productId!: number;
  @Column() name!: string;
  @Column({ type: 'text' }) comment!: string;
  @Column({ type: 'smallint' }) rating!: number;
  /** Only `visible` reviews are listed and counted in the product's rating. */
  @Column({ type: 'varchar', default: 'visible' }) status!: ReviewStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
