import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courier bookings join the audit log (the trigger function of migration 1734870000000): a
 * parcel booked, cancelled or tracked by someone in the back office is recorded under their
 * name, labelled by its tracking number.
 */
export class CourierBookingsAudit1734910000000 implements MigrationInterface {
  name = 'CourierBookingsAudit1734910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TRIGGER courier_bookings_audit AFTER INSERT OR UPDATE OR DELETE ON courier_bookings
      FOR EACH ROW WHEN (coalesce(current_setting('shop.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change('booking', 'tracking_number')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER courier_bookings_audit ON courier_bookings`);
  }
}
