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

/** What a change to a staff member answers: the message to show, or why not. */
export const StaffChangeFragment = graphql(`
  fragment StaffChange on StaffPayload {
    message
    errors {
      ...FieldErrors
    }
  }
`);

export const InviteStaffDocument = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      ...StaffChange
      member {
        id
      }
    }
  }
`);

export const SetStaffDisabledDocument = graphql(`
  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {
    setStaffDisabled(id: $id, disabled: $disabled) {
      ...StaffChange
    }
  }
`);

export const RemoveStaffDocument = graphql(`
  mutation RemoveStaff($id: Int!) {
    removeStaff(id: $id) {
      ...StaffChange
    }
  }
`);

export const ResendStaffInviteDocument = graphql(`
  mutation ResendStaffInvite($id: Int!) {
    resendStaffInvite(id: $id) {
      ...StaffChange
    }
  }
`);

export const AcceptStaffInviteDocument = graphql(`
  mutation AcceptStaffInvite($input: AcceptStaffInviteInput!) {
    acceptStaffInvite(input: $input) {
      ...StaffChange
    }
  }
`);

export const ActivityDocument = graphql(`
  query Activity($after: String, $actorId: Int, $kind: String) {
    activity(after: $after, perPage: 25, actorId: $actorId, kind: $kind) {
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
          text
        }
      }
      nextCursor
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
