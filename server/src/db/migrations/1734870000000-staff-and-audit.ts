import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-office roles, staff invitations and the audit log.
 *
 * - `users.admin_role`: OWNER (everything) or STAFF (what `modules/staff/staff-access.ts` opens);
 *   every existing admin becomes OWNER, and an admin account inserted without one (the seed,
 *   `npm run admin`) is an OWNER. Customers have none. `disabled_at`: a disabled account signs in
 *   no more and its tokens stop working.
 * - `staff_invites`: set-password links, stored as SHA-256 of the token, single use, expiring.
 * - `audit_log`: one row per changed row of the back office's tables, written by a trigger in the
 *   transaction of the change, only while a back-office caller is set on the connection
 *   (`shop.actor`, see platform/db/actor-context.ts): who, what, when, the changed columns before → after.
 */
export class StaffAndAudit1734870000000 implements MigrationInterface {
  name = 'StaffAndAudit1734870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN admin_role varchar(8) CONSTRAINT users_admin_role_values CHECK (admin_role IN ('OWNER', 'STAFF')),
      ADD COLUMN disabled_at timestamptz`);
    await q.query(`UPDATE users SET admin_role = 'OWNER' WHERE role = 'ADMIN'`);
    await q.query(`CREATE FUNCTION users_admin_role_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.role = 'ADMIN' AND NEW.admin_role IS NULL THEN NEW.admin_role := 'OWNER'; END IF;
        IF NEW.role <> 'ADMIN' THEN NEW.admin_role := NULL; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER users_admin_role_default BEFORE INSERT OR UPDATE OF role, admin_role ON users
      FOR EACH ROW EXECUTE FUNCTION users_admin_role_default()`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_admin_role_of_admins
      CHECK ((role = 'ADMIN') = (admin_role IS NOT NULL))`);

    await q.query(`CREATE TABLE staff_invites (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX staff_invites_user_idx ON staff_invites (user_id)`);

    await q.query(`CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id integer,
      actor_name text NOT NULL,
      actor_role varchar(8) NOT NULL,
      kind varchar(32) NOT NULL,
      action varchar(8) NOT NULL CHECK (action IN ('created', 'changed', 'deleted')),
      subject_id text,
      subject_label text,
      before jsonb,
      after jsonb)`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC)`);
    await q.query(`CREATE INDEX audit_log_kind_idx ON audit_log (kind, id DESC)`);

    // TG_ARGV: the entry's kind, the column naming the row ('' for none), then columns never recorded.
    await q.query(`CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor jsonb := current_setting('shop.actor', true)::jsonb;
        old_row jsonb;
        new_row jsonb;
        row_now jsonb;
        before_cols jsonb := '{}';
        after_cols jsonb := '{}';
        k text;
        skipped text[] := ARRAY['updated_at', 'created_at', 'version', 'password_hash', 'token_version', 'email_skeleton'];
      BEGIN
        IF TG_NARGS > 2 THEN skipped := skipped || TG_ARGV[2:TG_NARGS - 1]; END IF;
        IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
        IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
        row_now := coalesce(new_row, old_row);
        IF TG_TABLE_NAME = 'users' AND row_now->>'role' <> 'ADMIN' THEN RETURN NULL; END IF;
        FOR k IN SELECT jsonb_object_keys(row_now) LOOP
          CONTINUE WHEN k = ANY (skipped);
          CONTINUE WHEN TG_OP = 'UPDATE' AND (old_row->k) IS NOT DISTINCT FROM (new_row->k);
          IF old_row IS NOT NULL THEN before_cols := before_cols || jsonb_build_object(k, old_row->k); END IF;
          IF new_row IS NOT NULL THEN after_cols := after_cols || jsonb_build_object(k, new_row->k); END IF;
        END LOOP;
        IF TG_OP = 'UPDATE' AND after_cols = '{}' THEN RETURN NULL; END IF;
        INSERT INTO audit_log (actor_id, actor_name, actor_role, kind, action, subject_id, subject_label, before, after)
        VALUES ((actor->>'id')::int, coalesce(actor->>'name', ''), coalesce(actor->>'role', ''), TG_ARGV[0],
          CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'changed' ELSE 'deleted' END,
          row_now->>'id', CASE WHEN TG_ARGV[1] = '' THEN NULL ELSE row_now->>TG_ARGV[1] END,
          CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE before_cols END,
          CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE after_cols END);
        RETURN NULL;
      END $$`);
    for (const [table, args] of AUDITED) {
      await q.query(`CREATE TRIGGER ${table}_audit AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
        EXECUTE FUNCTION audit_row_change(${args.map((a) => `'${a}'`).join(', ')})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of AUDITED) await q.query(`DROP TRIGGER ${table}_audit ON ${table}`);
    await q.query(`DROP FUNCTION audit_row_change()`);
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE staff_invites`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_admin_role_of_admins`);
    await q.query(`DROP TRIGGER users_admin_role_default ON users`);
    await q.query(`DROP FUNCTION users_admin_role_default()`);
    await q.query(`ALTER TABLE users DROP COLUMN admin_role, DROP COLUMN disabled_at`);
  }
}

/** The back office's tables: [table, [kind, label column, columns never recorded...]]. */
const AUDITED: Array<[string, string[]]> = [
  ['products', ['product', 'title']],
  ['product_variants', ['variant', 'sku']],
  ['categories', ['category', 'name']],
  ['brands', ['brand', 'name']],
  ['attributes', ['attribute', 'name']],
  ['discount_codes', ['discount', 'code']],
  ['shipping_rates', ['shipping', 'province']],
  ['shipping_settings', ['shipping', '']],
  ['service_settings', ['settings', 'service', 'secrets']],
  ['couriers', ['courier', 'name']],
  ['blocklist', ['blocklist', 'value']],
  ['reviews', ['review', '']],
  ['review_moderation', ['review', '']],
  ['orders', ['order', 'name']],
  ['order_receipts', ['receipt', 'original_name']],
  ['users', ['staff', 'email', 'verified_at', 'google_sub', 'role']],
];
