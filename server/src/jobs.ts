/**
 * The shop's background jobs: each task one service call, the hourly sweep, and what the app
 * process does at start-up. The worker runs inside the app process by default (main.ts,
 * tests/support/test-server.ts) and as its own process with `npm run worker` (worker.ts).
 * Each module names its own tasks (the job rows carry those names).
 */
import { Pool } from 'pg';
import type { Task, TaskList } from 'graphile-worker';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './platform/logger';
import { installJobSchema } from './platform/jobs/queue';
import { startWorker, type WorkerHandle, type WorkerOptions } from './platform/jobs/runner';
import type { Services } from './services';
import { MAIL_TASK, type MailJob } from './modules/mail';
import {
  CANCEL_OVERDUE_TASK,
  CANCEL_UNPAID_TASK,
  COD_CONFIRM_TASK,
  COD_FOLLOW_UP_TASK,
} from './modules/orders';
import { PASSWORD_RESET_TASK } from './modules/accounts';
import { PAYMENT_INQUIRY_TASK } from './modules/online-payments';
import { TRACK_SHIPMENTS_CRONTAB, TRACK_SHIPMENTS_TASK } from './modules/courier-bookings';
import { DAILY_SUMMARY_CRONTAB, DAILY_SUMMARY_TASK } from './modules/alerts';

export type { WorkerHandle } from './platform/jobs/runner';

type TaskServices = Pick<
  Services,
  | 'outbox'
  | 'orders'
  | 'accounts'
  | 'codConfirmation'
  | 'onlinePayments'
  | 'courierBookings'
  | 'codPayments'
  | 'dailySummary'
>;

/** The tasks, each one service call. */
export function shopTasks(services: TaskServices): TaskList {
  const tasks: Record<string, Task> = {
    [MAIL_TASK]: async (payload, helpers) => {
      await services.outbox.deliver(
        payload as MailJob,
        (sql, params) => helpers.query(sql, params),
        helpers.abortSignal,
      );
    },
    [CANCEL_UNPAID_TASK]: async (payload) => {
      await services.orders.lifecycle.cancelUnpaid((payload as { orderId: number }).orderId);
    },
    [CANCEL_OVERDUE_TASK]: async () => {
      await services.orders.lifecycle.cancelOverdue();
    },
    [COD_CONFIRM_TASK]: async (payload) => {
      const { orderId, via } = payload as { orderId: number; via?: 'any' | 'sms' };
      await services.codConfirmation.ask(orderId, via ?? 'any');
    },
    [COD_FOLLOW_UP_TASK]: async (payload) => {
      const { orderId, step } = payload as { orderId: number; step: 'remind' | 'flag' };
      await services.codConfirmation.followUp(orderId, step);
    },
    [PASSWORD_RESET_TASK]: async (payload) => {
      await services.accounts.sendPasswordReset((payload as { email: string }).email);
    },
    [PAYMENT_INQUIRY_TASK]: async (payload) => {
      await services.onlinePayments.inquire((payload as { attemptId: number }).attemptId);
    },
    [TRACK_SHIPMENTS_TASK]: async () => {
      await services.courierBookings.pullStatuses();
      await services.codPayments.pull();
    },
    [DAILY_SUMMARY_TASK]: async (payload) => {
      // The tick's own time (a backfilled tick runs later than it was due).
      const ts = (payload as { _cron?: { ts?: string } })._cron?.ts;
      await services.dailySummary.tick(ts ? new Date(ts) : new Date());
    },
  };
  return tasks;
}

/** The hourly sweep, the tracking pull and the owner's summary tick (graphile-worker's crontab runs each tick once across all workers). */
export const SHOP_CRONTAB = [
  `0 * * * * ${CANCEL_OVERDUE_TASK} ?max=3`,
  TRACK_SHIPMENTS_CRONTAB,
  DAILY_SUMMARY_CRONTAB,
].join('\n');

/** The shop's worker: its tasks and crontab on the runner. */
export function startShopWorker(
  services: TaskServices,
  opts: Omit<WorkerOptions, 'tasks' | 'crontab'>,
): Promise<WorkerHandle> {
  return startWorker({ ...opts, tasks: shopTasks(services), crontab: SHOP_CRONTAB });
}

/**
 * What the app process does at start-up: installs or upgrades the job schema (the services
 * enqueue into it), and runs the worker unless WORKER_IN_APP=false (`npm run worker` runs it).
 */
export async function startJobs(
  ds: DataSource,
  config: Config,
  services: TaskServices,
  logger: Logger,
  opts: Pick<WorkerOptions, 'pollInterval' | 'stopTimeout'> = {},
): Promise<WorkerHandle> {
  const databaseUrl = (ds.options as { url?: string }).url;
  if (!databaseUrl) throw new Error('The job worker needs the database URL of the data source.');
  if (!config.workerInApp) {
    const pool = new Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await installJobSchema(pool, logger);
    } finally {
      await pool.end();
    }
    return { stop: async () => undefined };
  }
  return startShopWorker(services, {
    databaseUrl,
    concurrency: config.workerConcurrency,
    logger,
    ...opts,
  });
}
