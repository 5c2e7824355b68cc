import { graphql } from '../../../gql';

export const BrandsDocument = graphql(`
  query AdminBrands($search: String) {
    adminBrands(search: $search) {
      id
      name
      status
    }
  }
`);

export const DeleteBrandDocument = graphql(`
  mutation DeleteBrand($id: Int!) {
    deleteBrand(id: $id) {
      ok
      message
    }
  }
`);

/** What saving a brand answers (its form page reads it). */
export const BrandSavedFragment = graphql(`
  fragment BrandSaved on BrandPayload {
    message
    brand {
      id
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateBrandDocument = graphql(`
  mutation CreateBrand($input: BrandInput!) {
    createBrand(input: $input) {
      ...BrandSaved
    }
  }
`);

export const UpdateBrandDocument = graphql(`
  mutation UpdateBrand($id: Int!, $input: BrandInput!) {
    updateBrand(id: $id, input: $input) {
      ...BrandSaved
    }
  }
`);
