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
  }
`);

export const AdminDiscountCodesDocument = graphql(`
  query AdminDiscountCodes($search: String) {
    adminDiscountCodes(search: $search) {
      ...DiscountCodeFields
    }
  }
`);

export const CreateDiscountCodeDocument = graphql(`
  mutation CreateDiscountCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      message
      discountCode {
        ...DiscountCodeFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateDiscountCodeDocument = graphql(`
  mutation UpdateDiscountCode($id: Int!, $input: DiscountCodeInput!) {
    updateDiscountCode(id: $id, input: $input) {
      message
      discountCode {
        ...DiscountCodeFields
      }
      errors {
        field
        message
      }
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

/** The categories (as a tree, flattened by the form) and the products a code may be limited to. */
export const DiscountTargetsDocument = graphql(`
  query DiscountTargets {
    adminCategories {
      id
      name
      children {
        id
        name
        children {
          id
          name
        }
      }
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
