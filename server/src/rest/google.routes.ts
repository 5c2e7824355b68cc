import express, { Request, Response, Router } from 'express';
import { OIDC_COOKIE } from '../modules/accounts/google.service';
import { AppError } from '../shared/errors';
import type { Services } from '../services';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const notConfiguredPage = `<!doctype html><html><head><meta charset="utf-8"><title>Google sign-in unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:80px auto;padding:0 16px;color:#3d302a">
<h1>Google sign-in is not available</h1><p>This shop has not been set up for Google sign-in yet. Please sign in with your email and password.</p>
<p><a href="/user/login">Back to sign in</a></p></body></html>`;

/** /auth/google and its callback (third-party sign-in, spec section 7). */
export function googleRoutes(services: Services): Router {
  const r = express.Router();
  const google = services.google;
  const secure = services.config.publicUrl.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/auth/google', maxAge: 600_000 };

  r.get('/google', async (_req: Request, res: Response) => {
    if (!google.configured) {
      res.status(503).type('html').send(notConfiguredPage);
      return;
    }
    try {
      const { url, cookie } = await google.start();
      res.cookie(OIDC_COOKIE, cookie, cookieOptions).redirect(302, url);
    } catch (err) {
      services.logger.error({ err }, 'Google sign-in could not start');
      res.status(503).type('html').send(notConfiguredPage.replace('has not been set up for Google sign-in yet', 'cannot reach Google right now'));
    }
  });

  r.get('/google/callback', async (req: Request, res: Response) => {
    const client = `${services.config.publicUrl}/google-callback`;
    res.clearCookie(OIDC_COOKIE, { path: '/auth/google' });
    if (!google.configured) {
      res.status(503).type('html').send(notConfiguredPage);
      return;
    }
    try {
      const { user, token } = await google.finish(new URL(req.originalUrl, services.config.publicUrl), readCookie(req, OIDC_COOKIE));
      const q = new URLSearchParams({ token, id: String(user.id), name: user.name });
      res.redirect(302, `${client}?${q}`);
    } catch (err) {
      if (!(err instanceof AppError)) services.logger.error({ err }, 'Google sign-in failed');
      else req.log?.warn({ reason: err.message }, 'Google sign-in refused');
      res.redirect(302, `${client}?error=${encodeURIComponent(err instanceof AppError ? err.message : 'Google sign-in failed.')}`);
    }
  });

  return r;
}
