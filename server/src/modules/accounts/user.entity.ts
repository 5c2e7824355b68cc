import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Role = 'CUSTOMER' | 'ADMIN';

/** What a back-office (ADMIN) account may do: the owner everything, staff what modules/staff/staff-access.ts opens. */
export type AdminRole = 'OWNER' | 'STAFF';

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
  /** OWNER or STAFF for a back-office account, null for a customer (migration 1734870000000). */
  @Column({ name: 'admin_role', type: 'varchar', nullable: true }) adminRole!: AdminRole | null;
  /** A disabled account cannot sign in and its tokens are refused. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt!: Date | null;
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true }) verifiedAt!: Date | null;
  @Column({ name: 'google_sub', type: 'varchar', nullable: true }) googleSub!: string | null;
  @Column({ name: 'token_version', default: 0 }) tokenVersion!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
