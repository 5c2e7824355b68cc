/** Accounts: registration, sign-in, profile, password, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { forgot, login, profile, register, reset } from '../accounts.routes';
import { type Operation, accounts, group } from './operation';
import * as S from './shapes';

export const accountOperations: Operation[] = group({ tag: accounts }, [
  ...(['CUSTOMER', 'ADMIN'] as const).map((role): Omit<Operation, 'tag'> => ({
    method: 'post',
    path: role === 'CUSTOMER' ? '/user/auth' : '/admin/auth',
    summary: role === 'CUSTOMER' ? 'Customer sign-in' : 'Admin sign-in',
    body: login.bodySchema(),
    ok: S.SignedIn,
    errors: [401, 429],
  })),
  {
    method: 'post',
    path: '/user/register',
    summary: 'Create a customer account',
    body: register.bodySchema(),
    ok: S.Registered,
    errors: [429],
  },
  {
    method: 'get',
    path: '/user/profile',
    summary: 'The signed-in customer',
    role: 'CUSTOMER',
    ok: S.dataOf(S.Profile.extend({ verified: z.boolean() })),
  },
  {
    method: 'post',
    path: '/user/update/profile/{id}',
    summary: 'Change name or password',
    description: 'A new password needs current_password, ends every other session and answers a fresh token.',
    role: 'CUSTOMER',
    params: { id: 'The signed-in customer’s own id.' },
    body: profile.bodySchema(),
    ok: S.dataOf(S.Profile, { message: z.string(), token: z.string().optional() }),
    errors: [429],
  },
  ...(['CUSTOMER', 'ADMIN'] as const).map((role): Omit<Operation, 'tag'> => ({
    method: 'post',
    path: role === 'CUSTOMER' ? '/user/logout' : '/admin/logout',
    summary: 'Sign out: the token stops working',
    role,
    ok: S.Message,
  })),
  {
    method: 'post',
    path: '/email/verification-notification',
    summary: 'Send the verification mail again',
    role: 'CUSTOMER',
    ok: S.Message,
    errors: [429],
  },
  {
    method: 'get',
    path: '/email/verify',
    summary: 'The verification mail’s link',
    query: z.object({ token: z.string(), email: z.string() }),
    ok: { redirect: 'To the shop’s dashboard (verified=1), or to the verification page (invalid=1).' },
  },
  {
    method: 'post',
    path: '/forgot-password',
    summary: 'Mail a password reset link',
    body: forgot.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
  {
    method: 'post',
    path: '/reset-password',
    summary: 'Set a new password with the mailed token',
    body: reset.bodySchema(),
    ok: S.Message,
    errors: [429],
  },
]);
