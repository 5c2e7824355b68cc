import { graphql } from '../../../gql';

export const CategoriesDocument = graphql(`
  query AdminCategories($search: String) {
    adminCategories(search: $search) {
      id
      name
      status
      parentId
      children {
        id
        name
        status
        parentId
        children {
          id
          name
          status
          parentId
        }
      }
    }
  }
`);

export const DeleteCategoryDocument = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      ok
      message
    }
  }
`);

export const CreateCategoryDocument = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      message
      category {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      message
      category {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);
