import express, { Router } from 'express';
import { BLOCKED, BLOCKLIST_ENTRY_NOT_FOUND, UNBLOCKED, type BlocklistEntity } from '../modules/guard';
import { SETTINGS_SAVED, type PublicServiceSettings } from '../modules/settings';
import { serviceSettingsInput } from '../shared/inputs/guard';
import { parseInput } from '../shared/parse';
import type { Services } from '../services';
import { bodyObject, route, pathId } from './http';

const serializeSettings = (s: PublicServiceSettings) => ({
  service: s.service,
  label: s.label,
  configured: s.configured,
  missing: s.missing,
  version: s.version,
  updated_at: s.updatedAt?.toISOString() ?? null,
  fields: s.fields,
});

const serializeEntry = (e: BlocklistEntity) => ({
  id: e.id,
  kind: e.kind,
  value: e.value,
  note: e.note,
  created_at: e.createdAt.toISOString(),
});

/** The back office's settings (secrets only as set or not) and the checkout's blocklist. */
export function settingsRoutes(services: Services): Router {
  const r = express.Router();

  r.get(
    '/admin/settings',
    route(services, async () => ({
      status: 200,
      data: (await services.settings.publicView()).map(serializeSettings),
    })),
  );

  r.put(
    '/admin/settings/:service',
    route(services, async ({ req }) => {
      const { values, version } = parseInput(serviceSettingsInput, bodyObject(req));
      const saved = await services.settings.update(String(req.params.service), values, {
        actorId: req.user!.id,
        version,
      });
      return { status: 200, data: serializeSettings(saved), message: SETTINGS_SAVED };
    }),
  );

  r.get(
    '/admin/blocklist',
    route(services, async () => ({
      status: 200,
      data: (await services.guard.blocklist()).map(serializeEntry),
    })),
  );

  r.post(
    '/admin/blocklist',
    route(services, async ({ req }) => ({
      status: 200,
      data: serializeEntry(await services.guard.block(bodyObject(req), req.user!.id)),
      message: BLOCKED,
    })),
  );

  r.delete(
    '/admin/blocklist/:id',
    route(services, async ({ req }) => {
      await services.guard.unblock(pathId(req, BLOCKLIST_ENTRY_NOT_FOUND));
      return { status: 200, message: UNBLOCKED };
    }),
  );
  return r;
}
