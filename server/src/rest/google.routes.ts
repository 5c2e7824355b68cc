import express, { Request, Response, Router } from 'express';
import { CLIENT_NONCE_RE, OIDC_COOKIE } from '../modules/accounts';
import { AppError } from '../shared/errors';
import type { Services } from '../services';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** A small page for when Google sign-in cannot go ahead (no client to show it). */
const page = (
  title: string,
  text: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:80px auto;padding:0 16px;color:#3d302a">
<h1>${title}</h1><p>${text}</p>
<p><a href="/user/login">Back to sign in</a></p></body></html>`;

const sendPage = (res: Response, status: number, title: string, text: string) =>
  void res.status(status).type('html').send(page(title, text));

const NOT_CONFIGURED = [
  'Google sign-in is not available',
  'This shop has not been set up for Google sign-in yet. Please sign in with your email and password.',
] as const;

/** /auth/google and its callback (third-party sign-in, spec section 7). */
export function googleRoutes(services: Services): Router {
  const r = express.Router();
  const google = services.google;
  const secure = services.config.publicUrl.startsWith('https:');
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/auth/google',
    maxAge: 600_000,
  };

  // The client starts with its own random nonce (kept in its sessionStorage); the callback
  // hands it back, and the client accepts only its own: no one can sign a visitor into
  // another account with a crafted /google-callback link.
  r.get('/google', async (req: Request, res: Response) => {
    if (!google.configured) return sendPage(res, 503, ...NOT_CONFIGURED);
    const nonce = typeof req.query.nonce === 'string' ? req.query.nonce : '';
    if (!CLIENT_NONCE_RE.test(nonce))
      return sendPage(
        res,
        400,
        'Please start again',
        'Google sign-in starts from the sign-in page of this shop.',
      );
    try {
      const { url, cookie } = await google.start(nonce);
      res.cookie(OIDC_COOKIE, cookie, cookieOptions).redirect(302, url);
    } catch (err) {
      services.logger.error({ err }, 'Google sign-in could not start');
      sendPage(
        res,
        503,
        'Google sign-in is not available',
        'This shop cannot reach Google right now. Please sign in with your email and password.',
      );
    }
  });

  r.get('/google/callback', async (req: Request, res: Response) => {
    const client = `${services.config.publicUrl}/google-callback`;
    res.clearCookie(OIDC_COOKIE, { path: '/auth/google' });
    if (!google.configured) return sendPage(res, 503, ...NOT_CONFIGURED);
    const cookie = readCookie(req, OIDC_COOKIE);
    const nonce = await google.clientNonce(cookie);
    try {
      const { user, token } = await google.finish(
        new URL(req.originalUrl, services.config.publicUrl),
        cookie,
      );
      const q = new URLSearchParams({ token, id: String(user.id), name: user.name, nonce: nonce! });
      res.redirect(302, `${client}?${q}`);
    } catch (err) {
      if (!(err instanceof AppError)) services.logger.error({ err }, 'Google sign-in failed');
      else req.log?.warn({ reason: err.message }, 'Google sign-in refused');
      const q = new URLSearchParams({
        error: err instanceof AppError ? err.message : 'Google sign-in failed.',
        ...(nonce ? { nonce } : {}),
      });
      res.redirect(302, `${client}?${q}`);
    }
  });

  return r;
}
