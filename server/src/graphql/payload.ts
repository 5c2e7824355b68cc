import { ValidationError } from '../shared/errors';
import type { FieldError } from './common.types';

/**
 * Runs a service call for an input mutation: field errors become the payload's
 * `errors` list (DESIGN 3.9); anything else propagates as a GraphQL error.
 */
export async function withFieldErrors<T extends object>(
  run: () => Promise<T>,
): Promise<(T & { errors: FieldError[] }) | { errors: FieldError[] }> {
  try {
    const result = await run();
    return { ...result, errors: [] };
  } catch (err) {
    if (err instanceof ValidationError) return { errors: err.fieldErrors };
    throw err;
  }
}
