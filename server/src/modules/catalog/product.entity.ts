import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v == null ? 0 : Number(v)) };

/** Prices are integer paisa (Rs 1 = 100 paisa). */
@Entity('products')
export class ProductEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column() title!: string;
  @Column({ type: 'integer' }) price!: number;
  /** The lowest price a shopper can pay (its lowest variant's, else `price`): kept by the database (migration 1734915000000). */
  @Column({ name: 'list_price', type: 'integer', insert: false, update: false }) listPrice!: number;
  @Column({ name: 'compare_price', type: 'integer', nullable: true }) comparePrice!: number | null;
  @Column({ type: 'integer', default: 0 }) qty!: number;
  @Column() sku!: string;
  @Column({ type: 'varchar', nullable: true }) barcode!: string | null;
  @Column({ type: 'smallint', default: 1 }) status!: number;
  @Column({ name: 'is_featured', default: false }) isFeatured!: boolean;
  @Column({ name: 'short_description', type: 'text', nullable: true }) shortDescription!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'category_id' }) categoryId!: number;
  @Column({ name: 'brand_id', type: 'integer', nullable: true }) brandId!: number | null;
  @Column({
    name: 'average_rating',
    type: 'numeric',
    precision: 3,
    scale: 2,
    transformer: numeric,
    default: 0,
  })
  averageRating!: number;
  @Column({ name: 'review_count', default: 0 }) reviewCount!: number;
  /** Bumped by every admin edit (fields, values, images), never by stock; an admin save from an older read is refused (409). */
  @Column({ type: 'integer', default: 1 }) version!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Link of a product to an attribute value, with the stock of that value. */
@Entity('product_attribute_values')
export class ProductAttributeValueEntity {
  @Column({ name: 'product_id', primary: true }) productId!: number;
  @Column({ name: 'attribute_value_id', primary: true }) attributeValueId!: number;
  @Column({ type: 'integer', default: 1 }) qty!: number;
}

/** Explicit variant (alternative product form): its own sku, price and stock. */
@Entity('product_variants')
export class ProductVariantEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'product_id' }) productId!: number;
  @Column() sku!: string;
  @Column({ type: 'integer' }) price!: number;
  @Column({ type: 'integer', default: 0 }) stock!: number;
  @Column({ name: 'size_value_id', type: 'integer', nullable: true }) sizeValueId!: number | null;
  @Column({ name: 'color_value_id', type: 'integer', nullable: true }) colorValueId!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
