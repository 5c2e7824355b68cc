/**
 * Query limits, checked before anything runs: depth, aliases, directives and cost from
 * @escape.tech/graphql-armor (and field suggestions hidden in production); tokens by
 * graphql-js's own parser limit (`parseOptions`). Armor's token plugin re-parses every
 * document in a plugin hook and turns each syntax error, its own limit included, into a
 * 500 on Apollo Server (graphql-armor issues #571, #751).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions, ValidationRule } from 'graphql';

export const QUERY_LIMITS = {
  /** Levels of fields; fragments add none. */
  maxDepth: 12,
  /**
   * Levels counting introspection fields: the standard introspection query (GraphiQL,
   * Apollo Sandbox, codegen) is 15 deep, its TypeRef fragment nesting `ofType` seven times.
   */
  maxIntrospectionDepth: 15,
  maxAliases: 30,
  maxDirectives: 50,
  /**
   * Armor's cost knows no list sizes: 1 a leaf, 2 an object, each level deeper × 1.5.
   * The heaviest client operation (the admin product form) costs about 120, a chain 12
   * levels deep about 430; lists within lists asked for over and over (aliases) cost
   * thousands. (The hand-written rule it replaces multiplied lists by 12 up to 50,000.)
   */
  maxCost: 2000,
  depthCostFactor: 1.5,
  /** Lexer tokens of one document: the client's largest operation has about 120, the introspection query about 190. */
  maxTokens: 1000,
} as const;

export function queryLimits(hideSuggestions: boolean): {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
} {
  const off = { enabled: false };
  const limits = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      depthCostFactor: QUERY_LIMITS.depthCostFactor,
      flattenFragments: true,
    },
    maxTokens: off,
    blockFieldSuggestion: { enabled: hideSuggestions },
  }).protect();
  // Armor has one depth setting per rule: a second rule counts introspection fields too.
  const introspection = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxIntrospectionDepth, flattenFragments: true, ignoreIntrospection: false },
    maxAliases: off,
    maxDirectives: off,
    costLimit: off,
    maxTokens: off,
    blockFieldSuggestion: off,
  }).protect();
  return {
    plugins: limits.plugins,
    validationRules: [...limits.validationRules, ...introspection.validationRules],
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
  };
}
