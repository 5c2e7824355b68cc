/**
 * JazzCash's pp_SecureHash: HMAC-SHA256, keyed with the merchant's integrity salt, over the
 * salt followed by the value of every non-empty field whose name starts with "pp" (pp_… and
 * ppmpf_…), ordered by field name, joined with '&', taken as ISO-8859-1 bytes (JazzCash's own
 * encoding: a character outside it cannot be hashed as JazzCash does, so the shop sends none);
 * the hex digest (JazzCash sends it upper case; compared here without regard to case).
 *
 * Sources: JazzCash "Payment Gateway Integration Guide for Merchants" v4.2 (secure hash rules,
 * referenced by https://payments.jazzcash.com.pk/SandboxDocumentation/ "Secure Hash is used to
 * detect whether a transaction request and response has been tampered with"), and the public
 * integrations that implement it the same way: ksort + salt + '&'-joined non-empty values +
 * hash_hmac('sha256', …, salt) (e.g. the merchant samples in Khurram44/Zmall
 * laravel/resources/views/jazzcash/test.blade.php and aamiralidev/pk-payments).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { IntegrationError, jsonBody, joinUrl, send } from '../../../platform/http/outbound';

export type JazzCashFields = Record<string, string | undefined>;

/** The string JazzCash hashes: salt&v1&v2… over the non-empty pp* fields by name. */
export function hashInput(fields: JazzCashFields, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp') && k !== 'pp_SecureHash')
    .sort()
    .map((k) => fields[k] ?? '')
    .filter((v) => v !== '');
  return [integritySalt, ...values].join('&');
}

export function secureHash(fields: JazzCashFields, integritySalt: string): string {
  return createHmac('sha256', integritySalt)
    .update(hashInput(fields, integritySalt), 'latin1')
    .digest('hex')
    .toUpperCase();
}

/** Whether every character of `text` is in ISO-8859-1 (the only text JazzCash hashes as sent). */
export function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

/** Whether pp_SecureHash is the salt's hash of the other fields (constant time, any case). */
export function verifySecureHash(fields: JazzCashFields, integritySalt: string): boolean {
  const given = fields.pp_SecureHash ?? '';
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toUpperCase()), Buffer.from(secureHash(fields, integritySalt)));
}

/**
 * A signed JSON call to one of JazzCash's APIs: `request` hashed, an HTTP status from `failFrom`
 * up an error naming `what`; the answer as JSON and as text fields (null read as '').
 */
export async function postSigned(
  c: { apiBaseUrl: string; integritySalt: string; timeoutMs?: number },
  path: string,
  request: Record<string, string>,
  what: string,
  failFrom = 400,
): Promise<{ status: number; raw: Record<string, unknown>; answer: Record<string, string> }> {
  request.pp_SecureHash = secureHash(request, c.integritySalt);
  const res = await send(
    'JazzCash',
    joinUrl(c.apiBaseUrl, path),
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
    c.timeoutMs,
  );
  if (res.status >= failFrom)
    throw new IntegrationError('JazzCash', `${what} answered HTTP ${res.status}`, { status: res.status });
  const raw = (jsonBody('JazzCash', res) ?? {}) as Record<string, unknown>;
  const answer = Object.entries(raw).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]);
  return { status: res.status, raw, answer: Object.fromEntries(answer) };
}
