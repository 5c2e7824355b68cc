import { ValidationError } from './errors';

/**
 * An admin session (its bearer token) whose reads count for an app that sends no version: what
 * it last read of a record stands for the form it saves (stock_reads, order_reads).
 */
export interface ReadSession {
  tokenId: string;
  /** When the token expires, in seconds since the epoch (its reads are kept as long). */
  tokenExpires: number;
}

/**
 * An expected version from a request (body `version`, If-Match, a GraphQL argument): null when
 * none was sent; 422 naming `version` when it is not a version. `what` names the thing read.
 */
export function parseVersion(raw: unknown, what: 'product' | 'order' = 'product'): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text =
    typeof raw === 'number'
      ? String(raw)
      : typeof raw === 'string'
        ? raw
            .trim()
            .replace(/^W\//, '')
            .replace(/^"(.*)"$/, '$1')
        : '';
  const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647)
    throw ValidationError.single(
      'version',
      `The version must be the whole number the ${what} was read with.`,
    );
  return n;
}
