// Amigurumi dolls and the cat family.
import { felt, group, knit, place } from '../parts.js';
import { sheet } from '../geometry.js';
import { cheeks, eyes, limb, onBall, pointyEar, smile, stick, stuffed, whiskers, yarn } from './amigurumi.js';
import { CREAM, paper, shots, woodProps } from './shots.js';

function doll(colour, o = {}) {
  const skin = yarn(o.skin ?? 0xd9a57c, { stitch: [0.42, 0.38] });
  const dress = yarn(colour, { stitch: [0.42, 0.38] });
  const shalwar = yarn(o.shalwar ?? 0xf4efe6, { stitch: [0.42, 0.38] });
  const hair = yarn(o.hair ?? 0x2a1a14, { pattern: 'chain', stitch: [0.3, 0.5], lean: 0 });
  const dupatta = yarn(o.dupatta ?? 0xe3b448, { stitch: [0.34, 0.3], depth: 0.12, doubleSided: true });
  const head = [0, 21.5, 0];
  const hr = [4.2, 4.4, 4.0];
  const braid = (s) =>
    limb(
      hair,
      [
        [s * 3.0, 20.0, -2.4],
        [s * 3.6, 16.5, -1.0],
        [s * 3.4, 13.5, 0.6],
      ],
      (t) => 0.9 - t * 0.3,
    );
  return group(
    limb(
      shalwar,
      [
        [-1.3, 9.0, 0],
        [-1.4, 4.0, 0],
        [-1.5, 1.2, 0.2],
      ],
      (t) => 1.2 + t * 0.35,
    ),
    limb(
      shalwar,
      [
        [1.3, 9.0, 0],
        [1.4, 4.0, 0],
        [1.5, 1.2, 0.2],
      ],
      (t) => 1.2 + t * 0.35,
    ),
    stuffed(skin, [-1.5, 0.55, 0.8], [0.9, 0.55, 1.4]),
    stuffed(skin, [1.5, 0.55, 0.8], [0.9, 0.55, 1.4]),
    stuffed(dress, [0, 12.4, 0], [3.7, 5.6, 3.0], { pear: 0.5 }),
    stuffed(skin, [0, 17.4, 0], [1.1, 1.0, 1.1]),
    stuffed(skin, head, hr),
    stuffed(hair, [0, 22.6, -0.6], [4.45, 3.9, 4.0]),
    braid(-1),
    braid(1),
    limb(
      dress,
      [
        [-3.0, 15.6, 0],
        [-3.9, 12.8, 0.8],
        [-3.9, 10.6, 1.4],
      ],
      1.05,
    ),
    limb(
      dress,
      [
        [3.0, 15.6, 0],
        [3.9, 12.8, 0.8],
        [3.9, 10.6, 1.4],
      ],
      1.05,
    ),
    stuffed(skin, [-3.9, 9.8, 1.6], [0.9, 0.9, 0.9]),
    stuffed(skin, [3.9, 9.8, 1.6], [0.9, 0.9, 0.9]),
    knit(
      sheet(24, 14, (x, y) => {
        // Round the shoulders through the back, the two ends falling down the front.
        const a = 0.75 + (x / 24) * (Math.PI * 2 - 1.5);
        const r = 3.3 + Math.min(y, 4) * 0.12 + Math.sin(a * 9 + y * 0.4) * 0.12;
        return [Math.sin(a) * r, 17.4 - y * 0.8 - Math.max(0, Math.cos(a)) * 1.5, Math.cos(a) * r * 0.9];
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
      limb(
        hair,
        [
          [Math.sin(a) * 3.6, 22.5, Math.cos(a) * 1.2 - 2.6],
          [Math.sin(a) * 4.4, 18.0, -2.5 - Math.cos(a)],
          [Math.sin(a) * 4.8 + 0.3 * Math.sin(k), 13.0, -1.8 - Math.cos(a) * 0.8],
        ],
        0.85,
      ),
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
    limb(
      skin,
      [
        [-2.8, 16.2, 0],
        [-3.9, 13.6, 1.2],
        [-3.2, 11.6, 2.2],
      ],
      0.85,
    ),
    limb(
      skin,
      [
        [2.8, 16.2, 0],
        [3.9, 13.6, 1.2],
        [3.2, 11.6, 2.2],
      ],
      0.85,
    ),
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
    o.cap
      ? stuffed(yarn(o.cap, { stitch: [0.36, 0.32] }), [0, h + 3.2, -0.2], [1.75, 0.8, 1.65], { sit: 0.4 })
      : null,
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
      limb(
        fur,
        [
          [-2.2, 6.4, 2.2],
          [-2.0, 3.2, 3.4],
          [-1.8, 1.0, 3.6],
        ],
        0.95,
      ),
      limb(
        fur,
        [
          [2.2, 6.4, 2.2],
          [2.0, 3.2, 3.4],
          [1.8, 1.0, 3.6],
        ],
        0.95,
      ),
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

export const DOLLS = {
  'CR-DOL-001': shots(doll, [
    { turn: 0.15, set: paper(0xf2e6df, { radius: 15, lookY: 13, distance: 78, elevation: 8 }) },
    {
      turn: -0.4,
      set: paper(0xe6e9e0, { radius: 15, lookY: 13, distance: 78, elevation: 10, key: [45, 60, 40] }),
    },
    {
      turn: 0.1,
      set: paper(0xf2e6df, { radius: 8, look: [0, 19, 1], distance: 40, elevation: 6, aperture: 1.4 }),
    },
    {
      at: [0, 0, 0],
      turn: 0.5,
      props: woodProps,
      set: { backdrop: 'wood', radius: 17, lookY: 12, distance: 84, elevation: 14, azimuth: -8 },
    },
  ]),
  'CR-DOL-002': shots(mermaid, [
    { turn: -0.2, set: paper(0xdfeceb, { radius: 14, lookY: 11, distance: 72, elevation: 10 }) },
  ]),
  'CR-DOL-003': shots(family, [
    { turn: 0, set: paper(0xf1e8dc, { radius: 11, lookY: 5, distance: 62, elevation: 14 }) },
  ]),
  'CR-AMI-007': shots(catFamily, [
    {
      turn: 0,
      set: { backdrop: 'linen', colour: 0xeae2d6, radius: 13, lookY: 6, distance: 70, elevation: 16 },
    },
  ]),
};
