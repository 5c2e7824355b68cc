// Home decor: coasters and cushions.
import * as THREE from 'three';
import { disc, pillow } from '../geometry.js';
import { crochet, glossy, group, knit, place, studio, yarnBall } from '../parts.js';
import { stuffed, yarn } from './amigurumi.js';
import { flatLay, onLinen, paper } from './shots.js';

const CREAM = 0xf3ead9;

export function coaster(r, palette, o = {}) {
  const mat = crochet({
    palette,
    pattern: 'mandala',
    colourMode: 'rounds',
    rowsPerColour: o.ringsPerColour ?? 1,
    radius: r * 1.08,
    stitch: o.stitch ?? [0.55, 0.72],
    depth: 0.14,
    doubleSided: true,
  });
  return knit(disc(r, o.th ?? 0.45, { scallops: o.scallops ?? 0 }), mat);
}

const ceramic = (c) => glossy(new THREE.MeshPhysicalMaterial({ color: c, roughness: 0.25, clearcoat: 0.8 }));

/** A glazed mug of chai. */
export function mug(colour = 0xe9e3d8) {
  const pts = [
    [0, 0],
    [3.6, 0],
    [3.9, 0.4],
    [4.0, 9],
    [3.7, 9],
    [3.5, 0.9],
    [0, 0.9],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  const body = new THREE.Mesh(new THREE.LatheGeometry(pts, 64), ceramic(colour));
  body.castShadow = body.receiveShadow = true;
  const tea = new THREE.Mesh(
    new THREE.CircleGeometry(3.55, 48).rotateX(-Math.PI / 2),
    glossy(new THREE.MeshPhysicalMaterial({ color: 0x8a5a34, roughness: 0.1 })),
  );
  tea.position.y = 7.6;
  const handle = new THREE.Mesh(new THREE.TorusGeometry(2.2, 0.5, 16, 32, Math.PI * 1.2), ceramic(colour));
  handle.position.set(4.0, 4.6, 0);
  handle.rotation.z = -Math.PI * 0.6;
  handle.castShadow = true;
  return group(body, tea, handle);
}

function coasterSet(colour) {
  const palettes = [
    [colour, colour, CREAM, colour, colour, colour, 0xd9483b, 0xd9483b],
    [0xd9483b, 0xd9483b, CREAM, 0xd9483b, 0xd9483b, 0xd9483b, colour, colour],
    [0xe0a526, 0xe0a526, CREAM, 0xe0a526, 0xe0a526, 0xe0a526, CREAM, CREAM],
    [CREAM, CREAM, colour, CREAM, CREAM, CREAM, 0xd9483b, 0xd9483b],
    [colour, colour, colour, 0xd9483b, colour, colour, CREAM, CREAM],
    [0xd9483b, 0xd9483b, 0xd9483b, CREAM, 0xd9483b, 0xd9483b, 0xe0a526, 0xe0a526],
  ];
  return palettes.map((p) => coaster(5.2, p));
}

function coasterFlatLay(scene, view, spec) {
  const cs = coasterSet(spec.colour);
  if (view === 0) {
    const spots = [
      [-7, 0, -6],
      [5, 0, -8],
      [-9, 0, 6],
      [4.5, 0, 4],
      [14, 0, -1],
      [-1, 0, 15],
    ];
    cs.forEach((c, i) => scene.add(place(c, [spots[i][0], 0.25, spots[i][2]], [0, i, 0])));
    scene.add(place(mug(), [4.5, 0.5, 4]));
    scene.add(place(yarnBall(3, spec.colour), [-16, 3, -13]));
    return studio(scene, flatLay({ radius: 18, look: [0, 0, 1], distance: 95, elevation: 89 }));
  }
  cs.slice(0, 5).forEach((c, i) =>
    scene.add(place(c, [i * 0.15, 0.25 + i * 0.5, -i * 0.1], [0, i * 0.7, 0])),
  );
  scene.add(place(cs[5], [8.5, 3.2, 4], [0.1, 0.4, -1.2]));
  return studio(scene, onLinen(0xe7dccb, { radius: 10, lookY: 2, distance: 55, elevation: 24 }));
}

function mandalaFlatLay(scene, view, spec) {
  const pals = [
    [spec.colour, CREAM, 0x3e8c86, 0xe3a83b, spec.colour],
    [0x3e8c86, CREAM, spec.colour, 0xe3a83b],
    [0xe3a83b, spec.colour, CREAM, 0x3e8c86],
    [CREAM, spec.colour, 0x3e8c86, 0xe3a83b, CREAM],
  ];
  const spots = [
    [-6, -5],
    [6.5, -6],
    [-6.5, 6.5],
    [6, 6],
  ];
  pals.forEach((p, i) =>
    scene.add(place(coaster(5.4, p, { scallops: 16 }), [spots[i][0], 0.25, spots[i][1]], [0, i, 0])),
  );
  scene.add(place(mug(0x2f5d62), [15, 0, -12]));
  return studio(
    scene,
    flatLay({ woodLight: 0x8a603e, woodDark: 0x4f3220, radius: 16, look: [1, 0, 0], distance: 88 }),
  );
}

function sunflower(r, petals = 14) {
  const yellow = yarn(0xf5c542, { stitch: [0.5, 0.45] });
  const brown = crochet({
    color: 0x5b3a22,
    pattern: 'mandala',
    radius: r * 0.5,
    stitch: [0.45, 0.5],
    depth: 0.25,
  });
  const out = [];
  for (let k = 0; k < petals; k++) {
    const a = (k / petals) * Math.PI * 2;
    const p = stuffed(
      yellow,
      [Math.cos(a) * r * 0.62, Math.sin(a) * r * 0.62, 0.4],
      [r * 0.34, r * 0.15, 0.35],
    );
    p.rotation.z = a;
    out.push(p);
  }
  const centre = knit(disc(r * 0.42, 0.9), brown);
  centre.rotation.x = Math.PI / 2;
  centre.position.z = 0.9;
  out.push(centre);
  return group(...out);
}

function cushion(cover, o = {}) {
  const mat = o.material ?? yarn(cover, { stitch: [0.6, 0.5], doubleSided: true });
  const faces = pillow(40, 40, 6.5).map((g) => knit(g, mat));
  return group(...faces, o.motif ? place(o.motif, [0, 0, 6.2]) : null);
}

function sunflowerCushion(scene, view, spec) {
  const c = cushion(0x6f9c8c, { motif: sunflower(15) });
  void spec;
  if (view === 0) {
    scene.add(place(c, [0, 20.5, 0], [-0.22, -0.25, 0]));
    return studio(scene, paper(0xf0e6d6, { radius: 24, lookY: 20, distance: 120, elevation: 10, back: -18 }));
  }
  if (view === 1) {
    scene.add(place(c, [2, 6.2, 0], [-Math.PI / 2 + 0.05, 0, 0.4]));
    scene.add(place(cushion(0xe9dfcc), [-30, 6.2, -22], [-Math.PI / 2 + 0.05, 0, -0.3]));
    return studio(scene, onLinen(0xe6dccd, { radius: 26, lookY: 4, distance: 125, elevation: 42 }));
  }
  scene.add(place(c, [0, 20.5, 0], [-0.1, 0.1, 0]));
  return studio(
    scene,
    paper(0xf0e6d6, { radius: 10, look: [2, 22, 4], distance: 55, elevation: 14, aperture: 1.4, back: -18 }),
  );
}

function grannyCushion(scene, view, spec) {
  const mat = crochet({
    palette: [spec.colour, 0xe0b25a, CREAM, 0x7d8c5a, 0x6b4a3a, 0xd8a48a, 0x9c5b3f, 0xefe4cf],
    pattern: 'granny',
    colourMode: 'granny',
    round: 5,
    stitch: [0.55, 0.55],
    depth: 0.22,
    doubleSided: true,
  });
  const c = cushion(0, { material: mat });
  scene.add(place(c, [0, 20.5, 0], [-0.2, 0.3, 0]));
  return studio(scene, paper(0xe9e0d4, { radius: 24, lookY: 20, distance: 120, elevation: 10, back: -18 }));
}

function draftCoaster(scene, view, spec) {
  scene.add(place(coaster(5.2, [spec.colour, 0xbdbdbd, spec.colour]), [0, 0.25, 0], [0, 0.4, 0]));
  return studio(scene, paper(0xeceae6, { radius: 7, lookY: 0.5, distance: 40, elevation: 35 }));
}

export const HOME = {
  'CR-HOM-001': coasterFlatLay,
  'CR-HOM-002': mandalaFlatLay,
  'CR-HOM-003': sunflowerCushion,
  'CR-HOM-004': grannyCushion,
  'CR-DRAFT-001': draftCoaster,
};

export { cushion, sunflower };
