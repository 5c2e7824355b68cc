import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { UnauthenticatedError } from '../../shared/errors';
import { AuthPayload, LoginInput, MessagePayload, RegisterInput, ResetPasswordInput, UpdateProfileInput, User, UserPayload } from './account.types';
import { MESSAGES } from './account.service';
import type { Role } from './user.entity';

@Resolver(() => User)
export class AccountResolver {
  @Mutation(() => AuthPayload, { description: 'Create a customer account (a verification mail is sent).' })
  register(@Arg('input') input: RegisterInput, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(() => ctx.services.accounts.register(input, ctx));
  }

  @Mutation(() => AuthPayload, { description: 'Customer sign-in.' })
  login(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return signIn(ctx, input, 'CUSTOMER');
  }

  @Mutation(() => AuthPayload, { description: 'Admin sign-in (separate token).' })
  adminLogin(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return signIn(ctx, input, 'ADMIN');
  }

  @Auth('CUSTOMER')
  @Query(() => User, { description: 'The signed-in customer.' })
  me(@Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.profile(ctx.user!.id);
  }

  @Auth('ADMIN')
  @Query(() => User, { description: 'The signed-in admin.' })
  adminMe(@Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.profile(ctx.user!.id);
  }

  @Auth('CUSTOMER')
  @Mutation(() => UserPayload, { description: 'Change name and, optionally, password (e-mail is read-only).' })
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({ user: await ctx.services.accounts.updateProfile(ctx.user!.id, input), message: MESSAGES.profileUpdated }));
  }

  @Auth('CUSTOMER')
  @Mutation(() => MessagePayload, { description: 'Send a new e-mail verification link.' })
  resendVerificationEmail(@Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({ message: await ctx.services.accounts.resendVerification(ctx.user!.id) }));
  }

  @Mutation(() => MessagePayload, { description: 'Confirm an e-mail address with the link from the mail.' })
  verifyEmail(@Arg('email') email: string, @Arg('token') token: string, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => {
      await ctx.services.accounts.verifyEmail(email, token);
      return { message: 'Your email address has been verified.' };
    });
  }

  @Mutation(() => MessagePayload, { description: 'Mail a password reset link (same reply for unknown e-mails).' })
  forgotPassword(@Arg('email') email: string, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({ message: await ctx.services.accounts.forgotPassword({ email }, ctx) }));
  }

  @Mutation(() => MessagePayload, { description: 'Set a new password with the token from the reset mail.' })
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({
      message: await ctx.services.accounts.resetPassword({ ...input, password_confirmation: input.passwordConfirmation }, ctx),
    }));
  }
}

async function signIn(ctx: GraphQLContext, input: LoginInput, role: Role) {
  try {
    return await withFieldErrors(() => ctx.services.accounts.login(input, role, ctx));
  } catch (err) {
    if (err instanceof UnauthenticatedError) return { errors: [{ field: 'email', message: err.message, code: 'INVALID_CREDENTIALS' }] };
    throw err;
  }
}
