import { graphql } from '../../../gql';

/** The product list as CSV (the import's format) for the same search and sort. */
export const AdminProductsCsvDocument = graphql(`
  query AdminProductsCsv($search: String, $sort: String, $direction: String) {
    adminProductsCsv(search: $search, sort: $sort, direction: $direction) {
      fileName
      text
      rows
    }
  }
`);

export const ImportProductsCsvDocument = graphql(`
  mutation ImportProductsCsv($file: Upload!, $apply: Boolean!) {
    importProductsCsv(file: $file, apply: $apply) {
      errors {
        ...FieldErrors
      }
      problems {
        row
        column
        message
      }
      applied
      rows
      products
      creates
      updates
      unchanged
    }
  }
`);
