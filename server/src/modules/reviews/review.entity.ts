import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Public product review; text is stored plain and always rendered escaped. */
@Entity('reviews')
export class ReviewEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'product_id' }) productId!: number;
  @Column() name!: string;
  @Column({ type: 'text' }) comment!: string;
  @Column({ type: 'smallint' }) rating!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
