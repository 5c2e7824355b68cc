// Home decor on walls and shelves: a wall hanging, a plant hanger, a prayer mat kit, a basket.
import * as THREE from 'three';
import { revolve, sheet } from '../geometry.js';
import {
  crochet,
  cylinder,
  glossy,
  group,
  knit,
  place,
  studio,
  thread,
  woodMaterial,
  yarnBall,
} from '../parts.js';
import { limb, yarn } from './amigurumi.js';
import { onWall, onWood } from './shots.js';

const CREAM = 0xf3ead9;

function wallHanging(scene, view, spec) {
  const w = 32;
  const h = 34;
  const top = 60;
  const mat = crochet({
    palette: [spec.colour, spec.colour, 0xc4704a, spec.colour, 0xd9a441, spec.colour],
    pattern: 'dc',
    colourMode: 'rows',
    rowsPerColour: 2,
    stitch: [0.65, 1.1],
    depth: 0.3,
    doubleSided: true,
  });
  const panel = sheet(
    w,
    h,
    (x, y) => {
      const len = 22 + 12 * (1 - Math.abs((2 * x) / w - 1));
      const wave = Math.sin((x / w) * Math.PI * 3) * 0.3;
      return [x - w / 2, top - (y / h) * len, 1.0 + wave + (y / h) * 0.4];
    },
    { nx: 100, ny: 110 },
  );
  const items = [knit(panel, mat)];
  const dowel = cylinder(0.9, 44, woodMaterial(0x7a4a2a));
  dowel.rotation.z = Math.PI / 2;
  dowel.position.set(0, top + 0.8, 1.0);
  items.push(dowel);
  items.push(
    thread(
      [
        [-19, top + 1.5, 1.0],
        [0, top + 12, 0.2],
        [19, top + 1.5, 1.0],
      ],
      0.12,
      0xe8dcc4,
    ),
  );
  const fringe = crochet({ color: spec.colour, pattern: 'chain', stitch: [0.25, 0.35], lean: 0, depth: 0.1 });
  for (let k = 0; k <= 44; k++) {
    const x = -w / 2 + (k / 44) * w;
    const len = 22 + 12 * (1 - Math.abs((2 * (x + w / 2)) / w - 1));
    const y0 = top - len + 0.3;
    const l = 12 + 3 * Math.sin(k * 1.7);
    const sway = Math.sin(k * 2.3) * 0.6;
    items.push(
      limb(
        fringe,
        [
          [x, y0, 1.3],
          [x + sway * 0.5, y0 - l * 0.5, 1.5],
          [x + sway, y0 - l, 1.6],
        ],
        0.28,
        { segments: 10 },
      ),
    );
  }
  scene.add(group(...items));
  const look = view === 0 ? [0, 44, 0] : [0, 36, 2];
  return studio(
    scene,
    onWall(0xeee7dd, {
      radius: view === 0 ? 30 : 14,
      look,
      distance: view === 0 ? 140 : 70,
      aperture: view === 0 ? 0.6 : 1.4,
    }),
  );
}

function plantHanger(scene, view, spec) {
  const pot = new THREE.Mesh(
    new THREE.LatheGeometry(
      [
        [0, 0],
        [5.2, 0],
        [6.6, 10],
        [7.2, 10.3],
        [7.2, 11.6],
        [6.6, 11.6],
        [6.1, 10.4],
        [0, 10.4],
      ].map(([x, y]) => new THREE.Vector2(x, y)),
      48,
    ),
    new THREE.MeshStandardMaterial({ color: 0xb8653f, roughness: 0.85 }),
  );
  pot.castShadow = pot.receiveShadow = true;
  const cosy = knit(
    revolve(
      [
        [5.0, -0.3],
        [5.5, -0.3],
        [6.85, 8.5],
        [6.9, 9.0],
      ],
      { rows: 60, segments: 120 },
    ),
    crochet({ color: spec.colour, stitch: [0.5, 0.45], doubleSided: true }),
  );
  const leafMat = glossy(
    new THREE.MeshPhysicalMaterial({ color: 0x3f7a3a, roughness: 0.45, side: THREE.DoubleSide }),
  );
  const plant = [];
  for (let k = 0; k < 26; k++) {
    const a = k * 2.4;
    const r = 1.5 + (k % 5) * 1.1;
    const leaf = new THREE.Mesh(new THREE.SphereGeometry(1.6, 16, 10), leafMat);
    leaf.scale.set(1.0, 0.18, 2.0);
    leaf.position.set(Math.cos(a) * r, 11.5 + (k % 4) * 1.6 + (5 - (k % 5)) * 0.8, Math.sin(a) * r);
    leaf.rotation.set(0.5 * Math.sin(k), -a + Math.PI / 2, 0.6 * Math.cos(k));
    leaf.castShadow = true;
    plant.push(leaf);
  }
  const cord = crochet({ color: 0xeee3cf, pattern: 'chain', stitch: [0.3, 0.4], lean: 0, depth: 0.14 });
  const strands = [];
  const topY = 52;
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2;
    const pts = [
      [0, -2.5, 0],
      [Math.cos(a) * 4.5, -0.5, Math.sin(a) * 4.5],
      [Math.cos(a) * 7.6, 7, Math.sin(a) * 7.6],
      [Math.cos(a) * 7.6, 12, Math.sin(a) * 7.6],
      [Math.cos(a) * 3.5, 30, Math.sin(a) * 3.5],
      [Math.cos(a) * 0.4, topY - 2, Math.sin(a) * 0.4],
    ];
    strands.push(limb(cord, pts, 0.4, { segments: 12 }));
    const b = a + Math.PI / 6;
    strands.push(
      limb(
        cord,
        [
          [Math.cos(a) * 7.4, 8.5, Math.sin(a) * 7.4],
          [Math.cos(b) * 7.6, 6.8, Math.sin(b) * 7.6],
          [Math.cos(a + Math.PI / 3) * 7.4, 8.5, Math.sin(a + Math.PI / 3) * 7.4],
        ],
        0.35,
        { segments: 10 },
      ),
    );
  }
  const ring = new THREE.Mesh(new THREE.TorusGeometry(2.2, 0.35, 16, 48), woodMaterial(0xa0703f));
  ring.position.set(0, topY + 1.2, 0);
  ring.castShadow = true;
  const tassel = [];
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2;
    tassel.push(
      limb(
        cord,
        [
          [0, -2.5, 0],
          [Math.cos(a) * 0.9, -7, Math.sin(a) * 0.9],
          [Math.cos(a) * 1.3, -11, Math.sin(a) * 1.3],
        ],
        0.3,
        { segments: 8 },
      ),
    );
  }
  const all = group(pot, cosy, ...plant, ...strands, ring, ...tassel);
  all.position.set(0, 28, 14);
  scene.add(all);
  return studio(scene, onWall(0xece6dc, { radius: 22, look: [0, 50, 14], distance: 108, aperture: 0.8 }));
}

function prayerMatKit(scene, view, spec) {
  void spec;
  const velvet = new THREE.MeshPhysicalMaterial({
    color: 0x2f5a4a,
    roughness: 0.8,
    sheen: 1,
    sheenColor: new THREE.Color(0x7fb59c),
    sheenRoughness: 0.4,
    side: THREE.DoubleSide,
  });
  const mat = new THREE.Mesh(new THREE.BoxGeometry(34, 3.2, 24, 1, 1, 1), velvet);
  mat.position.set(0, 1.6, 0);
  mat.castShadow = mat.receiveShadow = true;
  const lace = crochet({ color: 0xf4efe4, pattern: 'lace', stitch: [1.0, 0.9], doubleSided: true });
  const edge = knit(
    sheet(34, 3.2, (x, y) => [x - 17, 3.2 - y * 0.25, 12 + y * 0.95 + 0.05]),
    lace,
  );
  scene.add(mat, edge);
  scene.add(place(yarnBall(3.4, 0xf4efe4), [14, 3.4, 20]));
  const hook = cylinder(
    0.22,
    15,
    glossy(new THREE.MeshPhysicalMaterial({ color: 0xc0c4c8, metalness: 1, roughness: 0.3 })),
  );
  hook.rotation.set(0, 0.5, Math.PI / 2);
  hook.position.set(2, 0.25, 21);
  scene.add(hook);
  return studio(scene, onWood({ radius: 20, look: [2, 3, 6], distance: 100, elevation: 34 }));
}

function basket(colour) {
  const wall = crochet({ color: colour, pattern: 'sc', stitch: [0.6, 0.55], depth: 0.25, doubleSided: true });
  const profile = [
    [0, 0],
    [9, 0],
    [10.6, 0.8],
    [11.4, 4],
    [12, 13],
    [12.4, 13.8],
    [12.2, 14.4],
    [11.2, 13.6],
    [10.8, 4.5],
    [9.5, 1.2],
    [0, 1.2],
  ];
  const geo = revolve(profile, { rows: 140, segments: 160 });
  const items = [knit(geo, wall)];
  const handleMat = yarn(colour, { stitch: [0.5, 0.45] });
  for (const s of [-1, 1])
    items.push(
      limb(
        handleMat,
        [
          [s * 12.3, 12.5, -2.6],
          [s * 14.4, 14.0, 0],
          [s * 12.3, 12.5, 2.6],
        ],
        0.9,
      ),
    );
  const gift = new THREE.Mesh(
    new THREE.BoxGeometry(7, 6, 7),
    new THREE.MeshStandardMaterial({ color: 0x2e6b5e, roughness: 0.6 }),
  );
  gift.position.set(-3, 13, -1);
  gift.rotation.set(0.15, 0.5, 0.1);
  gift.castShadow = true;
  const ribbon = new THREE.Mesh(
    new THREE.BoxGeometry(7.2, 6.2, 1.1),
    glossy(new THREE.MeshPhysicalMaterial({ color: 0xd9a93c, roughness: 0.3 })),
  );
  ribbon.position.copy(gift.position);
  ribbon.rotation.copy(gift.rotation);
  items.push(gift, ribbon);
  items.push(place(yarnBall(3.6, 0xc2506b), [4.5, 13.2, 2]));
  items.push(place(yarnBall(3.2, CREAM), [1.5, 12.8, 6.5]));
  items.push(place(yarnBall(3.0, 0x3e8c86), [5.5, 12.5, -5]));
  return group(...items);
}

function eidBasket(scene, view, spec) {
  scene.add(place(basket(spec.colour), [0, 0, 0], [0, 0.3, 0]));
  return studio(scene, onWood({ radius: 18, lookY: 9, distance: 90, elevation: 22 }));
}

export const DECOR = {
  'CR-HOM-005': wallHanging,
  'CR-HOM-006': plantHanger,
  'CR-HOM-007': prayerMatKit,
  'CR-EID-001': eidBasket,
};

export { basket };
