// Amigurumi animals.
import { felt, group, metal, place, torus } from '../parts.js';
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
  yarn,
} from './amigurumi.js';
import { BROWN, CREAM, paper, shots, woodProps } from './shots.js';

function bunny(colour) {
  const pink = yarn(colour);
  const cream = yarn(CREAM);
  const head = [0, 14.2, 0.4];
  const hr = [5.1, 4.5, 4.7];
  return group(
    stuffed(pink, [0, 5.6, 0], [4.6, 5.6, 4.2], { pear: 0.25, sit: 0.12 }),
    stuffed(pink, head, hr),
    limb(
      pink,
      [
        [-1.6, 17.6, 0.2],
        [-2.3, 21.5, -0.3],
        [-2.6, 25.0, -0.2],
        [-2.2, 27.2, 0.3],
      ],
      1.55,
      { flatten: 0.55, facing: [0, 0, 1] },
    ),
    limb(
      pink,
      [
        [1.6, 17.6, 0.2],
        [2.5, 21.0, -0.4],
        [3.8, 23.6, 0.0],
        [5.6, 24.0, 0.6],
        [7.0, 22.6, 1.0],
      ],
      1.55,
      { flatten: 0.55, facing: [0, 0, 1] },
    ),
    limb(
      pink,
      [
        [-3.3, 9.4, 1.2],
        [-3.9, 7.2, 2.6],
        [-3.5, 5.4, 3.7],
      ],
      1.15,
    ),
    limb(
      pink,
      [
        [3.3, 9.4, 1.2],
        [3.9, 7.2, 2.6],
        [3.5, 5.4, 3.7],
      ],
      1.15,
    ),
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
    stick(
      stuffed(yarn(0x2b1d17), [0, 0, 0], [0.7, 0.5, 0.4]),
      onBall([0, 12.2, 4.3], [2.3, 1.7, 1.3], 0, 38, 0.1),
    ),
    smile([0, 12.2, 4.3], [2.3, 1.7, 1.3], BROWN, { el: -5, width: 30, size: 0.07 }),
    ...eyes(head, hr, { az: 25, el: 10, size: 0.6 }),
    limb(
      fur,
      [
        [-3.6, 8.6, 1.4],
        [-4.4, 6.4, 2.6],
        [-3.9, 4.6, 3.8],
      ],
      1.35,
    ),
    limb(
      fur,
      [
        [3.6, 8.6, 1.4],
        [4.4, 6.4, 2.6],
        [3.9, 4.6, 3.8],
      ],
      1.35,
    ),
    stuffed(fur, [-2.6, 1.6, 3.6], [1.8, 1.6, 2.6], { sit: 0.12 }),
    stuffed(fur, [2.6, 1.6, 3.6], [1.8, 1.6, 2.6], { sit: 0.12 }),
    stick(felt(1.0, 0xf1dcc0, 1.1), onBall([-2.6, 1.6, 3.6], [1.8, 1.6, 2.6], 0, 5, 0.03)),
    stick(felt(1.0, 0xf1dcc0, 1.1), onBall([2.6, 1.6, 3.6], [1.8, 1.6, 2.6], 0, 5, 0.03)),
    limb(scarf, neck, 0.85, { flatten: 0.35, facing: [0, 1, 0], caps: 0.01 }),
    limb(
      scarf,
      [
        [1.8, 9.6, 4.0],
        [2.4, 8.0, 4.7],
        [2.7, 5.6, 4.9],
      ],
      1.0,
      { flatten: 0.6, facing: [0, 0, 1] },
    ),
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
    trunk.push([
      Math.sin(curl * 2.6) * 1.8,
      12.6 - t * 4.0 + Math.sin(curl * 3.2) * 2.4 * curl,
      5.0 + t * 1.5 + Math.sin(curl * 2.5) * 1.2,
    ]);
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
    limb(
      grey,
      [
        [-3.6, 8.6, 1.6],
        [-4.2, 6.4, 2.8],
        [-3.8, 4.8, 3.8],
      ],
      1.35,
    ),
    limb(
      grey,
      [
        [3.6, 8.6, 1.6],
        [4.2, 6.4, 2.8],
        [3.8, 4.8, 3.8],
      ],
      1.35,
    ),
    limb(
      grey,
      [
        [-2.6, 2.2, 1.5],
        [-2.7, 2.0, 5.4],
      ],
      1.8,
    ),
    limb(
      grey,
      [
        [2.6, 2.2, 1.5],
        [2.7, 2.0, 5.4],
      ],
      1.8,
    ),
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
    limb(
      black,
      [
        [-1.6, 2.8, 0.8],
        [-1.8, 1.6, 1.6],
      ],
      0.65,
    ),
    limb(
      black,
      [
        [1.6, 2.8, 0.8],
        [1.8, 1.6, 1.6],
      ],
      0.65,
    ),
    stuffed(black, [-1.0, 0.5, 1.4], [0.7, 0.55, 0.9]),
    stuffed(black, [1.0, 0.5, 1.4], [0.7, 0.55, 0.9]),
    place(torus(0.45, 0.07, metal()), [0, 8.0, -0.2], [0, Math.PI / 2, 0]),
    place(torus(1.3, 0.1, metal()), [0, 9.7, -0.2], [0, 0.3, 0]),
  );
}

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
      set: paper(0xe9dfd4, {
        radius: 9,
        look: [0, 14, 2],
        distance: 42,
        elevation: 8,
        aperture: 1.6,
        key: [-30, 40, 40],
      }),
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
  'CR-AMI-003': shots(elephant, [
    { turn: -0.3, set: paper(0xf0e4d6, { radius: 13, lookY: 10, distance: 66 }) },
  ]),
  'CR-AMI-004': shots(fox, [
    {
      turn: 0.35,
      set: { backdrop: 'linen', colour: 0xece4d8, radius: 11, lookY: 3, distance: 58, elevation: 28 },
    },
  ]),
  'CR-AMI-005': shots(octopus, [
    { turn: 0.1, set: paper(0xe3ecef, { radius: 12, lookY: 6, distance: 62, elevation: 18 }) },
  ]),
  'CR-AMI-006': shots(panda, [
    {
      turn: -0.3,
      set: { backdrop: 'wood', radius: 6.5, lookY: 5, distance: 34, elevation: 20, aperture: 0.9 },
    },
  ]),
};

export { bear, bunny };
