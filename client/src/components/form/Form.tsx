import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';

export { Form, useZodForm } from './zod-form';

interface TextFieldProps {
  label: string;
  name: string;
  type?: string;
  multiline?: boolean;
  /** Lines of a multiline field (5 unless told). */
  rows?: number;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  step?: string;
  min?: string;
  /** false: the form shows its errors elsewhere (one sentence for all fields). */
  showError?: boolean;
  /** A hint under the field while it has no error. */
  helper?: string;
}

/** A labelled input of the surrounding `<Form>`, with its error message underneath. */
export function TextField({
  label,
  name,
  type = 'text',
  multiline,
  rows = 5,
  readOnly,
  autoComplete,
  placeholder,
  step,
  min,
  showError = true,
  helper,
}: TextFieldProps) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const common = { ...register(name), readOnly, placeholder, bg: 'white' };
  return (
    <FieldFrame label={label} error={showError ? error : undefined} helper={helper}>
      {multiline ? (
        <Textarea rows={rows} {...common} />
      ) : (
        <Input type={type} autoComplete={autoComplete} step={step} min={min} {...common} />
      )}
    </FieldFrame>
  );
}

/** A choice of a select: a value shown as it is, or a value with its label. */
export type SelectOption = string | { value: string | number; label: string };

/**
 * A labelled native select of the surrounding `<Form>`: `placeholder` first (the empty
 * choice), then `options`; `onChange` runs after the form's own.
 */
export function SelectInput({
  label,
  name,
  options,
  placeholder,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  onChange?: () => void;
}) {
  const { register } = useFormContext();
  return (
    <FieldFrame label={label} error={useFieldError(name)} disabled={disabled}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...register(name, { onChange })} bg="white">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** A field's label and error around any control (selects, radios, editors). */
export function FieldFrame({
  label,
  error,
  helper,
  disabled,
  children,
}: {
  label: ReactNode;
  error?: string;
  helper?: string;
  /** Disables the control inside: a Field's own `disabled` (false by default) wins over the control's. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The error message of `name` in the surrounding `<Form>`. */
export function useFieldError(name: string): string | undefined {
  return (get(useFormContext().formState.errors, name) as { message?: string } | undefined)?.message;
}
