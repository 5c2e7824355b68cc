import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { MailOutbox } from '../mail';
import { shopGlance } from '../reports';
import type { SettingsService } from '../settings';
import { dailySummaryMail } from './alert.mails';
import { alertSettings } from './alert.settings';

/** The job queue's task that sends the owner's daily summary (run every hour by the crontab). */
export const DAILY_SUMMARY_TASK = 'owner_daily_summary';

/**
 * The hourly tick (graphile-worker's crontab schedules each tick once across every worker;
 * `fill` runs a tick missed while no worker was up, within the hour). Each tick sends the
 * summary when its hour in SHOP_TIMEZONE is the owner's summary hour.
 */
export const DAILY_SUMMARY_CRONTAB = `0 * * * * ${DAILY_SUMMARY_TASK} ?fill=1h&max=3`;

/** The calendar day and hour of `at` in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export class DailySummary {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Pick<Config, 'publicUrl' | 'shopTimeZone'>,
    private readonly outbox: MailOutbox,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The tick of `at`: at the owner's hour, enqueues the summary of the 24 hours before it (orders,
   * paid revenue) and of what waits now (to ship, receipts). Once per local day: the outbox keeps
   * one mail per key, so a tick run twice (two workers, a retry) sends one. Answers whether it
   * enqueued the mail.
   */
  async tick(at: Date): Promise<boolean> {
    const { day, hour } = localDayAndHour(at, this.config.shopTimeZone);
    return this.ds.transaction(async (em) => {
      const s = await alertSettings(this.settings, em);
      if (!s.on.dailySummary || hour !== s.summaryHour || s.recipients.length === 0) return false;
      const glance = await shopGlance(em, new Date(at.getTime() - 86_400_000), at);
      return this.outbox.enqueue(
        em,
        `alert:daily-summary:${day}`,
        dailySummaryMail(s.recipients, { day, ...glance }, this.config.publicUrl),
      );
    });
  }
}
