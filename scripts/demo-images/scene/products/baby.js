// Baby things: blankets and booties.
import * as THREE from 'three';
import { drape, folded, thrownDown } from '../cloth.js';
import { revolve, sheet } from '../geometry.js';
import { button, crochet, glossy, group, knit, place, studio, woodMaterial } from '../parts.js';
import { limb, stuffed, yarn } from './amigurumi.js';
import { onLinen, onWall, onWood, paper } from './shots.js';

const CREAM = 0xf3ead9;

function blanketMaterial(palette, o = {}) {
  return crochet({
    palette,
    pattern: o.pattern ?? 'dc',
    colourMode: 'rows',
    rowsPerColour: o.rows ?? 3,
    stitch: o.stitch ?? [0.65, 1.0],
    depth: 0.32,
    lean: 0.125,
    doubleSided: true,
  });
}

/** A blanket folded in layers, lying on the table. */
function foldedBlanket(mat, w, len, layers, th = 1.6) {
  const shape = folded(len, layers, th, { width: w, sag: 0.5 });
  // Soft, not pressed: each layer puffs and dips a little.
  const puff = (x, y) =>
    Math.sin(x * 0.23 + y * 0.05) * Math.sin(y * 0.31) * 0.35 + Math.sin(x * 0.11 - y * 0.07) * 0.25;
  return knit(
    sheet(
      w,
      len,
      (x, y) => {
        const p = shape(x - w / 2, y);
        return [p[0] + Math.sin(y * 0.13) * 0.3, p[1] + puff(x, y) * Math.min(1, y / len + 0.5), p[2]];
      },
      { nx: Math.ceil(w * 1.6), ny: Math.ceil(len * 3) },
    ),
    mat,
  );
}

/** A wooden chair seat and back to hang a blanket over. */
function chair() {
  const wood = woodMaterial(0x9a6b43);
  const parts = [];
  const box = (w, h, d, x, y, z) => {
    const m = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), wood);
    m.position.set(x, y, z);
    m.castShadow = m.receiveShadow = true;
    parts.push(m);
  };
  box(44, 3, 42, 0, 45, 0);
  for (const x of [-19, 19]) for (const z of [-18, 18]) box(3.4, 45, 3.4, x, 22.5, z);
  for (const x of [-19, 19]) box(3.4, 48, 3.4, x, 70, -18);
  box(44, 9, 2.6, 0, 88, -18);
  box(44, 5, 2.6, 0, 70, -18);
  return {
    group: group(...parts),
    colliders: [{ box: [-22, 43.5, -21, 22, 46.5, 21] }, { box: [-22, 48, -19.3, 22, 92.5, -16.7] }],
  };
}

const RAINBOW = [0xf4a6a6, 0xf7c59f, 0xf6e3a1, 0xbfe0b5, 0xaed3ea, 0xc9b6e4];

function rainbowBlanket(scene, view, spec) {
  const mat = blanketMaterial([spec.colour, ...RAINBOW.slice(1)]);
  if (view === 0) {
    const c = chair();
    const w = 70;
    const h = 90;
    const shape = drape(w, h, {
      start: (x, y) => [x - w / 2, 93.5 + Math.max(0, 20 - y) * 0.2, y - 40],
      colliders: c.colliders,
      res: 2,
      steps: 520,
      friction: 0.9,
    });
    scene.add(c.group, knit(sheet(w, h, shape, { nx: 140, ny: 180 }), mat));
    return studio(
      scene,
      onWall(0xefe8de, {
        wallZ: -40,
        radius: 50,
        look: [0, 55, 0],
        distance: 250,
        elevation: 10,
        azimuth: 30,
        aperture: 1.2,
        key: [-120, 200, 160],
      }),
    );
  }
  if (view === 1) {
    scene.add(place(foldedBlanket(mat, 42, 160, 5), [0, 0, 0], [0, 0.25, 0]));
    scene.add(
      place(
        foldedBlanket(blanketMaterial([0xf3ead9, 0xf3ead9, 0xaed3ea], { rows: 4 }), 38, 120, 4),
        [3, 8.2, 1],
        [0, 0.1, 0],
      ),
    );
    return studio(
      scene,
      onLinen(0xe9e1d5, { radius: 26, lookY: 5, distance: 125, elevation: 30, aperture: 1.8 }),
    );
  }
  const w = 90;
  const h = 70;
  const shape = thrownDown(w, h, {
    spread: [0.85, 0.9],
    waves: [0.12, 0.14, 0.02],
    across: Math.cos,
    steps: 300,
  });
  scene.add(knit(sheet(w, h, shape, { nx: 180, ny: 140 }), mat));
  return studio(
    scene,
    onWood({
      wall: false,
      radius: 16,
      look: [0, 1, 0],
      distance: 80,
      elevation: 62,
      aperture: 2.2,
      key: [-80, 140, 40],
    }),
  );
}

function cloud(mat, at, s) {
  return group(
    stuffed(mat, [at[0], at[1], at[2]], [3.2 * s, 0.6, 2.2 * s]),
    stuffed(mat, [at[0] - 2.6 * s, at[1] - 0.1, at[2] + 0.8 * s], [2.2 * s, 0.55, 1.6 * s]),
    stuffed(mat, [at[0] + 2.8 * s, at[1] - 0.1, at[2] + 0.7 * s], [2.3 * s, 0.55, 1.7 * s]),
  );
}

function cloudBlanket(scene, view, spec) {
  const mat = blanketMaterial([spec.colour], { pattern: 'sc', stitch: [0.7, 0.6] });
  const white = yarn(0xfbf8f2, { stitch: [0.5, 0.45] });
  scene.add(place(foldedBlanket(mat, 46, 170, 5), [0, 0, 0], [0, -0.2, 0]));
  const top = 5 * 1.6 + 0.4;
  const clouds = group(
    cloud(white, [-8, top, -3], 1.2),
    cloud(white, [9, top, 5], 0.9),
    cloud(white, [6, top, -9], 0.7),
  );
  clouds.rotation.y = -0.2;
  scene.add(clouds);
  return studio(
    scene,
    onLinen(0xede6dc, { radius: 26, lookY: 4, distance: 125, elevation: 34, aperture: 1.8 }),
  );
}

/** A baby shoe: a rounded toe, an open heel cup of height `wall` and, when cuffed, a ribbed cuff. */
function bootie(colour, o = {}) {
  const upper = yarn(colour, { stitch: [0.42, 0.38], depth: 0.22, doubleSided: true });
  const cuff = yarn(o.cuff ?? colour, { pattern: 'rib', stitch: [0.35, 0.42], lean: 0, doubleSided: true });
  const wall = o.wall ?? 6;
  const heel = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    const a = Math.min(1, t * 2.2) * (Math.PI / 2);
    heel.push([
      Math.sin(a) * 2.9 * (1 - 0.06 * t),
      1.6 - Math.cos(a) * 1.6 + (Math.max(0, t * 2.2 - 1) * (wall - 1.6)) / 1.2,
    ]);
  }
  const items = [
    stuffed(upper, [0, 2.0, 1.4], [3.0, 2.0, 4.6], { sit: 0.12 }),
    place(knit(revolve(heel, { rows: 60, segments: 96 }), upper), [0, 0, -1.8]),
  ];
  if (o.cuffed !== false) {
    const band = [];
    for (let k = 0; k <= 10; k++)
      band.push([2.95 + (k / 10) * 0.5 + Math.sin((k / 10) * Math.PI) * 0.25, wall - 0.4 + (k / 10) * 2.0]);
    items.push(place(knit(revolve(band, { rows: 30, segments: 96 }), cuff), [0, 0, -1.8]));
  }
  return group(...items);
}

function ribbon(colour, at) {
  const satin = glossy(
    new THREE.MeshPhysicalMaterial({
      color: colour,
      roughness: 0.3,
      sheen: 1,
      sheenColor: new THREE.Color(0xffffff),
      side: THREE.DoubleSide,
    }),
  );
  const loop = (s) => {
    const m = new THREE.Mesh(new THREE.TorusGeometry(1.1, 0.28, 10, 32), satin);
    m.scale.set(1, 0.55, 0.35);
    m.position.set(at[0] + s * 1.1, at[1], at[2]);
    m.rotation.set(0.4, 0, s * 0.3);
    m.castShadow = true;
    return m;
  };
  const tail = (s) => {
    const m = new THREE.Mesh(new THREE.BoxGeometry(0.8, 3.4, 0.08), satin);
    m.position.set(at[0] + s * 0.8, at[1] - 1.6, at[2] + 0.3);
    m.rotation.set(0.3, 0, s * 0.35);
    m.castShadow = true;
    return m;
  };
  return group(loop(-1), loop(1), tail(-1), tail(1));
}

function newbornBooties(scene, view, spec) {
  const pair = group(
    place(
      group(bootie(spec.colour, { cuff: CREAM }), ribbon(0xf4f0ea, [0, 5.2, 1.2])),
      [-4.4, 0, 0],
      [0, 0.35, 0],
    ),
    place(
      group(bootie(spec.colour, { cuff: CREAM }), ribbon(0xf4f0ea, [0, 5.2, 1.2])),
      [4.8, 0, 1.5],
      [0, -0.25, 0],
    ),
  );
  scene.add(pair);
  return studio(scene, onLinen(0xefe8de, { radius: 10, lookY: 3, distance: 55, elevation: 30 }));
}

function maryJanes(scene, view, spec) {
  const shoe = (s) => {
    const strap = yarn(spec.colour, { stitch: [0.4, 0.36] });
    const items = [bootie(spec.colour, { cuffed: false, wall: 4.2 })];
    items.push(
      limb(
        strap,
        [
          [-3.0, 3.6, -0.9],
          [0, 4.6, -0.2],
          [3.0, 3.6, -0.9],
        ],
        0.42,
        { flatten: 0.5, facing: [0, 1, 0.3] },
      ),
    );
    const petal = yarn(0xfdfbf7, { stitch: [0.3, 0.28] });
    const fx = s * 3.2;
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      items.push(
        stuffed(petal, [fx, 3.7 + Math.sin(a) * 0.85, -0.6 + Math.cos(a) * 0.85], [0.3, 0.42, 0.62], {
          rot: [a, 0, 0],
        }),
      );
    }
    items.push(place(button(0.45, 0xf2c14e), [fx + s * 0.3, 3.7, -0.6], [0, (s * Math.PI) / 2, 0]));
    return place(group(...items), [s * 4.4, 0, s * -0.8], [0, s * -0.3, 0]);
  };
  scene.add(shoe(-1), shoe(1));
  return studio(scene, paper(0xf1e9e4, { radius: 10, lookY: 3, distance: 55, elevation: 42 }));
}

export const BABY = {
  'CR-BAB-001': rainbowBlanket,
  'CR-BAB-002': cloudBlanket,
  'CR-BAB-003': newbornBooties,
  'CR-BAB-004': maryJanes,
};

export { blanketMaterial, foldedBlanket, RAINBOW };
