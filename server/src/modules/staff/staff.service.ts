import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import type { AcceptStaffInviteInput, InviteStaffInput } from '../../shared/inputs/staff';
import { accountEmail } from '../../shared/inputs/fields';
import {
  emailSkeleton,
  hashPassword,
  isCommonPassword,
  LOOKALIKE_EMAIL,
  TOO_COMMON,
  type AdminRole,
  type TokenService,
} from '../accounts';
import { composeMail, type MailOutbox } from '../mail';

/** How long a set-password link works. */
export const STAFF_INVITE_HOURS = 72;

export const STAFF_MESSAGES = {
  invited: 'Invitation sent.',
  disabled: 'Staff member disabled: their sessions have ended.',
  enabled: 'Staff member enabled.',
  removed: 'Staff member removed.',
  passwordSet: 'Your password is set. Sign in with your e-mail and new password.',
  emailTaken: 'The email has already been taken.',
  inviteInvalid: 'This link is invalid, used or expired. Ask the shop owner for a new invitation.',
  notFound: 'Staff member not found.',
  onlyStaff: "The owner's account cannot be changed here.",
} as const;

/** A back-office account as the owner's staff page lists it. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  disabledAt: Date | null;
  /** Invited and has not set a password yet. */
  invitePending: boolean;
  createdAt: Date;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The owner's staff: invitations by mail (a set-password link: a random 256-bit token stored as
 * SHA-256, single use, expiring), disabling (the account's tokens stop working at once) and
 * removing. Only STAFF accounts are changed here; owners come from `npm run admin` and the seed.
 */
export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Pick<Config, 'publicUrl' | 'passwordCost'>,
    private readonly tokens: TokenService,
    private readonly outbox: MailOutbox,
  ) {}

  async list(): Promise<StaffMember[]> {
    return this.ds.query(
      `SELECT u.id, u.name, u.email, u.admin_role AS role, u.disabled_at AS "disabledAt",
              u.password_hash IS NULL AS "invitePending", u.created_at AS "createdAt"
         FROM users u WHERE u.role = 'ADMIN' ORDER BY u.admin_role, u.id`,
    );
  }

  /** Adds a STAFF account without a password and mails its set-password link (outbox, same transaction). */
  async invite(input: InviteStaffInput): Promise<StaffMember> {
    const email = accountEmail(input.email);
    const skeleton = emailSkeleton(email);
    const id = await this.ds.transaction(async (em) => {
      const [same] = await em.query(
        `SELECT email FROM users WHERE email = $1 OR email_skeleton = $2 ORDER BY email = $1 DESC LIMIT 1`,
        [email, skeleton],
      );
      if (same) this.refuseTaken(same.email === email);
      let user: { id: number };
      try {
        [user] = await em.query(
          `INSERT INTO users (name, email, email_skeleton, role, admin_role, verified_at)
           VALUES ($1, $2, $3, 'ADMIN', 'STAFF', now()) RETURNING id`,
          [input.name, email, skeleton],
        );
      } catch (err) {
        // Invited meanwhile by another owner, or registered by the same address or a lookalike.
        if ((err as { code?: string }).code === '23505') this.refuseTaken(true);
        throw err;
      }
      await this.sendInvite(em, user.id, input.name, email);
      return user.id;
    });
    return (await this.member(id))!;
  }

  /** A new set-password link for a staff member who has not set a password yet (earlier links stop working). */
  async resendInvite(id: number): Promise<void> {
    await this.ds.transaction(async (em) => {
      const [user] = await em.query(
        `SELECT id, name, email, password_hash IS NULL AS pending FROM users
          WHERE id = $1 AND role = 'ADMIN' AND admin_role = 'STAFF' FOR UPDATE`,
        [id],
      );
      if (!user) throw new NotFoundError(STAFF_MESSAGES.notFound);
      if (!user.pending) throw new ConflictError('This staff member has already set a password.');
      await em.query('UPDATE staff_invites SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [id]);
      await this.sendInvite(em, id, user.name, user.email);
    });
  }

  /**
   * Sets the password of the invitation's account, once: the link is spent in the same
   * conditional update that finds it, so two uses at once set it at most once.
   */
  async acceptInvite(input: AcceptStaffInviteInput): Promise<string> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(input.token))
      throw ValidationError.single('token', STAFF_MESSAGES.inviteInvalid, 'INVALID');
    if (await isCommonPassword(input.password))
      throw ValidationError.single('password', TOO_COMMON, 'TOO_COMMON');
    const hash = await hashPassword(input.password, this.config.passwordCost);
    await this.ds.transaction(async (em) => {
      const [[invite]]: [Array<{ user_id: number }>, number] = await em.query(
        `UPDATE staff_invites i SET used_at = now()
           FROM users u
          WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()
            AND u.id = i.user_id AND u.disabled_at IS NULL
          RETURNING i.user_id`,
        [sha256(input.token)],
      );
      if (!invite) throw ValidationError.single('token', STAFF_MESSAGES.inviteInvalid, 'INVALID');
      await em.query(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [invite.user_id, hash],
      );
    });
    this.tokens.forget();
    return STAFF_MESSAGES.passwordSet;
  }

  /** Disables (its sessions end at once) or enables a staff account; saying the same twice is fine. */
  async setDisabled(id: number, disabled: boolean): Promise<StaffMember> {
    const [[row]]: [Array<{ id: number }>, number] = await this.ds.query(
      disabled
        ? `UPDATE users SET disabled_at = coalesce(disabled_at, now()), token_version = token_version + 1, updated_at = now()
            WHERE id = $1 AND role = 'ADMIN' AND admin_role = 'STAFF' RETURNING id`
        : `UPDATE users SET disabled_at = NULL, updated_at = now()
            WHERE id = $1 AND role = 'ADMIN' AND admin_role = 'STAFF' AND disabled_at IS NOT NULL RETURNING id`,
      [id],
    );
    this.tokens.forget();
    if (!row) await this.refuseMissing(id);
    return (await this.member(id))!;
  }

  /** Removes a staff account (its activity stays in the audit log under its name). */
  async remove(id: number): Promise<void> {
    const [, removed]: [unknown, number] = await this.ds.query(
      `DELETE FROM users WHERE id = $1 AND role = 'ADMIN' AND admin_role = 'STAFF'`,
      [id],
    );
    this.tokens.forget();
    if (!removed) await this.refuseMissing(id);
  }

  private async member(id: number): Promise<StaffMember | null> {
    return (await this.list()).find((m) => m.id === id) ?? null;
  }

  /** 404 for an account that is not there (removed meanwhile), 422 for an owner's; else nothing to do. */
  private async refuseMissing(id: number): Promise<void> {
    const [user] = await this.ds.query(`SELECT admin_role FROM users WHERE id = $1 AND role = 'ADMIN'`, [id]);
    if (!user) throw new NotFoundError(STAFF_MESSAGES.notFound);
    if (user.admin_role !== 'STAFF') throw ValidationError.single('id', STAFF_MESSAGES.onlyStaff, 'OWNER');
  }

  private refuseTaken(same: boolean): never {
    throw same
      ? ValidationError.single('email', STAFF_MESSAGES.emailTaken, 'TAKEN')
      : ValidationError.single('email', LOOKALIKE_EMAIL, 'LOOKALIKE');
  }

  private async sendInvite(em: EntityManager, userId: number, name: string, email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const [invite] = await em.query(
      `INSERT INTO staff_invites (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 hour') RETURNING id`,
      [userId, sha256(token), STAFF_INVITE_HOURS],
    );
    const url = `${this.config.publicUrl}/admin/set-password?token=${token}`;
    await this.outbox.enqueue(
      em,
      `staff-invite:${invite.id}`,
      composeMail({
        to: email,
        name,
        subject: 'You are invited to the Crochet Corner back office',
        lines: [
          'The shop owner has given you a staff account in the Crochet Corner back office, for orders, payment receipts, packing slips and shipping.',
          `Choose your password with the link below within ${STAFF_INVITE_HOURS} hours; it works once.`,
        ],
        action: { label: 'Set your password', url },
      }),
    );
  }
}
