/** Other paths: provinces, cities, the contact form, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { contact } from '../other.routes';
import { type Operation, group, other } from './operation';
import * as S from './shapes';

export const otherOperations: Operation[] = group({ tag: other }, [
  {
    method: 'get',
    path: '/provinces',
    summary: 'Pakistan’s provinces and territories',
    ok: z.array(z.string()),
  },
  {
    method: 'get',
    path: '/cities/{province}',
    summary: 'A province’s cities',
    params: { province: 'The province’s name (any case).' },
    ok: z.array(z.object({ name: z.string() })),
    errors: [404],
  },
  {
    method: 'post',
    path: '/contactus/submit',
    summary: 'The contact form',
    body: contact.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
]);
