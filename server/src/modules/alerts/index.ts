/** The owner hears about the shop: alert mails off the domain events, the daily summary, low stock. */
export { subscribeOwnerAlerts, type AlertSources } from './owner-alerts';
export { DAILY_SUMMARY_CRONTAB, DAILY_SUMMARY_TASK, DailySummary, localDayAndHour } from './daily-summary';
export { alertSettings, type AlertKind, type AlertSettings } from './alert.settings';
