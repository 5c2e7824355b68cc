import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({ description: 'A signed-in account: a customer or an admin.' })
export class User {
  @Field(() => Int, { description: 'The account id.' }) id!: number;
  @Field({ description: 'Display name (at most 120 characters).' }) name!: string;
  @Field({ description: 'Sign-in e-mail address, lower case; it cannot be changed.' }) email!: string;
  @Field({ description: 'Whether the e-mail address has been verified.' }) verified!: boolean;
  @Field({ description: 'CUSTOMER or ADMIN' }) role!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "A back-office account's role: OWNER (everything) or STAFF (orders, receipts, packing slips, shipping); null for a customer.",
  })
  adminRole?: string | null;
}

@ObjectType({ description: 'The answer to a sign-in or registration: a token and the account, or errors.' })
export class AuthPayload extends Payload(
  'Why nothing happened (empty on success).',
  'Registration only: what to tell the new customer (null on sign-in and when there are errors).',
) {
  @Field(() => String, {
    nullable: true,
    description:
      'Bearer token for the Authorization header (valid 7 days, until `logout` or a password change).',
  })
  token?: string | null;
  @Field(() => User, { nullable: true, description: 'The signed-in account; null when there are errors.' })
  user?: User | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Sign-in only: this device's token for the account, to send back as LoginInput.deviceToken next time (browsers also get it as an HttpOnly cookie).",
  })
  deviceToken?: string | null;
}

@ObjectType({ description: 'The answer to a mutation that only confirms: a message to show, or errors.' })
export class MessagePayload extends Payload(
  'Why nothing happened (empty on success).',
  'The confirmation to show the user; null when there are errors.',
) {}

@ObjectType({ description: 'The answer to a profile change: the updated account, or errors.' })
export class UserPayload extends Payload(
  'Why nothing was saved (empty on success).',
  'The confirmation to show the user; null when there are errors.',
) {
  @Field(() => User, { nullable: true, description: 'The account as saved; null when there are errors.' })
  user?: User | null;
  @Field(() => String, {
    nullable: true,
    description:
      'After a password change: the new bearer token for this session (every other session has ended).',
  })
  token?: string | null;
}

@ObjectType({ description: "The answer to an admin's password change: a fresh token, or errors." })
export class PasswordChangePayload extends Payload(
  'Why nothing was saved (empty on success).',
  'The confirmation to show the admin; null when there are errors.',
) {
  @Field(() => String, {
    nullable: true,
    description: 'The new bearer token for this session (every other session has ended).',
  })
  token?: string | null;
}

@InputType({ description: 'A new customer account.' })
export class RegisterInput {
  @Field({ description: 'Display name, at most 120 characters.' }) name!: string;
  @Field({ description: 'E-mail address (kept lower case); must not belong to another account.' })
  email!: string;
  @Field({ description: '6 to 200 characters, not a commonly used password.' }) password!: string;
}

@InputType({ description: 'E-mail and password of an account.' })
export class LoginInput {
  @Field({
    description:
      'The account e-mail address (any case; taken in its normal form, NFKC, so fullwidth or decomposed letters are the same address).',
  })
  email!: string;
  @Field({ description: 'The account password.' }) password!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The deviceToken an earlier sign-in on this device answered (apps; browsers send it as a cookie by themselves): with it, this device's sign-ins are limited on their own, never refused because of failures elsewhere.",
  })
  deviceToken?: string | null;
}

@InputType({ description: "The signed-in customer's profile form." })
export class UpdateProfileInput {
  @Field({ description: 'Display name, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'A new password (6 to 200 characters, not a common one); leave empty to keep the current one.',
  })
  password?: string | null;
  @Field(() => String, { nullable: true, description: 'Required with a new password.' }) currentPassword?:
    string | null;
}

@InputType({ description: "The signed-in admin's change-password form." })
export class ChangePasswordInput {
  @Field({ description: 'The password in use now.' }) currentPassword!: string;
  @Field({ description: 'The new password: 6 to 200 characters, not a commonly used password.' })
  password!: string;
}

@InputType({ description: 'The reset-password form opened from the reset mail.' })
export class ResetPasswordInput {
  @Field({ description: 'The account e-mail address (from the link).' }) email!: string;
  @Field({ description: 'The token from the link in the mail; it works once, within 60 minutes.' })
  token!: string;
  @Field({ description: 'The new password: 6 to 200 characters, not a commonly used password.' })
  password!: string;
  @Field({ description: 'The new password again; must equal `password`.' }) passwordConfirmation!: string;
}
