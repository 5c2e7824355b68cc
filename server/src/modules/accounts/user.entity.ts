import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Role = 'CUSTOMER' | 'ADMIN';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column() name!: string;
  /** The normal form (NFKC, lower case): see email-identity.ts. */
  @Column({ type: 'citext' }) email!: string;
  /** The address's confusable skeleton (Unicode TR39): no two accounts share one. */
  @Column({ name: 'email_skeleton', type: 'text', nullable: true, select: false }) emailSkeleton!:
    string | null;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash!:
    string | null;
  @Column({ type: 'varchar', default: 'CUSTOMER' }) role!: Role;
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true }) verifiedAt!: Date | null;
  @Column({ name: 'google_sub', type: 'varchar', nullable: true }) googleSub!: string | null;
  @Column({ name: 'token_version', default: 0 }) tokenVersion!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
