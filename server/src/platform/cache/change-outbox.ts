import type { DataSource } from 'typeorm';
import { batchPayloads, CHANGE_CHANNEL, collectedChanges, type RowChange } from './change-events';

/**
 * The last statement of a collected transaction (migration 1734200000000): what its triggers
 * collected, kept in `change_outbox` so that it commits with the transaction, due when the
 * instance's batch window (`$2` ms) ends, and returned so the instance applies it at once. No
 * row when the transaction changed nothing watched.
 */
export const RECORD_COLLECTED_SQL = `
  INSERT INTO change_outbox (instance, changes, due_at)
  SELECT $1, c, clock_timestamp() + $2::int * interval '1 millisecond'
    FROM (SELECT current_setting('shop.collected_changes', true) AS c) s WHERE c <> ''
  RETURNING id::text AS id, changes`;

/** The outbox rows an instance sent, deleted in the statement that notifies them: both or neither. */
const SEND_SQL = `
  WITH sent AS (DELETE FROM change_outbox WHERE id = ANY($1::bigint[]))
  SELECT pg_notify($2, payload) FROM unnest($3::text[]) WITH ORDINALITY AS p(payload, n) ORDER BY n`;

/** Rows overdue by `$1` ms (their instance died, or is far behind), oldest first, locked so one sweeper takes each. */
const TAKE_OVERDUE_SQL = `
  DELETE FROM change_outbox WHERE id IN (
    SELECT id FROM change_outbox WHERE due_at < clock_timestamp() - $1::int * interval '1 millisecond'
     ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED)
  RETURNING instance::text AS instance, changes`;

const ANY_OVERDUE_SQL = `SELECT 1 FROM change_outbox WHERE due_at < clock_timestamp() - $1::int * interval '1 millisecond' LIMIT 1`;

/** A collected transaction's row in the outbox. */
export interface Recorded {
  id: string;
  changes: RowChange[];
}

export function recorded(row: { id: string; changes: string } | undefined): Recorded | null {
  return row ? { id: row.id, changes: collectedChanges(row.changes) } : null;
}

/**
 * The change outbox: the row changes of collected transactions wait here (written in their own
 * transaction) until an instance has told the others. Their instance sends them batched; any
 * instance sends those left behind by one that died (`sweep`).
 */
export class ChangeOutbox {
  constructor(private readonly ds: DataSource) {}

  /** Notifies `changes` for `from` and deletes their rows, in one statement. */
  async send(from: string, ids: string[], changes: RowChange[]): Promise<void> {
    await this.ds.query(SEND_SQL, [ids, CHANGE_CHANNEL, batchPayloads(from, changes)]);
  }

  /**
   * Notifies, for their own instances, the changes still waiting `graceMs` past their due time
   * (in the transaction that deletes them); resolves with how many rows it sent.
   */
  async sweep(graceMs: number): Promise<number> {
    const [any] = await this.ds.query(ANY_OVERDUE_SQL, [graceMs]);
    if (!any) return 0;
    return this.ds.transaction(async (em) => {
      // (TypeORM answers a DELETE with [rows, count].)
      const [rows]: [Array<{ instance: string; changes: string }>, number] = await em.query(
        TAKE_OVERDUE_SQL,
        [graceMs],
      );
      const byInstance = new Map<string, RowChange[]>();
      for (const row of rows) {
        const list = byInstance.get(row.instance) ?? [];
        list.push(...collectedChanges(row.changes));
        byInstance.set(row.instance, list);
      }
      for (const [instance, changes] of byInstance)
        for (const payload of batchPayloads(instance, changes))
          await em.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
      return rows.length;
    });
  }
}
