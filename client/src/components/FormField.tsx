import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  multiline?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled input with its error message underneath. */
export function FormField({ label, name, value, error, onChange, type = 'text', multiline, readOnly, autoComplete, placeholder }: Props) {
  const common = {
    name,
    value,
    readOnly,
    placeholder,
    bg: 'white',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea rows={5} {...common} /> : <Input type={type} autoComplete={autoComplete} {...common} />}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
