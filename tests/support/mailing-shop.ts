/**
 * The app with its mail sent to the local SMTP server (support/smtp.ts) and its links built from
 * a public address that is not the test's own (PUBLIC_URL, so a link names the shop, never the
 * Host a request came with): the shop the account, staff and mail tests start.
 */
import { startSmtp } from './smtp';
import { createTestServer, TestServer } from './test-server';

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
export const PUBLIC_URL = 'https://shop.example.pk';

export async function startMailingShop(
  env: Record<string, string> = {},
): Promise<{ t: TestServer; smtp: Smtp }> {
  const smtp = await startSmtp();
  const t = await createTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, ...env });
  return { t, smtp };
}

export async function stopMailingShop(shop: { t?: TestServer; smtp?: Smtp }): Promise<void> {
  await shop.t?.close();
  await shop.smtp?.close();
}

/** The GraphQL registration as the web client sends it. */
export const REGISTER =
  'mutation($i: RegisterInput!) { register(input: $i) { token user { id name email verified role } errors { field message } } }';
