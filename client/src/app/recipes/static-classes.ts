import { defaultConfig, type SystemStyleObject } from '@chakra-ui/react';

type Styles = Record<string, SystemStyleObject>;

interface ClassRecipe {
  className?: string;
  slots?: readonly string[];
  base?: Record<string, SystemStyleObject | undefined>;
  variants?: Record<string, Record<string, Record<string, SystemStyleObject | undefined>>>;
}

/**
 * A slot recipe as static CSS classes, named as Chakra names a slot recipe's parts: the `root`
 * slot is `.<className>`, another slot `.<className>__<slot>`, a variant value `--<value>` on its
 * slot's class. The storefront's server-rendered pages use these classes on plain elements:
 * static CSS costs nothing to render or hydrate, where every Chakra component computes its styles.
 */
export function slotClasses(recipe: ClassRecipe): Styles {
  const block = recipe.className!;
  const cls = (slot: string) => (slot === 'root' ? `.${block}` : `.${block}__${slot}`);
  const out: Styles = {};
  for (const slot of recipe.slots ?? []) {
    const style = recipe.base?.[slot];
    if (style) out[cls(slot)] = style;
  }
  for (const values of Object.values(recipe.variants ?? {}))
    for (const [value, slots] of Object.entries(values))
      for (const [slot, style] of Object.entries(slots)) if (style) out[`${cls(slot)}--${value}`] = style;
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
function deepMerge(target: Record<string, unknown>, source: Record<string, unknown> | undefined) {
  for (const [k, v] of Object.entries(source ?? {}))
    target[k] = isObject(v) && isObject(target[k]) ? deepMerge({ ...target[k] }, v) : v;
  return target;
}

type ChakraRecipes = NonNullable<NonNullable<typeof defaultConfig.theme>['recipes']>;

/**
 * The styles of one of Chakra's own recipes (Button, Badge…) for the variants named, in
 * `colorPalette`: the same look as the Chakra component, for a plain element.
 */
export function chakraLook(
  name: keyof ChakraRecipes,
  variants: Record<string, string>,
  colorPalette: string,
): SystemStyleObject {
  const recipe = defaultConfig.theme!.recipes![name] as ClassRecipe & { base?: SystemStyleObject };
  const styles = deepMerge({ colorPalette }, recipe.base as Record<string, unknown>);
  for (const [variant, value] of Object.entries(variants))
    deepMerge(styles, recipe.variants?.[variant]?.[value] as Record<string, unknown>);
  return styles as SystemStyleObject;
}

/** Chakra's Container look, in the shop's 7xl width (the storefront's page frame). */
export const CONTAINER_7XL: SystemStyleObject = {
  position: 'relative',
  maxWidth: '7xl',
  w: '100%',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
};
