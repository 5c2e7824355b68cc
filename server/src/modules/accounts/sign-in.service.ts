import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { TooManyRequestsError, UnauthenticatedError } from '../../shared/errors';
import type { LoginInput } from '../../shared/inputs/accounts';
import { accountEmail } from '../../shared/inputs/fields';
import { LIMITS, RateLimiter, TOO_MANY_ATTEMPTS } from '../../shared/rate-limit';
import { composeMail, type MailOutbox } from '../mail';
import { MESSAGES, publicUser, type PublicUser, type RequestMeta } from './account.service';
import type { DeviceTokens } from './device-tokens';
import { hashPassword, verifyPassword } from './password';
import type { TokenService } from './token.service';
import { Role, UserEntity } from './user.entity';

/** Delay before checking a password once an account has this many recent failures beyond `free`: 50 ms more each, at most 5 s. */
export function loginDelayMs(failures: number, free: number): number {
  return Math.min(5000, Math.max(0, failures - free) * 50);
}

/** Who is signing in: the address, and the device token the browser's cookie carried (if any). */
export interface SignInMeta extends RequestMeta {
  deviceToken?: string | null;
}

export interface SignedIn {
  user: PublicUser;
  token: string;
  /** This device's token for the account: kept by the browser (cookie) or the app, presented next time. */
  deviceToken: string;
}

/**
 * Sign-in (customer and admin) and its limits, which nobody can turn against the owner
 * (DESIGN decision 23). Same reply (and similar time) for an unknown e-mail, a wrong password
 * or the wrong role.
 *
 * - A sign-in presenting a valid device token of the account (left by an earlier success) is
 *   limited per device: a few failures an hour, past which that token counts as unknown.
 * - Any other sign-in is an unknown device: attempts per address (any account) and per
 *   (account, address), the latter cleared by a success; failures per account from all
 *   addresses slow it down (a growing delay) and stop at a ceiling, whose reaching is mailed
 *   to the account's owner (once per window). The owner's own devices still get in.
 */
export class SignInService {
  /** Verified against for unknown e-mails, so both failures take about as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly tokens: TokenService,
    private readonly devices: DeviceTokens,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
    private readonly limiter: RateLimiter,
  ) {}

  private withHash(email: string): Promise<UserEntity | null> {
    return this.ds
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
  }

  async login(input: LoginInput, role: Role, req: SignInMeta): Promise<SignedIn> {
    const email = accountEmail(input.email);
    const user = await this.withHash(email);
    const device = user ? this.devices.deviceOf(input.deviceToken ?? req.deviceToken, user.id) : null;
    const deviceKey = device && `login:device:${device}`;
    const known =
      !!deviceKey &&
      (await this.limiter.count(deviceKey, LIMITS.loginFailuresPerDevice.windowSec)) <
        this.limiter.scaled(LIMITS.loginFailuresPerDevice);
    const pairKey = `login:${role}:pair:${req.ip}|${email}`;
    const failuresKey = `login:${role}:failures:${email}`;
    if (!known) await this.unknownDeviceLimits(role, req.ip, pairKey, failuresKey);

    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'), this.config.passwordCost);
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user || !user.passwordHash || !ok || user.role !== role || user.disabledAt) {
      if (known) await this.limiter.record(deviceKey!, LIMITS.loginFailuresPerDevice.windowSec);
      else await this.recordFailure(failuresKey, user?.role === role ? user : null);
      throw new UnauthenticatedError(MESSAGES.invalidLogin);
    }
    if (known) await this.limiter.reset(deviceKey!);
    else await this.limiter.reset(pairKey);
    return {
      user: publicUser(user),
      token: await this.tokens.sign(user),
      // A token that is still good is kept; a missing, foreign or locked-out one is replaced.
      deviceToken: known ? (input.deviceToken ?? req.deviceToken)! : this.devices.issue(user.id),
    };
  }

  /** The limits of a sign-in from an unknown device (429 beyond them), and the growing delay. */
  private async unknownDeviceLimits(role: Role, ip: string, pairKey: string, failuresKey: string) {
    await this.limiter.hit(`login:${role}:ip:${ip}`, LIMITS.loginPerIp);
    await this.limiter.hit(pairKey, LIMITS.loginPerAccountAndIp);
    const failures = await this.limiter.count(failuresKey, LIMITS.loginFailuresPerAccount.windowSec);
    if (failures >= this.limiter.scaled(LIMITS.loginFailuresPerAccount))
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
    const delay = loginDelayMs(failures, this.limiter.scaled(LIMITS.loginPerAccountAndIp));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** One more failure on the account's ceiling; the one that reaches it is mailed to the owner. */
  private async recordFailure(failuresKey: string, account: UserEntity | null): Promise<void> {
    const { windowSec } = LIMITS.loginFailuresPerAccount;
    const failures = await this.limiter.record(failuresKey, windowSec);
    const ceiling = this.limiter.scaled(LIMITS.loginFailuresPerAccount);
    if (!account || failures !== ceiling) return;
    const window = RateLimiter.window(windowSec);
    this.logger.warn(
      { userId: account.id, failures },
      'sign-in failure ceiling reached: unknown devices refused',
    );
    await this.ds.transaction((em) =>
      this.outbox.enqueue(em, `sign-in-ceiling:${account.id}:${window}`, this.ceilingMail(account, failures)),
    );
  }

  private ceilingMail(account: UserEntity, failures: number) {
    const page = account.role === 'ADMIN' ? '/admin/login' : '/user/login';
    return composeMail({
      to: account.email,
      name: account.name,
      subject: 'Sign-ins to your account from new devices are paused',
      lines: [
        `Someone has typed a wrong password for your account ${failures} times within the hour, from devices you never signed in on.`,
        'Until the hour is over, sign-ins from new devices are refused. The devices and apps where you signed in before still work as usual.',
        'Your password was not guessed. If you think it may be known to someone, choose a new one with "Forgot your password?".',
      ],
      action: { label: 'Sign in', url: `${this.config.publicUrl}${page}` },
    });
  }
}
