import type { z } from 'zod';
import { fieldIssues } from '@inputs/fields';

/** A shared input schema's verdict as the forms show it: field → its first message ({} when valid). */
export function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.field, i.message]));
}
