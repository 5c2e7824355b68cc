import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('attributes')
export class AttributeEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column() name!: string;
  @OneToMany(() => AttributeValueEntity, (v) => v.attribute) values?: AttributeValueEntity[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('attribute_values')
export class AttributeValueEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'attribute_id' }) attributeId!: number;
  @ManyToOne(() => AttributeEntity, (a) => a.values, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: AttributeEntity;
  @Column() value!: string;
  @Column({ type: 'varchar', nullable: true }) code!: string | null;
  @Column({ default: 0 }) position!: number;
}
