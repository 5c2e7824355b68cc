import type { EntityManager } from 'typeorm';
import type { SettingsService } from '../settings';

/** The owner's alerts, each of which can be switched off in /admin/settings. */
export type AlertKind = 'newOrder' | 'receiptUploaded' | 'lowStock' | 'review' | 'contact' | 'dailySummary';

export interface AlertSettings {
  /** Where alerts go: the addresses set, else every admin account's. */
  recipients: string[];
  /** Whether an alert is on. */
  on: Record<AlertKind, boolean>;
  /** The hour (0-23, in SHOP_TIMEZONE) of the daily summary. */
  summaryHour: number;
}

/** The alert settings as they stand in `em`'s transaction (the settings catalogue's `alerts`). */
export async function alertSettings(settings: SettingsService, em: EntityManager): Promise<AlertSettings> {
  const s = (await settings.get('alerts', em))!;
  const listed = (s.emails ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const recipients = listed.length
    ? listed
    : (
        (await em.query(`SELECT email FROM users WHERE role = 'ADMIN' ORDER BY id`)) as Array<{
          email: string;
        }>
      ).map((u) => u.email);
  return {
    recipients,
    on: {
      newOrder: s.newOrder === 'on',
      receiptUploaded: s.receiptUploaded === 'on',
      lowStock: s.lowStock === 'on',
      review: s.review === 'on',
      contact: s.contact === 'on',
      dailySummary: s.dailySummary === 'on',
    },
    summaryHour: Number(s.summaryHour),
  };
}
