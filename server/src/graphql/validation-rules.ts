/**
 * Query limits: depth, aliases, directives and a simple cost (fields × list multipliers),
 * checked before execution so hostile queries never reach a resolver.
 */
import {
  ASTVisitor, FragmentDefinitionNode, getNamedType, getNullableType, GraphQLError, GraphQLNamedType, isListType,
  isObjectType, isInterfaceType, Kind, OperationDefinitionNode, SelectionSetNode, ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 30, maxDirectives: 50, maxCost: 50_000 };

/** Fields that return lists are assumed this long when estimating cost. */
const LIST_FACTOR = 12;

function limitError(message: string, code = 'QUERY_TOO_COMPLEX') {
  return new GraphQLError(message, { extensions: { code } });
}

export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }

    let aliases = 0;
    let directives = 0;

    const schema = context.getSchema();
    const fieldInfo = (parent: GraphQLNamedType | undefined, name: string) => {
      if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return { type: undefined, list: false };
      const field = parent.getFields()[name];
      if (!field) return { type: undefined, list: false };
      return { type: getNamedType(field.type), list: isListType(getNullableType(field.type)) };
    };

    const measure = (
      set: SelectionSetNode | undefined,
      parent: GraphQLNamedType | undefined,
      depth: number,
      seen: Set<string>,
    ): { depth: number; cost: number } => {
      if (!set) return { depth, cost: 0 };
      let maxDepth = depth;
      let cost = 0;
      for (const sel of set.selections) {
        directives += sel.directives?.length ?? 0;
        if (sel.kind === Kind.FIELD) {
          if (sel.alias) aliases++;
          if (sel.name.value.startsWith('__')) continue;
          const info = fieldInfo(parent, sel.name.value);
          const child = measure(sel.selectionSet, info.type, depth + 1, seen);
          maxDepth = Math.max(maxDepth, child.depth);
          cost += 1 + child.cost * (info.list ? LIST_FACTOR : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const cond = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) ?? undefined : parent;
          const child = measure(sel.selectionSet, cond, depth, seen);
          maxDepth = Math.max(maxDepth, child.depth);
          cost += child.cost;
        } else {
          const name = sel.name.value;
          if (seen.has(name)) continue;
          const frag = fragments.get(name);
          const cond = frag ? (schema.getType(frag.typeCondition.name.value) ?? undefined) : undefined;
          const child = measure(frag?.selectionSet, cond, depth, new Set([...seen, name]));
          maxDepth = Math.max(maxDepth, child.depth);
          cost += child.cost;
        }
      }
      return { depth: maxDepth, cost };
    };

    return {
      OperationDefinition(node: OperationDefinitionNode) {
        aliases = 0;
        directives = node.directives?.length ?? 0;
        const root = schema.getRootType(node.operation) ?? undefined;
        const { depth, cost } = measure(node.selectionSet, root, 0, new Set());
        if (depth > limits.maxDepth) context.reportError(limitError(`Query is too deep: ${depth} levels, at most ${limits.maxDepth}.`));
        if (aliases > limits.maxAliases) context.reportError(limitError(`Too many aliases: ${aliases}, at most ${limits.maxAliases}.`));
        if (directives > limits.maxDirectives) context.reportError(limitError(`Too many directives: ${directives}, at most ${limits.maxDirectives}.`));
        if (cost > limits.maxCost) context.reportError(limitError(`Query is too expensive: cost ${cost}, at most ${limits.maxCost}.`));
      },
    };
  };
}
