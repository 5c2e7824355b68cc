// The home page's picture: a styled table of the shop's work.
import { group, place, studio, yarnBall } from '../parts.js';
import { blanketMaterial, foldedBlanket, RAINBOW } from './baby.js';
import { basket } from './decor.js';
import { coaster, cushion, mug, sunflower } from './home.js';
import { bear, bunny } from './toys.js';
import { beanie } from './wear.js';

export function HERO(scene) {
  const blanket = foldedBlanket(blanketMaterial(RAINBOW), 44, 170, 5);
  scene.add(
    place(blanket, [30, 0, -14], [0, 0.12, 0]),
    place(bunny(0xf4c6c9), [29, 8.4, -13], [0, -0.3, 0]),
    place(bear(0xd9a66b), [8, 0, -2], [0, 0.5, 0]),
    place(basket(0xd6b370), [56, 0, -6], [0, -0.5, 0]),
    place(cushion(0x6f9c8c, { motif: sunflower(15) }), [48, 20.5, -34], [-0.2, -0.3, 0]),
    place(beanie(0x7a9cc6, { pomColour: 0xf3ead9 }), [74, 0, 4], [0, -0.4, 0], 0.9),
    place(
      coaster(5.2, [0xf5c542, 0xf5c542, 0xf3ead9, 0xf5c542, 0xf5c542, 0xf5c542, 0xd9483b, 0xd9483b]),
      [16, 0.25, 16],
    ),
    place(mug(), [16, 0.5, 16]),
    place(
      coaster(5.2, [0xd9483b, 0xd9483b, 0xf3ead9, 0xd9483b, 0xd9483b, 0xd9483b, 0xf5c542]),
      [30, 0.25, 20],
      [0, 1, 0],
    ),
    place(group(yarnBall(3.4, 0xf3ead9)), [-4, 3.4, 14]),
    place(group(yarnBall(2.8, 0xc9b6e4)), [2, 2.8, 22]),
  );
  // One 4:3 picture, every product in view: it stands beside the headline (under it on phones).
  return studio(scene, {
    backdrop: 'wood',
    wallColour: 0xeadfce,
    wallZ: -42,
    radius: 40,
    look: [41, 14, -4],
    center: [32, 12, -6],
    distance: 150,
    elevation: 15,
    azimuth: -8,
    fov: 27,
    aperture: 4.5,
    focus: 150,
    key: [-90, 120, 110],
    keyIntensity: 40 * 40 * 320,
    skyIntensity: 0.38,
    fill: 0.3,
  });
}
