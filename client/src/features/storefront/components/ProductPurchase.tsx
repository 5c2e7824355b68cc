import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { PurchaseOptionsFragment } from '../../../gql/graphql';
import {
  addToCart,
  attributeGroups,
  CART_MESSAGES,
  cartDrawerOpenVar,
  cartVar,
  choose,
  chosenVariant,
  optionState,
  priceRange,
  setCart,
  type Choice,
} from '../../../stores/cart';
import { formatRs } from '../../../lib/money';

/** What choosing and adding a product needs: its values or variants, with their stock and prices. */
export const PurchaseOptionsFragmentDoc = graphql(`
  fragment PurchaseOptions on Product {
    id
    title
    price
    comparePrice
    stock
    imageUrl
    attributeValues {
      id
      value
      code
      qty
      attribute {
        id
        name
      }
    }
    variants {
      id
      price
      stock
      options {
        id
        value
        code
        qty
        attribute {
          id
          name
        }
      }
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
}: {
  product: PurchaseOptionsFragment;
  detailPage?: boolean;
  onAdded?: () => void;
}) {
  const [chosen, setChosen] = useState<Choice>({});
  const [qty, setQty] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const groups = attributeGroups(product);
  const variant = chosenVariant(product, chosen);
  const soldOut = product.stock <= 0;
  const [low, high] = priceRange(product);
  const idPrefix = `${detailPage ? 'page' : 'dialog'}-${product.id}`;

  function pick(attributeId: number, valueId: number, state: string) {
    if (state === 'soldOut') {
      setMessage(CART_MESSAGES.variantOut);
      return;
    }
    setMessage(null);
    setChosen((c) => choose(product, c, attributeId, valueId));
  }

  function onAdd() {
    const { lines, result } = addToCart(cartVar(), product, Object.values(chosen), qty, { detailPage });
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

  const price = variant ? variant.price : low;
  return (
    <div className="purchase">
      <p className="purchase__price" data-testid="purchase-price">
        {variant || low === high ? (
          <span className="purchase__amount">{formatRs(price)}</span>
        ) : (
          <>
            <span className="purchase__amount">{formatRs(low)} –</span>{' '}
            <span className="purchase__amount">{formatRs(high)}</span>
          </>
        )}
        {!product.variants.length && product.comparePrice != null && product.comparePrice > product.price && (
          <s className="purchase__was" aria-label={`was ${formatRs(product.comparePrice)}`}>
            {formatRs(product.comparePrice)}
          </s>
        )}
      </p>
      {variant && (
        <p className="purchase__stock" data-testid="purchase-stock">
          {variant.stock > 0 ? `${variant.stock} in stock` : 'Sold Out'}
        </p>
      )}
      {groups.map((g) => (
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
              const state = optionState(product, chosen, g.attribute.id, v);
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
        <Button colorPalette="brand" size="lg" onClick={onAdd} disabled={soldOut} flex="1">
          {soldOut ? 'Sold Out' : 'Add To Cart'}
        </Button>
      </div>
      {message && (
        <p className="purchase__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
