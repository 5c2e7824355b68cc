import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { confirmed, savedAs, withFieldErrors } from '../payload';
import { parseInput } from '../../shared/parse';
import { acceptStaffInviteInput, inviteStaffInput } from '../../shared/inputs/staff';
import { STAFF_MESSAGES } from '../../modules/staff';
import { AcceptStaffInviteInput, InviteStaffInput, StaffMember, StaffPayload } from './staff.types';

@Resolver(() => StaffMember)
export class StaffResolver {
  @Auth('ADMIN')
  @Query(() => [StaffMember], { description: 'Every back-office account: the owners, then the staff.' })
  staffMembers(@Ctx() ctx: GraphQLContext) {
    return ctx.services.staff.list();
  }

  @Auth('ADMIN')
  @Mutation(() => StaffPayload, {
    description: 'Invite someone as staff: their account is created and a set-password link mailed to them.',
  })
  inviteStaff(
    @Arg('input', { description: 'Their name and e-mail address.' }) input: InviteStaffInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('member', STAFF_MESSAGES.invited, () =>
      ctx.services.staff.invite(parseInput(inviteStaffInput, input)),
    );
  }

  @Auth('ADMIN')
  @Mutation(() => StaffPayload, {
    description:
      'Mail a staff member who has not set a password yet a new link (earlier links stop working).',
  })
  resendStaffInvite(
    @Arg('id', () => Int, { description: 'The staff account.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return confirmed(STAFF_MESSAGES.invited, () => ctx.services.staff.resendInvite(id));
  }

  @Auth('ADMIN')
  @Mutation(() => StaffPayload, {
    description: 'Disable (its sessions end at once) or enable again a staff account.',
  })
  setStaffDisabled(
    @Arg('id', () => Int, { description: 'The staff account.' }) id: number,
    @Arg('disabled', { description: 'true to disable, false to enable.' }) disabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    const message = disabled ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.enabled;
    return savedAs('member', message, () => ctx.services.staff.setDisabled(id, disabled));
  }

  @Auth('ADMIN')
  @Mutation(() => StaffPayload, {
    description: 'Remove a staff account (its activity stays in the log under its name).',
  })
  removeStaff(
    @Arg('id', () => Int, { description: 'The staff account.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return confirmed(STAFF_MESSAGES.removed, () => ctx.services.staff.remove(id));
  }

  @Mutation(() => StaffPayload, {
    description:
      'Set the password of an invitation link (public: the link is the proof). Each link works once.',
  })
  acceptStaffInvite(
    @Arg('input', { description: 'The token and the new password twice.' }) input: AcceptStaffInviteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      message: await ctx.services.staff.acceptInvite(parseInput(acceptStaffInviteInput, input)),
    }));
  }
}
