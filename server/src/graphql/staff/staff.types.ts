import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({ description: 'A back-office account as the owner manages it.' })
export class StaffMember {
  @Field(() => Int, { description: 'The account id.' }) id!: number;
  @Field({ description: 'Display name.' }) name!: string;
  @Field({ description: 'Sign-in e-mail address.' }) email!: string;
  @Field({ description: 'OWNER (everything) or STAFF (orders, receipts, packing slips, shipping).' })
  role!: string;
  @Field(() => Date, {
    nullable: true,
    description: 'When the account was disabled (it cannot sign in; its sessions ended); null when active.',
  })
  disabledAt!: Date | null;
  @Field({ description: 'Invited and has not set a password yet.' }) invitePending!: boolean;
  @Field({ description: 'When the account was created (invited).' }) createdAt!: Date;
}

@InputType({ description: 'Whom to invite to the back office as staff.' })
export class InviteStaffInput {
  @Field({ description: 'Their name (at most 120 characters).' }) name!: string;
  @Field({ description: 'Their e-mail address: the set-password link goes there.' }) email!: string;
}

@InputType({ description: 'The set-password form of an invitation link.' })
export class AcceptStaffInviteInput {
  @Field({ description: 'The token from the link.' }) token!: string;
  @Field({ description: 'The new password (at least 8 characters).' }) password!: string;
  @Field({ description: 'The new password again.' }) passwordConfirmation!: string;
}

@ObjectType({ description: 'The answer to a change of staff: the account, a message, or errors.' })
export class StaffPayload extends Payload(
  'Why nothing happened (empty on success).',
  'What happened, to show to the owner.',
) {
  @Field(() => StaffMember, { nullable: true, description: 'The account as it is now.' })
  member?: StaffMember | null;
}
