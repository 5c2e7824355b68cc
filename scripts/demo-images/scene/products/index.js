import { BABY } from './baby.js';
import { BAGS } from './bags.js';
import { HERO } from './hero.js';
import { HOME } from './home.js';
import { TOYS } from './toys.js';
import { WEAR } from './wear.js';

/** Every demo product's scenes by SKU: (scene, view, spec) -> shot settings. */
export const DESIGNS = { ...TOYS, ...HOME, ...WEAR, ...BABY, ...BAGS, hero: HERO };
