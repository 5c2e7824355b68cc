import { graphql } from '../../../gql';

export const ServiceSettingsDocument = graphql(`
  query ServiceSettings {
    serviceSettings {
      service
      label
      configured
      missing
      version
      fields {
        name
        label
        secret
        required
        value
        set
        default
        choices
        help
      }
    }
  }
`);

export const UpdateServiceSettingsDocument = graphql(`
  mutation UpdateServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {
    updateServiceSettings(service: $service, values: $values, version: $version) {
      message
      settings {
        service
        version
      }
      errors {
        field
        message
        code
      }
    }
  }
`);
