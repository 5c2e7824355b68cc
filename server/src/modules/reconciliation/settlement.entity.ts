import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintPaisa } from '../../platform/db/bigint-paisa';
import type { Gateway } from './sources';

/**
 * One transaction of a gateway's settlement statement as imported: its reference there (unique
 * per gateway), the order it was matched to, the amount paid and the gateway's fee in paisa
 * (settled to the shop: amount − fee), and the day it was settled.
 */
@Entity('settlements')
export class SettlementEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar' }) source!: Gateway;
  @Column({ type: 'varchar' }) reference!: string;
  @Column({ name: 'order_id', type: 'integer', nullable: true }) orderId!: number | null;
  @Column({ name: 'order_number', type: 'varchar', nullable: true }) orderNumber!: string | null;
  @Column({ type: 'bigint', transformer: bigintPaisa }) amount!: number;
  @Column({ type: 'bigint', nullable: true, transformer: bigintPaisa }) fee!: number | null;
  @Column({ name: 'settled_on', type: 'date' }) settledOn!: string;
  @Column({ name: 'imported_by', type: 'integer', nullable: true }) importedBy!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
