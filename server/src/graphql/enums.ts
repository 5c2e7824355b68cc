import { registerEnumType } from 'type-graphql';

/** A service's values under their GraphQL names: each value upper-cased (`price_asc` is PRICE_ASC). */
export type GraphqlEnum<V extends string> = { readonly [K in V as Uppercase<K>]: K };

/**
 * The GraphQL enum `name` of values a service already lists (its statuses, sorts, filters), each
 * with its description: the values stay written once, in their module, and a value added there
 * without a description here does not compile.
 */
export function graphqlEnum<V extends string>(
  name: string,
  description: string,
  values: Record<V, string>,
): GraphqlEnum<V> {
  const keys = Object.keys(values) as V[];
  const named = Object.fromEntries(keys.map((v) => [v.toUpperCase(), v])) as GraphqlEnum<V>;
  registerEnumType(named, {
    name,
    description,
    valuesConfig: Object.fromEntries(keys.map((v) => [v.toUpperCase(), { description: values[v] }])) as {
      [K in keyof GraphqlEnum<V>]: { description: string };
    },
  });
  return named;
}
