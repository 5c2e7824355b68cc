import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { addJob, TASKS } from '../../jobs/queue';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { collectErrors, EMAIL_RE, rules, str } from '../../shared/validation';
import type { MailOutbox } from '../mail/mail.outbox';
import { composeMail } from '../mail/mail.templates';
import { hashPassword, verifyPassword } from './password';
import { EmailVerificationTokenEntity, PasswordResetTokenEntity } from './token.entity';
import { TokenService } from './token.service';
import { Role, UserEntity } from './user.entity';

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
} as const;

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Who is asking, for rate limits (the client IP as Express resolved it). */
export interface RequestMeta {
  ip: string;
}

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
}

const publicUser = (u: UserEntity): PublicUser => ({ id: u.id, name: u.name, email: u.email, role: u.role, verified: !!u.verifiedAt });

const emailRules = [rules.required('The email field is required'), rules.email('Invalid email address')];
const passwordMin = (v: unknown) => (typeof v === 'string' && v.length < 6 ? 'Password must be at least 6 characters' : null);
const passwordMax = (v: unknown) => (typeof v === 'string' && v.length > 200 ? 'The password may not be greater than 200 characters.' : null);

/**
 * Accounts: registration, sign-in (customer and admin), profile, e-mail verification and
 * password reset. Tokens for mails are random (256 bits), stored as sha256, single use.
 */
export class AccountService {
  /** Verified against for unknown e-mails, so both failures take about as long. */
  private dummyHash: Promise<string> | undefined;

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

  private async withHash(email: string): Promise<UserEntity | null> {
    return this.users()
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
  }

  async register(input: { name?: unknown; email?: unknown; password?: unknown }, req: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    await this.limiter.hit(`register:ip:${req.ip}`, LIMITS.registerPerIp);
    const errors = collectErrors(input, {
      name: [rules.required('The name field is required'), rules.string('The name field is required'), rules.maxLength(120, 'The name')],
      email: emailRules,
      password: [rules.required('The password field is required'), rules.string('The password field is required'), passwordMin, passwordMax],
    });
    if (errors.length) throw new ValidationError(errors);
    const email = str(input.email).toLowerCase();
    if (await this.users().exist({ where: { email } })) throw ValidationError.single('email', MESSAGES.emailTaken, 'TAKEN');
    let user: UserEntity;
    const passwordHash = await hashPassword(input.password as string);
    try {
      // The account and its verification mail commit together.
      user = await this.ds.transaction(async (em) => {
        const created = await em.getRepository(UserEntity).save(em.getRepository(UserEntity).create({ name: str(input.name), email, passwordHash, role: 'CUSTOMER' }));
        await this.sendVerification(created, em);
        return created;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw ValidationError.single('email', MESSAGES.emailTaken, 'TAKEN');
      throw err;
    }
    return { user: publicUser(user), token: this.tokens.sign(user) };
  }

  /** Same reply (and similar time) for an unknown e-mail, a wrong password or the wrong role. */
  async login(input: { email?: unknown; password?: unknown }, role: Role, req: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    await this.limiter.hit(`login:${role}:ip:${req.ip}`, LIMITS.loginPerIp);
    const errors = collectErrors(input, {
      email: emailRules,
      password: [rules.required('The password field is required'), rules.string('The password field is required')],
    });
    if (errors.length) throw new ValidationError(errors);
    await this.limiter.hit(`login:${role}:account:${str(input.email).toLowerCase()}`, LIMITS.loginPerAccount);
    const user = await this.withHash(str(input.email).toLowerCase());
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), input.password as string);
    if (!user || !user.passwordHash || !ok || user.role !== role) throw new UnauthenticatedError(MESSAGES.invalidLogin);
    return { user: publicUser(user), token: this.tokens.sign(user) };
  }

  async profile(userId: number): Promise<PublicUser> {
    const user = await this.users().findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found.');
    return publicUser(user);
  }

  /** Name and, optionally, a new password. The e-mail address is read-only. */
  async updateProfile(userId: number, input: { name?: unknown; password?: unknown }): Promise<PublicUser> {
    const errors = collectErrors(input, {
      name: [rules.required('The name field is required'), rules.string('The name field is required'), rules.maxLength(120, 'The name')],
      password: [rules.string('The password must be a string.'), passwordMin, passwordMax],
    });
    if (errors.length) throw new ValidationError(errors);
    const user = await this.users().findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User not found.');
    user.name = str(input.name);
    if (typeof input.password === 'string' && input.password !== '') user.passwordHash = await hashPassword(input.password);
    await this.users().save(user);
    this.tokens.forget();
    return publicUser(user);
  }

  // ---- e-mail verification ----

  /** A fresh verification token and its mail, enqueued in `em`'s transaction (its own when none is given). */
  async sendVerification(user: Pick<UserEntity, 'id' | 'name' | 'email'>, em?: EntityManager): Promise<void> {
    if (!em) return this.ds.transaction((tx) => this.sendVerification(user, tx));
    const token = randomBytes(32).toString('hex');
    const { identifiers } = await em.getRepository(EmailVerificationTokenEntity).insert({
      userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + VERIFY_TTL_MS), usedAt: null,
    });
    const url = `${this.config.publicUrl}/api/email/verify?token=${token}&email=${encodeURIComponent(user.email)}`;
    await this.outbox.enqueue(em, `verify:${identifiers[0].id}`, composeMail({
      to: user.email,
      name: user.name,
      subject: 'Verify your email address',
      lines: ['Please confirm your email address by opening the link below.', 'The link works once and expires in 24 hours.'],
      action: { label: 'Verify Email Address', url },
    }));
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
    const user = EMAIL_RE.test(email) ? await this.users().findOneBy({ email: email.toLowerCase() }) : null;
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
  async forgotPassword(input: { email?: unknown }, req: RequestMeta): Promise<string> {
    await this.limiter.hit(`forgot:ip:${req.ip}`, LIMITS.forgotPerIp);
    const errors = collectErrors(input, { email: emailRules });
    if (errors.length) throw new ValidationError(errors);
    await this.limiter.hit(`forgot:account:${str(input.email).toLowerCase()}`, LIMITS.forgotPerAccount);
    // Known and unknown addresses do the same work here (one job); the worker looks the account up.
    await addJob(this.ds.manager, TASKS.passwordReset, { email: str(input.email).toLowerCase() });
    return MESSAGES.resetSent;
  }

  /** The password-reset job: a reset token and its mail when an account has this address (nothing otherwise). */
  async sendPasswordReset(email: string): Promise<void> {
    await this.ds.transaction(async (em) => {
      const user = await em.getRepository(UserEntity).findOneBy({ email });
      if (!user) return;
      const token = randomBytes(32).toString('hex');
      const { identifiers } = await em.getRepository(PasswordResetTokenEntity).insert({
        userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS), usedAt: null,
      });
      const url = `${this.config.publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      await this.outbox.enqueue(em, `reset:${identifiers[0].id}`, composeMail({
        to: user.email,
        name: user.name,
        subject: 'Reset your password',
        lines: [
          'We received a request to reset your password. Open the link below to choose a new one.',
          'The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this email.',
        ],
        action: { label: 'Reset Password', url },
      }));
    });
  }

  /** Sets a new password with a valid reset token; every earlier sign-in token stops working. */
  async resetPassword(input: { email?: unknown; token?: unknown; password?: unknown; password_confirmation?: unknown }, req: RequestMeta): Promise<string> {
    await this.limiter.hit(`reset:ip:${req.ip}`, LIMITS.resetPerIp);
    const errors = collectErrors(input, {
      email: emailRules,
      password: [rules.required('The password field is required'), rules.string('The password field is required'), passwordMin, passwordMax],
      password_confirmation: [rules.required('The confirm password field is required')],
    });
    if (!errors.some((e) => e.field === 'password_confirmation') && input.password !== input.password_confirmation) {
      errors.push({ field: 'password_confirmation', message: 'Passwords do not match', code: 'MISMATCH' });
    }
    if (errors.length) throw new ValidationError(errors);
    await this.limiter.hit(`reset:account:${str(input.email).toLowerCase()}`, LIMITS.resetPerAccount);
    const token = typeof input.token === 'string' ? input.token : '';
    const user = await this.users().findOneBy({ email: str(input.email).toLowerCase() });
    if (!user || !/^[0-9a-f]{64}$/.test(token)) throw ValidationError.single('email', MESSAGES.resetInvalid);
    await this.ds.transaction(async (em) => {
      const used = await em.getRepository(PasswordResetTokenEntity).update(
        { userId: user.id, tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        { usedAt: new Date() },
      );
      if (!used.affected) throw ValidationError.single('email', MESSAGES.resetInvalid);
      await em.getRepository(PasswordResetTokenEntity).update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await em.query('UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1', [
        user.id, await hashPassword(input.password as string),
      ]);
    });
    this.tokens.forget();
    return MESSAGES.resetDone;
  }

  /** Finds or creates the customer for a verified third-party identity (subject first, then verified e-mail). */
  async signInWithProvider(claims: { sub: string; email?: string; emailVerified?: boolean; name?: string }): Promise<{ user: PublicUser; token: string }> {
    let user = await this.users().findOneBy({ googleSub: claims.sub });
    if (!user && claims.email && claims.emailVerified) {
      user = await this.users().findOneBy({ email: claims.email.toLowerCase() });
      if (user) {
        if (user.role !== 'CUSTOMER') throw new UnauthenticatedError('This account cannot sign in here.');
        user.googleSub = claims.sub;
        user.verifiedAt ??= new Date();
        await this.users().save(user);
      }
    }
    if (!user) {
      if (!claims.email || !claims.emailVerified) throw new UnauthenticatedError('Your Google account has no verified email address.');
      user = await this.users().save(
        this.users().create({
          name: (claims.name ?? claims.email.split('@')[0]).slice(0, 120), email: claims.email.toLowerCase(), passwordHash: null,
          role: 'CUSTOMER', googleSub: claims.sub, verifiedAt: new Date(),
        }),
      );
    }
    if (user.role !== 'CUSTOMER') throw new UnauthenticatedError('This account cannot sign in here.');
    return { user: publicUser(user), token: this.tokens.sign(user) };
  }
}
