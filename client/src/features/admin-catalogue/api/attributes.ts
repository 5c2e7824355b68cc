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

export const CreateAttributeDocument = graphql(`
  mutation CreateAttribute($input: AttributeInput!) {
    createAttribute(input: $input) {
      message
      attribute {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateAttributeDocument = graphql(`
  mutation UpdateAttribute($id: Int!, $input: AttributeInput!) {
    updateAttribute(id: $id, input: $input) {
      message
      attribute {
        id
      }
      errors {
        field
        message
      }
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
