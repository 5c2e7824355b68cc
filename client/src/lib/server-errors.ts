import { graphql } from '../gql';

/**
 * What every mutation's payload answers about bad input, read by `attachServerErrors` (a
 * form's fields) and by the toasts: every document asks for it as `errors { ...FieldErrors }`.
 */
export const FieldErrorsFragment = graphql(`
  fragment FieldErrors on FieldError {
    field
    message
    code
  }
`);

/** The spec's toast for an answer of the wrong shape (e.g. a payload missing from a response). */
export const UNEXPECTED_RESPONSE = 'Unexpected server response.';

export type ServerFieldErrors =
  ReadonlyArray<{ field: string; message: string }> | Record<string, readonly string[]>;

/**
 * Field errors from the server onto a form's fields: GraphQL payload `errors` (FieldError
 * list) or a REST body's `errors` map (field → messages). Each field shows its first message;
 * `names` renames server fields to the form's; a path below a field (`variants.0.sku`) goes on
 * that field's part. Answers the errors no field of the form shows, for the caller to report
 * another way (a toast).
 */
export function attachServerErrors<F extends string>(
  errors: ServerFieldErrors | null | undefined,
  setError: (field: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  fields: readonly F[],
  names: Partial<Record<string, F>> = {},
): Array<{ field: string; message: string }> {
  const list = !errors
    ? []
    : Array.isArray(errors)
      ? (errors as ReadonlyArray<{ field: string; message: string }>)
      : Object.entries(errors).flatMap(([field, messages]) =>
          (messages as readonly string[]).slice(0, 1).map((message) => ({ field, message })),
        );
  const shown = new Set<string>();
  const unshown: Array<{ field: string; message: string }> = [];
  for (const e of list) {
    const field = (names[e.field] ?? e.field) as F;
    if (!fields.includes(field.split('.')[0] as F)) unshown.push(e);
    else if (!shown.has(field)) {
      shown.add(field);
      setError(field, { type: 'server', message: e.message }, { shouldFocus: shown.size === 1 });
    }
  }
  return unshown;
}
