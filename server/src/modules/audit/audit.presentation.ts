/**
 * How the audit log's rows read on the owner's activity page: each kind's name, and which of
 * its columns are money (integer paisa, shown in rupees). The rows themselves come from the
 * trigger of migration 1734870000000 (one per changed row of a back-office table).
 */
import { formatRupees } from '../../shared/money';

export const AUDIT_KINDS: Record<string, string> = {
  product: 'Product',
  variant: 'Product variant',
  category: 'Category',
  brand: 'Brand',
  attribute: 'Attribute',
  discount: 'Discount code',
  shipping: 'Shipping rate',
  settings: 'Settings',
  courier: 'Courier',
  booking: 'Courier booking',
  blocklist: 'Blocklist',
  review: 'Review',
  order: 'Order',
  receipt: 'Payment receipt',
  staff: 'Staff',
};

const MONEY: Record<string, ReadonlySet<string>> = {
  product: new Set(['price', 'compare_price']),
  variant: new Set(['price']),
  shipping: new Set(['rate', 'default_rate', 'free_threshold']),
  order: new Set(['sub_total', 'shipping', 'discount', 'grand_total']),
  booking: new Set(['cod_amount']),
};

/** A column's value as the page shows it. */
function shown(kind: string, column: string, value: unknown, row: Record<string, unknown> | null): string {
  if (value === null || value === undefined) return '—';
  const money =
    MONEY[kind]?.has(column) ||
    (kind === 'discount' && (column === 'min_order' || (column === 'value' && row?.kind === 'fixed')));
  if (money && typeof value === 'number') return formatRupees(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A column's name as a label: `compare_price` → `Compare price`. */
export function columnLabel(column: string): string {
  const words = column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuditChangeView {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The changed columns of an entry, before → after (before null when created, after null when deleted). */
export function changesOf(
  kind: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChangeView[] {
  const columns = Object.keys(after ?? before ?? {}).filter((c) => c !== 'id');
  return columns.sort().map((c) => ({
    field: c,
    label: columnLabel(c),
    before: before ? shown(kind, c, before[c], before) : null,
    after: after ? shown(kind, c, after[c], after) : null,
  }));
}
