// The amigurumi kit: crocheted bodies, heads, limbs and ears, and the features sewn on them.
// Front is +z, up is +y, centimetres.
import * as THREE from 'three';
import { ball, path, revolve, ellipseProfile, tube } from '../geometry.js';
import { crochet, felt, knit, place, safetyEye, thread } from '../parts.js';

export const yarn = (color, o = {}) => crochet({ color, ...o });

/** A point on an ellipsoid (centre c, radii r) at azimuth az (deg, from +z toward +x) and elevation el (deg). */
export function onBall(c, r, az, el, lift = 0) {
  const a = THREE.MathUtils.degToRad(az);
  const e = THREE.MathUtils.degToRad(el);
  const d = new THREE.Vector3(Math.cos(e) * Math.sin(a), Math.sin(e), Math.cos(e) * Math.cos(a));
  const n = new THREE.Vector3(d.x / r[0], d.y / r[1], d.z / r[2]).normalize();
  const p = new THREE.Vector3(c[0] + d.x * r[0], c[1] + d.y * r[1], c[2] + d.z * r[2]).addScaledVector(
    n,
    lift,
  );
  return { p, n };
}

/** Orients obj (built facing +z) along the surface normal at a point. */
export function stick(obj, { p, n }) {
  obj.position.copy(p);
  obj.lookAt(p.clone().add(n));
  return obj;
}

/**
 * A stuffed crocheted part: an ellipsoid with radii r = [x, y, z] centred at c, optionally
 * pear-shaped (wider at the bottom) and flattened where it sits.
 */
export function stuffed(mat, c, r, o = {}) {
  const pear = o.pear ?? 0;
  const sit = o.sit ?? 0;
  const geo = revolve(ellipseProfile(1, 1, 48), {
    rows: Math.ceil(r[1] * 7) + 8,
    segments: Math.ceil(Math.max(r[0], r[2]) * 14) + 16,
    seam: o.seam ?? Math.PI,
    deform(v) {
      const k = 1 + pear * (0.5 - v.y * 0.5) - pear * 0.5;
      v.x *= r[0] * k;
      v.z *= r[2] * k;
      v.y *= r[1];
      if (sit && v.y < -r[1] * (1 - sit)) v.y = -r[1] * (1 - sit) - (v.y + r[1] * (1 - sit)) * 0.08;
    },
  });
  // Stitch coordinates were measured on the unit ball: scale them to the part's size.
  const st = geo.attributes.stitch;
  for (let i = 0; i < st.count; i++) st.setXY(i, st.getX(i) * Math.max(r[0], r[2]), st.getY(i) * r[1]);
  geo.computeVertexNormals();
  return place(knit(geo, mat), c, o.rot ?? [0, 0, 0]);
}

/** A limb, tail, trunk or ear along points, radius r (or r(t)), rounded ends. */
export function limb(mat, points, r, o = {}) {
  const curve = path(points);
  const len = curve.getLength();
  return knit(
    tube(curve, r, {
      rows: Math.ceil(len * 6) + 8,
      segments: o.segments ?? 40,
      caps: o.caps ?? (typeof r === 'number' ? r : r(0.5)),
      flatten: o.flatten,
      facing: o.facing,
      twist: o.twist,
    }),
    mat,
  );
}

/** Two safety eyes on a head (centre c, radii r), spaced by az degrees, at elevation el. */
export function eyes(c, r, { az = 22, el = 8, size = 0.55 } = {}) {
  return [-1, 1].map((s) => stick(safetyEye(size), onBall(c, r, s * az, el, -size * 0.25)));
}

/** Felt cheeks under the eyes. */
export function cheeks(c, r, colour, { az = 38, el = -8, size = 0.7 } = {}) {
  return [-1, 1].map((s) => stick(felt(size, colour, 0.75), onBall(c, r, s * az, el, 0.02)));
}

/** An embroidered nose and mouth: a small triangle of satin stitches and a W below it. */
export function muzzle(c, r, colour, { el = -4, size = 0.5, mouth = true } = {}) {
  const parts = [];
  const nose = onBall(c, r, 0, el, 0.05);
  const nn = nose.n;
  const side = new THREE.Vector3(0, 1, 0).cross(nn).normalize();
  const upv = nn.clone().cross(side).normalize();
  const at = (x, y, out = 0) =>
    nose.p
      .clone()
      .addScaledVector(side, x * size)
      .addScaledVector(upv, y * size)
      .addScaledVector(nn, out)
      .toArray();
  for (let k = -3; k <= 3; k++)
    parts.push(
      thread(
        [
          at(-1 + Math.abs(k) * 0.05, 0.5 - Math.abs(k) * 0.1 + 0.02 * k),
          at(k * 0.05, -0.45, 0.05),
          at(1 - Math.abs(k) * 0.05, 0.5 - Math.abs(k) * 0.1 - 0.02 * k),
        ],
        size * 0.16,
        colour,
      ),
    );
  if (mouth) {
    parts.push(thread([at(0, -0.45), at(0, -1.1, -0.05)], size * 0.09, colour));
    parts.push(
      thread(
        [
          at(-0.9, -1.3, -0.1),
          at(-0.45, -1.55, -0.08),
          at(0, -1.1, -0.05),
          at(0.45, -1.55, -0.08),
          at(0.9, -1.3, -0.1),
        ],
        size * 0.09,
        colour,
      ),
    );
  }
  return parts;
}

/** Sleeping eyes: two embroidered arcs. */
export function closedEyes(c, r, colour, { az = 22, el = 6, size = 0.8 } = {}) {
  return [-1, 1].map((s) => {
    const pts = [];
    for (let k = 0; k <= 6; k++) {
      const t = k / 6;
      const { p } = onBall(
        c,
        r,
        s * az + (t - 0.5) * size * 12,
        el - Math.sin(t * Math.PI) * size * 2.5,
        0.04,
      );
      pts.push(p.toArray());
    }
    return thread(pts, 0.09, colour);
  });
}

/** A round ear (bear, panda, mouse): a flattened ball, facing `facing`, partly sunk in the head. */
export function roundEar(mat, at, size, facing = [0, 0, 1]) {
  const ear = stuffed(mat, at, [size, size * 0.9, size * 0.42]);
  ear.lookAt(new THREE.Vector3(...at).add(new THREE.Vector3(...facing)));
  return ear;
}

export { ball };

/** A pointed ear or horn: a stuffed cone of base radius r and height h, flattened front to back, standing on `at` and leaning by `lean` radians (z) and `tip` (x). */
export function pointyEar(mat, at, r, h, { lean = 0, tip = 0, flat = 0.55, yaw = 0 } = {}) {
  const profile = [];
  for (let k = 0; k <= 20; k++) {
    const t = k / 20;
    profile.push([r * Math.pow(1 - t, 0.8) * (1 - 0.15 * Math.sin(t * Math.PI)) + 0.02, t * h]);
  }
  profile.unshift([0, 0]);
  profile.push([0, h + 0.1]);
  const geo = revolve(profile, { rows: Math.ceil(h * 7) + 6, segments: 40 });
  geo.scale(1, 1, flat);
  const ear = knit(geo, mat);
  ear.position.set(...at);
  ear.rotation.set(tip, yaw, lean);
  return ear;
}

/** Whiskers: three threads each side from a point. */
export function whiskers(at, colour) {
  const out = [];
  for (const s of [-1, 1])
    for (const k of [-1, 0, 1])
      out.push(
        thread(
          [
            [at[0] + s * 0.8, at[1] + k * 0.25, at[2]],
            [at[0] + s * 2.4, at[1] + k * 0.7 + 0.1, at[2] - 0.6],
            [at[0] + s * 3.6, at[1] + k * 1.1 + 0.05, at[2] - 1.4],
          ],
          0.025,
          colour,
        ),
      );
  return out;
}

/** An embroidered mouth: a small smile. */
export function smile(c, r, colour, { el = -12, width = 10, size = 0.08 } = {}) {
  const pts = [];
  for (let k = 0; k <= 6; k++) {
    const t = k / 6;
    pts.push(onBall(c, r, (t - 0.5) * width, el - Math.sin(t * Math.PI) * width * 0.22, 0.03).p.toArray());
  }
  return thread(pts, size, colour);
}
