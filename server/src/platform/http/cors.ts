import type { NextFunction, Request, Response } from 'express';

const ALLOWED_HEADERS =
  'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, Idempotency-Key, X-Request-Id';

/**
 * CORS for the listed origins only (CORS_ORIGINS). Other origins get no CORS headers,
 * so browsers keep them out; same-origin requests are unaffected.
 */
export function corsFor(origins: string[]) {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    res.append('Vary', 'Origin');
    next();
  };
}
