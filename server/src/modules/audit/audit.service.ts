import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { AUDIT_KINDS, changesOf, subjectLabelOf, type AuditChangeView } from './audit.presentation';

export interface AuditEntryView {
  id: string;
  at: Date;
  actorId: number | null;
  actorName: string;
  actorRole: string;
  kind: string;
  kindLabel: string;
  action: string;
  subjectId: string | null;
  subjectLabel: string | null;
  changes: AuditChangeView[];
}

export interface AuditFilter {
  actorId?: number | null;
  kind?: string | null;
}

/** Where a page starts: a page number (from 1), or after the entry a cursor names (`nextCursor`). */
export type AuditPosition = { page: number } | { after: string };

export interface AuditPageView {
  items: AuditEntryView[];
  /** The cursor of this page's last entry when older entries follow, else null. */
  nextCursor: string | null;
}

/** An entry's place in the log: its clock time to the microsecond (UTC) and its id. */
interface Key {
  at: string;
  id: string;
}

const KEY_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(key: Key): string {
  return Buffer.from(`${key.at}|${key.id}`).toString('base64url');
}

/** A cursor back to its key, or a ValidationError naming the `after` argument. */
function decodeCursor(cursor: string): Key {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length || !KEY_AT.test(at ?? '') || !/^\d{1,18}$/.test(id ?? '') || Number.isNaN(Date.parse(at))) {
    throw ValidationError.single('after', 'Not a cursor of the activity log: pass the nextCursor of a page.');
  }
  return { at, id };
}

function whereOf(filter: AuditFilter, after: Key | null): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.actorId != null) {
    params.push(filter.actorId);
    where.push(`actor_id = $${params.length}`);
  }
  if (filter.kind) {
    params.push(filter.kind);
    where.push(`kind = $${params.length}`);
  }
  if (after) {
    params.push(after.at, after.id);
    where.push(`(at, id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * The statement reading a page (one more entry than asked, to tell whether more follow): each
 * filter has its index in this order (migration 1734921500000), so a page never sorts the log.
 * The order names the table's columns: the answer's `id` is text, and text sorts "9" above "10".
 */
export function auditPageQuery(
  filter: AuditFilter,
  position: AuditPosition,
  perPage: number,
): { sql: string; params: unknown[] } {
  const { clause, params } = whereOf(filter, 'after' in position ? decodeCursor(position.after) : null);
  const offset = 'page' in position ? (position.page - 1) * perPage : 0;
  return {
    sql: `SELECT id::text, at, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
                 actor_id, actor_name, actor_role, kind, action, subject_id, subject_label, before, after
            FROM audit_log ${clause} ORDER BY audit_log.at DESC, audit_log.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    params: [...params, perPage + 1, offset],
  };
}

/** The owner's reading of the audit log (written by the database triggers of migration 1734870000000). */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  /**
   * Newest first by the entry's own clock time (then id), `perPage` a page, filtered by person and
   * kind. After a cursor, the page continues from that entry by keyset (entries written meanwhile
   * are newer and neither repeat nor push entries off); a page number still counts rows from the top.
   */
  async page(filter: AuditFilter, position: AuditPosition, perPage: number): Promise<AuditPageView> {
    const { sql, params } = auditPageQuery(filter, position, perPage);
    const rows: Array<Record<string, unknown>> = await this.ds.query(sql, params);
    const more = rows.length > perPage;
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    return {
      nextCursor: more && last ? encodeCursor({ at: last.at_key as string, id: last.id as string }) : null,
      items: page.map((r) => ({
        id: r.id as string,
        at: r.at as Date,
        actorId: (r.actor_id as number | null) ?? null,
        actorName: r.actor_name as string,
        actorRole: r.actor_role as string,
        kind: r.kind as string,
        kindLabel: AUDIT_KINDS[r.kind as string] ?? (r.kind as string),
        action: r.action as string,
        subjectId: (r.subject_id as string | null) ?? null,
        subjectLabel: subjectLabelOf(r.kind as string, (r.subject_label as string | null) ?? null),
        changes: changesOf(
          r.kind as string,
          r.before as Record<string, unknown> | null,
          r.after as Record<string, unknown> | null,
          (r.subject_label as string | null) ?? null,
        ),
      })),
    };
  }

  /** How many entries the filter matches (page numbers and their count). */
  async count(filter: AuditFilter): Promise<number> {
    const { clause, params } = whereOf(filter, null);
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM audit_log ${clause}`, params);
    return total;
  }

  /**
   * Everyone who has an entry (removed staff included, by the latest name they had): one step of
   * the (actor_id, at, id) index per person rather than a pass over the whole log.
   */
  async actors(): Promise<Array<{ id: number; name: string }>> {
    return this.ds.query(
      `WITH RECURSIVE people(id) AS (
         (SELECT actor_id FROM audit_log WHERE actor_id IS NOT NULL ORDER BY actor_id LIMIT 1)
         UNION ALL
         SELECT (SELECT actor_id FROM audit_log WHERE actor_id > people.id ORDER BY actor_id LIMIT 1)
           FROM people WHERE people.id IS NOT NULL)
       SELECT people.id, latest.name FROM people
         CROSS JOIN LATERAL (SELECT actor_name AS name FROM audit_log
                              WHERE actor_id = people.id ORDER BY at DESC, id DESC LIMIT 1) latest
        WHERE people.id IS NOT NULL ORDER BY people.id`,
    );
  }

  kinds(): Array<{ kind: string; label: string }> {
    return Object.entries(AUDIT_KINDS).map(([kind, label]) => ({ kind, label }));
  }
}
