/** The owner's staff and activity paths, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { acceptStaffInviteInput, inviteStaffInput, setStaffDisabledInput } from '../../shared/inputs/staff';
import { group, admin, listOf, page, type Operation } from './operation';
import * as S from './shapes';

const StaffMember = z
  .object({
    id: S.int,
    name: z.string(),
    email: z.string(),
    role: z.enum(['OWNER', 'STAFF']),
    disabled_at: z.string().nullable(),
    invite_pending: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffMember', description: 'A back-office account: the owner or a staff member.' });

const AuditEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    actor_id: S.int.nullable(),
    actor_name: z.string(),
    actor_role: z.string(),
    kind: z.string(),
    action: z.enum(['created', 'changed', 'deleted']),
    subject_id: z.string().nullable(),
    subject_label: z.string().nullable(),
    changes: listOf(
      z.object({
        field: z.string(),
        before: z.string().nullable(),
        after: z.string().nullable(),
        text: z.string().meta({
          description: 'The change in words: "Daily summary hour: 8 → 9"; a secret reads "changed".',
        }),
      }),
    ),
  })
  .meta({
    id: 'AuditEntry',
    description: 'A back-office action: who changed what and when, before → after.',
  });

export const STAFF_OPERATIONS: Operation[] = [
  ...group({ tag: admin, role: 'ADMIN' }, [
    {
      method: 'get',
      path: '/admin/staff',
      summary: 'Every back-office account (owner only)',
      ok: S.dataOf(listOf(StaffMember)),
    },
    {
      method: 'post',
      path: '/admin/staff',
      summary: 'Invite staff: the account is created and a set-password link mailed (owner only)',
      body: inviteStaffInput,
      ok: S.dataOf(StaffMember, { message: z.string() }),
    },
    {
      method: 'put',
      path: '/admin/staff/{id}',
      summary: 'Disable (its sessions end at once) or enable a staff account (owner only)',
      params: { id: 'The staff account’s id.' },
      body: setStaffDisabledInput,
      ok: S.dataOf(StaffMember, { message: z.string() }),
      errors: [404],
    },
    {
      method: 'delete',
      path: '/admin/staff/{id}',
      summary: 'Remove a staff account (owner only)',
      params: { id: 'The staff account’s id.' },
      ok: S.Message,
      errors: [404],
    },
    {
      method: 'get',
      path: '/admin/activity',
      summary: 'The back-office activity log, newest first by the time of each write (owner only)',
      query: z.object({
        page,
        after: z.string().optional().meta({
          description: "The page after this cursor (a page's meta.next_cursor; page is then ignored).",
        }),
        per_page: z.string().optional().meta({ description: 'Entries per page, 1 to 100 (default 25).' }),
        actor_id: z.string().optional().meta({ description: "Only this person's actions." }),
        kind: z.string().optional().meta({ description: 'Only this kind: product, order, staff, …' }),
      }),
      ok: S.dataOf(listOf(AuditEntry), {
        meta: z.object({
          current_page: S.int,
          last_page: S.int,
          per_page: S.int,
          total: S.int,
          next_cursor: z
            .string()
            .nullable()
            .meta({ description: 'The cursor of the next (older) page, or null.' }),
        }),
      }),
    },
  ]),
  {
    method: 'post',
    path: '/admin/set-password',
    tag: admin,
    summary: 'Set the password of a staff invitation link (the link works once)',
    body: acceptStaffInviteInput,
    ok: S.Message,
  },
];
