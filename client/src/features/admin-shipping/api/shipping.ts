import { graphql } from '../../../gql';

/** The default rate and the free-shipping threshold, as their form shows them. */
export const ShippingDefaultsFragment = graphql(`
  fragment ShippingDefaults on ShippingSettings {
    defaultRate
    freeShippingThreshold
  }
`);

/** A province's or city's rate, as the table shows it. */
export const ShippingRateRowFragment = graphql(`
  fragment ShippingRateRow on ShippingRate {
    id
    province
    city
    rate
  }
`);

export const ShippingSettingsDocument = graphql(`
  query ShippingSettings {
    shippingSettings {
      ...ShippingDefaults
    }
    provinces
  }
`);

export const UpdateShippingSettingsDocument = graphql(`
  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {
    updateShippingSettings(input: $input) {
      message
      settings {
        ...ShippingDefaults
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const ShippingRatesDocument = graphql(`
  query ShippingRates($search: String) {
    shippingRates(search: $search) {
      ...ShippingRateRow
    }
  }
`);

export const SaveShippingRateDocument = graphql(`
  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {
    saveShippingRate(id: $id, input: $input) {
      message
      rate {
        ...ShippingRateRow
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const DeleteShippingRateDocument = graphql(`
  mutation DeleteShippingRate($id: Int!) {
    deleteShippingRate(id: $id) {
      ok
      message
    }
  }
`);

export const ShippingCitiesDocument = graphql(`
  query ShippingCities($province: String!) {
    cities(province: $province) {
      name
    }
  }
`);
