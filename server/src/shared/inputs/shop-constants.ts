/**
 * Shop constants the server and the web client both use (the client through the `@inputs/*`
 * alias): the stock messages of the cart and the stock checks.
 * Payment methods, their labels and instructions stay on the server and reach clients through
 * the GraphQL `checkoutOptions` query and `Order.paymentMethodLabel`.
 */

/** A product asked for that is not there (or hidden): the catalogue's and the stock's 404. */
export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The spec's stock and cart messages, verbatim. */
export const STOCK_MESSAGES = {
  added: 'Product Successfully Added To the Cart',
  outOfStock: 'Product is out of stock.',
  noMore: 'No more stock available.',
  variantOut: 'This variant is out of stock.',
  variantShort: 'Required Quantity not available for this product variant.',
  chooseEach: 'Please select one value for each attribute.',
  chooseEachDetail: 'Please select one option for each attribute.',
  notEnough: 'Not enough stock available',
  unknownVariant: 'This variant is not available for this product.',
} as const;
