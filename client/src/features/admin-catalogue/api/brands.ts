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

export const CreateBrandDocument = graphql(`
  mutation CreateBrand($input: BrandInput!) {
    createBrand(input: $input) {
      message
      brand {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateBrandDocument = graphql(`
  mutation UpdateBrand($id: Int!, $input: BrandInput!) {
    updateBrand(id: $id, input: $input) {
      message
      brand {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);
