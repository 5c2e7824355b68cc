/**
 * Composition root: config → port → database → seed → services → app → serve.
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, stop the app's background
 * work and its job worker, close the pool, stop embedded PostgreSQL (smart shutdown), log "stopped", exit 0.
 */
import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, IGNORED_VARIABLES, loadConfig } from './config';
import { shopSchema } from './db/data-source';
import { startDatabase } from './platform/db/database';
import { StartupError } from './platform/db/embedded';
import { seedDatabase } from './db/seed/seed';
import { startJobs } from './jobs';
import { createLogger } from './platform/logger';
import { ImageStorage } from './modules/media';
import { listen } from './platform/http/serve';
import { createObjectStore } from './platform/storage';
import { createServices } from './services';

const SHUTDOWN_GRACE_MS = 15_000;

/** Set once SIGTERM/SIGINT arrived: start-up steps it interrupts fail quietly, the shutdown exits. */
let stopping: Promise<void> | undefined;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, {
    pretty: config.env === 'development' && process.stdout.isTTY === true,
  });
  if (config.ignoredVariables.length) logger.warn({ variables: config.ignoredVariables }, IGNORED_VARIABLES);
  // The port first: a busy one is reported before the database starts. Until the app is
  // ready, every request is answered 503.
  const web = await listen(config.port);

  // What a shutdown has to stop, in order; filled in as start-up goes.
  let stopApp: (() => Promise<void>) | undefined;
  let stopDatabase: (() => Promise<void>) | undefined;
  const shutdown = (signal: string) =>
    (stopping ??= (async () => {
      const drained = web.drain(SHUTDOWN_GRACE_MS, () =>
        logger.warn('grace period over, closing remaining connections'),
      );
      logger.info({ signal, listening: web.server.listening }, 'shutting down: draining connections');
      await drained;
      await stopApp?.();
      await stopDatabase?.();
      logger.info('stopped');
      process.exit(0);
    })());
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const db = await startDatabase(config, shopSchema, logger);
  stopDatabase = db.stop;
  const storage = createObjectStore(config.storage);
  const seeded = await seedDatabase(db.ds, config, logger, new ImageStorage(storage));
  const services = createServices(db.ds, config, logger, storage);
  // Integration secrets this server cannot open would fail every payment and message later: stop now.
  const keyProblem = await services.settings.keyProblem();
  if (keyProblem) throw new ConfigError(`Invalid configuration:\n  ${keyProblem}`);
  // The shop policy's old variables fill their settings once, so an upgraded deployment keeps its values.
  const { filled, refused } = await services.settings.seedPolicy(config.legacyPolicy.values);
  if (config.legacyPolicy.variables.length)
    logger.warn(
      { variables: config.legacyPolicy.variables, filled, refused },
      'shop policy variables are read only while their setting was never saved; set them in /admin/settings and remove them',
    );
  // The job schema before the first request (orders enqueue mails); the worker too unless WORKER_IN_APP=false.
  const jobs = await startJobs(db.ds, config, services, logger);
  stopApp = () => jobs.stop();
  const { handler, apollo } = await createApp({ config, services, logger });
  stopApp = async () => {
    await apollo.stop();
    await jobs.stop();
  };
  if (stopping) return;
  web.serve(handler);

  const lines = [`Crochet shop running at ${config.publicUrl}`, `GraphQL API: ${config.publicUrl}/graphql`];
  if (!config.isProduction) lines.push(`GraphiQL (works offline): ${config.publicUrl}/graphiql`);
  if (seeded.adminCreated || config.admin.passwordGenerated) {
    lines.push(
      `Admin sign-in (${config.publicUrl}/admin/login): ${config.admin.email} / ${config.admin.passwordGenerated ? config.admin.password : '(ADMIN_PASSWORD)'}`,
    );
  }
  console.log('\n' + lines.join('\n') + '\n');
}

/** A clear message, never `undefined`: ours as they are, anything else with its stack. */
function failure(err: unknown): string {
  if (err instanceof ConfigError || err instanceof StartupError) return err.message;
  if (err instanceof Error) return `Start-up failed: ${err.stack ?? err.message}`;
  return `Start-up failed: ${err === undefined ? 'no reason given' : String(err)}`;
}

main().catch((err) => {
  if (stopping) return; // a signal interrupted start-up: the shutdown exits
  console.error(failure(err));
  // Embedded PostgreSQL, when it was started, is stopped by its exit hook (embedded.ts).
  process.exit(1);
});
