import express, { Router } from 'express';
import { MESSAGES } from '../modules/accounts';
import { ForbiddenError } from '../shared/errors';
import { parseId } from '../shared/inputs/fields';
import {
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  updateProfileInput,
} from '../shared/inputs/accounts';
import { RestDialect } from './dialect';
import type { Services } from '../services';
import { deviceCookies } from './device-cookie';
import { bodyObject, route } from './http';

export const login = new RestDialect(loginInput, { device_token: 'deviceToken' });
export const register = new RestDialect(registerInput);
export const profile = new RestDialect(updateProfileInput, { current_password: 'currentPassword' });
export const forgot = new RestDialect(forgotPasswordInput);
export const reset = new RestDialect(resetPasswordInput, { password_confirmation: 'passwordConfirmation' });

/** Customer and admin account paths of spec section 7. */
export function accountRoutes(services: Services): Router {
  const r = express.Router();
  const { accounts } = services;
  const meta = (req: express.Request) => ({ ip: req.ip ?? '' });

  // Sign-in answers the device token too (`device_token`: apps send it back in the body; browsers
  // get it as an HttpOnly cookie): with it, failures from unknown devices never lock this one out.
  for (const [path, role] of [
    ['/user/auth', 'CUSTOMER'],
    ['/admin/auth', 'ADMIN'],
  ] as const) {
    r.post(
      path,
      route(services, async ({ req, res }) => {
        const cookies = deviceCookies(req, res, services.config.publicUrl);
        const { user, token, deviceToken } = await login.run(bodyObject(req), (input) =>
          services.signIn.login(input, role, { ...meta(req), deviceToken: cookies.read(role) }),
        );
        cookies.write(role, deviceToken);
        return {
          status: 200,
          id: user.id,
          name: user.name,
          token,
          ...(role === 'CUSTOMER' ? { verified: user.verified } : {}),
          device_token: deviceToken,
        };
      }),
    );
  }

  r.post(
    '/user/register',
    route(services, async ({ req }) => {
      const { user, token, message } = await register.run(bodyObject(req), (input) =>
        accounts.register(input, meta(req)),
      );
      return {
        status: 200,
        id: user.id,
        name: user.name,
        token,
        verified: user.verified,
        message,
      };
    }),
  );

  r.get(
    '/user/profile',
    route(services, async ({ req }) => {
      const u = await accounts.profile(req.user!.id);
      return { status: 200, data: { id: u.id, name: u.name, email: u.email, verified: u.verified } };
    }),
  );

  // A new password needs current_password; it ends every other session and answers a fresh `token` for this one.
  r.post(
    '/user/update/profile/:id',
    route(services, async ({ req }) => {
      if (parseId(req.params.id) !== req.user!.id)
        throw new ForbiddenError('You can only update your own profile.');
      const { user: u, token } = await profile.run(bodyObject(req), (input) =>
        accounts.updateProfile(req.user!.id, input),
      );
      return {
        status: 200,
        message: MESSAGES.profileUpdated,
        data: { id: u.id, name: u.name, email: u.email },
        ...(token ? { token } : {}),
      };
    }),
  );

  // Sign-out: the presented token stops working at once (other sessions stay).
  r.post(
    ['/user/logout', '/admin/logout'],
    route(services, async ({ req }) => ({ status: 200, message: await accounts.logout(req.user!) })),
  );

  r.post(
    '/email/verification-notification',
    route(services, async ({ req }) => ({
      status: 200,
      message: await accounts.resendVerification(req.user!.id),
    })),
  );

  // The link in the verification mail: verifies, then sends the browser to the shop.
  r.get('/email/verify', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    try {
      await accounts.verifyEmail(email, token);
      res.redirect(302, `${services.config.publicUrl}/user/dashboard?verified=1`);
    } catch {
      res.redirect(302, `${services.config.publicUrl}/user/email/verification?invalid=1`);
    }
  });

  r.post(
    '/forgot-password',
    route(services, async ({ req }) => ({
      status: 200,
      message: await forgot.run(bodyObject(req), (input) => accounts.forgotPassword(input, meta(req))),
    })),
  );

  r.post(
    '/reset-password',
    route(services, async ({ req }) => ({
      status: 200,
      message: await reset.run(bodyObject(req), (input) => accounts.resetPassword(input, meta(req))),
    })),
  );

  return r;
}
