import { graphql } from '../../../gql';

/** Where a service's settings stand and their values: what a save answers, and the form's starting point. */
export const ServiceStateFragment = graphql(`
  fragment ServiceState on ServiceSettings {
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
`);

export const ServiceSettingsDocument = graphql(`
  query ServiceSettings {
    serviceSettings {
      ...ServiceState
      label
      fields {
        label
        secret
        required
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
        ...ServiceState
      }
      errors {
        ...FieldErrors
      }
    }
  }
`);

/** A blocked phone number or e-mail as the list shows it (and as adding one answers, into Apollo's cache). */
export const BlocklistRowFragment = graphql(`
  fragment BlocklistRow on BlocklistEntry {
    id
    kind
    value
    note
    createdAt
  }
`);

export const BlocklistDocument = graphql(`
  query Blocklist {
    blocklist {
      ...BlocklistRow
    }
  }
`);

export const AddBlocklistEntryDocument = graphql(`
  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {
    addBlocklistEntry(input: $input) {
      message
      entry {
        ...BlocklistRow
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
