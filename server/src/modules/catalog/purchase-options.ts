/**
 * What a shopper can pick and buy of a product, for clients that show pickers (the web shop's
 * product page and add-to-cart dialog): the pickers, and every combination of one value per
 * picker with its price, the units available to it and the spec's messages, all by the stock
 * rules of the inventory module. A client looks combinations up; it never sums or compares stock.
 */
import { availableFor, stockOf, stockShortfall, type StockLineRef } from '../inventory';

/** A value a shopper can pick: a linked attribute value, or a variant's size or colour. */
export interface PickableValue {
  id: number;
  value: string;
  code: string | null;
  /** A linked value's own stock; for a variant's size or colour, the variant's stock. */
  qty: number;
  attribute: { id: number; name: string };
}

export interface PickableVariant {
  id: number;
  /** Paisa. */
  price: number;
  stock: number;
  /** Its size and colour, in that order. */
  options: PickableValue[];
}

export interface PurchaseGroup {
  attribute: { id: number; name: string };
  values: PickableValue[];
}

export interface PurchaseCombination {
  /** One value id per group, in the groups' order (none for a product without pickers). */
  attributeValueIds: number[];
  variantId: number | null;
  /** Paisa. */
  price: number;
  availableStock: number;
  /** The spec's message when it has no stock; null when it has. */
  soldOutMessage: string | null;
  /** The spec's message when one unit more than availableStock is asked for. */
  shortMessage: string;
}

export interface PurchaseOptions {
  groups: PurchaseGroup[];
  combinations: PurchaseCombination[];
  /** Lowest and highest price a shopper can pay, in paisa. */
  minPrice: number;
  maxPrice: number;
}

/** A product of linked values lists at most this many combinations (the first, in picker order). */
export const MAX_COMBINATIONS = 1000;

function groupsOf(values: readonly PickableValue[]): PurchaseGroup[] {
  const groups = new Map<number, PurchaseGroup>();
  for (const v of values) {
    const g = groups.get(v.attribute.id) ?? { attribute: v.attribute, values: [] };
    if (!g.values.some((x) => x.id === v.id)) g.values.push(v);
    groups.set(v.attribute.id, g);
  }
  return [...groups.values()];
}

/** Every choice of one value per group, in picker order (the last group changing fastest), at most `max`. */
function choices(groups: readonly PurchaseGroup[], max: number): number[][] {
  let out: number[][] = [[]];
  for (const g of groups) {
    const next: number[][] = [];
    for (const prefix of out)
      for (const v of g.values) {
        if (next.length >= max) break;
        next.push([...prefix, v.id]);
      }
    out = next;
  }
  return out;
}

/**
 * The pickers and combinations of a product: one picker per variant dimension (size, then
 * colour) and one combination per variant when it has variants (a variant lacking a dimension
 * the others have cannot be picked); else one picker per attribute of its linked values and
 * every choice of one value per picker (just one, with no values, for a plain product).
 */
export function purchaseOptions(product: {
  qty: number;
  price: number;
  values: readonly PickableValue[];
  variants: readonly PickableVariant[];
}): PurchaseOptions {
  const stock = stockOf(product.qty, product.values, product.variants);
  const combination = (line: StockLineRef, ids: number[], price: number): PurchaseCombination => {
    const available = availableFor(stock, line) ?? 0;
    return {
      attributeValueIds: ids,
      variantId: line.variantId ?? null,
      price,
      availableStock: available,
      soldOutMessage: available > 0 ? null : (stockShortfall(stock, line, () => 1)?.message ?? null),
      shortMessage: stockShortfall(stock, line, () => available + 1)!.message,
    };
  };

  let groups: PurchaseGroup[];
  let combinations: PurchaseCombination[];
  if (product.variants.length) {
    groups = groupsOf(product.variants.flatMap((v) => v.options));
    combinations = product.variants.flatMap((v) => {
      const ids = groups.map((g) => v.options.find((o) => o.attribute.id === g.attribute.id)?.id);
      return ids.every((id) => id !== undefined)
        ? [combination({ variantId: v.id, attributeValueIds: [] }, ids as number[], v.price)]
        : [];
    });
  } else {
    groups = groupsOf(product.values);
    combinations = choices(groups, MAX_COMBINATIONS).map((ids) =>
      combination({ attributeValueIds: ids }, ids, product.price),
    );
  }
  const prices = combinations.length ? combinations.map((c) => c.price) : [product.price];
  return { groups, combinations, minPrice: Math.min(...prices), maxPrice: Math.max(...prices) };
}
