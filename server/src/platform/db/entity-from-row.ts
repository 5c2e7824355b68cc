import type { DataSource } from 'typeorm';

const TIMESTAMP_TYPES = new Set<unknown>(['timestamptz', 'timestamp', 'timestamp with time zone']);

/**
 * An entity of `target` from a row of its table, read by column name: a driver row (`t.*`)
 * or the row's JSON (`json_agg(t)`, `to_json(t)`), whose timestamps arrive as text and are
 * made Dates here (JSON's numbers, arrays, objects and booleans are already the columns'
 * values), and a column's transformer applied. What TypeORM's query builder does for a joined read, for raw SQL. Columns the row lacks are left unset.
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
