import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored product image; `image` is the server-chosen file name under /uploads/products. */
@Entity('product_images')
export class ProductImageEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'product_id' }) productId!: number;
  @Column() image!: string;
  @Column({ name: 'is_default', default: false }) isDefault!: boolean;
  @Column({ default: 0 }) position!: number;
  @Column({ type: 'integer', nullable: true }) width!: number | null;
  @Column({ type: 'integer', nullable: true }) height!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
