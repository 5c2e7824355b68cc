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

@Entity('categories')
export class CategoryEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column() name!: string;
  @Column({ type: 'smallint' }) status!: number;
  @Column({ name: 'parent_id', type: 'integer', nullable: true }) parentId!: number | null;
  @ManyToOne(() => CategoryEntity, (c) => c.children, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_id' })
  parent?: CategoryEntity | null;
  @OneToMany(() => CategoryEntity, (c) => c.parent) children?: CategoryEntity[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
