import { graphql } from '../../gql';
import type { CategoryTreeFragment } from '../../gql/graphql';
import { flattenTree } from '../../lib/tree';
import { SelectInput } from '../form/Form';

/** The category tree (three levels) as the pickers show it: `adminCategories { ...CategoryTree }`. */
export const CategoryTreeFragmentDoc = graphql(`
  fragment CategoryTree on Category {
    id
    name
    children {
      id
      name
      children {
        id
        name
      }
    }
  }
`);

/** The tree alone, for a form that asks for nothing else (the alternative product form, discount codes). */
export const CategoryChoicesDocument = graphql(`
  query CategoryChoices {
    adminCategories {
      ...CategoryTree
    }
  }
`);

/** The category of a product form (field `categoryId`): the tree with a dash per level. */
export function CategorySelect({ tree }: { tree: readonly CategoryTreeFragment[] | undefined }) {
  return (
    <SelectInput
      label="Category"
      name="categoryId"
      placeholder="Select a category"
      options={flattenTree(tree ?? []).map((c) => ({ value: c.id, label: c.label }))}
    />
  );
}
