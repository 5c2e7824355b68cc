import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integrations (issue 34, first phase):
 * - `service_settings`: one row per outside service (WhatsApp, SMS gateway, JazzCash,
 *   easypaisa, Leopards, PostEx, Trax): plain values, and secrets sealed with SETTINGS_KEY;
 * - `processed_events`: the deliveries from those services (webhooks, IPNs, pushes) already
 *   acted on, by the service's own id, so a retried or replayed one does nothing.
 */
export class IntegrationSettings1734500000000 implements MigrationInterface {
  name = 'IntegrationSettings1734500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE service_settings (
        service     varchar(30) PRIMARY KEY,
        values      jsonb NOT NULL DEFAULT '{}',
        secrets     jsonb NOT NULL DEFAULT '{}',
        version     integer NOT NULL DEFAULT 0,
        updated_by  integer REFERENCES users(id) ON DELETE SET NULL,
        updated_at  timestamptz
      )`);
    await q.query(`
      CREATE TABLE processed_events (
        source        varchar(30) NOT NULL,
        event_id      varchar(200) NOT NULL,
        processed_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source, event_id)
      )`);
    // Pruning old entries reads by age.
    await q.query('CREATE INDEX processed_events_age_idx ON processed_events (processed_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE processed_events');
    await q.query('DROP TABLE service_settings');
  }
}
