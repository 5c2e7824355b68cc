import type { DataSource } from 'typeorm';
import { AUDIT_KINDS, changesOf, type AuditChangeView } from './audit.presentation';

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

/** The owner's reading of the audit log (written by the database triggers of migration 1734870000000). */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  /** Newest first, `perPage` a page, filtered by person and kind. */
  async page(
    filter: AuditFilter,
    page: number,
    perPage: number,
  ): Promise<{ items: AuditEntryView[]; total: number }> {
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
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM audit_log ${clause}`, params);
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT id::text, at, actor_id, actor_name, actor_role, kind, action, subject_id, subject_label, before, after
         FROM audit_log ${clause} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, perPage, (page - 1) * perPage],
    );
    return {
      total,
      items: rows.map((r) => ({
        id: r.id as string,
        at: r.at as Date,
        actorId: (r.actor_id as number | null) ?? null,
        actorName: r.actor_name as string,
        actorRole: r.actor_role as string,
        kind: r.kind as string,
        kindLabel: AUDIT_KINDS[r.kind as string] ?? (r.kind as string),
        action: r.action as string,
        subjectId: (r.subject_id as string | null) ?? null,
        subjectLabel: (r.subject_label as string | null) ?? null,
        changes: changesOf(
          r.kind as string,
          r.before as Record<string, unknown> | null,
          r.after as Record<string, unknown> | null,
        ),
      })),
    };
  }

  /** Everyone who has an entry (removed staff included, by the name they had). */
  async actors(): Promise<Array<{ id: number; name: string }>> {
    return this.ds.query(
      `SELECT DISTINCT ON (actor_id) actor_id AS id, actor_name AS name
         FROM audit_log WHERE actor_id IS NOT NULL ORDER BY actor_id, id DESC`,
    );
  }

  kinds(): Array<{ kind: string; label: string }> {
    return Object.entries(AUDIT_KINDS).map(([kind, label]) => ({ kind, label }));
  }
}
