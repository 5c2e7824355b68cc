import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled native select with its error message underneath. */
export function SelectField({ label, name, value, error, onChange, disabled, children }: {
  label: string; name: string; value: string; error?: string; onChange: (v: string) => void; disabled?: boolean; children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)} bg="white">{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
