import type { ChangeEvent } from '../../server/src/platform/cache/change-feed';
import { openServers, type TestServer } from './test-server';

/** Polls every 10 ms until `check` holds; fails after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** Resolves when `server`'s change feed hands over an event `matches` accepts (fails after `ms`). */
export function heard(
  server: TestServer,
  matches: (event: ChangeEvent) => boolean,
  ms = 10_000,
): Promise<ChangeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no matching change heard within ${ms} ms`));
    }, ms);
    const stop = server.services.changes.subscribe((event) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

/**
 * Waits until each server's change feed has heard every write committed so far (its caches
 * evict as they hear): notifications arrive in commit order, so hearing a marker sent now is
 * enough, once every instance has sent what it batched.
 */
export async function catalogSettled(...servers: TestServer[]): Promise<void> {
  // Changes an instance collected (the order flow) and has not sent to the others yet, sent now.
  await Promise.all([...openServers].map((s) => s.services.changes.flush()));
  const id = `settled-${Math.random()}`;
  const all = Promise.all(servers.map((s) => heard(s, (e) => e.type === 'marker' && e.id === id)));
  await servers[0].services.changes.publish(servers[0].db.ds, { type: 'marker', id });
  await all;
}
