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

/** Two balls of yarn beside a toy on a table. */
export const woodProps = (scene, spec) => {
  scene.add(place(yarnBall(2.8, CREAM), [14, 2.8, 2]));
  scene.add(place(yarnBall(2.3, spec.colour), [17, 2.3, -4]));
};
