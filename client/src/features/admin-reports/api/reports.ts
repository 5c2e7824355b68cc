import { graphql } from '../../../gql';

export const SalesReportDocument = graphql(`
  query AdminSalesReport($from: String!, $to: String!) {
    salesReport(from: $from, to: $to) {
      errors {
        ...FieldErrors
      }
      report {
        from
        to
        timeZone
        totals {
          orders
          paidOrders
          revenue
          averageOrderValue
        }
        byDay {
          key
          orders
          revenue
        }
        byProduct {
          key
          label
          orders
          units
          revenue
        }
        byCategory {
          key
          label
          orders
          units
          revenue
        }
        byPaymentMethod {
          key
          label
          orders
          units
          revenue
        }
        byCity {
          key
          label
          orders
          units
          revenue
        }
      }
    }
  }
`);

export const SalesReportCsvDocument = graphql(`
  query AdminSalesReportCsv($from: String!, $to: String!) {
    salesReportCsv(from: $from, to: $to) {
      fileName
      csv
      errors {
        ...FieldErrors
      }
    }
  }
`);
