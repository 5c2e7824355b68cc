import { graphql } from '../../../gql';

export const ServiceSettingsDocument = graphql(`
  query ServiceSettings {
    serviceSettings {
      service
      label
      configured
      missing
      version
      updatedAt
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

export const SaveServiceSettingsDocument = graphql(`
  mutation SaveServiceSettings($service: String!, $values: [SettingValueInput!]!, $version: Int) {
    saveServiceSettings(service: $service, values: $values, version: $version) {
      message
      settings {
        service
        configured
        missing
        version
        updatedAt
        fields {
          name
          value
          set
        }
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const BlocklistDocument = graphql(`
  query Blocklist {
    blocklist {
      id
      kind
      value
      note
      createdAt
    }
  }
`);

export const AddBlocklistEntryDocument = graphql(`
  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {
    addBlocklistEntry(input: $input) {
      message
      entry {
        id
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

export const RemoveBlocklistEntryDocument = graphql(`
  mutation RemoveBlocklistEntry($id: Int!) {
    removeBlocklistEntry(id: $id) {
      ok
      message
    }
  }
`);
