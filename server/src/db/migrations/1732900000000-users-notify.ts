import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payload on `catalog_changed` that says a user's name, role or token version changed. */
export const USERS_CHANGED = 'users';

/**
 * Session notifications: a statement trigger sends `NOTIFY catalog_changed, 'users'` when
 * a user's token version (password reset), role or name changes or a user is deleted, so
 * every instance drops the users it remembers for bearer-token checks. The catalogue
 * read cache ignores this payload.
 */
export class UsersNotify1732900000000 implements MigrationInterface {
  name = 'UsersNotify1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '${USERS_CHANGED}');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_session_changed
      AFTER DELETE OR TRUNCATE OR UPDATE OF token_version, role, name, id ON users
      FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER users_session_changed ON users');
    await q.query('DROP FUNCTION notify_users_changed()');
  }
}
