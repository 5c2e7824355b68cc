import { MigrationInterface, QueryRunner } from 'typeorm';
import { emailSkeleton } from '../../modules/accounts';
import { accountEmail } from '../../shared/inputs/fields';

/**
 * One normal form for e-mail addresses: each account's address in NFKC (when no other account
 * already has that form) and its confusable skeleton (Unicode TR39), unique per account. Of
 * accounts that already look alike, the oldest keeps the skeleton; the others keep their
 * address and sign-in, without one (nobody new can register a lookalike of any of them).
 */
export class EmailSkeleton1734400000001 implements MigrationInterface {
  name = 'EmailSkeleton1734400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN email_skeleton text');
    const users: Array<{ id: number; email: string }> = await q.query(
      'SELECT id, email FROM users ORDER BY id',
    );
    const emails = new Set(users.map((u) => u.email.toLowerCase()));
    const taken = new Set<string>();
    for (const user of users) {
      let email = user.email;
      const normal = accountEmail(email);
      if (normal !== email.toLowerCase() && !emails.has(normal)) {
        emails.add(normal);
        email = normal;
      }
      const skeleton = emailSkeleton(email);
      const keep = !taken.has(skeleton);
      taken.add(skeleton);
      await q.query('UPDATE users SET email = $2, email_skeleton = $3 WHERE id = $1', [
        user.id,
        email,
        keep ? skeleton : null,
      ]);
    }
    await q.query('CREATE UNIQUE INDEX users_email_skeleton_idx ON users (email_skeleton)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN email_skeleton');
  }
}
