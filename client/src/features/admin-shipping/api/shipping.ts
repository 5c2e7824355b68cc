import { graphql } from '../../../gql';

export const ShippingSettingsDocument = graphql(`
  query ShippingSettings {
    shippingSettings {
      defaultRate
      freeShippingThreshold
    }
    provinces
  }
`);

export const UpdateShippingSettingsDocument = graphql(`
  mutation UpdateShippingSettings($input: ShippingSettingsInput!) {
    updateShippingSettings(input: $input) {
      message
      settings {
        defaultRate
        freeShippingThreshold
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
      id
      province
      city
      rate
    }
  }
`);

export const SaveShippingRateDocument = graphql(`
  mutation SaveShippingRate($id: Int, $input: ShippingRateInput!) {
    saveShippingRate(id: $id, input: $input) {
      message
      rate {
        id
        province
        city
        rate
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
