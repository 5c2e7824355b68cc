/** The back office's settings and blocklist paths, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { blocklistEntryInput, serviceSettingsInput } from '../../shared/inputs/guard';
import { group, admin, listOf, type Operation } from './operation';
import * as S from './shapes';

export const SETTINGS_OPERATIONS: Operation[] = group({ tag: admin, role: 'ADMIN' }, [
  {
    method: 'get',
    path: '/admin/settings',
    summary: 'Every service’s settings (WhatsApp, SMS, COD confirmation, payments, couriers)',
    description: 'Secrets are never sent: each shows only whether it is set.',
    ok: S.dataOf(listOf(S.ServiceSettings)),
  },
  {
    method: 'put',
    path: '/admin/settings/{service}',
    summary: 'Save some of a service’s settings',
    description:
      'A text sets a setting, null clears it, a secret left empty keeps what is stored. With `version`, a save made since is refused with 409.',
    params: {
      service:
        'shop, orders (the shop policy), alerts, whatsapp, sms, cod, jazzcash, easypaisa, cards (the card provider), safepay, leopards, postex or trax.',
    },
    body: serviceSettingsInput,
    ok: S.dataOf(S.ServiceSettings, { message: z.string() }),
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/admin/blocklist',
    summary: 'Phone numbers and e-mails the checkout refuses',
    ok: S.dataOf(listOf(S.BlocklistEntry)),
  },
  {
    method: 'post',
    path: '/admin/blocklist',
    summary: 'Refuse orders from a phone number or an e-mail address',
    body: blocklistEntryInput,
    ok: S.dataOf(S.BlocklistEntry, { message: z.string() }),
  },
  {
    method: 'delete',
    path: '/admin/blocklist/{id}',
    summary: 'Accept orders from a blocked number or address again',
    params: { id: 'The entry’s id.' },
    ok: S.Message,
    errors: [404],
  },
]);
