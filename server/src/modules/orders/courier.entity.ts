import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A courier an order is shipped with (the shop's list, courier-list.ts);
 * `{tracking}` in its template becomes the order's tracking number.
 */
@Entity('couriers')
export class CourierEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column() name!: string;
  @Column({ name: 'tracking_url_template' }) trackingUrlTemplate!: string;
  /** Inactive couriers are not offered for new shipments; orders shipped with them keep them. */
  @Column({ default: true }) active!: boolean;
  @Column({ type: 'integer', default: 0 }) position!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
