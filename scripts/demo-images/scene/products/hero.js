// The home page's picture: a styled table of the shop's work, products to the right so the
// headline can sit over the quiet left side (wide), or all in view (phones).
import { group, place, studio, yarnBall } from '../parts.js';
import { blanketMaterial, foldedBlanket, RAINBOW } from './baby.js';
import { basket, coaster, cushion, mug, sunflower } from './home.js';
import { bear, bunny } from './toys.js';
import { beanie } from './wear.js';

export function HERO(scene, view) {
  const blanket = foldedBlanket(blanketMaterial(RAINBOW), 44, 170, 5);
  scene.add(
    place(blanket, [34, 0, -18], [0, 0.18, 0]),
    place(bunny(0xf4c6c9), [33, 8.4, -17], [0, -0.25, 0], 0.95),
    place(bear(0xd9a66b), [6, 0, -6], [0, 0.45, 0]),
    place(basket(0xd6b370), [64, 0, -4], [0, -0.5, 0]),
    place(cushion(0x6f9c8c, { motif: sunflower(15) }), [58, 21, -36], [-0.2, -0.35, 0]),
    place(coaster(5.2, [0xf5c542, 0xf5c542, 0xf3ead9, 0xf5c542, 0xf5c542, 0xf5c542, 0xd9483b, 0xd9483b]), [14, 0.25, 16]),
    place(mug(), [14, 0.5, 16]),
    place(coaster(5.2, [0xd9483b, 0xd9483b, 0xf3ead9, 0xd9483b, 0xd9483b, 0xd9483b, 0xf5c542]), [26, 0.25, 22], [0, 1, 0]),
    place(beanie(0x7a9cc6, { pomColour: 0xf3ead9 }), [44, 9.6, 14], [Math.PI / 2 - 0.05, 0, 0.9], 0.9),
    place(group(yarnBall(3.4, 0xf3ead9)), [-6, 3.4, 10]),
    place(group(yarnBall(2.8, 0xc9b6e4)), [0, 2.8, 18]),
  );
  const wide = view === 0;
  return studio(scene, {
    backdrop: 'wood',
    wallColour: 0xe9dccb,
    wallZ: -43,
    radius: wide ? 60 : 46,
    look: wide ? [20, 12, -4] : [32, 12, -4],
    center: [32, 12, -6],
    distance: wide ? 210 : 190,
    elevation: 17,
    azimuth: -6,
    fov: wide ? 26 : 28,
    aperture: 3.2,
    focus: wide ? 212 : 190,
    key: [-110, 170, 130],
    keyIntensity: 46 * 46 * 260,
  });
}
