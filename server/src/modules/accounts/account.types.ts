import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../graphql/common.types';

@ObjectType()
export class User {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() email!: string;
  @Field({ description: 'Whether the e-mail address has been verified.' }) verified!: boolean;
  @Field({ description: 'CUSTOMER or ADMIN' }) role!: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, { nullable: true, description: 'Bearer token for the Authorization header.' }) token?: string | null;
  @Field(() => User, { nullable: true }) user?: User | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class MessagePayload {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class UserPayload {
  @Field(() => User, { nullable: true }) user?: User | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => String, { nullable: true, description: 'After a password change: the new bearer token for this session (every other session has ended).' })
  token?: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class PasswordChangePayload {
  @Field(() => String, { nullable: true, description: 'The new bearer token for this session (every other session has ended).' }) token?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@InputType()
export class RegisterInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() password!: string;
}

@InputType()
export class LoginInput {
  @Field() email!: string;
  @Field() password!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'A new password; leave empty to keep the current one.' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'Required with a new password.' }) currentPassword?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field() currentPassword!: string;
  @Field() password!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() email!: string;
  @Field() token!: string;
  @Field() password!: string;
  @Field() passwordConfirmation!: string;
}
