/**
 * The edit form against a product that changed under it (a sale took stock, another admin
 * saved): a three-way merge of what the form loaded (base), what the admin typed (mine) and
 * the product as it is now (theirs).
 */

/** The form's text fields, as in ProductFormPage (field name → text). */
export type FormValues<V> = { [K in keyof V]: string };

export interface FormSnapshot<V extends FormValues<V> = Record<string, string>> {
  values: V;
  /** Linked attribute value id → its stock, as typed. */
  chosen: Record<number, string>;
  /** Attributes ticked on the form. */
  attrs: number[];
  version: number;
}

/** Fields that hold stock: an edit of one of them is never re-applied on top of newer stock. */
export const STOCK_FIELDS = ['qty'] as const;

const sameChosen = (a: Record<number, string>, b: Record<number, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b && a[Number(k)] === b[Number(k)]);
};

/** Did the admin change any stock on the form (the quantity, or a value's link or stock)? */
export function touchedStock<V extends FormValues<V>>(
  base: FormSnapshot<V>,
  mine: Omit<FormSnapshot<V>, 'version'>,
): boolean {
  return (
    STOCK_FIELDS.some(
      (k) => (mine.values as Record<string, string>)[k] !== (base.values as Record<string, string>)[k],
    ) || !sameChosen(mine.chosen, base.chosen)
  );
}

/**
 * The admin's own edits (fields that differ from what the form loaded) on top of the product
 * as it is now; every field the admin left alone takes the current value. With `stock:
 * 'theirs'` the stock fields always take the current value (the admin's stock edits are
 * dropped, to be made again against the real numbers).
 */
export function mergeProductForm<V extends FormValues<V>>(
  base: FormSnapshot<V>,
  mine: Omit<FormSnapshot<V>, 'version'>,
  theirs: FormSnapshot<V>,
  opts: { stock: 'mine' | 'theirs' } = { stock: 'mine' },
): FormSnapshot<V> {
  const values = { ...theirs.values };
  for (const k of Object.keys(mine.values) as Array<keyof V & string>) {
    const isStock = (STOCK_FIELDS as readonly string[]).includes(k as string);
    if (mine.values[k] !== base.values[k] && !(isStock && opts.stock === 'theirs'))
      values[k] = mine.values[k];
  }
  const keepMine = opts.stock === 'mine' && !sameChosen(mine.chosen, base.chosen);
  const attrsChanged =
    mine.attrs.length !== base.attrs.length || mine.attrs.some((a) => !base.attrs.includes(a));
  return {
    values,
    chosen: keepMine ? mine.chosen : theirs.chosen,
    attrs: [...new Set([...(attrsChanged ? mine.attrs : []), ...theirs.attrs])],
    version: theirs.version,
  };
}
