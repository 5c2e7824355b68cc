import { BABY } from './baby.js';
import { BAGS } from './bags.js';
import { DECOR } from './decor.js';
import { DOLLS } from './dolls.js';
import { HERO } from './hero.js';
import { HOME } from './home.js';
import { TOYS } from './toys.js';
import { WEAR } from './wear.js';

/** Every demo product's scenes by SKU: (scene, view, spec) -> shot settings. */
export const DESIGNS = { ...TOYS, ...DOLLS, ...HOME, ...DECOR, ...WEAR, ...BABY, ...BAGS, hero: HERO };
