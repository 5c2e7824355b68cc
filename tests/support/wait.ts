import type { TestServer } from './test-server';

/** Polls every 10 ms until `check` holds; fails after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/**
 * Waits until each server's catalogue cache has heard every catalogue write committed so
 * far: notifications arrive in commit order, so hearing a marker sent now is enough.
 */
export async function catalogSettled(...servers: TestServer[]): Promise<void> {
  const marker = `settled-${Math.random()}`;
  await servers[0].db.ds.query(`SELECT pg_notify('catalog_changed', $1)`, [marker]);
  await Promise.all(servers.map((s) => waitUntil(() => s.services.catalogCache.lastNotification === marker)));
}
