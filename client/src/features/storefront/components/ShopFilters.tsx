import { useState } from 'react';
import type { ShopFiltersQuery } from '../../../gql/graphql';
import { SORT_OPTIONS, sortParam, type SortValue } from './shopListing';

type CategoryNode = ShopFiltersQuery['categories'][number];

/** The listing's other parameters, carried by a form that sets only some (so submitting keeps the rest). */
export function HiddenParams({ params, except }: { params: URLSearchParams; except: string[] }) {
  return (
    <>
      {[...params.entries()]
        .filter(([key, value]) => value !== '' && key !== 'page' && !except.includes(key))
        .map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/*
 * The filter tree is plain elements styled by the theme's `.filter-*` classes (app/theme.ts):
 * a score of checkboxes costs nothing to render and hydrate that way. Each checkbox is a real
 * form field (`category`/`brand`), so without JavaScript the form's Apply button sends them.
 */
export function CategoryTree({
  nodes,
  selected,
  toggle,
  scope,
}: {
  nodes: CategoryNode[];
  selected: number[];
  toggle: (id: number) => void;
  scope: string;
}) {
  return (
    <div className="filter-list">
      {nodes.map((c) => (
        <CategoryBranch key={c.id} node={c} selected={selected} toggle={toggle} scope={scope} />
      ))}
    </div>
  );
}

function CategoryBranch({
  node,
  selected,
  toggle,
  scope,
}: {
  node: CategoryNode;
  selected: number[];
  toggle: (id: number) => void;
  scope: string;
}) {
  const [open, setOpen] = useState(true);
  const id = `${scope}-subcategories-${node.id}`;
  return (
    <div>
      <div className="filter-row">
        <CheckboxItem
          name="category"
          id={node.id}
          label={node.name}
          checked={selected.includes(node.id)}
          toggle={toggle}
        />
        {node.children.length > 0 && (
          <button
            type="button"
            className="filter-toggle"
            aria-label={`Show or hide ${node.name} sub-categories`}
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
          >
            ▾
          </button>
        )}
      </div>
      {node.children.length > 0 && (
        <div className="filter-list filter-list--nested" id={id} hidden={!open}>
          {node.children.map((child) => (
            <CheckboxItem
              key={child.id}
              name="category"
              id={child.id}
              label={child.name}
              checked={selected.includes(child.id)}
              toggle={toggle}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export function CheckboxItem({
  name,
  id,
  label,
  checked,
  toggle,
}: {
  name: 'category' | 'brand';
  id: number;
  label: string;
  checked: boolean;
  toggle: (id: number) => void;
}) {
  return (
    <label className="filter-check">
      <input type="checkbox" name={name} value={id} checked={checked} onChange={() => toggle(id)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The order of the listing: a plain select (styled by the theme's `.shop-sort`) in a GET form,
 * so that without JavaScript its Sort button asks the server for the sorted page.
 */
export function SortSelect({
  id,
  value,
  params,
  onChange,
}: {
  id: string;
  value: SortValue;
  params: URLSearchParams;
  onChange: (sort: SortValue) => void;
}) {
  return (
    <form className="shop-sort" method="get" action="/shop" onSubmit={(e) => e.preventDefault()}>
      <HiddenParams params={params} except={['sort']} />
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sort" value={value} onChange={(e) => onChange(sortParam(e.target.value))}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="shop-button">
          Sort
        </button>
      </noscript>
    </form>
  );
}
