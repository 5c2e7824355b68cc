/**
 * How the audit log's rows read on the owner's activity page: each kind's name, which of its
 * columns are money (integer paisa, shown in rupees), and each change as one line of words,
 * "Daily summary hour: 8 → 9". The rows themselves come from the trigger of migration
 * 1734870000000 (one per changed row of a back-office table); the page shows these texts as they are.
 */
import { formatRupees } from '../../shared/money';
import { fieldsOf, isServiceName, SETTINGS, type FieldDef } from '../settings';

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
  refund: 'Refund',
  staff: 'Staff',
};

const MONEY: Record<string, ReadonlySet<string>> = {
  product: new Set(['price', 'compare_price']),
  variant: new Set(['price']),
  shipping: new Set(['rate', 'default_rate', 'free_threshold']),
  order: new Set(['sub_total', 'shipping', 'discount', 'grand_total']),
  booking: new Set(['cod_amount']),
  refund: new Set(['amount']),
};

/**
 * Columns recorded as which of their keys changed, never the values (the trigger's `*column`
 * argument, migration 1734921500000): each such key reads "changed".
 */
const SECRET_COLUMNS: Record<string, ReadonlySet<string>> = {
  settings: new Set(['secrets']),
};

/** What a secret's change reads as: that it changed, nothing of its value. */
export const SECRET_CHANGED = 'changed';

type Row = Record<string, unknown>;

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value in words: yes/no, lists joined, nothing as "—". */
function words(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(words).join(', ') : 'none';
  if (isObject(value)) {
    const pairs = Object.entries(value).map(([k, v]) => `${k}: ${words(v)}`);
    return pairs.length ? pairs.join('; ') : 'none';
  }
  return String(value);
}

/** A column's value as the page shows it. */
function shown(kind: string, column: string, value: unknown, row: Row | null): string {
  const money =
    MONEY[kind]?.has(column) ||
    (kind === 'discount' && (column === 'min_order' || (column === 'value' && row?.kind === 'fixed')));
  if (money && typeof value === 'number') return formatRupees(value);
  return words(value);
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
  /** The change as the page shows it: "Label: before → after", "Label: value", "Label: changed". */
  text: string;
}

function change(field: string, label: string, before: string | null, after: string | null): AuditChangeView {
  const text = before !== null && after !== null ? `${before} → ${after}` : (after ?? before ?? '—');
  return { field, label, before, after, text: `${label}: ${text}` };
}

/** An integration's setting: its label and default from the settings catalog. */
function settingDef(service: string | null, key: string): FieldDef | undefined {
  if (!service || !isServiceName(service)) return undefined;
  return Object.prototype.hasOwnProperty.call(fieldsOf(service), key) ? fieldsOf(service)[key] : undefined;
}

/** A JSON object column's changed keys, one change each (a setting by its label, default when unset). */
function objectChanges(
  kind: string,
  column: string,
  before: Row | null,
  after: Row | null,
  subject: string | null,
): AuditChangeView[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const secret = SECRET_COLUMNS[kind]?.has(column) ?? false;
  const out: AuditChangeView[] = [];
  for (const key of keys) {
    const def = kind === 'settings' ? settingDef(subject, key) : undefined;
    const label = def?.label ?? (kind === 'settings' ? columnLabel(key) : `${columnLabel(column)} › ${key}`);
    if (secret) {
      out.push(change(`${column}.${key}`, label, null, SECRET_CHANGED));
      continue;
    }
    const value = (row: Row | null) => {
      if (!row) return null;
      const v = row[key];
      return words(v === undefined || v === null || v === '' ? (def?.default ?? v) : v);
    };
    const [b, a] = [value(before), value(after)];
    if (before && after && b === a) continue;
    out.push(change(`${column}.${key}`, label, b, a));
  }
  return out;
}

/** The changed columns of an entry, before → after (before null when created, after null when deleted). */
export function changesOf(
  kind: string,
  before: Row | null,
  after: Row | null,
  subject: string | null = null,
): AuditChangeView[] {
  const columns = Object.keys(after ?? before ?? {}).filter((c) => c !== 'id');
  return columns.sort().flatMap((c) => {
    const [b, a] = [before?.[c], after?.[c]];
    const plain = (v: unknown) => v === undefined || v === null || isObject(v);
    if ((isObject(b) || isObject(a)) && plain(b) && plain(a)) {
      const side = (row: Row | null, v: unknown) => (row ? (isObject(v) ? v : {}) : null);
      return objectChanges(kind, c, side(before, b), side(after, a), subject);
    }
    return [
      change(
        c,
        columnLabel(c),
        before ? shown(kind, c, b, before) : null,
        after ? shown(kind, c, a, after) : null,
      ),
    ];
  });
}

/** The row's name as the page shows it: an integration by its name ("Owner's e-mail alerts"). */
export function subjectLabelOf(kind: string, label: string | null): string | null {
  if (kind === 'settings' && label && isServiceName(label)) return SETTINGS[label].label;
  return label;
}
