import { graphql } from '../../../gql';

export const CheckoutDataDocument = graphql(`
  query CheckoutData {
    me {
      id
      name
      email
    }
    provinces
    checkoutOptions {
      cardEnabled
      cardProvider
      publishableKey
      cardDisabledReason
      paymentMethods {
        code
        label
        instructions
      }
    }
  }
`);

export const CitiesDocument = graphql(`
  query Cities($province: String!) {
    cities(province: $province) {
      name
    }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      message
      order {
        id
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const CreateIntentDocument = graphql(`
  mutation CreatePaymentIntent(
    $cart: [CartLineGqlInput!]!
    $amount: Float
    $key: String
    $province: String
    $city: String
    $discountCode: String
  ) {
    createPaymentIntent(
      cart: $cart
      amount: $amount
      idempotencyKey: $key
      province: $province
      city: $city
      discountCode: $discountCode
    ) {
      clientSecret
      paymentIntentId
      errors {
        ...FieldErrors
      }
    }
  }
`);
