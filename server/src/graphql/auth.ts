import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLError,
  GraphQLNonNull,
  GraphQLSchema,
  DirectiveLocation,
} from 'graphql';
import { AuthChecker, Authorized, Directive } from 'type-graphql';
import type { Role } from '../modules/accounts';
import type { GraphQLContext } from './context';

/** The Role enum used by the @auth directive (declared once, here). */
export const RoleEnum = new GraphQLEnumType({
  name: 'Role',
  description:
    'Who a signed-in caller is: a customer of the storefront or an admin of the back office (each signs in separately).',
  values: {
    CUSTOMER: { value: 'CUSTOMER', description: 'A customer account (`login` or `register`).' },
    ADMIN: { value: 'ADMIN', description: 'A back-office admin (`adminLogin`).' },
  },
});

/** `@auth(requires: ADMIN)`: visible in schema.graphql; enforced by `authChecker`. */
export const authDirective = new GraphQLDirective({
  name: 'auth',
  description: 'Only callers signed in with this role may use the field.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: {
    requires: { type: new GraphQLNonNull(RoleEnum), description: 'The role the bearer token must carry.' },
  },
});

/** Marks a query, mutation or field as needing a role: directive + type-graphql guard. */
export function Auth(role: Role): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(role)(target, key, descriptor as never);
    Directive(`@auth(requires: ${role})`)(target, key, descriptor as never);
  };
}

/**
 * Ends the description of every field carrying `@auth` with "Requires role: ROLE.", read from
 * the directive itself so the documentation cannot drift from the guard.
 */
export function describeRequiredRoles(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const role = getDirective(schema, field, authDirective.name)?.[0]?.requires as Role | undefined;
      return role
        ? { ...field, description: [field.description, `Requires role: ${role}.`].filter(Boolean).join(' ') }
        : field;
    },
  });
}

export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  const user = context.user;
  if (!user) {
    throw new GraphQLError('You must be signed in.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } },
    });
  }
  if (roles.length && !roles.includes(user.role)) {
    throw new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
  }
  return true;
};
