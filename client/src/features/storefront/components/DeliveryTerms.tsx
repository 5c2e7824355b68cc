import { graphql } from '../../../gql';
import type { DeliveryTermsFragment } from '../../../gql/graphql';
import { formatRs } from '../../../lib/money';

export const DeliveryTermsFragmentDoc = graphql(`
  fragment DeliveryTerms on DeliveryTerms {
    minDays
    maxDays
    shippingCharge
    shippingVariesByCity
    freeShippingFrom
    cashOnDelivery
  }
`);

/**
 * What a shopper asks before buying, beside the price: how long delivery takes, what shipping
 * costs and whether they can pay at the door. The shop's own terms (GraphQL `shop.delivery`).
 */
export function DeliveryTerms({ terms }: { terms: DeliveryTermsFragment }) {
  const days = terms.minDays === terms.maxDays ? `${terms.minDays}` : `${terms.minDays}–${terms.maxDays}`;
  return (
    <ul className="delivery-terms" data-testid="delivery-terms">
      <li>
        Delivered across Pakistan in {days} working {terms.maxDays === 1 ? 'day' : 'days'}
      </li>
      <li>
        {terms.shippingCharge === 0
          ? 'Free shipping'
          : `Shipping ${formatRs(terms.shippingCharge)} per order`}
        {terms.freeShippingFrom !== null &&
          terms.shippingCharge > 0 &&
          `, free on orders of ${formatRs(terms.freeShippingFrom)} or more`}
        {terms.shippingVariesByCity && ' (some cities differ: yours is shown at checkout)'}
      </li>
      {terms.cashOnDelivery && <li>Cash on delivery available</li>}
    </ul>
  );
}
