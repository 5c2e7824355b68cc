/** What the accounts' remembered reads depend on: the users of bearer-token checks (`Memo` in services.ts). */
import type { ChangeEvent } from '../../platform/cache';

/** User columns a bearer-token check reads (and its revoked tokens). */
const SESSION_COLUMNS = new Set([
  'id',
  'name',
  'role',
  'admin_role',
  'disabled_at',
  'token_version',
  'token_revocations',
]);

/**
 * Which remembered session users an event makes stale: all of them (`all`), these ids, or none:
 * a change of a user's name, role or token version, or a signed-out token of theirs.
 */
export function staleSessions(event: ChangeEvent): 'all' | readonly number[] | null {
  if (event.type === 'resync' || (event.type === 'user' && !event.ids)) return 'all';
  if (event.type === 'user' && (!event.fields || event.fields.some((f) => SESSION_COLUMNS.has(f))))
    return event.ids!;
  return null;
}
