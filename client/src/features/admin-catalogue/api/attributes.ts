import { graphql } from '../../../gql';

export const AttributesDocument = graphql(`
  query AdminAttributes($search: String) {
    adminAttributes(search: $search) {
      id
      name
      values {
        id
        value
        code
      }
    }
  }
`);

/** What saving an attribute answers (its form reads it). */
export const AttributeSavedFragment = graphql(`
  fragment AttributeSaved on AttributePayload {
    message
    attribute {
      id
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateAttributeDocument = graphql(`
  mutation CreateAttribute($input: AttributeInput!) {
    createAttribute(input: $input) {
      ...AttributeSaved
    }
  }
`);

export const UpdateAttributeDocument = graphql(`
  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {
    updateAttribute(id: $id, input: $input) {
      ...AttributeSaved
    }
  }
`);

export const DeleteAttributeDocument = graphql(`
  mutation DeleteAttribute($id: Int!) {
    deleteAttribute(id: $id) {
      ok
      message
    }
  }
`);
