/**
 * `npm run admin -- --email E --password P`: creates that admin account, or, when it exists,
 * sets its password (and ends its sessions). Works on the running shop's database.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../modules/accounts/password';
import { runTool, toolConfig, toolDatabase, ToolError, withDataSource } from './tool';

const USAGE =
  'Usage: npm run admin -- --email admin@example.pk --password "a long password" [--name "Shop Admin"]';

runTool(async () => {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (err) {
    throw new ToolError(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.email || !values.password) throw new ToolError(USAGE);
  const email = z.email().safeParse(values.email.trim().toLowerCase());
  if (!email.success) throw new ToolError(`--email: "${values.email}" is not an e-mail address.`);
  if (values.password.length < 8) throw new ToolError('--password: must be at least 8 characters.');
  if (values.password.length > 128) throw new ToolError('--password: must be at most 128 characters.');

  const { config, logger } = toolConfig();
  const db = await toolDatabase(config, logger);
  try {
    const hash = await hashPassword(values.password);
    const outcome = await withDataSource(db, (ds) =>
      ds.transaction(async (em) => {
        const [user] = await em.query('SELECT id, role FROM users WHERE email = $1 FOR UPDATE', [email.data]);
        if (user && user.role !== 'ADMIN') {
          throw new ToolError(
            `${email.data} belongs to a customer account; choose another e-mail for the admin.`,
          );
        }
        if (user) {
          // A new password ends the account's sessions (token_version), as a password reset does.
          await em.query(
            'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
            [user.id, hash],
          );
          return 'reset';
        }
        await em.query(
          `INSERT INTO users (name, email, password_hash, role, verified_at) VALUES ($1, $2, $3, 'ADMIN', now())`,
          [values.name ?? 'Admin', email.data, hash],
        );
        return 'created';
      }),
    );
    console.log(
      outcome === 'created'
        ? `Admin ${email.data} created: sign in at /admin/login.`
        : `Password of admin ${email.data} changed; its sessions are ended.`,
    );
  } finally {
    await db.stop();
  }
});
