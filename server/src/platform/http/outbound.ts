/**
 * Calls to outside services (WhatsApp, SMS gateways, wallets, couriers): one place for the
 * timeout, the network failures and the error every client throws, so a hung or refused
 * connection reads the same everywhere and never leaks the request (URLs of HTTP gateways
 * carry credentials in their query).
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/errors';

/** What an outside service did wrong, in words an owner can act on; never the request or a secret. */
export class IntegrationError extends AppError {
  constructor(
    readonly provider: string,
    message: string,
    /** The service's own HTTP status and error code, when it answered. */
    readonly upstream: { status?: number; code?: string } = {},
  ) {
    super(`${provider}: ${message}`, 'UPSTREAM_ERROR', 502);
  }
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** How long a call may take, body included, unless the client's configuration says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One HTTP exchange, the body read under the same deadline as the headers (a connection that
 * hangs mid-body fails like one that never answers).
 */
export async function send(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<OutboundResponse> {
  try {
    const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body };
  } catch (err) {
    throw new IntegrationError(provider, describeNetworkError(err, timeoutMs));
  }
}

function describeNetworkError(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return `no answer within ${Math.round(timeoutMs / 1000) || 1} s`;
  const code = e?.cause?.code;
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name could not be resolved';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return 'the connection was closed before the answer';
  return 'the service could not be reached';
}

/**
 * A JSON exchange: `payload` (when given) sent as JSON beside `headers`, the answer read as a
 * JSON object (an IntegrationError when it is not JSON). The caller judges the status and body.
 */
export async function sendJson(
  provider: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  payload: unknown,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await send(
    provider,
    url,
    {
      method,
      headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: payload !== undefined ? JSON.stringify(payload) : undefined,
    },
    timeoutMs,
  );
  return { status: res.status, body: jsonBody(provider, res) as Record<string, unknown> };
}

/** The body as JSON, or an IntegrationError naming the HTTP status when it is not JSON. */
export function jsonBody(provider: string, res: OutboundResponse): unknown {
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new IntegrationError(provider, `answered HTTP ${res.status} with something that is not JSON`, {
      status: res.status,
    });
  }
}

/** A JSON object's string field, or undefined (services answer numbers and strings interchangeably). */
export function field(obj: unknown, key: string): string | undefined {
  if (!obj || typeof obj !== 'object') return undefined;
  const v = (obj as Record<string, unknown>)[key];
  if (v === null || v === undefined) return undefined;
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

/** A PDF by its magic bytes (`%PDF-` first). */
export function looksLikePdf(buf: Buffer): boolean {
  return buf.length > 8 && buf.toString('latin1', 0, 5) === '%PDF-';
}

/** `base` and `path` joined with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/** Date and time parts in Pakistan (UTC+5, no daylight saving), as the gateways want them. */
export function karachiParts(at: Date): Record<'y' | 'M' | 'd' | 'H' | 'm' | 's', string> {
  const shifted = new Date(at.getTime() + 5 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    y: String(shifted.getUTCFullYear()),
    M: p(shifted.getUTCMonth() + 1),
    d: p(shifted.getUTCDate()),
    H: p(shifted.getUTCHours()),
    m: p(shifted.getUTCMinutes()),
    s: p(shifted.getUTCSeconds()),
  };
}

/** Whether two secrets (tokens, signatures) are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
