// Bags and accessories: totes, pouches, scrunchies.
import * as THREE from 'three';
import { bag, pillow, sheet } from '../geometry.js';
import { crochet, cylinder, glossy, group, knit, metal, place, studio, woodMaterial } from '../parts.js';
import { limb, yarn } from './amigurumi.js';
import { sunflower } from './home.js';
import { onLinen, onWall, onWood, paper } from './shots.js';

const CREAM = 0xf3ead9;

function tote(colour, o = {}) {
  const w = o.w ?? 36;
  const h = o.h ?? 34;
  const body = crochet({
    color: colour,
    pattern: o.pattern ?? 'sc',
    stitch: o.stitch ?? [0.6, 0.55],
    depth: 0.3,
    doubleSided: true,
  });
  const faces = bag(w, h, o.depth ?? 5, { sag: 0.8 }).map((g) => knit(g, body));
  const band = yarn(o.band ?? colour, { pattern: 'rib', stitch: [0.5, 0.5], lean: 0, doubleSided: true });
  const rim = [];
  for (const s of [-1, 1])
    rim.push(
      knit(
        sheet(w, 4, (x, y) => [
          x - w / 2,
          h - 4 + y,
          s * (o.depth ?? 5) * Math.sqrt(Math.max(0, 1 - Math.abs((2 * x) / w - 1) ** 4)) + s * 0.2,
        ]),
        band,
      ),
    );
  const handles = [-1, 1].map((s) =>
    limb(
      band,
      [
        [-8, h - 1, s * 4.6],
        [-7, h + 10, s * 4.0],
        [0, h + 15, s * 3.6],
        [7, h + 10, s * 4.0],
        [8, h - 1, s * 4.6],
      ],
      1.1,
      { flatten: 0.45, facing: [0, 0, 1] },
    ),
  );
  return group(...faces, ...rim, ...handles);
}

function citrus(r, c, at) {
  const m = new THREE.Mesh(
    new THREE.SphereGeometry(r, 48, 32),
    glossy(new THREE.MeshPhysicalMaterial({ color: c, roughness: 0.45, clearcoat: 0.3 })),
  );
  m.position.set(...at);
  m.castShadow = m.receiveShadow = true;
  return m;
}

function marketTote(scene, view, spec) {
  const t = tote(spec.colour, { pattern: 'mesh', stitch: [2.2, 2.2], band: spec.colour, depth: 7 });
  scene.add(t);
  scene.add(
    citrus(4.2, 0xf0a030, [-5, 5, 0]),
    citrus(4.0, 0xf3c93d, [4, 4.8, 1]),
    citrus(3.8, 0xeb8f2c, [0, 12, -1]),
    citrus(4.1, 0x9ccc4b, [-6, 13, 1]),
    citrus(3.9, 0xf0a030, [6, 12.5, 0]),
  );
  return studio(scene, onWood({ radius: 26, lookY: 22, distance: 130, elevation: 10, azimuth: 15 }));
}

function sunflowerTote(scene, view, spec) {
  const t = tote(CREAM, { band: spec.colour });
  const flower = sunflower(10, 12);
  flower.position.set(0, 16, 5.6);
  scene.add(place(group(t, flower), [0, 0, 0], [0, -0.2, 0]));
  return studio(scene, paper(0xe6e9e2, { radius: 26, lookY: 22, distance: 130, elevation: 8 }));
}

function zip(w, at) {
  const tape = new THREE.Mesh(
    new THREE.BoxGeometry(w, 0.35, 1.6),
    new THREE.MeshStandardMaterial({ color: 0x2a2624, roughness: 0.9 }),
  );
  tape.position.set(...at);
  const teeth = new THREE.InstancedMesh(
    new THREE.BoxGeometry(0.22, 0.3, 0.5),
    metal(0xc9a86a),
    Math.floor(w / 0.3),
  );
  const m = new THREE.Matrix4();
  for (let k = 0; k < teeth.count; k++) {
    m.makeTranslation(at[0] - w / 2 + k * 0.3 + 0.15, at[1] + 0.25, at[2] + (k % 2 ? 0.15 : -0.15));
    teeth.setMatrixAt(k, m);
  }
  const pull = new THREE.Mesh(new THREE.BoxGeometry(0.9, 0.3, 2.6), metal(0xc9a86a));
  pull.position.set(at[0] + w / 2 - 2.5, at[1] + 0.5, at[2] + 1.6);
  pull.rotation.x = 0.5;
  for (const o of [tape, teeth, pull]) o.castShadow = true;
  return group(tape, teeth, pull);
}

function coinPouch(scene, view, spec) {
  const mat = yarn(spec.colour, { stitch: [0.42, 0.38], doubleSided: true });
  const faces = pillow(13, 10, 2.2, { p: 4 }).map((g) => knit(g, mat));
  const pouch = group(...faces, zip(12, [0, 5.0, 0]));
  scene.add(place(pouch, [0, 5.2, 0], [-0.15, 0.35, 0]));
  const other = group(
    ...pillow(13, 10, 2.2, { p: 4 }).map((g) =>
      knit(g, yarn(0xe0a526, { stitch: [0.42, 0.38], doubleSided: true })),
    ),
    zip(12, [0, 5.0, 0]),
  );
  scene.add(place(other, [13, 2.4, -6], [-Math.PI / 2 + 0.05, 0, 0.5]));
  return studio(scene, onLinen(0xeae3d8, { radius: 11, lookY: 4, distance: 62, elevation: 20 }));
}

function phoneSling(scene, view, spec) {
  const mat = yarn(spec.colour, { pattern: 'dc', stitch: [0.55, 0.9], doubleSided: true });
  const faces = bag(11, 19, 1.8, { sag: 0.4 }).map((g) => knit(g, mat));
  const strapMat = yarn(spec.colour, { pattern: 'chain', stitch: [0.35, 0.5], lean: 0 });
  const hook = [0, 62, 1.5];
  const strap = (s) =>
    limb(
      strapMat,
      [
        [s * 5.2, 37.5, 0],
        [s * 4.2, 46, 1.0],
        [s * 1.6, 57, 1.5],
        [0, hook[1] + 0.9, hook[2]],
      ],
      0.5,
      { flatten: 0.5, facing: [0, 0, 1] },
    );
  const pouch = place(group(...faces), [0, 19, 1.5]);
  const peg = place(cylinder(0.7, 5, woodMaterial(0x8a5a35)), hook, [Math.PI / 2, 0, 0]);
  scene.add(pouch, strap(-1), strap(1), peg);
  return studio(
    scene,
    onWall(0xe9e4dc, { radius: 19, look: [0, 38, 0], distance: 88, aperture: 0.9, key: [-60, 110, 90] }),
  );
}

function scrunchie(colour) {
  const mat = yarn(colour, { pattern: 'dc', stitch: [0.4, 0.6], doubleSided: true });
  const geo = new THREE.TorusGeometry(3.3, 1.45, 48, 260);
  const pos = geo.attributes.position;
  const uv = geo.attributes.uv;
  const st = [];
  const v = new THREE.Vector3();
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i);
    const a = uv.getX(i) * Math.PI * 2;
    const b = uv.getY(i) * Math.PI * 2;
    // Gathered, not pleated: folds of uneven size and depth round the band.
    const gather = Math.sin(a * 17 + Math.sin(a * 5) * 3) * 0.6 + Math.sin(a * 29 + 1.3) * 0.4;
    const ruffle = 1 + 0.06 * gather * (0.5 + 0.5 * Math.sin(b)) + 0.03 * Math.sin(b * 3 + a * 11);
    const c = new THREE.Vector3(Math.cos(a) * 3.3, Math.sin(a) * 3.3, 0);
    v.sub(c).multiplyScalar(ruffle).add(c);
    pos.setXYZ(i, v.x, v.y, v.z);
    st.push(uv.getX(i) * 2 * Math.PI * 3.6 * 1.4, uv.getY(i) * 2 * Math.PI * 1.6);
  }
  geo.setAttribute('stitch', new THREE.Float32BufferAttribute(st, 2));
  geo.computeVertexNormals();
  const m = knit(geo, mat);
  m.rotation.x = -Math.PI / 2;
  return m;
}

function scrunchies(scene, view, spec) {
  scene.add(place(scrunchie(spec.colour), [-6, 1.5, 3]));
  scene.add(place(scrunchie(0xc9b6e4), [5.5, 1.5, 4.5], [0, 1, 0]));
  scene.add(place(scrunchie(CREAM), [0, 1.9, -5], [0.15, 2, 0.1]));
  return studio(scene, onLinen(0xeee6da, { radius: 13, lookY: 1, distance: 66, elevation: 50 }));
}

export const BAGS = {
  'CR-BAG-001': marketTote,
  'CR-BAG-002': sunflowerTote,
  'CR-BAG-003': coinPouch,
  'CR-BAG-004': phoneSling,
  'CR-BAG-005': scrunchies,
};
