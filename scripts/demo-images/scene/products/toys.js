// Amigurumi animals and dolls.
import { felt, group, knit, metal, place, studio, torus, yarnBall } from '../parts.js';
import { sheet } from '../geometry.js';
import {
  cheeks,
  closedEyes,
  eyes,
  limb,
  muzzle,
  onBall,
  pointyEar,
  roundEar,
  smile,
  stick,
  stuffed,
  whiskers,
  yarn,
} from './amigurumi.js';

const BROWN = 0x3b2a22;
const CREAM = 0xf6eee3;

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

function bunny(colour) {
  const pink = yarn(colour);
  const cream = yarn(CREAM);
  const head = [0, 14.2, 0.4];
  const hr = [5.1, 4.5, 4.7];
  return group(
    stuffed(pink, [0, 5.6, 0], [4.6, 5.6, 4.2], { pear: 0.25, sit: 0.12 }),
    stuffed(pink, head, hr),
    limb(pink, [[-1.6, 17.6, 0.2], [-2.3, 21.5, -0.3], [-2.6, 25.0, -0.2], [-2.2, 27.2, 0.3]], 1.55, { flatten: 0.55, facing: [0, 0, 1] }),
    limb(pink, [[1.6, 17.6, 0.2], [2.5, 21.0, -0.4], [3.8, 23.6, 0.0], [5.6, 24.0, 0.6], [7.0, 22.6, 1.0]], 1.55, { flatten: 0.55, facing: [0, 0, 1] }),
    limb(pink, [[-3.3, 9.4, 1.2], [-3.9, 7.2, 2.6], [-3.5, 5.4, 3.7]], 1.15),
    limb(pink, [[3.3, 9.4, 1.2], [3.9, 7.2, 2.6], [3.5, 5.4, 3.7]], 1.15),
    stuffed(pink, [-2.4, 1.4, 3.6], [1.6, 1.35, 2.3], { sit: 0.1 }),
    stuffed(pink, [2.4, 1.4, 3.6], [1.6, 1.35, 2.3], { sit: 0.1 }),
    stuffed(cream, [0, 3.4, -4.0], [1.4, 1.4, 1.2]),
    stuffed(cream, [0, 12.9, 4.2], [2.1, 1.5, 1.0]),
    ...eyes(head, hr, { az: 24, el: 6, size: 0.58 }),
    ...cheeks(head, hr, 0xeb8f9b, { az: 40, el: -10, size: 0.75 }),
    ...muzzle([0, 12.9, 4.2], [2.1, 1.5, 1.0], BROWN, { el: 25, size: 0.42 }),
  );
}

function bear(colour, o = {}) {
  const fur = yarn(colour);
  const light = yarn(0xf1dcc0);
  const scarf = yarn(o.scarf ?? 0xb8413d, { pattern: 'rib', stitch: [0.42, 0.36] });
  const head = [0, 13.6, 0.3];
  const hr = [5.6, 4.9, 5.0];
  const neck = [];
  for (let k = 0; k <= 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    neck.push([Math.sin(a) * 4.3, 9.4 + Math.cos(a) * 0.3, Math.cos(a) * 4.0]);
  }
  return group(
    stuffed(fur, [0, 5.4, 0], [4.9, 5.4, 4.4], { pear: 0.3, sit: 0.12 }),
    stuffed(fur, head, hr),
    roundEar(fur, [-4.0, 17.6, -0.3], 1.9, [-0.4, 0.3, 1]),
    roundEar(fur, [4.0, 17.6, -0.3], 1.9, [0.4, 0.3, 1]),
    stuffed(light, [0, 12.2, 4.3], [2.3, 1.7, 1.3]),
    stick(stuffed(yarn(0x2b1d17), [0, 0, 0], [0.7, 0.5, 0.4]), onBall([0, 12.2, 4.3], [2.3, 1.7, 1.3], 0, 38, 0.1)),
    smile([0, 12.2, 4.3], [2.3, 1.7, 1.3], BROWN, { el: -5, width: 30, size: 0.07 }),
    ...eyes(head, hr, { az: 25, el: 10, size: 0.6 }),
    limb(fur, [[-3.6, 8.6, 1.4], [-4.4, 6.4, 2.6], [-3.9, 4.6, 3.8]], 1.35),
    limb(fur, [[3.6, 8.6, 1.4], [4.4, 6.4, 2.6], [3.9, 4.6, 3.8]], 1.35),
    stuffed(fur, [-2.6, 1.6, 3.6], [1.8, 1.6, 2.6], { sit: 0.12 }),
    stuffed(fur, [2.6, 1.6, 3.6], [1.8, 1.6, 2.6], { sit: 0.12 }),
    stick(felt(1.0, 0xf1dcc0, 1.1), onBall([-2.6, 1.6, 3.6], [1.8, 1.6, 2.6], 0, 5, 0.03)),
    stick(felt(1.0, 0xf1dcc0, 1.1), onBall([2.6, 1.6, 3.6], [1.8, 1.6, 2.6], 0, 5, 0.03)),
    limb(scarf, neck, 0.85, { flatten: 0.35, facing: [0, 1, 0], caps: 0.01 }),
    limb(scarf, [[1.8, 9.6, 4.0], [2.4, 8.0, 4.7], [2.7, 5.6, 4.9]], 1.0, { flatten: 0.6, facing: [0, 0, 1] }),
  );
}

function elephant(colour) {
  const grey = yarn(colour);
  const pinkInner = yarn(0xe9c1c6);
  const head = [0, 13.4, 0.8];
  const hr = [5.0, 4.6, 4.6];
  const trunk = [];
  for (let k = 0; k <= 12; k++) {
    const t = k / 12;
    const curl = t > 0.6 ? (t - 0.6) / 0.4 : 0;
    trunk.push([Math.sin(curl * 2.6) * 1.8, 12.6 - t * 4.0 + Math.sin(curl * 3.2) * 2.4 * curl, 5.0 + t * 1.5 + Math.sin(curl * 2.5) * 1.2]);
  }
  const ear = (s) =>
    group(
      stuffed(grey, [s * 5.4, 14.0, -0.6], [3.6, 3.9, 0.55]),
      stuffed(pinkInner, [s * 5.4, 13.9, -0.1], [2.6, 2.9, 0.2]),
    ).rotateY(s * -0.5);
  return group(
    stuffed(grey, [0, 5.4, 0], [4.8, 5.4, 4.5], { pear: 0.25, sit: 0.12 }),
    stuffed(grey, head, hr),
    limb(grey, trunk, (t) => 1.5 - t * 0.7),
    ear(-1),
    ear(1),
    ...eyes(head, hr, { az: 27, el: 12, size: 0.55 }),
    ...cheeks(head, hr, 0xe3a3ae, { az: 42, el: -8, size: 0.65 }),
    limb(grey, [[-3.6, 8.6, 1.6], [-4.2, 6.4, 2.8], [-3.8, 4.8, 3.8]], 1.35),
    limb(grey, [[3.6, 8.6, 1.6], [4.2, 6.4, 2.8], [3.8, 4.8, 3.8]], 1.35),
    limb(grey, [[-2.6, 2.2, 1.5], [-2.7, 2.0, 5.4]], 1.8),
    limb(grey, [[2.6, 2.2, 1.5], [2.7, 2.0, 5.4]], 1.8),
  );
}

function fox(colour) {
  const orange = yarn(colour);
  const white = yarn(CREAM);
  const dark = yarn(0x3a2c28);
  const tail = [];
  for (let k = 0; k <= 16; k++) {
    const a = -0.6 + (k / 16) * 3.6;
    tail.push([Math.cos(a) * 7.0, 2.6 + Math.sin(k / 5) * 0.3, -Math.sin(a) * 5.4 + 0.5]);
  }
  const hr = [3.9, 3.5, 3.6];
  const snout = [0, -1.2, 3.0];
  const sr = [1.9, 1.5, 2.2];
  const head = group(
    stuffed(orange, [0, 0, 0], hr),
    stuffed(white, snout, sr),
    stick(stuffed(dark, [0, 0, 0], [0.45, 0.35, 0.3]), onBall(snout, sr, 0, 40, 0.05)),
    pointyEar(orange, [-2.0, 2.7, -0.6], 1.6, 3.0, { lean: 0.45 }),
    pointyEar(orange, [2.0, 2.7, -0.6], 1.6, 3.0, { lean: -0.45 }),
    ...closedEyes([0, 0, 0], hr, BROWN, { az: 26, el: 8, size: 0.9 }),
  );
  return group(
    stuffed(orange, [0.6, 3.6, -0.6], [6.6, 3.6, 4.6], { sit: 0.15 }),
    limb(orange, tail.slice(0, 12), (t) => 1.4 + Math.sin(t * Math.PI) * 1.6),
    limb(white, tail.slice(11), (t) => 2.4 - t * 1.5),
    place(head, [-4.4, 5.6, 2.6], [0.15, -0.55, 0.2]),
  );
}

function octopus(colour) {
  const blue = yarn(colour);
  const head = [0, 8.2, 0];
  const hr = [5.4, 5.6, 5.2];
  const legs = [];
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2 + 0.2;
    const pts = [];
    for (let j = 0; j <= 22; j++) {
      const t = j / 22;
      const rr = 3.6 + t * 5.5;
      const curl = t * t * 7.5;
      pts.push([
        Math.sin(a) * rr + Math.cos(a) * Math.sin(curl) * t * 1.6,
        3.6 - t * 2.8 + Math.abs(Math.sin(curl * 0.5)) * t * 1.2,
        Math.cos(a) * rr - Math.sin(a) * Math.sin(curl) * t * 1.6,
      ]);
    }
    legs.push(limb(blue, pts, (t) => 1.2 - t * 0.55, { segments: 28 }));
  }
  return group(
    stuffed(blue, head, hr, { sit: 0.45 }),
    ...legs,
    ...eyes(head, hr, { az: 20, el: -2, size: 0.62 }),
    ...cheeks(head, hr, 0xf29bb0, { az: 36, el: -18, size: 0.75 }),
    smile(head, hr, BROWN, { el: -20, width: 14, size: 0.08 }),
  );
}

function panda() {
  const white = yarn(0xf2efe9, { stitch: [0.4, 0.36] });
  const black = yarn(0x23201f, { stitch: [0.4, 0.36] });
  const head = [0, 5.2, 0];
  const hr = [2.8, 2.5, 2.6];
  const patch = (s) => {
    const p = stuffed(black, [0, 0, 0], [0.75, 0.95, 0.25]);
    stick(p, onBall(head, hr, s * 24, 2, -0.05));
    p.rotateZ(s * 0.5);
    return p;
  };
  return group(
    stuffed(white, [0, 1.7, 0], [2.0, 1.9, 1.8], { sit: 0.12 }),
    stuffed(white, head, hr),
    roundEar(black, [-2.1, 7.2, -0.3], 0.95, [-0.4, 0.3, 1]),
    roundEar(black, [2.1, 7.2, -0.3], 0.95, [0.4, 0.3, 1]),
    patch(-1),
    patch(1),
    ...eyes(head, hr, { az: 24, el: 4, size: 0.3 }).map((e) => e.translateZ(0.2)),
    stick(stuffed(black, [0, 0, 0], [0.35, 0.22, 0.2]), onBall(head, hr, 0, -10, 0.02)),
    limb(black, [[-1.6, 2.8, 0.8], [-1.8, 1.6, 1.6]], 0.65),
    limb(black, [[1.6, 2.8, 0.8], [1.8, 1.6, 1.6]], 0.65),
    stuffed(black, [-1.0, 0.5, 1.4], [0.7, 0.55, 0.9]),
    stuffed(black, [1.0, 0.5, 1.4], [0.7, 0.55, 0.9]),
    place(torus(0.45, 0.07, metal()), [0, 8.0, -0.2], [0, Math.PI / 2, 0]),
    place(torus(1.3, 0.1, metal()), [0, 9.7, -0.2], [0, 0.3, 0]),
  );
}

function doll(colour, o = {}) {
  const skin = yarn(o.skin ?? 0xd9a57c, { stitch: [0.42, 0.38] });
  const dress = yarn(colour, { stitch: [0.42, 0.38] });
  const shalwar = yarn(o.shalwar ?? 0xf4efe6, { stitch: [0.42, 0.38] });
  const hair = yarn(o.hair ?? 0x2a1a14, { pattern: 'chain', stitch: [0.3, 0.5], lean: 0 });
  const dupatta = yarn(o.dupatta ?? 0xe3b448, { pattern: 'lace', stitch: [0.9, 0.8], doubleSided: true });
  const head = [0, 21.5, 0];
  const hr = [4.2, 4.4, 4.0];
  const braid = (s) =>
    limb(hair, [[s * 3.0, 20.0, -2.4], [s * 3.6, 16.5, -1.0], [s * 3.4, 13.5, 0.6]], (t) => 0.9 - t * 0.3);
  return group(
    limb(shalwar, [[-1.3, 9.0, 0], [-1.4, 4.0, 0], [-1.5, 1.2, 0.2]], (t) => 1.2 + t * 0.35),
    limb(shalwar, [[1.3, 9.0, 0], [1.4, 4.0, 0], [1.5, 1.2, 0.2]], (t) => 1.2 + t * 0.35),
    stuffed(skin, [-1.5, 0.55, 0.8], [0.9, 0.55, 1.4]),
    stuffed(skin, [1.5, 0.55, 0.8], [0.9, 0.55, 1.4]),
    stuffed(dress, [0, 12.4, 0], [3.7, 5.6, 3.0], { pear: 0.5 }),
    stuffed(skin, [0, 17.4, 0], [1.1, 1.0, 1.1]),
    stuffed(skin, head, hr),
    stuffed(hair, [0, 22.6, -0.6], [4.45, 3.9, 4.0]),
    braid(-1),
    braid(1),
    limb(dress, [[-3.0, 15.6, 0], [-3.9, 12.8, 0.8], [-3.9, 10.6, 1.4]], 1.05),
    limb(dress, [[3.0, 15.6, 0], [3.9, 12.8, 0.8], [3.9, 10.6, 1.4]], 1.05),
    stuffed(skin, [-3.9, 9.8, 1.6], [0.9, 0.9, 0.9]),
    stuffed(skin, [3.9, 9.8, 1.6], [0.9, 0.9, 0.9]),
    knit(
      sheet(24, 14, (x, y) => {
        // Round the shoulders through the back, the two ends falling down the front.
        const a = 0.55 + (x / 24) * (Math.PI * 2 - 1.1);
        const r = 3.5 + y * 0.22 + Math.sin(a * 7) * 0.15;
        return [Math.sin(a) * r, 17.6 - y - Math.max(0, Math.cos(a)) * 2.5, Math.cos(a) * r * 0.85];
      }),
      dupatta,
    ),
    ...eyes(head, hr, { az: 22, el: -2, size: 0.45 }),
    ...cheeks(head, hr, 0xd9787a, { az: 36, el: -16, size: 0.6 }),
    smile(head, hr, 0x8a3b32, { el: -24, width: 10, size: 0.07 }),
    ...[-1, 1].map((s) => stick(felt(0.12, 0xd8b23a), onBall(head, hr, s * 86, -14, 0.2))),
  );
}

function mermaid(colour) {
  const skin = yarn(0xe8bd96, { stitch: [0.42, 0.38] });
  const tailMat = yarn(colour, { pattern: 'rib', stitch: [0.45, 0.5] });
  const top = yarn(0xb48bd1, { stitch: [0.4, 0.36] });
  const hair = yarn(0xc8663a, { pattern: 'chain', stitch: [0.3, 0.5], lean: 0 });
  const head = [0, 20.5, 0];
  const hr = [4.0, 4.2, 3.8];
  const tail = [
    [0, 12.0, 0],
    [0.4, 8.0, 0.8],
    [1.6, 4.4, 2.6],
    [4.0, 2.2, 4.6],
    [7.0, 1.6, 5.6],
  ];
  const fin = (s) => stuffed(tailMat, [8.6, 1.5, 5.2 + s * 1.8], [2.4, 0.45, 1.6], { rot: [0, s * 0.7, 0] });
  const locks = [];
  for (let k = 0; k < 7; k++) {
    const a = -1.4 + (k / 6) * 2.8;
    locks.push(
      limb(hair, [[Math.sin(a) * 3.6, 22.5, Math.cos(a) * 1.2 - 2.6], [Math.sin(a) * 4.4, 18.0, -2.5 - Math.cos(a)], [Math.sin(a) * 4.8 + 0.3 * Math.sin(k), 13.0, -1.8 - Math.cos(a) * 0.8]], 0.85),
    );
  }
  return group(
    limb(tailMat, tail, (t) => 3.0 - t * 2.2),
    fin(-1),
    fin(1),
    stuffed(skin, [0, 14.6, 0], [3.0, 3.4, 2.5], { pear: 0.1 }),
    stuffed(top, [-1.25, 15.7, 1.6], [1.35, 1.2, 0.9]),
    stuffed(top, [1.25, 15.7, 1.6], [1.35, 1.2, 0.9]),
    stuffed(skin, head, hr),
    stuffed(hair, [0, 21.6, -0.5], [4.25, 3.8, 3.8]),
    ...locks,
    limb(skin, [[-2.8, 16.2, 0], [-3.9, 13.6, 1.2], [-3.2, 11.6, 2.2]], 0.85),
    limb(skin, [[2.8, 16.2, 0], [3.9, 13.6, 1.2], [3.2, 11.6, 2.2]], 0.85),
    ...eyes(head, hr, { az: 22, el: -2, size: 0.45 }),
    ...cheeks(head, hr, 0xe2858a, { az: 36, el: -16, size: 0.55 }),
    smile(head, hr, 0x8a3b32, { el: -24, width: 10, size: 0.07 }),
  );
}

function fingerDoll(skinC, clothes, hairC, h, o = {}) {
  const skin = yarn(skinC, { stitch: [0.36, 0.32] });
  const cloth = yarn(clothes, { stitch: [0.36, 0.32] });
  const hair = yarn(hairC, { stitch: [0.36, 0.32] });
  const head = [0, h + 1.6, 0];
  const hr = [1.8, 1.9, 1.7];
  return group(
    stuffed(cloth, [0, h / 2, 0], [1.7, h / 2 + 0.2, 1.6], { sit: 0.05 }),
    stuffed(skin, head, hr),
    stuffed(hair, [0, h + 2.1, -0.3], [1.9, 1.6, 1.7]),
    ...eyes(head, hr, { az: 24, el: 0, size: 0.22 }),
    smile(head, hr, 0x8a3b32, { el: -22, width: 12, size: 0.035 }),
    o.scarf ? stuffed(yarn(o.scarf, { stitch: [0.36, 0.32] }), [0, h + 2.2, -0.2], [2.05, 2.0, 1.9]) : null,
    o.cap ? stuffed(yarn(o.cap, { stitch: [0.36, 0.32] }), [0, h + 3.2, -0.2], [1.75, 0.8, 1.65], { sit: 0.4 }) : null,
  );
}

function family() {
  return group(
    place(fingerDoll(0xd9a57c, 0x3f7f6b, 0x2a1a14, 8.5, { cap: 0xf1ece3 }), [-6.3, 0, -0.6]),
    place(fingerDoll(0xd9a57c, 0xc2506b, 0x2a1a14, 8.0, { scarf: 0xe3b448 }), [-2.1, 0, 0]),
    place(fingerDoll(0xd9a57c, 0x6c8fc7, 0x2a1a14, 5.5), [2.0, 0, 0.8]),
    place(fingerDoll(0xd9a57c, 0xf0b64c, 0x3b2418, 5.0, { scarf: 0xf4a3b5 }), [5.6, 0, 0.4]),
  );
}

function cat(colour, size = 1, o = {}) {
  const fur = yarn(colour);
  const head = [0, 10.4, 0.4];
  const hr = [4.4, 3.8, 3.9];
  const tail = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    tail.push([2.0 + Math.sin(t * 2.2) * 4.2, 1.2 + t * 1.8, -3.0 + Math.cos(t * 2.6) * 2.6 + 1.0]);
  }
  return place(
    group(
      stuffed(fur, [0, 4.3, 0], [3.8, 4.3, 3.5], { pear: 0.3, sit: 0.12 }),
      stuffed(fur, head, hr),
      pointyEar(fur, [-2.5, 13.1, 0.0], 1.5, 2.6, { lean: 0.38 }),
      pointyEar(fur, [2.5, 13.1, 0.0], 1.5, 2.6, { lean: -0.38 }),
      stuffed(yarn(o.muzzle ?? CREAM), [0, 9.3, 3.9], [1.6, 1.1, 0.8]),
      stick(felt(0.32, 0xd77a88, 0.7), onBall([0, 9.3, 3.9], [1.6, 1.1, 0.8], 0, 35, 0.05)),
      ...eyes(head, hr, { az: 24, el: 10, size: 0.5 }),
      ...whiskers([0, 9.3, 4.6], 0x5a4a42),
      limb(fur, tail, 0.75),
      limb(fur, [[-2.2, 6.4, 2.2], [-2.0, 3.2, 3.4], [-1.8, 1.0, 3.6]], 0.95),
      limb(fur, [[2.2, 6.4, 2.2], [2.0, 3.2, 3.4], [1.8, 1.0, 3.6]], 0.95),
      o.bow ? stuffed(yarn(o.bow), [1.8, 13.0, 1.0], [1.0, 0.6, 0.4], { rot: [0, 0, 0.3] }) : null,
    ),
    [0, 0, 0],
    [0, 0, 0],
    size,
  );
}

function catFamily(colour) {
  return group(
    place(cat(colour, 1), [0, 0, -1.5], [0, 0.1, 0]),
    place(cat(0xf0e6da, 0.55, { bow: 0xe77f9a }), [-7.2, 0, 3.5], [0, 0.35, 0]),
    place(cat(0x9b8779, 0.55, { muzzle: 0xf0e6da }), [7.0, 0, 3.2], [0, -0.35, 0]),
  );
}

const paper = (colour, extra = {}) => ({ colour, ...extra });
const woodProps = (scene, spec) => {
  scene.add(place(yarnBall(2.8, CREAM), [14, 2.8, 2]));
  scene.add(place(yarnBall(2.3, spec.colour), [17, 2.3, -4]));
};

export const TOYS = {
  'CR-AMI-001': shots(bunny, [
    { turn: -0.25, set: paper(0xf1e6dc, { radius: 14, lookY: 12, distance: 70, elevation: 12 }) },
    {
      at: [-3, 0, 0],
      turn: 0.5,
      props: woodProps,
      set: { backdrop: 'wood', radius: 16, lookY: 10, distance: 75, elevation: 16, azimuth: 10 },
    },
    {
      turn: -0.35,
      set: paper(0xe9dfd4, { radius: 9, look: [0, 14, 2], distance: 42, elevation: 8, aperture: 1.6, key: [-30, 40, 40] }),
    },
  ]),
  'CR-AMI-002': shots(bear, [
    { turn: 0.2, set: paper(0xe7e4da, { radius: 13, lookY: 10, distance: 66, elevation: 12 }) },
    {
      at: [-2, 0, 0],
      turn: -0.3,
      props: woodProps,
      set: { backdrop: 'linen', colour: 0xe9e0d2, radius: 15, lookY: 9, distance: 70, elevation: 22 },
    },
  ]),
  'CR-AMI-003': shots(elephant, [{ turn: -0.3, set: paper(0xf0e4d6, { radius: 13, lookY: 10, distance: 66 }) }]),
  'CR-AMI-004': shots(fox, [
    { turn: 0.35, set: { backdrop: 'linen', colour: 0xece4d8, radius: 11, lookY: 3, distance: 58, elevation: 28 } },
  ]),
  'CR-AMI-005': shots(octopus, [{ turn: 0.1, set: paper(0xe3ecef, { radius: 12, lookY: 6, distance: 62, elevation: 18 }) }]),
  'CR-AMI-006': shots(panda, [
    { turn: -0.3, set: { backdrop: 'wood', radius: 6.5, lookY: 5, distance: 34, elevation: 20, aperture: 0.9 } },
  ]),
  'CR-DOL-001': shots(doll, [
    { turn: 0.15, set: paper(0xf2e6df, { radius: 15, lookY: 13, distance: 78, elevation: 8 }) },
    { turn: -0.4, set: paper(0xe6e9e0, { radius: 15, lookY: 13, distance: 78, elevation: 10, key: [45, 60, 40] }) },
    { turn: 0.1, set: paper(0xf2e6df, { radius: 8, look: [0, 19, 1], distance: 40, elevation: 6, aperture: 1.4 }) },
    {
      at: [0, 0, 0],
      turn: 0.5,
      props: woodProps,
      set: { backdrop: 'wood', radius: 17, lookY: 12, distance: 84, elevation: 14, azimuth: -8 },
    },
  ]),
  'CR-DOL-002': shots(mermaid, [{ turn: -0.2, set: paper(0xdfeceb, { radius: 14, lookY: 11, distance: 72, elevation: 10 }) }]),
  'CR-DOL-003': shots(family, [{ turn: 0, set: paper(0xf1e8dc, { radius: 11, lookY: 5, distance: 62, elevation: 14 }) }]),
  'CR-AMI-007': shots(catFamily, [
    { turn: 0, set: { backdrop: 'linen', colour: 0xeae2d6, radius: 13, lookY: 6, distance: 70, elevation: 16 } },
  ]),
};


export { bear, bunny, cat };
