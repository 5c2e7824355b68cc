/** The owner hears about the shop: alert mails off the domain events, the daily summary, low stock. */
export { subscribeOwnerAlerts } from './owner-alerts';
export { DAILY_SUMMARY_CRONTAB, DAILY_SUMMARY_TASK, DailySummary } from './daily-summary';
export { LowStockThresholds } from './low-stock';
