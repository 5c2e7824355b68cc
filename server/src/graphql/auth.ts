import { GraphQLDirective, GraphQLEnumType, GraphQLError, GraphQLNonNull, DirectiveLocation } from 'graphql';
import { AuthChecker, Authorized, Directive } from 'type-graphql';
import type { Role } from '../modules/accounts/user.entity';
import type { GraphQLContext } from './context';

/** The Role enum used by the @auth directive (declared once, here). */
export const RoleEnum = new GraphQLEnumType({
  name: 'Role',
  values: { CUSTOMER: { value: 'CUSTOMER' }, ADMIN: { value: 'ADMIN' } },
});

/** `@auth(requires: ADMIN)`: visible in schema.graphql; enforced by `authChecker`. */
export const authDirective = new GraphQLDirective({
  name: 'auth',
  description: 'Only callers signed in with this role may use the field.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { requires: { type: new GraphQLNonNull(RoleEnum) } },
});

/** Marks a query, mutation or field as needing a role: directive + type-graphql guard. */
export function Auth(role: Role): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(role)(target, key, descriptor as never);
    Directive(`@auth(requires: ${role})`)(target, key, descriptor as never);
  };
}

export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  const user = context.user;
  if (!user) {
    throw new GraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
  }
  if (roles.length && !roles.includes(user.role)) {
    throw new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
  }
  return true;
};
