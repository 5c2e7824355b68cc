import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query asks the resolved object for `field` (directly, or through an inline
 * fragment or a named one): what a read showed, for a resolver that remembers it.
 */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === 'Field') return s.name.value === field;
      if (s.kind === 'InlineFragment') return within(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
