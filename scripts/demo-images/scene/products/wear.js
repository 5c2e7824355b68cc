// Wearables and baby things: scarves, beanies, shawls, a cardigan, blankets, booties.
import * as THREE from 'three';
import { drape, folded, thrownDown } from '../cloth.js';
import { revolve, sheet } from '../geometry.js';
import { button, crochet, group, knit, place, studio, yarnBall } from '../parts.js';
import { limb, roundEar, yarn } from './amigurumi.js';
import { onLinen, onWood, paper } from './shots.js';

const CREAM = 0xf3ead9;

/** A length of fabric dropped on the table from `start`: sheet geometry after the cloth settles. */
function dropped(w, h, mat, o) {
  const shape = drape(w, h, o);
  return knit(sheet(w, h, shape, { nx: Math.ceil(w * 2), ny: Math.ceil(h * 2) }), mat);
}

function scarfOnTable(scene, view, spec, o) {
  const w = o.width;
  const len = o.length;
  const mat = crochet({ color: spec.colour, doubleSided: true, ...o.stitch });
  // Let fall in a loose S: longer than the path it starts on, so it bunches into soft folds.
  const s = dropped(w, len, mat, {
    start: (x, y) => {
      const t = y / len;
      return [x - w / 2 + Math.sin(t * Math.PI * 2) * 16, 2 + t * 12, (t - 0.5) * 60];
    },
    res: 1.5,
    steps: 420,
    friction: 0.9,
  });
  scene.add(s);
  return s;
}

function chunkyScarf(scene, view, spec) {
  scarfOnTable(scene, view, spec, {
    width: 18,
    length: 120,
    stitch: { pattern: 'rib', stitch: [0.8, 0.62], depth: 0.35 },
  });
  scene.add(place(yarnBall(4, spec.colour), [22, 4, -10]));
  return studio(scene, onWood({ radius: 30, look: [0, 1, 0], distance: 140, elevation: 58, aperture: 1.2 }));
}

function lacyScarf(scene, view, spec) {
  scarfOnTable(scene, view, spec, {
    width: 22,
    length: 130,
    stitch: { pattern: 'lace', stitch: [1.3, 1.1], depth: 0.2 },
  });
  return studio(
    scene,
    onWood({
      woodLight: 0x7c5536,
      woodDark: 0x4a2f1d,
      radius: 30,
      look: [0, 1, 0],
      distance: 140,
      elevation: 60,
      aperture: 1.2,
    }),
  );
}

function beanie(colour, o = {}) {
  const body = yarn(colour, { pattern: 'rib', stitch: [0.55, 0.5], depth: 0.28, doubleSided: true });
  const brim = yarn(o.brim ?? colour, {
    pattern: 'rib',
    stitch: [0.45, 0.6],
    lean: 0,
    depth: 0.3,
    doubleSided: true,
  });
  const r = o.r ?? 9.5;
  const h = o.h ?? 20;
  const profile = [];
  for (let k = 0; k <= 30; k++) {
    const t = k / 30;
    const y = t * h;
    const dome = t < 0.55 ? r : r * Math.sqrt(Math.max(0, 1 - ((t - 0.55) / 0.45) ** 2.2));
    profile.push([dome * (1 + 0.04 * Math.sin(t * Math.PI)), y]);
  }
  const items = [knit(revolve(profile, { rows: 160, segments: 160 }), body)];
  const band = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    band.push([r + 0.9 + Math.sin(t * Math.PI) * 0.5, 0.2 + t * (o.band ?? 5)]);
  }
  items.push(knit(revolve(band, { rows: 60, segments: 160 }), brim));
  if (o.pom !== false) {
    const pom = crochet({
      color: o.pomColour ?? colour,
      pattern: 'chain',
      stitch: [0.22, 0.25],
      depth: 0.35,
      fuzz: 2.5,
    });
    const ball = new THREE.SphereGeometry(4.6, 96, 64);
    const pos = ball.attributes.position;
    const st = [];
    for (let i = 0; i < pos.count; i++) {
      const v = new THREE.Vector3().fromBufferAttribute(pos, i);
      const n = v.clone().normalize();
      const wob = 1 + 0.06 * Math.sin(n.x * 13) * Math.sin(n.y * 11) * Math.sin(n.z * 9);
      pos.setXYZ(i, v.x * wob, v.y * wob, v.z * wob);
      st.push(Math.atan2(n.z, n.x) * 4.6 * 2.1, Math.acos(n.y) * 4.6 * 1.3);
    }
    ball.setAttribute('stitch', new THREE.Float32BufferAttribute(st, 2));
    ball.computeVertexNormals();
    items.push(place(knit(ball, pom), [0, h + 2.6, 0]));
  }
  if (o.ears) {
    items.push(roundEar(body, [-r * 0.62, h * 0.83, 0], 3.0, [0, 0, 1]));
    items.push(roundEar(body, [r * 0.62, h * 0.83, 0], 3.0, [0, 0, 1]));
  }
  return group(...items);
}

function pomBeanie(scene, view, spec) {
  const b = beanie(spec.colour, { pomColour: CREAM });
  if (view === 0) {
    scene.add(place(b, [0, 0, 0], [0, 0.3, 0]));
    return studio(scene, paper(0xe8e6e0, { radius: 15, lookY: 13, distance: 75, elevation: 10 }));
  }
  if (view === 1) {
    scene.add(place(b, [0, 9.6, 0], [Math.PI / 2 - 0.05, 0, 0.5]));
    scene.add(place(yarnBall(4, spec.colour), [-20, 4, -6]));
    return studio(scene, onWood({ radius: 20, lookY: 8, distance: 100, elevation: 30, aperture: 2 }));
  }
  scene.add(place(b, [0, 0, 0], [0, -0.4, 0]));
  return studio(
    scene,
    paper(0xe8e6e0, { radius: 8, look: [0, 6, 8], distance: 44, elevation: 12, aperture: 1.8 }),
  );
}

function bearBeanie(scene, view, spec) {
  scene.add(
    place(beanie(spec.colour, { r: 7.5, h: 15, pom: false, ears: true, band: 3.5 }), [0, 0, 0], [0, -0.2, 0]),
  );
  return studio(scene, onLinen(0xece4d8, { radius: 13, lookY: 9, distance: 66, elevation: 14 }));
}

/** A triangle shawl: width across the top w, depth d; x along the top edge, y toward the point. */
function triangleShawl(w, d, shape) {
  return sheet(
    w,
    d,
    (x, y) => {
      const half = (w / 2) * (1 - y / d);
      const u = w / 2 + ((x - w / 2) / (w / 2)) * half;
      return shape(u, y);
    },
    { nx: Math.ceil(w * 1.6), ny: Math.ceil(d * 1.6) },
  );
}

function grannyShawl(scene, view, spec) {
  const mat = crochet({
    palette: [spec.colour, spec.colour, 0xd9a441, spec.colour, CREAM],
    pattern: 'dc',
    colourMode: 'rows',
    rowsPerColour: 2,
    stitch: [0.7, 1.1],
    depth: 0.3,
    doubleSided: true,
  });
  const w = 120;
  const d = 60;
  const shape = thrownDown(w, d, { spread: [0.9, 0.92], waves: [0.11, 0.17, 0.03], steps: 320 });
  scene.add(knit(triangleShawl(w, d, shape), mat));
  // From above, then closer and lower across its point.
  return studio(
    scene,
    view === 0
      ? {
          backdrop: 'wood',
          wall: false,
          radius: 50,
          look: [0, 0, -4],
          distance: 260,
          elevation: 80,
          aperture: 0.8,
          fov: 26,
          key: [-120, 200, -60],
        }
      : {
          backdrop: 'wood',
          wall: false,
          radius: 40,
          look: [8, 0, 4],
          distance: 170,
          elevation: 48,
          azimuth: 28,
          aperture: 1.4,
          fov: 26,
          key: [-120, 200, -60],
        },
  );
}

function cardigan(scene, view, spec) {
  const body = crochet({
    color: spec.colour,
    pattern: 'rib',
    stitch: [0.6, 0.55],
    depth: 0.32,
    doubleSided: true,
  });
  const rib = crochet({
    color: spec.colour,
    pattern: 'rib',
    stitch: [0.45, 0.5],
    lean: 0,
    depth: 0.4,
    doubleSided: true,
  });
  const w = 32;
  const shape = folded(120, 4, 1.5, { width: w, sag: 0.6 });
  const block = knit(
    sheet(w, 120, (x, y) => shape(x - w / 2, y), { nx: 80, ny: 320 }),
    body,
  );
  const top = 4 * 1.5 + 0.1;
  const placket = knit(
    sheet(4, 30, (x, y) => [x - 2, top + 0.25, y - 15]),
    rib,
  );
  const band = knit(
    sheet(w, 5, (x, y) => [x - w / 2, top + 0.2, 15 - y * 0.2 + 0.2]),
    rib,
  );
  const buttons = [];
  for (let k = 0; k < 4; k++)
    buttons.push(place(button(0.95, 0x6b4a34), [0, top + 0.45, 10 - k * 7.5], [-Math.PI / 2, 0, 0]));
  const collar = limb(
    rib,
    [
      [-9, top + 0.6, -14.5],
      [-4, top + 0.8, -11],
      [0, top + 0.6, -8],
      [4, top + 0.8, -11],
      [9, top + 0.6, -14.5],
    ],
    1.3,
    { flatten: 0.6, facing: [0, 1, 0] },
  );
  scene.add(place(group(block, placket, band, collar, ...buttons), [0, 0, 0], [0, 0.35, 0]));
  scene.add(place(yarnBall(4.5, spec.colour), [26, 4.5, -6]));
  scene.add(place(yarnBall(3.6, 0xd9a441), [22, 3.6, 6]));
  return studio(
    scene,
    onLinen(0xe6ddcf, { radius: 26, look: [5, 4, 0], distance: 130, elevation: 38, aperture: 1.6 }),
  );
}

export const WEAR = {
  'CR-WEA-001': chunkyScarf,
  'CR-WEA-002': lacyScarf,
  'CR-WEA-003': pomBeanie,
  'CR-WEA-004': bearBeanie,
  'CR-WEA-005': grannyShawl,
  'CR-WEA-006': lacyScarf,
  'CR-WEA-007': cardigan,
};

export { beanie };
