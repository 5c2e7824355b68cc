import { Button, Checkbox, HStack, type CheckboxRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
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
 * server's message as a toast, then `onSaved` (a form for a new record, `creating`, is emptied first).
 */
export function CrudForm<V extends FieldValues, T>({
  form,
  save,
  onSaved,
  creating = false,
  names,
  unshown = 'toast',
  children,
  'aria-label': label,
}: {
  form: ZodForm<V, T>;
  save: (input: T) => Promise<CrudSaved>;
  onSaved?: () => unknown;
  /** A form for a new record: emptied once it is saved, ready for the next. */
  creating?: boolean;
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
      if (creating) form.reset();
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

/** A checkbox bound to a boolean field of the surrounding CrudForm. */
export function CheckboxField({ name, label, ...rest }: { name: string; label: string } & CheckboxRootProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} {...rest}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** A CrudForm's buttons: save (or `add` for a new record) and, when editing in place, cancel. */
export function CrudActions({
  add,
  editing,
  onCancel,
}: {
  add: string;
  editing: boolean;
  onCancel?: () => void;
}) {
  const { formState } = useFormContext();
  return (
    <HStack gap="2">
      <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
        {editing ? 'Save' : add}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </HStack>
  );
}
