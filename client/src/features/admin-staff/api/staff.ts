import { graphql } from '../../../gql';

export const StaffMembersDocument = graphql(`
  query StaffMembers {
    staffMembers {
      id
      name
      email
      role
      disabledAt
      invitePending
    }
  }
`);

export const InviteStaffDocument = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      message
      member {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const SetStaffDisabledDocument = graphql(`
  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {
    setStaffDisabled(id: $id, disabled: $disabled) {
      message
      errors {
        field
        message
      }
    }
  }
`);

export const RemoveStaffDocument = graphql(`
  mutation RemoveStaff($id: Int!) {
    removeStaff(id: $id) {
      message
      errors {
        field
        message
      }
    }
  }
`);

export const ResendStaffInviteDocument = graphql(`
  mutation ResendStaffInvite($id: Int!) {
    resendStaffInvite(id: $id) {
      message
      errors {
        field
        message
      }
    }
  }
`);

export const AcceptStaffInviteDocument = graphql(`
  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {
    acceptStaffInvite(input: $input) {
      message
      errors {
        field
        message
      }
    }
  }
`);

export const ActivityDocument = graphql(`
  query Activity($page: Int!, $actorId: Int, $kind: String) {
    activity(page: $page, perPage: 25, actorId: $actorId, kind: $kind) {
      items {
        id
        at
        actorName
        actorRole
        kindLabel
        action
        subjectId
        subjectLabel
        changes {
          field
          label
          before
          after
        }
      }
      meta {
        currentPage
        lastPage
        perPage
        total
      }
    }
    activityActors {
      id
      name
    }
    activityKinds {
      kind
      label
    }
  }
`);
