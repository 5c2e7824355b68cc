/**
 * Composition root: config → database → seed → services → app → listen.
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the pool, exit 0.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startDatabase } from './db/database';
import { seedDatabase } from './db/seed/seed';
import { startJobs } from './jobs/worker';
import { createLogger } from './logger';
import { ImageStorage } from './modules/media/image.storage';
import { createServices } from './services';

const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const db = await startDatabase(config, logger);
  const seeded = await seedDatabase(db.ds, config, logger, new ImageStorage(config.uploadsDir));

  if (!existsSync(path.join(config.clientDist, 'index.html'))) {
    logger.info('building the client (first start)');
    const build = spawnSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
    if (build.status !== 0) logger.error('client build failed; the API still runs');
  }

  const services = createServices(db.ds, config, logger);
  // The job schema before the first request (orders enqueue mails); the worker too unless WORKER_IN_APP=false.
  const jobs = await startJobs(db.ds, config, services, logger);
  const { handler, apollo } = await createApp({ config, services, logger });
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, resolve));

  const lines = [`Crochet shop running at ${config.publicUrl}`, `GraphQL API: ${config.publicUrl}/graphql`];
  if (seeded.adminCreated || config.admin.passwordGenerated) {
    lines.push(`Admin sign-in (${config.publicUrl}/admin/login): ${config.admin.email} / ${config.admin.passwordGenerated ? config.admin.password : '(ADMIN_PASSWORD)'}`);
  }
  console.log('\n' + lines.join('\n') + '\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining connections');
    const force = setTimeout(() => {
      logger.warn('grace period over, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await apollo.stop();
    await jobs.stop();
    await db.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
