import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A statement PostgreSQL parses once per connection: a named prepared statement. After five
 * runs PostgreSQL keeps one generic plan when it costs about what the runs' own plans did (an
 * order's insert: its planning was a third of its run, now none), and plans each run again
 * when the parameters matter (see pg_stat_statements' plan time). The name must be unique per text.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

let named = true;

/**
 * Whether statements are prepared under their names (PREPARED_STATEMENTS, on by default); off,
 * each runs as an unnamed statement, parsed and planned every time (a bench ablation).
 */
export function usePreparedStatements(on: boolean): void {
  named = on;
}

/**
 * Runs `statement` on `db`'s connection: a transaction's (the manager `ds.transaction` hands
 * out) or, for a data source or its manager, the pool's. TypeORM's query() cannot name a
 * statement; its driver (node-postgres) can. Errors are node-postgres's own (`code` is the
 * SQLSTATE), not wrapped in TypeORM's QueryFailedError.
 */
export async function queryPrepared<R>(
  db: DataSource | EntityManager,
  statement: PreparedStatement,
  values: unknown[],
): Promise<R[]> {
  const query = named ? { ...statement, values } : { text: statement.text, values };
  const runner = 'queryRunner' in db ? db.queryRunner : undefined;
  if (runner) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query(query)).rows as R[];
  }
  const ds = 'driver' in db ? db : db.connection;
  const pool = (ds.driver as unknown as { master: Pool }).master;
  return (await pool.query(query)).rows as R[];
}

const TIMESTAMP_TYPES = new Set<unknown>(['timestamptz', 'timestamp', 'timestamp with time zone']);

/**
 * An entity of `target` from a row of its table, read by column name: a driver row (`t.*`)
 * or the row's JSON (`json_agg(t)`, `to_json(t)`), whose timestamps arrive as text and are
 * made Dates here (JSON's numbers, arrays, objects and booleans are already the columns'
 * values), and a column's transformer applied. What TypeORM's query builder does for a joined read, for statements it cannot
 * prepare. Columns the row lacks are left unset.
 */
export function entityFromRow<T extends object>(
  ds: DataSource,
  target: new () => T,
  row: Record<string, unknown>,
): T {
  const entity = new target() as Record<string, unknown>;
  for (const column of ds.getMetadata(target).columns) {
    const value = row[column.databaseName];
    if (value === undefined) continue;
    const read = typeof value === 'string' && TIMESTAMP_TYPES.has(column.type) ? new Date(value) : value;
    // A column's own transformer (64-bit paisa read as numbers), as TypeORM applies it.
    const transformer = column.transformer && !Array.isArray(column.transformer) ? column.transformer : null;
    entity[column.propertyName] = transformer ? transformer.from(read) : read;
  }
  return entity as T;
}
