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

/** What saving a category answers (its form page reads it). */
export const CategorySavedFragment = graphql(`
  fragment CategorySaved on CategoryPayload {
    message
    category {
      id
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateCategoryDocument = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...CategorySaved
    }
  }
`);

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...CategorySaved
    }
  }
`);
