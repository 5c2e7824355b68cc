/** Other paths: provinces, cities, the contact form, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { contact } from '../other.routes';
import { type Operation, other } from './operation';
import * as S from './shapes';

export const otherOperations: Operation[] = [
  {
    method: 'get',
    path: '/provinces',
    tag: other,
    summary: 'Pakistan’s provinces and territories',
    ok: z.array(z.string()),
  },
  {
    method: 'get',
    path: '/cities/{province}',
    tag: other,
    summary: 'A province’s cities',
    params: { province: 'The province’s name (any case).' },
    textParams: ['province'],
    ok: z.array(z.object({ name: z.string() })),
    errors: [404],
  },
  {
    method: 'post',
    path: '/contactus/submit',
    tag: other,
    summary: 'The contact form',
    body: contact.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
];
