/**
 * The owner's shop policy: the shop's name, the delivery time, what one account may take at
 * once, how long unpaid orders and receipts wait, the COD confirmation's wait. Each is a field
 * of the settings catalogue (sections `shop`, `orders` and `cod`, edited at /admin/settings)
 * with its range and default here: the server's check of a save, and the settings form's.
 */
import { serviceSettingsInput } from './guard';
import { DEFAULT_SHOP_NAME } from './shop-contact';

/** A value's check: the value read from its text, or why the text is not acceptable. */
type Check<T> = (text: string) => { value: T } | { message: string };

/** A decimal number `ok` accepts; every way it can be wrong gets the one message naming the range. */
function bounded(message: string, ok: (n: number) => boolean): Check<number> {
  return (text) => {
    const n = /^\s*\d{1,12}(\.\d{1,6})?\s*$/.test(text) ? Number(text) : NaN;
    return Number.isFinite(n) && ok(n) ? { value: n } : { message };
  };
}
const en = (n: number) => n.toLocaleString('en');
const wholeNumber = (min: number, max: number, what = 'a whole number') =>
  bounded(
    `Must be ${what} from ${en(min)} to ${en(max)}.`,
    (n) => Number.isInteger(n) && n >= min && n <= max,
  );
const hours = (max: number) =>
  bounded(`Must be a number of hours above 0, at most ${en(max)}.`, (n) => n > 0 && n <= max);

const DELIVERY_DAYS_MESSAGE = 'Must be a number of days from 1 to 60, or a range such as 3-5.';
const NAME_LENGTH = 'Must be 1 to 60 characters.';

/** One policy field: its check (text in, value out), default (as stored: text) and label. */
export interface PolicyField<T> {
  check: Check<T>;
  default: string;
  label: string;
  help?: string;
}

const policyField = <T>(check: Check<T>, d: string, label: string, help?: string): PolicyField<T> => ({
  check,
  default: d,
  label,
  help,
});

export const SHOP_POLICY = {
  shop: {
    name: policyField<string>(
      (text) => {
        const v = text.trim();
        if (!v || v.length > 60) return { message: NAME_LENGTH };
        return /[<>"\r\n]/.test(v) ? { message: 'Must not contain <, >, " or a line break.' } : { value: v };
      },
      DEFAULT_SHOP_NAME,
      "Shop's name",
      'Page titles, header, footer and mails.',
    ),
    deliveryDays: policyField<{ min: number; max: number }>(
      (text) => {
        const m = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
        const [min, max] = [Number(m?.[1]), Number(m?.[2] ?? m?.[1])];
        return m && min >= 1 && max <= 60 && min <= max
          ? { value: { min, max } }
          : { message: DELIVERY_DAYS_MESSAGE };
      },
      '3-5',
      'Delivery time (working days)',
      'Shown beside the price: a number such as 3, or a range such as 3-5.',
    ),
  },
  orders: {
    maxLineQty: policyField(wholeNumber(1, 1000), '10', 'Most units of one item per order'),
    maxOrderQty: policyField(
      wholeNumber(1, 10_000),
      '30',
      'Most units per order',
      'All lines together; at least the most units of one item.',
    ),
    unverifiedOpenOrders: policyField(
      wholeNumber(0, 1000),
      '2',
      'Unpaid orders an unverified account may hold',
      'Pending unpaid orders (cash on delivery included) before the e-mail address is verified.',
    ),
    unverifiedUnpaidRupees: policyField(
      wholeNumber(0, 10_000_000, 'a whole number of rupees'),
      '25000',
      'Unpaid value an unverified account may hold (Rs)',
    ),
    unpaidOrderHours: policyField(
      hours(24 * 365),
      '48',
      'Cancel unpaid bank, wallet and card orders after (hours)',
    ),
    receiptReviewHours: policyField(
      hours(24 * 365),
      '72',
      'A waiting receipt holds its order for (hours)',
      'A receipt nobody accepted by then no longer keeps the order from the auto-cancel.',
    ),
    receiptsPerOrder: policyField(wholeNumber(1, 100), '10', 'Receipts per order'),
    receiptMbPerOrder: policyField(wholeNumber(1, 1000), '20', 'Receipt megabytes per order'),
    receiptMbPerAccountDay: policyField(
      wholeNumber(1, 100_000),
      '50',
      'Receipt megabytes per account in 24 hours',
    ),
  },
  cod: {
    confirmHours: policyField(
      hours(24 * 14),
      '24',
      'Remind after (hours)',
      'An unconfirmed order gets one reminder this long after the message, and is flagged as long again after it.',
    ),
  },
} as const;

export type PolicySection = keyof typeof SHOP_POLICY;
type Parsed<S extends PolicySection> = {
  [K in keyof (typeof SHOP_POLICY)[S]]: (typeof SHOP_POLICY)[S][K] extends PolicyField<infer T> ? T : never;
};

/** Why a section's fields do not fit together (each message naming its field), or none. */
export function policyConflicts(
  section: string,
  values: Record<string, string>,
): { field: string; message: string }[] {
  if (section !== 'orders') return [];
  const get = (f: keyof (typeof SHOP_POLICY)['orders']) => Number(values[f] ?? SHOP_POLICY.orders[f].default);
  const line = get('maxLineQty');
  return get('maxOrderQty') < line
    ? [{ field: 'maxOrderQty', message: `Must be at least the most units of one item (${line}).` }]
    : [];
}

/** The policy as server code reads it: each section's values, read from their text. */
export type ShopPolicy = { [S in PolicySection]: Parsed<S> };

/** A section's stored values (text, as saved) read; a value stored before its range narrowed reads as the default. */
function parsed<S extends PolicySection>(section: S, stored: Record<string, string> | undefined): Parsed<S> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(SHOP_POLICY[section]) as [string, PolicyField<unknown>][]) {
    const own = stored?.[name] !== undefined ? f.check(stored[name]) : null;
    const read = own && 'value' in own ? own : f.check(f.default);
    out[name] = 'value' in read ? read.value : undefined;
  }
  return out as Parsed<S>;
}

/** The policy of the stored values of each section (defaults for what is not stored). */
export function shopPolicyOf(stored: Partial<Record<PolicySection, Record<string, string>>>): ShopPolicy {
  return {
    shop: parsed('shop', stored.shop),
    orders: parsed('orders', stored.orders),
    cod: parsed('cod', stored.cod),
  };
}

/** A policy field's message for `value`, or undefined when it is acceptable (the settings catalogue's check). */
export function policyProblem(field: PolicyField<unknown>, value: string): string | undefined {
  const result = field.check(value);
  return 'message' in result ? result.message : undefined;
}

/**
 * The settings form's input for one section: `serviceSettingsInput`, and for a policy section
 * each field's rule and the fields' fit (an empty field goes back to its default).
 */
export function settingsFormInput(section: string) {
  if (!Object.prototype.hasOwnProperty.call(SHOP_POLICY, section)) return serviceSettingsInput;
  const fields = SHOP_POLICY[section as PolicySection] as Record<string, PolicyField<unknown>>;
  return serviceSettingsInput.superRefine(({ values }, ctx) => {
    const given: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) if (value?.trim()) given[name] = value;
    const problems = Object.entries(given).flatMap(([name, value]) => {
      const message = fields[name] && policyProblem(fields[name], value);
      return message ? [{ field: name, message }] : [];
    });
    for (const p of problems.length ? problems : policyConflicts(section, given))
      ctx.addIssue({ code: 'custom', path: ['values', p.field], message: p.message });
  });
}
