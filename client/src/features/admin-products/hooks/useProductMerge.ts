import type { ProductInput } from '@inputs/catalog';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { mergeProductForm, seenAgain, stockChanges, type FormSnapshot } from '../components/product-merge';
import { snapshotOf, toEditInput, type LoadedProduct, type Values } from '../components/product-values';

type FieldError = { field: string; message: string; code?: string | null };

/** What the API answers a save with: the product, or field errors (and the stock that moved, if that was it). */
export interface EditAnswer {
  product?: unknown;
  /** The server's confirmation, shown when saved. */
  message?: string | null;
  errors: ReadonlyArray<FieldError>;
  currentStock?: ReadonlyArray<{ field: string; quantity: number }> | null;
}

interface EditActions {
  /** Sends the edit with the version it stands on. */
  save: (input: ProductInput & { version: number }) => Promise<EditAnswer | undefined>;
  /** Reads the product again. */
  reload: () => Promise<LoadedProduct | null | undefined>;
  /** Shows field errors (the form's and its stock cells'), the first as a toast. */
  report: (errors: ReadonlyArray<FieldError>, fallback: string) => void;
  /** Shows a message alone. */
  fail: (message: string) => void;
}

/**
 * The product form's state beside its text fields (attributes ticked, linked values and
 * variant stock cells) and its edits against a product that changes under it: what the form
 * loaded is the base of a three-way merge (product-merge.ts), so a product read again keeps the
 * admin's unsaved edits on top, and `saveEdit` merges again when another admin saved meanwhile.
 */
export function useProductMerge(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'reset'>,
  product: LoadedProduct | null | undefined,
) {
  const [attrs, setAttrs] = useState<number[]>([]);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [variants, setVariants] = useState<Record<number, string>>({});
  /** The values linked as the form read them (their stock cells). */
  const [linked, setLinked] = useState<Record<number, string>>({});

  // What the form loaded (base of the three-way merge) and what it shows now (mine).
  const base = useRef<FormSnapshot<Values> | null>(null);
  const picked = useRef({ chosen, attrs, variants });
  useLayoutEffect(() => {
    picked.current = { chosen, attrs, variants };
  });
  const mine = () => ({ values: form.getValues(), ...picked.current });
  /** Shows `snapshot` as the edit of `loaded` (what the admin saw: the base of the next merge and of the stock sets). */
  const show = (snapshot: FormSnapshot<Values>, loaded: FormSnapshot<Values> = snapshot) => {
    base.current = loaded;
    setLinked(loaded.chosen);
    form.reset(snapshot.values);
    setAttrs(snapshot.attrs);
    setChosen(snapshot.chosen);
    setVariants(snapshot.variants);
  };

  // A product read again (after an image change, say) keeps the admin's unsaved edits on top.
  useEffect(() => {
    if (!product || base.current?.version === product.version) return;
    const theirs = snapshotOf(product);
    const merged = base.current
      ? mergeProductForm(base.current, mine(), theirs)
      : { form: theirs, base: theirs };
    show(merged.form, merged.base);
    // Only a new read of the product runs it; `show` and `mine` read the form as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  /**
   * Saves the edit with the version the form loaded, and only the stock the admin changed: a
   * quantity as a set naming the one the admin saw, +/- units as an adjustment. When that stock
   * moved since (code CONFLICT with currentStock), the form shows the current quantities and the
   * message, keeping what the admin typed, for the admin to decide again. When another admin
   * saved the product since (version CONFLICT), it is read again, the admin's own edits are put
   * on top, and saved. Answers the saved answer (with the server's message), else false.
   */
  async function saveEdit({ save, reload, report, fail }: EditActions): Promise<EditAnswer | false> {
    for (let tries = 0; tries < 2; tries++) {
      const loaded = base.current!;
      const edits = mine();
      const { changes, errors } = stockChanges(loaded, edits);
      if (errors.length) {
        report(errors, errors[0].message);
        return false;
      }
      const input = toEditInput(edits.values, edits.chosen, loaded.chosen, changes);
      const answer = await save({ ...input, version: loaded.version });
      if (answer?.product) return answer;
      const errs = answer?.errors ?? [];
      const current = answer?.currentStock ?? [];
      if (current.length) {
        show({ ...edits, version: loaded.version }, seenAgain(loaded, current));
        report(errs, errs[0]?.message ?? 'Some error occurred');
        return false;
      }
      const conflict = errs.find((x) => x.code === 'CONFLICT' && x.field === 'version');
      if (!conflict) {
        report(errs, 'Some error occurred');
        return false;
      }
      const fresh = await reload();
      if (!fresh) {
        fail(conflict.message);
        return false;
      }
      const merged = mergeProductForm(loaded, edits, snapshotOf(fresh));
      show(merged.form, merged.base);
    }
    fail('This product keeps changing. Please try again.');
    return false;
  }

  return { attrs, setAttrs, chosen, setChosen, variants, setVariants, linked, mine, saveEdit };
}
