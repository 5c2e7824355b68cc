/**
 * The pickers' state over a product's purchase options (GraphQL `purchaseOptions`): which values
 * to offer given the values chosen before them. The stock itself is the server's: a value is
 * sold out when every combination with it (and the earlier choices) has no stock.
 */
import { type Choice, type PurchaseOptions } from '../../../stores/cart';

export type ValueState = 'available' | 'soldOut' | 'hidden';

/**
 * How a value is offered: `hidden` when no combination has it together with the values chosen
 * in the pickers before it (size before colour), `soldOut` when none of those has stock (shown,
 * marked and disabled), else `available`.
 */
export function valueState(
  options: PurchaseOptions,
  chosen: Choice,
  attributeId: number,
  valueId: number,
): ValueState {
  const index = options.groups.findIndex((g) => g.attribute.id === attributeId);
  const before = options.groups.slice(0, index).map((g) => chosen[g.attribute.id]);
  const matching = options.combinations.filter(
    (c) =>
      c.attributeValueIds[index] === valueId &&
      before.every((id, i) => id == null || c.attributeValueIds[i] === id),
  );
  if (!matching.length) return 'hidden';
  return matching.some((c) => c.availableStock > 0) ? 'available' : 'soldOut';
}

/** Chooses a value; a later picker's value that no longer goes with the choice is cleared. */
export function choose(
  options: PurchaseOptions,
  chosen: Choice,
  attributeId: number,
  valueId: number,
): Choice {
  const next: Choice = { ...chosen, [attributeId]: valueId };
  for (const g of options.groups) {
    const picked = next[g.attribute.id];
    if (picked != null && valueState(options, next, g.attribute.id, picked) === 'hidden')
      delete next[g.attribute.id];
  }
  return next;
}
