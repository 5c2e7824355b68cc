/**
 * `npm run worker`: the background jobs (mail outbox, auto-cancel of unpaid orders) as their
 * own process, for a shop with several app instances that run with WORKER_IN_APP=false. Needs
 * DATABASE_URL: the embedded database belongs to the app process, whose in-app worker serves it.
 * SIGTERM/SIGINT: running jobs finish (or are released), then the process exits 0.
 */
import 'reflect-metadata';
import { ConfigError, IGNORED_VARIABLES, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { startShopWorker } from './jobs';
import { createLogger } from './platform/logger';
import { createServices } from './services';

async function main() {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl)
      throw new ConfigError(
        'npm run worker needs DATABASE_URL: without it the app runs the jobs itself (WORKER_IN_APP, on by default).',
      );
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  if (config.ignoredVariables.length) logger.warn({ variables: config.ignoredVariables }, IGNORED_VARIABLES);
  const ds = await openDatabase(config.databaseUrl, { poolSize: config.workerConcurrency + 2 });
  const services = createServices(ds, config, logger);
  const worker = await startShopWorker(services, {
    databaseUrl: config.databaseUrl,
    concurrency: config.workerConcurrency,
    logger,
  });
  logger.info({ concurrency: config.workerConcurrency }, 'job worker running');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'job worker stopping');
    await worker.stop();
    await ds.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
