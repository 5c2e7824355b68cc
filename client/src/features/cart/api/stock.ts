import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../../gql';
import type { CartLine } from '../../../stores/cart';

const CheckStockDocument = graphql(`
  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!], $variantId: Int) {
    checkStock(productId: $productId, qty: $qty, items: $items, variantId: $variantId) {
      available
      message
      code
      stock
    }
  }
`);

/**
 * available / unavailable (the server's message) / overLimit (more than one order may hold of
 * the item: the server's message says how many) / error (network or server failure) /
 * unexpected (an answer of the wrong shape).
 */
export type StockAnswer =
  | { state: 'available' }
  | { state: 'unavailable'; message: string }
  | { state: 'overLimit'; message: string }
  | { state: 'error' }
  | { state: 'unexpected' };

export async function checkLineStock(
  client: ApolloClient,
  line: CartLine,
  qty = line.qty,
): Promise<StockAnswer> {
  try {
    const items = line.selectedAttributes.map((s) => ({ attributeValueId: s.attribute_value.id, qty }));
    // A variant's line is checked against the variant's stock; others against their values' and the product's.
    const variables =
      line.variant_id != null
        ? { productId: line.product_id, qty, variantId: line.variant_id }
        : items.length
          ? { productId: line.product_id, items }
          : { productId: line.product_id, qty };
    const { data } = await client.query({
      query: CheckStockDocument,
      variables,
      fetchPolicy: 'network-only',
    });
    if (typeof data?.checkStock?.available !== 'boolean') return { state: 'unexpected' };
    if (data.checkStock.available) return { state: 'available' };
    const message = data.checkStock.message ?? '';
    return data.checkStock.code === 'QTY_LIMIT'
      ? { state: 'overLimit', message }
      : { state: 'unavailable', message };
  } catch (err) {
    const missing = CombinedGraphQLErrors.is(err)
      ? err.errors.find((e) => e.extensions?.code === 'NOT_FOUND')
      : undefined;
    if (missing) return { state: 'unavailable', message: missing.message };
    return { state: 'error' };
  }
}

export const unavailableMessage = (title: string) =>
  `"${title}" is currently unavailable and has been removed from your cart.`;
