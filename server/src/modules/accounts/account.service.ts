import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { addJob } from '../../platform/jobs/queue';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { type FieldErrorShape, NotFoundError, ValidationError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import type {
  ChangePasswordInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from '../../shared/inputs/accounts';
import { accountEmail, EMAIL_RE } from '../../shared/inputs/fields';
import { emailSkeleton, LOOKALIKE_EMAIL } from './email-identity';
import { isCommonPassword, TOO_COMMON } from './common-passwords';
import { composeMail, type MailOutbox } from '../mail';
import { hashPassword, verifyPassword } from './password';
import { EmailVerificationTokenEntity, PasswordResetTokenEntity } from './token.entity';
import { TokenService, type AuthUser } from './token.service';
import { Role, UserEntity, type AdminRole } from './user.entity';

export const MESSAGES = {
  invalidLogin: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  registered: 'Registration successful. Please check your inbox to verify your email address.',
  resetSent: 'If an account exists for that email, we have emailed a password reset link.',
  resetDone: 'Your password has been reset.',
  resetInvalid: 'This password reset token is invalid.',
  verificationSent: 'A fresh verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  profileUpdated: 'Profile updated successfully.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  loggedOut: 'You have been logged out.',
  googleOtherAccount: 'This email address is linked to another Google account.',
} as const;

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The job queue's task that mails a password reset link (payload: { email }). */
export const PASSWORD_RESET_TASK = 'password_reset';
/** Who is asking, for rate limits (the client IP as Express resolved it). */
export interface RequestMeta {
  ip: string;
}

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** OWNER or STAFF for a back-office account, null for a customer. */
  adminRole: AdminRole | null;
  verified: boolean;
}

export const publicUser = (u: UserEntity): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  adminRole: u.adminRole ?? null,
  verified: !!u.verifiedAt,
});

/** 'This password is too common.' for a new password (one that passed the shared input rules). */
async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw ValidationError.single('password', TOO_COMMON, 'TOO_COMMON');
}

/**
 * Accounts: registration, profile, e-mail verification and password reset (sign-in is
 * sign-in.service.ts, Google's accounts provider-sign-in.ts). Tokens for mails are random
 * (256 bits), stored as sha256, single use.
 */
export class AccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly tokens: TokenService,
    /** Mails are enqueued in the transaction that causes them: `outbox.enqueue(em, eventKey, composeMail(...))`. */
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
    private readonly limiter: RateLimiter,
  ) {}

  private users() {
    return this.ds.getRepository(UserEntity);
  }

  async register(
    input: RegisterInput,
    req: RequestMeta,
  ): Promise<{ user: PublicUser; token: string; message: string }> {
    await this.limiter.hit(`register:ip:${req.ip}`, LIMITS.registerPerIp);
    await refuseCommonPassword(input.password);
    const email = accountEmail(input.email);
    const emailSkeleton = await this.refuseTakenEmail(email);
    let user: UserEntity;
    const passwordHash = await hashPassword(input.password, this.config.passwordCost);
    try {
      // The account and its verification mail commit together.
      user = await this.ds.transaction(async (em) => {
        const repo = em.getRepository(UserEntity);
        const created = await repo.save(
          repo.create({ name: input.name, email, emailSkeleton, passwordHash, role: 'CUSTOMER' }),
        );
        await this.sendVerification(created, em);
        return created;
      });
    } catch (err) {
      // Registered meanwhile, by the same address or a lookalike.
      if ((err as { code?: string }).code === '23505') await this.refuseTakenEmail(email);
      throw err;
    }
    return { user: publicUser(user), token: await this.tokens.sign(user), message: MESSAGES.registered };
  }

  /**
   * 'The email has already been taken.' for an address an account has (in its normal form), and
   * a lookalike refusal for one whose confusable skeleton another account has; else the skeleton.
   */
  private async refuseTakenEmail(email: string): Promise<string> {
    const skeleton = emailSkeleton(email);
    const [same] = await this.users()
      .createQueryBuilder('u')
      .select('u.email', 'email')
      .where('u.email = :email OR u.email_skeleton = :skeleton', { email, skeleton })
      .orderBy('u.email = :email', 'DESC')
      .getRawMany<{ email: string }>();
    if (same?.email.toLowerCase() === email)
      throw ValidationError.single('email', MESSAGES.emailTaken, 'TAKEN');
    if (same) throw ValidationError.single('email', LOOKALIKE_EMAIL, 'LOOKALIKE');
    return skeleton;
  }

  /** Ends the session of the token this request presented (other sessions stay). */
  async logout(session: AuthUser): Promise<string> {
    await this.tokens.revoke(session);
    return MESSAGES.loggedOut;
  }

  async profile(userId: number): Promise<PublicUser> {
    const user = await this.users().findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found.');
    return publicUser(user);
  }

  /**
   * Name and, optionally, a new password (absent, null or '' keeps the current one). The
   * e-mail address is read-only. A new password needs the current one, ends every other
   * session and comes back with a fresh token for this one.
   */
  async updateProfile(
    userId: number,
    input: UpdateProfileInput,
  ): Promise<{ user: PublicUser; token: string | null }> {
    if (input.password !== null)
      await this.checkPasswordChange(userId, {
        password: input.password,
        currentPassword: input.currentPassword ?? '',
      });
    const user = await this.users().findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found.');
    await this.users().update({ id: userId }, { name: input.name });
    this.tokens.forget();
    const token = input.password === null ? null : await this.setPassword(userId, input.password);
    return { user: publicUser({ ...user, name: input.name }), token };
  }

  /**
   * A new password for a signed-in user (the admin's change-password form; customers
   * change it with their profile): the current password is required; success ends every
   * other session and returns a fresh token for this one.
   */
  async changePassword(
    userId: number,
    input: ChangePasswordInput,
  ): Promise<{ token: string; message: string }> {
    await this.checkPasswordChange(userId, input);
    return { token: await this.setPassword(userId, input.password), message: MESSAGES.passwordChanged };
  }

  /** Refuses a common new password and a wrong current one (both reported together). */
  private async checkPasswordChange(userId: number, input: ChangePasswordInput): Promise<void> {
    const found: FieldErrorShape[] = [];
    if (await isCommonPassword(input.password))
      found.push({ field: 'password', message: TOO_COMMON, code: 'TOO_COMMON' });
    // A stolen token must not become a way to guess the password.
    await this.limiter.hit(`password-change:account:${userId}`, LIMITS.passwordChangePerAccount);
    const [row]: Array<{ password_hash: string | null }> = await this.ds.query(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    if (!row?.password_hash || !(await verifyPassword(row.password_hash, input.currentPassword))) {
      found.push({
        field: 'currentPassword',
        message: MESSAGES.currentPasswordWrong,
        code: 'INVALID_PASSWORD',
      });
    }
    if (found.length) throw new ValidationError(found);
  }

  /** Stores a new password hash and bumps the token version (every earlier token stops working); the fresh token. */
  private async setPassword(userId: number, password: string): Promise<string> {
    // An UPDATE through ds.query answers [rows, count].
    const [[row]]: [Array<{ id: number; role: Role; token_version: number }>] = await this.ds.query(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING id, role, token_version',
      [userId, await hashPassword(password, this.config.passwordCost)],
    );
    if (!row) throw new NotFoundError('User not found.');
    this.tokens.forget();
    return this.tokens.sign({ id: row.id, role: row.role, tokenVersion: row.token_version });
  }

  // ---- e-mail verification ----

  /** A fresh verification token and its mail, enqueued in `em`'s transaction (its own when none is given). */
  async sendVerification(user: Pick<UserEntity, 'id' | 'name' | 'email'>, em?: EntityManager): Promise<void> {
    if (!em) return this.ds.transaction((tx) => this.sendVerification(user, tx));
    const token = randomBytes(32).toString('hex');
    const { identifiers } = await em.getRepository(EmailVerificationTokenEntity).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
      usedAt: null,
    });
    const url = `${this.config.publicUrl}/api/email/verify?token=${token}&email=${encodeURIComponent(user.email)}`;
    await this.outbox.enqueue(
      em,
      `verify:${identifiers[0].id}`,
      composeMail({
        to: user.email,
        name: user.name,
        subject: 'Verify your email address',
        lines: [
          'Please confirm your email address by opening the link below.',
          'The link works once and expires in 24 hours.',
        ],
        action: { label: 'Verify Email Address', url },
      }),
    );
  }

  async resendVerification(userId: number): Promise<string> {
    await this.limiter.hit(`resend:account:${userId}`, LIMITS.resendPerAccount);
    const user = await this.users().findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found.');
    if (user.verifiedAt) return MESSAGES.alreadyVerified;
    await this.sendVerification(user);
    return MESSAGES.verificationSent;
  }

  async verifyEmail(email: string, token: string): Promise<PublicUser> {
    const user = EMAIL_RE.test(email) ? await this.users().findOneBy({ email: accountEmail(email) }) : null;
    if (!user || !/^[0-9a-f]{64}$/.test(token)) throw ValidationError.single('token', MESSAGES.verifyInvalid);
    const repo = this.ds.getRepository(EmailVerificationTokenEntity);
    const used = await repo.update(
      { userId: user.id, tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      { usedAt: new Date() },
    );
    if (!used.affected) throw ValidationError.single('token', MESSAGES.verifyInvalid);
    if (!user.verifiedAt) await this.users().update({ id: user.id }, { verifiedAt: new Date() });
    return publicUser({ ...user, verifiedAt: user.verifiedAt ?? new Date() } as UserEntity);
  }

  // ---- password reset ----

  /** Mails a reset link when the account exists; the reply never says whether it does. */
  async forgotPassword(input: { email: string }, req: RequestMeta): Promise<string> {
    await this.limiter.hit(`forgot:ip:${req.ip}`, LIMITS.forgotPerIp);
    const email = accountEmail(input.email);
    await this.limiter.hit(`forgot:account:${email}`, LIMITS.forgotPerAccount);
    // Known and unknown addresses do the same work here (one job); the worker looks the account up.
    await addJob(this.ds.manager, PASSWORD_RESET_TASK, { email });
    return MESSAGES.resetSent;
  }

  /** The password-reset job: a reset token and its mail when an account has this address (nothing otherwise). */
  async sendPasswordReset(email: string): Promise<void> {
    await this.ds.transaction(async (em) => {
      const user = await em.getRepository(UserEntity).findOneBy({ email });
      if (!user) return;
      const token = randomBytes(32).toString('hex');
      const { identifiers } = await em.getRepository(PasswordResetTokenEntity).insert({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
        usedAt: null,
      });
      const url = `${this.config.publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      await this.outbox.enqueue(
        em,
        `reset:${identifiers[0].id}`,
        composeMail({
          to: user.email,
          name: user.name,
          subject: 'Reset your password',
          lines: [
            'We received a request to reset your password. Open the link below to choose a new one.',
            'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this email.',
          ],
          action: { label: 'Reset Password', url },
        }),
      );
    });
  }

  /** Sets a new password with a valid reset token; every earlier sign-in token stops working. */
  async resetPassword(input: ResetPasswordInput, req: RequestMeta): Promise<string> {
    await this.limiter.hit(`reset:ip:${req.ip}`, LIMITS.resetPerIp);
    await refuseCommonPassword(input.password);
    const email = accountEmail(input.email);
    await this.limiter.hit(`reset:account:${email}`, LIMITS.resetPerAccount);
    const { token } = input;
    const user = await this.users().findOneBy({ email });
    if (!user || !/^[0-9a-f]{64}$/.test(token)) throw ValidationError.single('email', MESSAGES.resetInvalid);
    await this.ds.transaction(async (em) => {
      const used = await em
        .getRepository(PasswordResetTokenEntity)
        .update(
          { userId: user.id, tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
          { usedAt: new Date() },
        );
      if (!used.affected) throw ValidationError.single('email', MESSAGES.resetInvalid);
      await em
        .getRepository(PasswordResetTokenEntity)
        .update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await em.query(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [user.id, await hashPassword(input.password, this.config.passwordCost)],
      );
    });
    this.tokens.forget();
    return MESSAGES.resetDone;
  }
}
