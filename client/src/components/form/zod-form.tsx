import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FieldValues,
  FormProvider,
  useForm,
  type DefaultValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { attachServerErrors, type ServerFieldErrors } from '../../lib/server-errors';

/**
 * A form checked by one of the shared input schemas (`@inputs/*`, the server's own rules and
 * messages): react-hook-form with the zod resolver, errors shown after a submit and as the
 * user corrects them. `serverErrors` puts the server's field errors on the fields.
 */
export function useZodForm<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  defaultValues: DefaultValues<V> & V,
) {
  const form = useForm<V, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const fields = Object.keys(defaultValues) as Array<Path<V>>;
  return Object.assign(form, {
    /** Server field errors onto these fields (names: server field → form field); answers those no field shows. */
    serverErrors: (errors: ServerFieldErrors | null | undefined, names?: Partial<Record<string, Path<V>>>) =>
      attachServerErrors(errors, form.setError, fields, names),
  });
}

interface FormProps<V extends FieldValues, T> {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  'aria-label'?: string;
}

/** The `<form>` of a `useZodForm` form (no browser validation: the schema's messages are shown). */
export function Form<V extends FieldValues, T>({ form, onSubmit, children, ...rest }: FormProps<V, T>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
