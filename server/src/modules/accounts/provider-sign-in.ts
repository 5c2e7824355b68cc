import { DataSource, IsNull } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { UnauthenticatedError } from '../../shared/errors';
import { accountEmail } from '../../shared/inputs/fields';
import { composeMail, type MailMessage, type MailOutbox } from '../mail';
import { publicUser, type PublicUser, MESSAGES } from './account.service';
import { emailSkeleton, LOOKALIKE_EMAIL } from './email-identity';
import { EmailVerificationTokenEntity, PasswordResetTokenEntity } from './token.entity';
import type { TokenService } from './token.service';
import { UserEntity } from './user.entity';

/** The name a third-party identity brings: its profile name, else the e-mail's local part. */
const providerName = (claims: { email?: string; name?: string }) =>
  (claims.name ?? claims.email?.split('@')[0] ?? 'Customer').slice(0, 120);

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

/** Customers signing in with a third-party identity (Google): found, linked, taken over or created. */
export class ProviderSignIn {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly tokens: TokenService,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
  ) {}

  private users() {
    return this.ds.getRepository(UserEntity);
  }

  /**
   * Finds or creates the customer for a verified third-party identity: by provider subject;
   * else by e-mail, which Google has verified. An account whose own e-mail is verified is
   * linked. An unverified one proves nothing about whoever registered it (anyone can
   * register any address), while Google's verification proves the address is this
   * person's: the account is taken over, linked, its password removed and every earlier
   * session ended, and the owner is told by mail.
   */
  async signIn(claims: {
    sub: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
  }): Promise<{ user: PublicUser; token: string }> {
    let user = await this.users().findOneBy({ googleSub: claims.sub });
    if (!user && claims.email && claims.emailVerified) {
      user = await this.users().findOneBy({ email: accountEmail(claims.email) });
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
      // No account has this address; one that looks like it (another account's skeleton) is not opened.
      const email = accountEmail(claims.email);
      const skeleton = emailSkeleton(email);
      if (await this.users().exists({ where: { emailSkeleton: skeleton } }))
        throw new UnauthenticatedError(LOOKALIKE_EMAIL);
      try {
        user = await this.users().save(
          this.users().create({
            name: providerName(claims),
            email,
            emailSkeleton: skeleton,
            passwordHash: null,
            role: 'CUSTOMER',
            googleSub: claims.sub,
            verifiedAt: new Date(),
          }),
        );
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new UnauthenticatedError(LOOKALIKE_EMAIL);
        throw err;
      }
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
