/**
 * `npm run db:reset [-- --yes]`: deletes the embedded database and everything else the shop
 * keeps in DATA_DIR (uploads, mail, generated secrets), after a confirmation; the next
 * `npm start` begins afresh. Only what the shop creates there is deleted.
 */
import 'reflect-metadata';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLock, stopLeftoverServer } from '../platform/db/embedded';
import { confirm, runTool, toolConfig, ToolError } from './tool';

/** What the shop creates in DATA_DIR. */
const SHOP_ENTRIES = ['postgres', 'postgres.json', 'uploads', 'receipts', 'mail', 'secrets', 'shop.pid'];

runTool(async () => {
  const { values } = parseArgs({ options: { yes: { type: 'boolean', short: 'y' } } });
  const { config } = toolConfig();
  const dir = config.dataDir;
  if (config.databaseUrl) {
    throw new ToolError(
      'DATABASE_URL is set: db:reset only deletes the embedded database in DATA_DIR. Drop and create that database with your PostgreSQL tools.',
    );
  }
  const owner = new DataDirLock(dir).owner();
  if (owner)
    throw new ToolError(`DATA_DIR ${dir} is in use by a running shop (pid ${owner}): stop it first.`);
  const present = existsSync(dir) ? readdirSync(dir).filter((e) => SHOP_ENTRIES.includes(e)) : [];
  if (!present.length) {
    console.log(`Nothing to delete: ${dir} holds no shop data.`);
    return;
  }
  const ok = await confirm(
    `This deletes the shop's data in ${dir}: the database, uploaded images, mails and generated secrets (${present.join(', ')}).`,
    values.yes ?? false,
  );
  if (!ok) {
    console.log('Nothing deleted.');
    return;
  }
  await stopLeftoverServer(dir);
  for (const entry of present) rmSync(path.join(dir, entry), { recursive: true, force: true });
  if (!readdirSync(dir).length) rmSync(dir, { recursive: true, force: true });
  console.log(
    `Deleted the shop's data in ${dir}. The next npm start creates a fresh database (and a new admin password).`,
  );
});
