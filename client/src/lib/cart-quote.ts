import { useQuery } from './graphql';
import { graphql } from '../gql';
import type { CartLineGqlInput } from '../gql/graphql';

/** The server's price of a cart: shipping once a city is known, a code's discount, the free-shipping distance. */
export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      quote {
        subTotal
        discount
        discountCode
        shipping
        grandTotal
        freeShippingRemaining
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

/**
 * The quote of `cart` (stores/cart.ts `cartInput`), asked again when the cart, the city or the
 * code changes; the last answer stays shown meanwhile. Nothing is asked for an empty cart.
 * `codeBlocked`: the server refuses any code for now (too many wrong ones from this address or
 * account), with its message saying for how long.
 */
export function useCartQuote(
  cart: CartLineGqlInput[],
  where: { province?: string | null; city?: string | null; discountCode?: string | null } = {},
) {
  const { data, previousData, loading, error } = useQuery(CheckoutQuoteDocument, {
    variables: {
      input: {
        cart,
        province: where.province || null,
        city: where.city || null,
        discountCode: where.discountCode || null,
      },
    },
    skip: cart.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.checkoutQuote;
  return {
    quote: answer?.quote ?? null,
    errors: answer?.errors ?? [],
    loading,
    codeBlocked: where.discountCode ? tooManyRequests(error) : null,
  };
}

/** The message of a TOO_MANY_REQUESTS GraphQL error (Apollo's combined errors, read by shape: no import of Apollo here). */
function tooManyRequests(error: Error | undefined): string | null {
  const errors = (error as { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> })
    ?.errors;
  return errors?.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS')?.message ?? null;
}
