import express, { Router } from 'express';
import type { AuditEntryView } from '../modules/audit';
import type { StaffMember } from '../modules/staff';
import { STAFF_MESSAGES } from '../modules/staff';
import { parseId } from '../shared/inputs/fields';
import { acceptStaffInviteInput, inviteStaffInput, setStaffDisabledInput } from '../shared/inputs/staff';
import { parseInput } from '../shared/parse';
import type { Services } from '../services';
import { bodyObject, route, pathId } from './http';
import { serializePageMeta } from './serializers';
import { pageMeta } from '../platform/db/count';

const serializeMember = (m: StaffMember) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  role: m.role,
  disabled_at: m.disabledAt?.toISOString() ?? null,
  invite_pending: m.invitePending,
  created_at: m.createdAt.toISOString(),
});

const serializeEntry = (e: AuditEntryView) => ({
  id: e.id,
  at: e.at.toISOString(),
  actor_id: e.actorId,
  actor_name: e.actorName,
  actor_role: e.actorRole,
  kind: e.kind,
  action: e.action,
  subject_id: e.subjectId,
  subject_label: e.subjectLabel,
  changes: e.changes.map((c) => ({ field: c.field, before: c.before, after: c.after, text: c.text })),
});

const positive = (v: unknown, fallback: number) => parseId(v) ?? fallback;

/** The owner's staff and activity log over REST (GraphQL's staff and activity fields, same services). */
export function staffRoutes(services: Services): Router {
  const r = express.Router();
  const { staff, audit } = services;

  r.get(
    '/admin/staff',
    route(services, async () => ({ status: 200, data: (await staff.list()).map(serializeMember) })),
  );
  r.post(
    '/admin/staff',
    route(services, async ({ req }) => ({
      status: 200,
      data: serializeMember(await staff.invite(parseInput(inviteStaffInput, bodyObject(req)))),
      message: STAFF_MESSAGES.invited,
    })),
  );
  r.put(
    '/admin/staff/:id',
    route(services, async ({ req }) => {
      const { disabled } = parseInput(setStaffDisabledInput, bodyObject(req));
      const member = await staff.setDisabled(pathId(req, STAFF_MESSAGES.notFound), disabled);
      return {
        status: 200,
        data: serializeMember(member),
        message: disabled ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.enabled,
      };
    }),
  );
  r.delete(
    '/admin/staff/:id',
    route(services, async ({ req }) => {
      await staff.remove(pathId(req, STAFF_MESSAGES.notFound));
      return { status: 200, message: STAFF_MESSAGES.removed };
    }),
  );
  r.get(
    '/admin/activity',
    route(services, async ({ req }) => {
      const page = positive(req.query.page, 1);
      const perPage = Math.min(positive(req.query.per_page, 25), 100);
      const actorId = parseId(req.query.actor_id);
      const kind = typeof req.query.kind === 'string' && req.query.kind ? req.query.kind : null;
      const after = typeof req.query.after === 'string' && req.query.after ? req.query.after : null;
      const filter = { actorId, kind };
      const [{ items, nextCursor }, total] = await Promise.all([
        audit.page(filter, after ? { after } : { page }, perPage),
        audit.count(filter),
      ]);
      return {
        status: 200,
        data: items.map(serializeEntry),
        meta: { ...serializePageMeta(pageMeta(after ? 1 : page, perPage, total)), next_cursor: nextCursor },
      };
    }),
  );
  // The invitation link's form (public: the link's token is the proof).
  r.post(
    '/admin/set-password',
    route(services, async ({ req }) => ({
      status: 200,
      message: await staff.acceptInvite(parseInput(acceptStaffInviteInput, bodyObject(req))),
    })),
  );
  return r;
}
