import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt } from 'graphql';
import { Directive } from 'type-graphql';

export const CacheControlScope = new GraphQLEnumType({
  name: 'CacheControlScope',
  description: 'Who may share a cached answer (Apollo Server cache hints).',
  values: {
    PUBLIC: { value: 'PUBLIC', description: 'The same for every viewer: the answer may be kept and shared.' },
    PRIVATE: { value: 'PRIVATE', description: "One viewer's data: never shared with another viewer." },
  },
});

/** Apollo Server's cache hints (`@cacheControl`), read by its cache-control plugin into each answer's policy. */
export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description:
    "Whether an answer that includes this field or type may be kept and shared (scope PUBLIC) or is one viewer's (PRIVATE).",
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.INTERFACE,
    DirectiveLocation.UNION,
  ],
  args: {
    maxAge: {
      type: GraphQLInt,
      description:
        'Seconds the answer may be considered fresh; 0 (the default for root fields) means it is never kept.',
    },
    scope: {
      type: CacheControlScope,
      description: 'PUBLIC (shared) or PRIVATE (one viewer); PUBLIC unless a field says otherwise.',
    },
    inheritMaxAge: {
      type: GraphQLBoolean,
      description: 'Take the max age of the field this one is reached through instead of 0.',
    },
  },
});

/**
 * A root query whose answer is public catalogue data, the same for every viewer: with
 * only such fields (and no PRIVATE field below them) an answer is kept in the catalogue
 * cache and shared. Kept until a change evicts it; the max age only marks it cacheable
 * (no HTTP max-age is sent: GraphQL answers go out `no-cache` or `no-store`). Every other
 * root field has max age 0, so an answer that includes one is never kept.
 */
export function PublicCatalogue(): MethodDecorator {
  return Directive('@cacheControl(maxAge: 60, scope: PUBLIC)') as MethodDecorator;
}

/** A type whose fields take the policy of the field they are reached through (public under a catalogue query). */
export function InheritsCachePolicy(): ClassDecorator {
  return Directive('@cacheControl(inheritMaxAge: true)') as ClassDecorator;
}
