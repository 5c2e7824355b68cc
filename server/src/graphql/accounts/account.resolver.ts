import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { confirmed, withFieldErrors } from '../payload';
import { UnauthenticatedError } from '../../shared/errors';
import { parseInput } from '../../shared/parse';
import * as inputs from '../../shared/inputs/accounts';
import {
  AuthPayload,
  ChangePasswordInput,
  LoginInput,
  MessagePayload,
  PasswordChangePayload,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  User,
  UserPayload,
} from './account.types';
import { MESSAGES, type Role } from '../../modules/accounts';

@Resolver(() => User)
export class AccountResolver {
  @Mutation(() => AuthPayload, {
    description: 'Create a customer account (a verification mail is sent) and sign it in.',
  })
  register(
    @Arg('input', { description: 'Name, e-mail and password of the new account.' }) input: RegisterInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(() =>
      ctx.services.accounts.register(parseInput(inputs.registerInput, input), ctx),
    );
  }

  @Mutation(() => AuthPayload, {
    description:
      'Customer sign-in: a wrong e-mail or password gives the error code INVALID_CREDENTIALS; repeated failures are slowed down, then refused for a while.',
  })
  login(
    @Arg('input', { description: "The customer's e-mail and password." }) input: LoginInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return signIn(ctx, input, 'CUSTOMER');
  }

  @Mutation(() => AuthPayload, {
    description: 'Admin sign-in (separate token; a customer account is refused with INVALID_CREDENTIALS).',
  })
  adminLogin(
    @Arg('input', { description: "The admin's e-mail and password." }) input: LoginInput,
    @Ctx() ctx: GraphQLContext,
  ) {
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
  @Mutation(() => UserPayload, {
    description:
      'Change name and, optionally, password (e-mail is read-only). A new password needs currentPassword, ends every other session and returns a fresh token.',
  })
  updateProfile(
    @Arg('input', { description: 'The profile form.' }) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => {
      const { user, token } = await ctx.services.accounts.updateProfile(
        ctx.user!.id,
        parseInput(inputs.updateProfileInput, input),
      );
      return { user, token, message: MESSAGES.profileUpdated };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => PasswordChangePayload, {
    description: "The signed-in admin's new password: ends every other session and returns a fresh token.",
  })
  adminChangePassword(
    @Arg('input', { description: 'The current and the new password.' }) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(() =>
      ctx.services.accounts.changePassword(ctx.user!.id, parseInput(inputs.changePasswordInput, input)),
    );
  }

  @Authorized()
  @Mutation(() => MessagePayload, {
    description:
      'Sign-out: the presented token stops working at once. Requires a signed-in caller of either role (customer or admin).',
  })
  logout(@Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({ message: await ctx.services.accounts.logout(ctx.user!) }));
  }

  @Auth('CUSTOMER')
  @Mutation(() => MessagePayload, { description: 'Send a new e-mail verification link.' })
  resendVerificationEmail(@Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => ({
      message: await ctx.services.accounts.resendVerification(ctx.user!.id),
    }));
  }

  @Mutation(() => MessagePayload, { description: 'Confirm an e-mail address with the link from the mail.' })
  verifyEmail(
    @Arg('email', { description: 'The e-mail address in the link.' }) email: string,
    @Arg('token', { description: 'The token in the link (64 hex digits; valid 24 hours, once).' })
    token: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return confirmed('Your email address has been verified.', () =>
      ctx.services.accounts.verifyEmail(email, token),
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'Mail a password reset link (same reply for unknown e-mails).',
  })
  forgotPassword(
    @Arg('email', {
      description: 'The account e-mail address; the link in the mail works once, within 60 minutes.',
    })
    email: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      message: await ctx.services.accounts.forgotPassword(
        parseInput(inputs.forgotPasswordInput, { email }),
        ctx,
      ),
    }));
  }

  @Mutation(() => MessagePayload, { description: 'Set a new password with the token from the reset mail.' })
  resetPassword(
    @Arg('input', { description: 'E-mail, token from the mail and the new password twice.' })
    input: ResetPasswordInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      message: await ctx.services.accounts.resetPassword(parseInput(inputs.resetPasswordInput, input), ctx),
    }));
  }
}

async function signIn(ctx: GraphQLContext, input: LoginInput, role: Role) {
  try {
    return await withFieldErrors(async () => {
      const signedIn = await ctx.services.signIn.login(parseInput(inputs.loginInput, input), role, {
        ip: ctx.ip,
        deviceToken: ctx.cookies.read(role),
      });
      ctx.cookies.write(role, signedIn.deviceToken);
      return signedIn;
    });
  } catch (err) {
    if (err instanceof UnauthenticatedError)
      return { errors: [{ field: 'email', message: err.message, code: 'INVALID_CREDENTIALS' }] };
    throw err;
  }
}
