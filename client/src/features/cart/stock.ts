import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../gql';
import type { CartLine } from '../../lib/cart';

const CheckStockDocument = graphql(`
  query CheckStock($productId: Int!, $qty: Int, $items: [StockItemInput!]) {
    checkStock(productId: $productId, qty: $qty, items: $items) { available message stock }
  }
`);

/** available / unavailable (with the server's message) / error (network or unexpected). */
export type StockAnswer = { state: 'available' } | { state: 'unavailable'; message: string } | { state: 'error' };

export async function checkLineStock(client: ApolloClient, line: CartLine, qty = line.qty): Promise<StockAnswer> {
  try {
    const items = line.selectedAttributes.map((s) => ({ attributeValueId: s.attribute_value.id, qty }));
    const { data } = await client.query({
      query: CheckStockDocument,
      variables: items.length ? { productId: line.product_id, items } : { productId: line.product_id, qty },
      fetchPolicy: 'network-only',
    });
    if (!data) return { state: 'error' };
    return data.checkStock.available ? { state: 'available' } : { state: 'unavailable', message: data.checkStock.message ?? '' };
  } catch (err) {
    if (CombinedGraphQLErrors.is(err) && err.errors.some((e) => e.extensions?.code === 'NOT_FOUND')) {
      return { state: 'unavailable', message: 'Product not found.' };
    }
    return { state: 'error' };
  }
}

export const unavailableMessage = (title: string) => `"${title}" is currently unavailable and has been removed from your cart.`;
