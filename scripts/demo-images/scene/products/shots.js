// The pictures of a product built once per view, and the settings the products share.
import { place, studio, yarnBall } from '../parts.js';

export const CREAM = 0xf6eee3;
export const BROWN = 0x3b2a22;

/**
 * The pictures of one product: `views[i]` = { at, turn, scale, props(scene), set: studio options }.
 */
export function shots(build, views) {
  return (scene, view, spec) => {
    const v = views[view % views.length];
    const item = build(spec.colour, v);
    place(item, v.at ?? [0, 0, 0], [0, v.turn ?? 0, 0], v.scale ?? 1);
    scene.add(item);
    v.props?.(scene, spec);
    return studio(scene, v.set);
  };
}

/** A paper sweep's settings in a colour. */
export const paper = (colour, extra = {}) => ({ colour, ...extra });

/** On a linen cloth in a colour. */
export const onLinen = (colour, extra = {}) => ({ backdrop: 'linen', colour, ...extra });

/** On the wooden table, before the wall. */
export const onWood = (extra = {}) => ({ backdrop: 'wood', ...extra });

/** Hung on a plaster wall in a colour, seen at eye level and lit from the front left. */
export const onWall = (colour, extra = {}) => ({
  backdrop: 'wall',
  colour,
  elevation: 4,
  key: [-60, 120, 90],
  ...extra,
});

/** A flat lay: straight down on the wooden table (no wall), a long lens, the key light from behind. */
export const flatLay = (extra = {}) => ({
  backdrop: 'wood',
  wall: false,
  elevation: 88,
  fov: 26,
  aperture: 0.3,
  key: [-60, 90, -30],
  ...extra,
});

/** Two balls of yarn beside a toy on a table. */
export const woodProps = (scene, spec) => {
  scene.add(place(yarnBall(2.8, CREAM), [14, 2.8, 2]));
  scene.add(place(yarnBall(2.3, spec.colour), [17, 2.3, -4]));
};
