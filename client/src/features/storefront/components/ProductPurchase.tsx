import { useState, type ReactNode } from 'react';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { PurchaseOptionsFragment } from '../../../gql/graphql';
import {
  addToCart,
  CART_MESSAGES,
  cartDrawerOpenVar,
  cartVar,
  chosenCombination,
  setCart,
  type Choice,
} from '../../../stores/cart';
import { formatRs } from '../../../lib/money';
import { choose, valueState } from './purchase-choice';

/**
 * What choosing and adding a product needs, all by the server's rules: whether it can be bought,
 * its pickers and every combination with its price, stock and messages.
 */
export const PurchaseOptionsFragmentDoc = graphql(`
  fragment PurchaseOptions on Product {
    id
    title
    comparePrice
    imageUrl
    purchasable
    purchaseOptions {
      groups {
        attribute {
          id
          name
        }
        values {
          id
          value
          code
          qty
        }
      }
      combinations {
        attributeValueIds
        variantId
        price
        availableStock
        soldOutMessage
        shortMessage
      }
      minPrice
      maxPrice
    }
  }
`);

/**
 * The price (following the chosen variant), one picker per attribute or variant dimension,
 * the quantity stepper and Add To Cart: the product page's and the add-to-cart dialog's.
 * Plain elements styled by the theme's `.purchase-*` classes (app/theme.ts): cheap to render
 * and hydrate on the server-rendered product page. Messages of spec section 5 show inline;
 * after adding, the quantity goes back to 1, a toast confirms and the cart drawer opens.
 */
export function ProductPurchase({
  product,
  detailPage = false,
  onAdded,
  belowPrice,
}: {
  product: PurchaseOptionsFragment;
  detailPage?: boolean;
  onAdded?: () => void;
  /** Shown right under the price (the product page's delivery terms). */
  belowPrice?: ReactNode;
}) {
  const [chosen, setChosen] = useState<Choice>({});
  const [qty, setQty] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const options = product.purchaseOptions;
  const combination = chosenCombination(options, chosen);
  const soldOut = !product.purchasable;
  const { minPrice: low, maxPrice: high } = options;
  const idPrefix = `${detailPage ? 'page' : 'dialog'}-${product.id}`;

  function pick(attributeId: number, valueId: number, state: string) {
    if (state === 'soldOut') {
      setMessage(CART_MESSAGES.variantOut);
      return;
    }
    setMessage(null);
    setChosen((c) => choose(options, c, attributeId, valueId));
  }

  function onAdd() {
    const { lines, result } = addToCart(cartVar(), product, chosen, qty, { detailPage });
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    setCart(lines);
    setQty(1);
    notify.success(result.message);
    onAdded?.();
    cartDrawerOpenVar(true);
  }

  const price = combination ? combination.price : low;
  return (
    <div className="purchase">
      <p className="purchase__price" data-testid="purchase-price">
        {combination || low === high ? (
          <span className="purchase__amount">{formatRs(price)}</span>
        ) : (
          <>
            <span className="purchase__amount">{formatRs(low)} –</span>{' '}
            <span className="purchase__amount">{formatRs(high)}</span>
          </>
        )}
        {options.combinations.every((c) => c.variantId == null) &&
          product.comparePrice != null &&
          product.comparePrice > low && (
            <s className="purchase__was" aria-label={`was ${formatRs(product.comparePrice)}`}>
              {formatRs(product.comparePrice)}
            </s>
          )}
      </p>
      {belowPrice}
      {combination?.variantId != null && (
        <p className="purchase__stock" data-testid="purchase-stock">
          {combination.availableStock > 0 ? `${combination.availableStock} in stock` : 'Sold Out'}
        </p>
      )}
      {options.groups.map((g) => (
        <div key={g.attribute.id} className="purchase__group">
          <p className="purchase__label" id={`${idPrefix}-attr-${g.attribute.id}`}>
            {g.attribute.name}
          </p>
          <div
            className="purchase__options"
            role="radiogroup"
            aria-labelledby={`${idPrefix}-attr-${g.attribute.id}`}
          >
            {g.values.map((v) => {
              const state = valueState(options, chosen, g.attribute.id, v.id);
              if (state === 'hidden') return null;
              const selected = chosen[g.attribute.id] === v.id;
              return (
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  className="purchase__option"
                  aria-checked={selected}
                  aria-disabled={state === 'soldOut' || undefined}
                  onClick={() => pick(g.attribute.id, v.id, state)}
                >
                  <span className="purchase__value">{v.value}</span>
                  {state === 'soldOut' && <span className="purchase__sold-out">Sold out</span>}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div className="purchase__actions">
        <div className="purchase__stepper">
          <button
            type="button"
            aria-label="Decrease quantity"
            onClick={() => setQty((q) => Math.max(1, q - 1))}
          >
            −
          </button>
          <span aria-live="polite" data-testid="qty">
            {qty}
          </span>
          <button type="button" aria-label="Increase quantity" onClick={() => setQty((q) => q + 1)}>
            +
          </button>
        </div>
        <button type="button" className="purchase__add" onClick={onAdd} disabled={soldOut}>
          {soldOut ? 'Sold Out' : 'Add To Cart'}
        </button>
      </div>
      {message && (
        <p className="purchase__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
