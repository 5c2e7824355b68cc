import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackLink } from './AdminPage';

type Width = string | Record<string, string>;

/** A list page's actions beside its heading: a column on phones, a row from `sm`. */
export function ListActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexWrap="wrap" justify="flex-end">
      {children}
    </Stack>
  );
}

/** "Show": which rows of the list (`filters`: value and label, '' for all); a change goes back to page 1 (the caller's `onChange`). */
export function FilterSelect<T extends string>({
  filters,
  value,
  onChange,
  width,
  name,
}: {
  filters: ReadonlyArray<readonly [T | '', string]>;
  value: T | '';
  onChange: (value: T | '') => void;
  width: string;
  name?: string;
}) {
  return (
    <NativeSelect.Root w={{ base: 'full', sm: width }}>
      <NativeSelect.Field
        aria-label="Show"
        name={name}
        bg="white"
        value={value}
        onChange={(e) => onChange(e.target.value as T | '')}
      >
        {filters.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The list's search box (the list's own hook debounces what is typed). */
export function ListSearch({
  label,
  placeholder = label,
  value,
  onChange,
  width,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  width: Width;
}) {
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      w={typeof width === 'string' ? { base: 'full', sm: width } : width}
    />
  );
}

/** Back to the dashboard. */
export function BackButton() {
  return <BackLink to="/admin/dashboard" />;
}
