/** The back office's settings and blocklist paths, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { blocklistEntryInput, serviceSettingsInput } from '../../shared/inputs/guard';
import { admin, listOf, type Operation } from './operation';
import * as S from './shapes';

export const SETTINGS_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/admin/settings',
    tag: admin,
    summary: 'Every service’s settings (WhatsApp, SMS, COD confirmation, payments, couriers)',
    description: 'Secrets are never sent: each shows only whether it is set.',
    role: 'ADMIN',
    ok: S.dataOf(listOf(S.ServiceSettings)),
  },
  {
    method: 'put',
    path: '/admin/settings/{service}',
    tag: admin,
    summary: 'Save some of a service’s settings',
    description:
      'A text sets a setting, null clears it, a secret left empty keeps what is stored. With `version`, a save made since is refused with 409.',
    role: 'ADMIN',
    params: {
      service:
        'shop, orders (the shop policy), alerts, whatsapp, sms, cod, jazzcash, easypaisa, cards (the card provider), safepay, leopards, postex or trax.',
    },
    textParams: ['service'],
    body: serviceSettingsInput,
    ok: S.dataOf(S.ServiceSettings, { message: z.string() }),
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/admin/blocklist',
    tag: admin,
    summary: 'Phone numbers and e-mails the checkout refuses',
    role: 'ADMIN',
    ok: S.dataOf(listOf(S.BlocklistEntry)),
  },
  {
    method: 'post',
    path: '/admin/blocklist',
    tag: admin,
    summary: 'Refuse orders from a phone number or an e-mail address',
    role: 'ADMIN',
    body: blocklistEntryInput,
    ok: S.dataOf(S.BlocklistEntry, { message: z.string() }),
  },
  {
    method: 'delete',
    path: '/admin/blocklist/{id}',
    tag: admin,
    summary: 'Accept orders from a blocked number or address again',
    role: 'ADMIN',
    params: { id: 'The entry’s id.' },
    ok: S.Message,
    errors: [404],
  },
];
