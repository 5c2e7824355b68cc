/** The shop's database: the platform's data source with the shop's entities and migrations. */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import * as platform from '../platform/db/data-source';
import { entities } from './entities';
import { migrations } from './migrations';

export { SHOP_CONNECTIONS, STARTUP_LOCK, withAdvisoryLock } from '../platform/db/data-source';

/** The shop's entity classes and migrations. */
export const shopSchema: platform.Schema = { entities, migrations };

/** A data source of the shop's schema, not yet connected. */
export function createDataSource(
  url: string,
  opts: { poolSize?: number; logging?: boolean } = {},
): DataSource {
  return platform.createDataSource(url, shopSchema, opts);
}

/** Connects and brings the shop's schema up to date (one instance at a time). */
export function openDatabase(url: string, opts: { poolSize?: number } = {}): Promise<DataSource> {
  return platform.openDatabase(url, shopSchema, opts);
}
