import type { PurchaseOptionsFragment } from '../../../client/src/gql/graphql';

export const size = { id: 1, name: 'Size' };
export const colour = { id: 2, name: 'Colour' };
/** The seeded sizes, with a product's stock of each. */
export const small = (qty: number) => ({ id: 101, value: 'Small', code: 'S', qty });
export const medium = (qty: number) => ({ id: 102, value: 'Medium', code: 'M', qty });

/**
 * The seeded "Amigurumi Cat Family" as the API gives it: variants S/Cream (Rs 3,100, stock 3)
 * and M/Pink (Rs 3,400, stock 0), for the cart's and the purchase form's tests.
 */
export const cats: PurchaseOptionsFragment = {
  id: 30,
  title: 'Amigurumi Cat Family',
  comparePrice: null,
  imageUrl: null,
  purchasable: true,
  purchaseOptions: {
    groups: [
      {
        attribute: size,
        values: [small(3), medium(0)],
      },
      {
        attribute: colour,
        values: [
          { id: 202, value: 'Cream', code: 'CRM', qty: 3 },
          { id: 204, value: 'Pink', code: 'PNK', qty: 0 },
        ],
      },
    ],
    combinations: [
      {
        attributeValueIds: [101, 202],
        variantId: 71,
        price: 3100,
        availableStock: 3,
        soldOutMessage: null,
        shortMessage: 'Required Quantity not available for this product variant.',
      },
      {
        attributeValueIds: [102, 204],
        variantId: 72,
        price: 3400,
        availableStock: 0,
        soldOutMessage: 'This variant is out of stock.',
        shortMessage: 'This variant is out of stock.',
      },
    ],
    minPrice: 3100,
    maxPrice: 3400,
  },
};
