import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

abstract class OneTimeToken {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'user_id' }) userId!: number;
  /** sha256 of the random token; the token itself is only ever in the mail. */
  @Column({ name: 'token_hash', type: 'char', length: 64 }) tokenHash!: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('password_reset_tokens')
export class PasswordResetTokenEntity extends OneTimeToken {}

@Entity('email_verification_tokens')
export class EmailVerificationTokenEntity extends OneTimeToken {}
