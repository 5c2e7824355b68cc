/** Nested records (the category tree) as the back office lists and picks them. */
interface TreeNode {
  id: number;
  name: string;
  status?: number;
  children?: readonly TreeNode[] | null;
}

/** A tree as rows with a dash per level (the spec's list and parent picker). */
export function flattenTree(
  nodes: readonly TreeNode[],
  depth = 0,
): Array<{ id: number; name: string; label: string; status?: number; depth: number; ids: number[] }> {
  return nodes.flatMap((n) => {
    const below = flattenTree(n.children ?? [], depth + 1);
    return [
      {
        id: n.id,
        name: n.name,
        label: `${'-'.repeat(depth)}${depth ? ' ' : ''}${n.name}`,
        status: n.status,
        depth,
        ids: [n.id, ...below.map((b) => b.id)],
      },
      ...below,
    ];
  });
}
