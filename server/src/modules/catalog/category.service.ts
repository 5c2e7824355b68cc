import { DataSource } from 'typeorm';
import { CategoryEntity } from './category.entity';
import { visibleCategorySql } from './visibility';

export interface CategoryNode {
  id: number;
  name: string;
  status: number;
  parentId: number | null;
  children: CategoryNode[];
}

/** Builds a forest from flat rows; roots first, each level ordered by name. */
export function buildTree(rows: CategoryEntity[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows)
    nodes.set(r.id, { id: r.id, name: r.name, status: r.status, parentId: r.parentId, children: [] });
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (n.parentId == null) roots.push(n);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

export class CategoryService {
  constructor(private readonly ds: DataSource) {}

  /** Public tree: active categories whose ancestors are all active. */
  async publicTree(): Promise<CategoryNode[]> {
    const rows = await this.ds
      .getRepository(CategoryEntity)
      .createQueryBuilder('c')
      .where(visibleCategorySql('c'))
      .orderBy('c.id', 'ASC')
      .getMany();
    return buildTree(rows);
  }

  /** Ids of the given categories and all their descendants (a parent includes its children). */
  async expandWithDescendants(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows: { id: number }[] = await this.ds.query(
      `WITH RECURSIVE tree AS (
         SELECT id FROM categories WHERE id = ANY($1::int[])
         UNION
         SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
       ) SELECT id FROM tree`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  async byIds(ids: readonly number[]): Promise<CategoryEntity[]> {
    return this.ds
      .getRepository(CategoryEntity)
      .createQueryBuilder('c')
      .where('c.id = ANY(:ids)', { ids })
      .getMany();
  }
}
