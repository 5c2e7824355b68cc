import { ValidationError } from './errors';

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
