import { graphql } from '../../../gql';

export const ReconciliationDocument = graphql(`
  query AdminReconciliation($from: String!, $to: String!, $days: Int!) {
    reconciliation(from: $from, to: $to, unsettledAfterDays: $days) {
      errors {
        ...FieldErrors
      }
      report {
        unsettledAfterDays
        lines {
          source
          label
          kind
          orders
          paid
          settledOrders
          settled
          fees
          net
          unsettledOrders
          unsettled
          differences {
            kind
            orderId
            references
            paid
            settled
            fee
            settledOn
          }
        }
      }
    }
  }
`);

export const ImportSettlementStatementDocument = graphql(`
  mutation ImportSettlementStatement($source: String!, $file: Upload!) {
    importSettlementStatement(source: $source, file: $file) {
      errors {
        ...FieldErrors
      }
      rows
      added
      alreadyImported
      unmatched
    }
  }
`);
