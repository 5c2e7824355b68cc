import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { addJob, TASKS } from '../../jobs/queue';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import {
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../../shared/errors';
import { LIMITS, RateLimiter, TOO_MANY_ATTEMPTS } from '../../shared/rate-limit';
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from '../../shared/inputs/accounts';
import { EMAIL_RE } from '../../shared/inputs/fields';
import type { FieldErrorShape } from '../../shared/errors';
import type { MailMessage } from '../mail/mail.service';
import { isCommonPassword, TOO_COMMON } from './common-passwords';
import type { MailOutbox } from '../mail/mail.outbox';
import { composeMail } from '../mail/mail.templates';
import { hashPassword, verifyPassword } from './password';
import { EmailVerificationTokenEntity, PasswordResetTokenEntity } from './token.entity';
import { TokenService, type AuthUser } from './token.service';
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
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  loggedOut: 'You have been logged out.',
  googleOtherAccount: 'This email address is linked to another Google account.',
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

const publicUser = (u: UserEntity): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  verified: !!u.verifiedAt,
});

/** 'This password is too common.' for a new password (one that passed the shared input rules). */
async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw ValidationError.single('password', TOO_COMMON, 'TOO_COMMON');
}

/** The name a third-party identity brings: its profile name, else the e-mail's local part. */
const providerName = (claims: { email?: string; name?: string }) =>
  (claims.name ?? claims.email?.split('@')[0] ?? 'Customer').slice(0, 120);

/** Delay before checking a password once an account has this many recent failures beyond `free`: 50 ms more each, at most 5 s. */
export function loginDelayMs(failures: number, free: number): number {
  return Math.min(5000, Math.max(0, failures - free) * 50);
}

/** The mail telling the owner of an e-mail address that Google sign-in took over an unverified account registered with it. */
export function googleTakeoverMail(user: { name: string; email: string }, publicUrl: string): MailMessage {
  return composeMail({
    to: user.email,
    name: user.name,
    subject: 'Your account is now linked to Google',
    lines: [
      'You signed in with Google using this email address. An account had already been registered with it here, but the address was never confirmed.',
      'Because Google confirmed that the address is yours, the account is now yours: its password was removed and every earlier sign-in was ended. Sign in with Google from now on, or set a password with "Forgot your password?".',
      'If someone else registered that account, they can no longer use it.',
    ],
    action: { label: 'Sign in', url: `${publicUrl}/user/login` },
  });
}

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

  async register(input: RegisterInput, req: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    await this.limiter.hit(`register:ip:${req.ip}`, LIMITS.registerPerIp);
    await refuseCommonPassword(input.password);
    const email = input.email.toLowerCase();
    if (await this.users().exist({ where: { email } }))
      throw ValidationError.single('email', MESSAGES.emailTaken, 'TAKEN');
    let user: UserEntity;
    const passwordHash = await hashPassword(input.password);
    try {
      // The account and its verification mail commit together.
      user = await this.ds.transaction(async (em) => {
        const created = await em
          .getRepository(UserEntity)
          .save(
            em.getRepository(UserEntity).create({ name: input.name, email, passwordHash, role: 'CUSTOMER' }),
          );
        await this.sendVerification(created, em);
        return created;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505')
        throw ValidationError.single('email', MESSAGES.emailTaken, 'TAKEN');
      throw err;
    }
    return { user: publicUser(user), token: await this.tokens.sign(user) };
  }

  /**
   * Same reply (and similar time) for an unknown e-mail, a wrong password or the wrong role.
   * Limits that nobody can turn against the owner: attempts per address (any account) and
   * per (account, address), the latter cleared by a success; failures per account from all
   * addresses only slow sign-in down (a growing delay) until a ceiling far above what one
   * address may try. An attacker's failures from their addresses never refuse the owner
   * at theirs below that ceiling.
   */
  async login(input: LoginInput, role: Role, req: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    await this.limiter.hit(`login:${role}:ip:${req.ip}`, LIMITS.loginPerIp);
    const email = input.email.toLowerCase();
    const pairKey = `login:${role}:pair:${req.ip}|${email}`;
    const failuresKey = `login:${role}:failures:${email}`;
    await this.limiter.hit(pairKey, LIMITS.loginPerAccountAndIp);
    const failures = await this.limiter.count(failuresKey, LIMITS.loginFailuresPerAccount.windowSec);
    if (failures >= this.limiter.scaled(LIMITS.loginFailuresPerAccount))
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
    const delay = loginDelayMs(failures, this.limiter.scaled(LIMITS.loginPerAccountAndIp));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const user = await this.withHash(email);
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user || !user.passwordHash || !ok || user.role !== role) {
      await this.limiter.record(failuresKey, LIMITS.loginFailuresPerAccount.windowSec);
      throw new UnauthenticatedError(MESSAGES.invalidLogin);
    }
    await this.limiter.reset(pairKey);
    return { user: publicUser(user), token: await this.tokens.sign(user) };
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
      [userId, await hashPassword(password)],
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
  async forgotPassword(input: { email: string }, req: RequestMeta): Promise<string> {
    await this.limiter.hit(`forgot:ip:${req.ip}`, LIMITS.forgotPerIp);
    const email = input.email.toLowerCase();
    await this.limiter.hit(`forgot:account:${email}`, LIMITS.forgotPerAccount);
    // Known and unknown addresses do the same work here (one job); the worker looks the account up.
    await addJob(this.ds.manager, TASKS.passwordReset, { email });
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
    const email = input.email.toLowerCase();
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
        [user.id, await hashPassword(input.password)],
      );
    });
    this.tokens.forget();
    return MESSAGES.resetDone;
  }

  /**
   * Finds or creates the customer for a verified third-party identity: by provider subject;
   * else by e-mail, which Google has verified. An account whose own e-mail is verified is
   * linked. An unverified one proves nothing about whoever registered it (anyone can
   * register any address), while Google's verification proves the address is this
   * person's: the account is taken over, linked, its password removed and every earlier
   * session ended, and the owner is told by mail.
   */
  async signInWithProvider(claims: {
    sub: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
  }): Promise<{ user: PublicUser; token: string }> {
    let user = await this.users().findOneBy({ googleSub: claims.sub });
    if (!user && claims.email && claims.emailVerified) {
      user = await this.users().findOneBy({ email: claims.email.toLowerCase() });
      if (user) {
        if (user.role !== 'CUSTOMER') throw new UnauthenticatedError('This account cannot sign in here.');
        if (user.googleSub) throw new UnauthenticatedError(MESSAGES.googleOtherAccount);
        user = user.verifiedAt
          ? await this.linkProvider(user.id, claims.sub)
          : await this.takeOver(user.id, claims.sub, providerName(claims));
      }
    }
    if (!user) {
      if (!claims.email || !claims.emailVerified)
        throw new UnauthenticatedError('Your Google account has no verified email address.');
      user = await this.users().save(
        this.users().create({
          name: providerName(claims),
          email: claims.email.toLowerCase(),
          passwordHash: null,
          role: 'CUSTOMER',
          googleSub: claims.sub,
          verifiedAt: new Date(),
        }),
      );
    }
    if (user.role !== 'CUSTOMER') throw new UnauthenticatedError('This account cannot sign in here.');
    return { user: publicUser(user), token: await this.tokens.sign(user) };
  }

  /** Links a verified account to a provider subject (only while it has none). */
  private async linkProvider(userId: number, sub: string): Promise<UserEntity> {
    const linked = await this.users().update({ id: userId, googleSub: IsNull() }, { googleSub: sub });
    if (!linked.affected) throw new UnauthenticatedError(MESSAGES.googleOtherAccount);
    return (await this.users().findOneBy({ id: userId }))!;
  }

  /**
   * An unverified account taken over by the verified identity of its address: linked,
   * verified, named as on Google (not as whoever registered it), password removed, token
   * version bumped (every earlier session ends), pending reset and verification links
   * spent; the owner's mail is enqueued in the same transaction.
   */
  private async takeOver(userId: number, sub: string, name: string): Promise<UserEntity> {
    const user = await this.ds.transaction(async (em) => {
      const taken = await em.getRepository(UserEntity).update(
        { id: userId, googleSub: IsNull(), verifiedAt: IsNull() },
        {
          googleSub: sub,
          name,
          verifiedAt: new Date(),
          passwordHash: null,
          tokenVersion: () => 'token_version + 1',
        },
      );
      if (!taken.affected) throw new UnauthenticatedError(MESSAGES.googleOtherAccount);
      for (const table of [PasswordResetTokenEntity, EmailVerificationTokenEntity]) {
        await em.getRepository(table).update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
      }
      const taker = (await em.getRepository(UserEntity).findOneBy({ id: userId }))!;
      await this.outbox.enqueue(
        em,
        `google-takeover:${userId}:${sub.slice(0, 100)}`,
        googleTakeoverMail(taker, this.config.publicUrl),
      );
      return taker;
    });
    this.tokens.forget();
    this.logger.warn({ userId }, 'unverified account taken over by a verified Google sign-in');
    return user;
  }
}
