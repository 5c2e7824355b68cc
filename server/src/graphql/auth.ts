import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLError,
  GraphQLNonNull,
  GraphQLSchema,
  DirectiveLocation,
  Kind,
  type FieldDefinitionNode,
} from 'graphql';
import { AuthChecker, Authorized, Directive } from 'type-graphql';
import type { Role } from '../modules/accounts';
import { mayUseField, STAFF_GRAPHQL_FIELDS } from '../modules/access';
import type { GraphQLContext } from './context';

/** The Role enum used by the @auth directive (declared once, here). */
export const RoleEnum = new GraphQLEnumType({
  name: 'Role',
  description:
    'Who a signed-in caller is: a customer of the storefront or a back-office account (each signs in separately).',
  values: {
    CUSTOMER: { value: 'CUSTOMER', description: 'A customer account (`login` or `register`).' },
    ADMIN: {
      value: 'ADMIN',
      description:
        "The shop's owner: a back-office account (`adminLogin`) with the OWNER role. Staff are refused.",
    },
    STAFF: {
      value: 'STAFF',
      description: 'Any back-office account (`adminLogin`): the owner or a staff member.',
    },
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
 * Marks the back-office fields open to staff (modules/access/staff-access.ts) `@auth(requires: STAFF)`
 * and ends the description of every field carrying `@auth` with "Requires role: ROLE.", read from
 * the directive itself so the documentation cannot drift from the guard.
 */
export function describeRequiredRoles(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const role = getDirective(schema, field, authDirective.name)?.[0]?.requires as Role | undefined;
      if (!role) return field;
      const staff = role === 'ADMIN' && STAFF_GRAPHQL_FIELDS.has(`${typeName}.${fieldName}`);
      const shown = staff ? 'STAFF' : role;
      return {
        ...field,
        description: [field.description, `Requires role: ${shown}.`].filter(Boolean).join(' '),
        astNode: staff && field.astNode ? staffDirective(field.astNode) : field.astNode,
      };
    },
  });
}

/** A field definition whose `@auth(requires: ADMIN)` reads `@auth(requires: STAFF)`. */
function staffDirective(node: FieldDefinitionNode): FieldDefinitionNode {
  return {
    ...node,
    directives: node.directives?.map((d) =>
      d.name.value !== authDirective.name
        ? d
        : {
            ...d,
            arguments: d.arguments?.map((a) =>
              a.name.value === 'requires' ? { ...a, value: { kind: Kind.ENUM, value: 'STAFF' } } : a,
            ),
          },
    ),
  };
}

export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  const user = context.user;
  if (!user) {
    throw new GraphQLError('You must be signed in.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } },
    });
  }
  const forbidden = () =>
    new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
  if (roles.length && !roles.includes(user.role)) throw forbidden();
  // A back-office field is the owner's unless staff-access.ts opens it to staff.
  if (roles.includes('ADMIN') && !mayUseField(user.adminRole, info.parentType.name, info.fieldName))
    throw forbidden();
  return true;
};
