/** Value rows of the attribute form: blank rows are dropped on save, and one row always stays. */
export interface ValueRow {
  id: number | null;
  value: string;
  code: string;
}

export const emptyRow = (): ValueRow => ({ id: null, value: '', code: '' });

export function removeRow(rows: ValueRow[], index: number): ValueRow[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length ? next : [emptyRow()];
}

export function rowsToSave(rows: ValueRow[]) {
  return rows.filter((r) => r.value.trim()).map((r) => ({ id: r.id, value: r.value.trim(), code: r.code.trim() || null }));
}

export function validateAttribute(name: string): string | null {
  return name.trim() ? null : 'Attribute name is required.';
}
