import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ServerFieldErrors } from '../../lib/server-errors';
import { Form } from '../form/Form';
import { notify } from '../toaster';

/** What a save answered: saved or not, the server's field errors, and its message. */
export interface CrudSaved {
  saved: boolean;
  errors?: ServerFieldErrors | null;
  message?: string | null;
}

/** A `useZodForm` form (the shared schema's rules) with `serverErrors`. */
type ZodForm<V extends FieldValues, T> = UseFormReturn<V, unknown, T> & {
  serverErrors: (
    errors: ServerFieldErrors | null | undefined,
    names?: Partial<Record<string, Path<V>>>,
  ) => Array<{ field: string; message: string }>;
};

/**
 * A back-office record's form (create or edit, on its own page or in place in an
 * AdminCrudTable), checked by its shared schema: saves, puts the server's field errors on the
 * fields (`names`: server field → form field), and reports the rest as a toast (`unshown`
 * 'toast', the first error, as the spec's admin forms do) or on one field; on success the
 * server's message as a toast, then `onSaved`.
 */
export function CrudForm<V extends FieldValues, T>({
  form,
  save,
  onSaved,
  names,
  unshown = 'toast',
  children,
  'aria-label': label,
}: {
  form: ZodForm<V, T>;
  save: (input: T) => Promise<CrudSaved>;
  onSaved?: () => unknown;
  names?: Partial<Record<string, Path<V>>>;
  unshown?: 'toast' | Path<V>;
  children: ReactNode;
  'aria-label'?: string;
}) {
  async function onSubmit(input: T) {
    try {
      const r = await save(input);
      if (!r.saved) {
        const rest = form.serverErrors(r.errors, names);
        if (unshown === 'toast') {
          const first = Array.isArray(r.errors) ? r.errors[0] : rest[0];
          notify.error(first?.message ?? 'Something went wrong');
        } else if (rest[0]) form.setError(unshown, { type: 'server', message: rest[0].message });
        return;
      }
      notify.success(r.message);
      await onSaved?.();
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label}>
      {children}
    </Form>
  );
}
