// Small pieces shared by the products (eyes, embroidery, buttons, wood) and the camera set-ups
// shared by their pictures.
import * as THREE from 'three';
import { crochet, fabricMesh } from './crochet.js';
import { linenCloth, paperSweep, wall, woodTable } from './surfaces.js';

export const V = (x, y, z) => new THREE.Vector3(x, y, z);

/** Places an object: p = [x, y, z], r = [rx, ry, rz] radians, s = scale (number or [x, y, z]). */
export function place(obj, p = [0, 0, 0], r = [0, 0, 0], s = 1) {
  obj.position.set(...p);
  obj.rotation.set(...r);
  if (Array.isArray(s)) obj.scale.set(...s);
  else obj.scale.setScalar(s);
  return obj;
}

export function group(...children) {
  const g = new THREE.Group();
  for (const c of children) if (c) g.add(c);
  return g;
}

export function knit(geometry, material) {
  return fabricMesh(geometry, material);
}

function solid(geometry, material) {
  const m = new THREE.Mesh(geometry, material);
  m.castShadow = true;
  m.receiveShadow = true;
  return m;
}

/** Marks a material as one that reflects the studio (the renderer gives it the environment). */
export function glossy(mat) {
  mat.userData.glossy = true;
  return mat;
}

const eyeMaterial = glossy(
  new THREE.MeshPhysicalMaterial({
    color: 0x0b0908,
    roughness: 0.12,
    clearcoat: 1,
    clearcoatRoughness: 0.05,
  }),
);

/** A plastic safety eye of radius r, facing +z. */
export function safetyEye(r) {
  const geo = new THREE.SphereGeometry(r, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2);
  geo.rotateX(Math.PI / 2);
  geo.scale(1, 1, 0.8);
  return solid(geo, eyeMaterial);
}

/** A strand of embroidery thread along points. */
export function thread(points, radius, colour) {
  const curve = new THREE.CatmullRomCurve3(points.map((p) => new THREE.Vector3(...p)));
  const geo = new THREE.TubeGeometry(curve, Math.max(8, points.length * 8), radius, 8, false);
  return solid(geo, new THREE.MeshStandardMaterial({ color: colour, roughness: 0.9 }));
}

/** A felt circle (cheeks, patches), radius r, facing +z. */
export function felt(r, colour, squash = 1) {
  const geo = new THREE.CylinderGeometry(r, r, 0.12, 32);
  geo.rotateX(Math.PI / 2);
  geo.scale(1, squash, 1);
  return solid(geo, new THREE.MeshStandardMaterial({ color: colour, roughness: 1 }));
}

/** A sewn-on button with four holes, radius r, facing +z. */
export function button(r, colour) {
  const shape = new THREE.Shape();
  shape.absarc(0, 0, r, 0, Math.PI * 2);
  for (const [x, y] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ]) {
    const h = new THREE.Path();
    h.absarc(x * r * 0.22, y * r * 0.22, r * 0.1, 0, Math.PI * 2, true);
    shape.holes.push(h);
  }
  const geo = new THREE.ExtrudeGeometry(shape, {
    depth: r * 0.25,
    bevelEnabled: true,
    bevelSize: r * 0.12,
    bevelThickness: r * 0.12,
    bevelSegments: 4,
    curveSegments: 24,
  });
  return solid(
    geo,
    glossy(new THREE.MeshPhysicalMaterial({ color: colour, roughness: 0.35, clearcoat: 0.6 })),
  );
}

export const woodMaterial = (colour = 0x8a5a35) =>
  glossy(
    new THREE.MeshPhysicalMaterial({
      color: colour,
      roughness: 0.55,
      clearcoat: 0.3,
      clearcoatRoughness: 0.4,
    }),
  );

export function cylinder(r, h, material, seg = 32) {
  return solid(new THREE.CylinderGeometry(r, r, h, seg), material);
}

export function sphere(r, material) {
  return solid(new THREE.SphereGeometry(r, 48, 32), material);
}

export const metal = (colour = 0xc9c9c9) =>
  glossy(new THREE.MeshPhysicalMaterial({ color: colour, metalness: 1, roughness: 0.28 }));

export function torus(r, tube, material) {
  return solid(new THREE.TorusGeometry(r, tube, 16, 64), material);
}

export { crochet };

/** A ball of spare yarn, a prop: wound strands as a crocheted texture with a loose end. */
export function yarnBall(r, colour) {
  const mat = crochet({ color: colour, pattern: 'chain', stitch: [0.3, 0.32], depth: 0.12, lean: 0.9 });
  const geo = new THREE.SphereGeometry(r, 96, 64);
  const uv = geo.attributes.uv;
  const st = [];
  for (let i = 0; i < uv.count; i++) st.push(uv.getX(i) * 2 * Math.PI * r * 0.7, uv.getY(i) * Math.PI * r);
  geo.setAttribute('stitch', new THREE.Float32BufferAttribute(st, 2));
  return fabricMesh(geo, mat);
}

/**
 * The set: backdrop and camera for a product on its own. o: { backdrop: 'paper'|'wood'|'linen',
 * colour, height (subject height cm), radius, distance, elevation (deg), azimuth (deg), fov,
 * aperture, focusY, lookY, key: [x, y, z] }
 */
export function studio(scene, o) {
  const kind = o.backdrop ?? 'paper';
  if (kind === 'paper') scene.add(paperSweep(o.colour ?? 0xefe3d3, { back: o.back ?? -30 }));
  else if (kind === 'wood') scene.add(woodTable({ light: o.woodLight, dark: o.woodDark }));
  else if (kind === 'linen') scene.add(linenCloth(o.colour ?? 0xe8dccb, { rumple: o.rumple }));
  else if (kind === 'wall') scene.add(wall(o.colour ?? 0xeee7dd, o.wallZ ?? -2));
  if ((kind === 'wood' || kind === 'linen') && o.wall !== false) scene.add(wall(o.wallColour, o.wallZ));
  const radius = o.radius ?? 15;
  const elevation = THREE.MathUtils.degToRad(o.elevation ?? 18);
  const azimuth = THREE.MathUtils.degToRad(o.azimuth ?? 0);
  const distance = o.distance ?? radius * 4.2;
  const look = o.look ?? [0, o.lookY ?? radius * 0.6, 0];
  const eye = [
    look[0] + Math.sin(azimuth) * Math.cos(elevation) * distance,
    look[1] + Math.sin(elevation) * distance,
    look[2] + Math.cos(azimuth) * Math.cos(elevation) * distance,
  ];
  const key = o.key ?? [-radius * 3.5, radius * 4.5, radius * 3.2];
  return {
    camera: {
      position: eye,
      target: look,
      fov: o.fov ?? 28,
      aperture: o.aperture ?? radius * (kind === 'paper' ? 0.05 : 0.1),
      focus: o.focus,
    },
    subject: { center: o.center ?? [look[0], radius * 0.5, look[2]], radius: radius * 1.3 },
    key: { position: key, size: radius * 1.6, intensity: o.keyIntensity ?? radius * radius * 260 },
    sky: {
      intensity: o.skyIntensity ?? 0.7,
      spread: kind === 'paper' || kind === 'wall' ? Math.PI * 0.6 : Math.PI,
    },
    fill: { intensity: o.fill ?? 0.4 },
    env: o.env ?? 0.8,
    exposure: o.exposure ?? 1,
    background: o.background ?? 0xf3ece2,
  };
}
