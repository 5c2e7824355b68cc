import { graphql } from '../../../gql';

export const DiscountCodeFieldsFragment = graphql(`
  fragment DiscountCodeFields on DiscountCode {
    id
    code
    kind
    value
    minOrder
    startsAt
    endsAt
    maxUses
    maxUsesPerCustomer
    usedCount
    categoryIds
    productIds
    active
    status
  }
`);

export const AdminDiscountCodesDocument = graphql(`
  query AdminDiscountCodes($search: String) {
    adminDiscountCodes(search: $search) {
      ...DiscountCodeFields
    }
  }
`);

/** What saving a discount code answers: the code as the table shows it. */
export const DiscountCodeSavedFragment = graphql(`
  fragment DiscountCodeSaved on DiscountCodePayload {
    message
    discountCode {
      ...DiscountCodeFields
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateDiscountCodeDocument = graphql(`
  mutation CreateDiscountCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      ...DiscountCodeSaved
    }
  }
`);

export const UpdateDiscountCodeDocument = graphql(`
  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {
    updateDiscountCode(id: $id, input: $input) {
      ...DiscountCodeSaved
    }
  }
`);

export const DeleteDiscountCodeDocument = graphql(`
  mutation DeleteDiscountCode($id: Int!) {
    deleteDiscountCode(id: $id) {
      ok
      message
    }
  }
`);

export const DiscountProductSearchDocument = graphql(`
  query DiscountProductSearch($search: String) {
    adminProducts(search: $search, page: 1, perPage: 8) {
      items {
        id
        title
      }
    }
  }
`);
