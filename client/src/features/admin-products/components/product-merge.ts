/**
 * The product edit form's state against a product that changes under it. Stock is its own
 * record: the form sends only the stock cells the admin changed, each as a set naming the
 * quantity the admin saw or as an adjustment (`stockEntry`: "12" or "+12"), and the server
 * refuses a set whose quantity moved since. Everything else is merged three ways when another
 * admin saved meanwhile: what the form loaded (base), what the admin typed (mine) and the
 * product as it is now (theirs).
 */
import { stockCellField, stockCellOf, stockEntry, type StockChange } from '@inputs/catalog';

/** The form's text fields, as in ProductFormPage (field name → text). */
export type FormValues<V> = { [K in keyof V]: string };

export interface FormSnapshot<V extends FormValues<V> = Record<string, string>> {
  /** The text fields; on an edit `qty` is the product's own stock cell. */
  values: V;
  /** Linked attribute value id → its stock, as typed. */
  chosen: Record<number, string>;
  /** Attributes ticked on the form. */
  attrs: number[];
  /** Variant id → its stock, as typed. */
  variants: Record<number, string>;
  version: number;
}

/** The stock cells of a form by the server's field names (errors, currentStock) → their text. */
export function stockCells<V extends FormValues<V>>(
  s: Omit<FormSnapshot<V>, 'version'>,
): Record<string, string> {
  return {
    qty: (s.values as Record<string, string>).qty ?? '',
    ...Object.fromEntries(
      Object.entries(s.chosen).map(([id, text]) => [
        stockCellField({ attributeValueId: Number(id), variantId: null }),
        text,
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(s.variants).map(([id, text]) => [
        stockCellField({ attributeValueId: null, variantId: Number(id) }),
        text,
      ]),
    ),
  };
}

/**
 * The stock changes of an edit: every cell of `base` (what the admin saw) whose text the admin
 * changed, as a set naming the quantity seen or an adjustment; a text that is neither is a field
 * error. Cells of values linked by this save are not among them (they start at their quantity).
 */
export function stockChanges<V extends FormValues<V>>(
  base: FormSnapshot<V>,
  mine: Omit<FormSnapshot<V>, 'version'>,
): { changes: StockChange[]; errors: Array<{ field: string; message: string }> } {
  const seen = stockCells(base);
  const typed = stockCells(mine);
  const changes: StockChange[] = [];
  const errors: Array<{ field: string; message: string }> = [];
  for (const [field, text] of Object.entries(typed)) {
    if (!(field in seen) || text.trim() === seen[field].trim()) continue;
    const entry = stockEntry(text);
    if ('message' in entry) errors.push({ field, message: entry.message });
    else if ('delta' in entry) changes.push({ ...stockCellOf(field), delta: entry.delta });
    else
      changes.push({ ...stockCellOf(field), quantity: entry.quantity, compareQuantity: Number(seen[field]) });
  }
  return { changes, errors };
}

/** The form with the stock cells `current` names (field → quantity) seen anew, the admin's texts kept. */
export function seenAgain<V extends FormValues<V>>(
  base: FormSnapshot<V>,
  current: ReadonlyArray<{ field: string; quantity: number }>,
): FormSnapshot<V> {
  const next = {
    ...base,
    values: { ...base.values },
    chosen: { ...base.chosen },
    variants: { ...base.variants },
  };
  for (const { field, quantity } of current) {
    const text = String(quantity);
    const { attributeValueId, variantId } = stockCellOf(field);
    if (field === 'qty') (next.values as Record<string, string>).qty = text;
    else if (attributeValueId !== null) next.chosen[attributeValueId] = text;
    else if (variantId !== null) next.variants[variantId] = text;
  }
  return next;
}

const sameKeys = (a: Record<number, string>, b: Record<number, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b);
};

/**
 * The admin's own edits (what differs from what the form loaded) on top of the product as it is
 * now: every field, link and stock cell the admin left alone takes the current value. Answers
 * the form to show and the base it now stands on: the product as it is now, except that a stock
 * cell the admin changed keeps the quantity the admin saw (its set still names that one).
 */
export function mergeProductForm<V extends FormValues<V>>(
  base: FormSnapshot<V>,
  mine: Omit<FormSnapshot<V>, 'version'>,
  theirs: FormSnapshot<V>,
): { form: FormSnapshot<V>; base: FormSnapshot<V> } {
  const values = { ...theirs.values };
  const newBase = {
    ...theirs,
    values: { ...theirs.values },
    chosen: { ...theirs.chosen },
    variants: { ...theirs.variants },
  };
  for (const k of Object.keys(mine.values) as Array<keyof V & string>)
    if (mine.values[k] !== base.values[k]) {
      values[k] = mine.values[k];
      if (k === 'qty') newBase.values[k] = base.values[k];
    }
  // The links: the admin's when the admin ticked or unticked any, else the current ones.
  const linksChanged = !sameKeys(mine.chosen, base.chosen);
  const chosen: Record<number, string> = {};
  for (const id of Object.keys(linksChanged ? mine.chosen : theirs.chosen).map(Number)) {
    const touched = id in base.chosen && id in mine.chosen && mine.chosen[id] !== base.chosen[id];
    chosen[id] = touched || !(id in theirs.chosen) ? mine.chosen[id] : theirs.chosen[id];
    if (touched && id in theirs.chosen) newBase.chosen[id] = base.chosen[id];
  }
  const variants: Record<number, string> = {};
  for (const id of Object.keys(theirs.variants).map(Number)) {
    const touched = id in base.variants && mine.variants[id] !== base.variants[id];
    variants[id] = touched ? mine.variants[id] : theirs.variants[id];
    if (touched) newBase.variants[id] = base.variants[id];
  }
  const attrsChanged =
    mine.attrs.length !== base.attrs.length || mine.attrs.some((a) => !base.attrs.includes(a));
  return {
    form: {
      values,
      chosen,
      attrs: [...new Set([...(attrsChanged ? mine.attrs : []), ...theirs.attrs])],
      variants,
      version: theirs.version,
    },
    base: newBase,
  };
}
