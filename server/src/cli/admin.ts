/**
 * `npm run admin -- --email E --password P`: creates that admin account, or, when it exists,
 * sets its password (and ends its sessions). Works on the running shop's database.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { emailSkeleton, hashPassword } from '../modules/accounts';
import { forgotPasswordInput } from '../shared/inputs/accounts';
import { accountEmail } from '../shared/inputs/fields';
import { M } from '../shared/inputs/messages';
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
  // The shop's one normal form of an address (NFKC, lower case; invisible characters refused).
  const parsed = forgotPasswordInput.safeParse({ email: values.email });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    throw new ToolError(
      message === M.emailInvalid
        ? `--email: "${values.email}" is not an e-mail address.`
        : `--email: ${message ?? M.emailInvalid}`,
    );
  }
  const email = { data: accountEmail(parsed.data.email) };
  const skeleton = emailSkeleton(email.data);
  if (values.password.length < 8) throw new ToolError('--password: must be at least 8 characters.');
  if (values.password.length > 128) throw new ToolError('--password: must be at most 128 characters.');

  const { config, logger } = toolConfig();
  const db = await toolDatabase(config, logger);
  try {
    const hash = await hashPassword(values.password, config.passwordCost);
    const outcome = await withDataSource(db, (ds) =>
      ds.transaction(async (em) => {
        const [user] = await em.query('SELECT id, role FROM users WHERE email = $1 FOR UPDATE', [email.data]);
        const [twin] = user
          ? []
          : await em.query('SELECT email FROM users WHERE email_skeleton = $1', [skeleton]);
        if (twin)
          throw new ToolError(
            `--email: "${values.email}" looks like the existing account ${twin.email}; choose another e-mail.`,
          );
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
          `INSERT INTO users (name, email, email_skeleton, password_hash, role, admin_role, verified_at) VALUES ($1, $2, $3, $4, 'ADMIN', 'OWNER', now())`,
          [values.name ?? 'Admin', email.data, skeleton, hash],
        );
        return 'created';
      }),
    );
    console.log(
      outcome === 'created'
        ? `Admin ${email.data} created (the shop's owner): sign in at /admin/login.`
        : `Password of admin ${email.data} changed; its sessions are ended.`,
    );
  } finally {
    await db.stop();
  }
});
