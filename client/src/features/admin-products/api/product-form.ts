import { graphql } from '../../../gql';

export const ProductFormDataDocument = graphql(`
  query ProductFormData($id: Int!, $edit: Boolean!) {
    adminCategories {
      ...CategoryTree
    }
    adminBrands {
      id
      name
    }
    adminAttributes {
      id
      name
      values {
        id
        value
        code
      }
    }
    adminProduct(id: $id) @include(if: $edit) {
      id
      title
      price
      comparePrice
      qty
      sku
      barcode
      status
      isFeatured
      shortDescription
      description
      version
      category {
        id
      }
      brand {
        id
      }
      images {
        id
        image
        isDefault
        thumbnailUrl(width: 300)
      }
      attributeValues {
        id
        qty
        attribute {
          id
        }
      }
      variants {
        id
        sku
        price
        stock
        size
        color
      }
    }
  }
`);

/** What saving a product answers: its message and, when the shop hides it, why; or why not (the product forms read it). */
export const ProductSavedFragment = graphql(`
  fragment ProductSaved on ProductPayload {
    message
    product {
      id
      hiddenReason
    }
    errors {
      ...FieldErrors
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!, $gallery: [Upload!]) {
    createProduct(input: $input, gallery: $gallery) {
      ...ProductSaved
    }
  }
`);

export const UploadImageDocument = graphql(`
  mutation UploadProductImage($productId: Int!, $file: Upload!) {
    uploadProductImage(productId: $productId, file: $file) {
      image {
        id
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductSaved
      currentStock {
        field
        quantity
      }
    }
  }
`);

export const SetDefaultImageDocument = graphql(`
  mutation SetDefaultImage($productId: Int!, $imageId: Int!) {
    setDefaultProductImage(productId: $productId, imageId: $imageId) {
      ok
      message
    }
  }
`);

export const DeleteImageDocument = graphql(`
  mutation DeleteImage($id: Int!) {
    deleteProductImage(id: $id) {
      ok
      message
    }
  }
`);
