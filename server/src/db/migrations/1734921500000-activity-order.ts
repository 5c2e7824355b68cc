import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity log in the order things happened, paged by keyset, with secrets recorded as changed.
 *
 * - `audit_log.at` is the row's own clock time at the write (clock_timestamp()), not its
 *   transaction's start (now()): a long transaction's entries sat among much older ones.
 * - The page reads newest first by (at, id) and continues from the last entry's (at, id), so each
 *   order (everything, by person, by kind) has its index and a page never sorts the table.
 * - The trigger function takes a recorded column as `*name`: a JSON object of secrets whose changed
 *   keys are recorded (each as `true`), never their values; service_settings' `secrets` are so.
 *   Its other arguments mean what they meant (migration 1734870000000); `updated_by` is no longer
 *   recorded (the entry's actor says who).
 */
export class ActivityOrder1734921500000 implements MigrationInterface {
  name = 'ActivityOrder1734921500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ALTER COLUMN at SET DEFAULT clock_timestamp()`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_actor_at_idx ON audit_log (actor_id, at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_kind_at_idx ON audit_log (kind, at DESC, id DESC)`);
    await q.query(`DROP INDEX audit_log_actor_idx`);
    await q.query(`DROP INDEX audit_log_kind_idx`);

    // TG_ARGV: the entry's kind, the column naming the row ('' for none), then columns never
    // recorded, or recorded as which of their keys changed when written `*column`.
    await q.query(`CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor jsonb := current_setting('shop.actor', true)::jsonb;
        old_row jsonb;
        new_row jsonb;
        row_now jsonb;
        before_cols jsonb := '{}';
        after_cols jsonb := '{}';
        changed_keys jsonb;
        k text;
        i int;
        skipped text[] := ARRAY['updated_at', 'created_at', 'updated_by', 'version', 'password_hash', 'token_version',
          'email_skeleton'];
        secret_cols text[] := '{}';
      BEGIN
        FOR i IN 2..TG_NARGS - 1 LOOP
          IF left(TG_ARGV[i], 1) = '*' THEN secret_cols := secret_cols || substr(TG_ARGV[i], 2);
          ELSE skipped := skipped || TG_ARGV[i]; END IF;
        END LOOP;
        IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
        IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
        row_now := coalesce(new_row, old_row);
        IF TG_TABLE_NAME = 'users' AND row_now->>'role' <> 'ADMIN' THEN RETURN NULL; END IF;
        FOR k IN SELECT jsonb_object_keys(row_now) LOOP
          CONTINUE WHEN k = ANY (skipped);
          CONTINUE WHEN TG_OP = 'UPDATE' AND (old_row->k) IS NOT DISTINCT FROM (new_row->k);
          IF k = ANY (secret_cols) THEN
            SELECT coalesce(jsonb_object_agg(key, true), '{}') INTO changed_keys
              FROM (SELECT jsonb_object_keys(CASE WHEN jsonb_typeof(old_row->k) = 'object' THEN old_row->k ELSE '{}' END)
                    UNION
                    SELECT jsonb_object_keys(CASE WHEN jsonb_typeof(new_row->k) = 'object' THEN new_row->k ELSE '{}' END)) ks(key)
             WHERE (old_row->k->key) IS DISTINCT FROM (new_row->k->key);
            CONTINUE WHEN changed_keys = '{}';
            IF old_row IS NOT NULL THEN before_cols := before_cols || jsonb_build_object(k, changed_keys); END IF;
            IF new_row IS NOT NULL THEN after_cols := after_cols || jsonb_build_object(k, changed_keys); END IF;
            CONTINUE;
          END IF;
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
    await this.settingsTrigger(q, '*secrets');
  }

  async down(q: QueryRunner): Promise<void> {
    // The function stays: with no `*column` argument it records what the earlier one did.
    await this.settingsTrigger(q, 'secrets');
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC)`);
    await q.query(`CREATE INDEX audit_log_kind_idx ON audit_log (kind, id DESC)`);
    await q.query(`DROP INDEX audit_log_kind_at_idx`);
    await q.query(`DROP INDEX audit_log_actor_at_idx`);
    await q.query(`DROP INDEX audit_log_at_idx`);
    await q.query(`ALTER TABLE audit_log ALTER COLUMN at SET DEFAULT now()`);
  }

  private async settingsTrigger(q: QueryRunner, secrets: string): Promise<void> {
    await q.query(`DROP TRIGGER service_settings_audit ON service_settings`);
    await q.query(`CREATE TRIGGER service_settings_audit AFTER INSERT OR UPDATE OR DELETE ON service_settings
      FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change('settings', 'service', '${secrets}')`);
  }
}
