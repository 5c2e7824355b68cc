import type { z } from 'zod';
import { ValidationError } from './errors';
import { fieldIssues } from './inputs/fields';

/**
 * An input through its shared schema (shared/inputs/): the typed value, or a ValidationError
 * with one message per field (payload `errors` in GraphQL, the 422 `errors` map over REST).
 * `message` chooses the error's own message from the field messages (default: the first).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  message?: (issues: Array<{ message: string }>) => string | undefined,
): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issues = fieldIssues(result.error);
  throw new ValidationError(issues, message?.(issues));
}

/** `parseInput` whose field errors carry the names a form sends (`names`: schema field → form field). */
export function parseNamed<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  names: Record<string, string>,
): z.output<S> {
  try {
    return parseInput(schema, raw);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(err.fieldErrors.map((e) => ({ ...e, field: names[e.field] ?? e.field })));
  }
}
