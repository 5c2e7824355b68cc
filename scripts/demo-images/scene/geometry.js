// Shapes crocheted in the round or in rows, each with its stitch coordinates (centimetres along
// the row and up the columns) so the stitches keep their size as the shape widens and narrows,
// as in real work: few stitches by a magic ring, more round the belly.
import * as THREE from 'three';

function finish(positions, stitches, index, colours) {
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  g.setAttribute('stitch', new THREE.Float32BufferAttribute(stitches, 2));
  if (colours) g.setAttribute('color', new THREE.Float32BufferAttribute(colours, 3));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

function gridIndex(nu, nv, flip = false) {
  const index = [];
  const cols = nu + 1;
  for (let j = 0; j < nv; j++)
    for (let i = 0; i < nu; i++) {
      const a = j * cols + i;
      const b = a + 1;
      const c = a + cols;
      const d = c + 1;
      if (flip) index.push(a, c, b, b, c, d);
      else index.push(a, b, c, b, d, c);
    }
  return index;
}

/** Resamples a polyline of [x, y] points to n+1 points evenly spaced by arc length. */
function resample(points, n) {
  const lengths = [0];
  for (let i = 1; i < points.length; i++)
    lengths.push(
      lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]),
    );
  const total = lengths[lengths.length - 1];
  const out = [];
  let k = 1;
  for (let i = 0; i <= n; i++) {
    const s = (i / n) * total;
    while (k < lengths.length - 1 && lengths[k] < s) k++;
    const t = (s - lengths[k - 1]) / Math.max(1e-9, lengths[k] - lengths[k - 1]);
    out.push([
      points[k - 1][0] + (points[k][0] - points[k - 1][0]) * t,
      points[k - 1][1] + (points[k][1] - points[k - 1][1]) * t,
      s,
    ]);
  }
  return out;
}

/**
 * A surface of revolution round the y axis from a profile of [radius, y] points (bottom to
 * top). options: { segments, rows, deform(v3, u, v), colour(u, v, p) -> [r,g,b], seam (radians) }
 */
export function revolve(profile, o = {}) {
  const nv = o.rows ?? 96;
  const nu = o.segments ?? 96;
  const pts = resample(profile, nv);
  const positions = [];
  const stitches = [];
  const colours = o.colour ? [] : null;
  const v3 = new THREE.Vector3();
  for (let j = 0; j <= nv; j++) {
    const [r, y, arc] = pts[j];
    const circ = 2 * Math.PI * r;
    for (let i = 0; i <= nu; i++) {
      const u = i / nu;
      const a = u * Math.PI * 2 + (o.seam ?? Math.PI);
      v3.set(Math.sin(a) * r, y, Math.cos(a) * r);
      if (o.deform) o.deform(v3, u, j / nv);
      positions.push(v3.x, v3.y, v3.z);
      stitches.push(u * circ, arc);
      if (colours) colours.push(...o.colour(u, j / nv, v3));
    }
  }
  return finish(positions, stitches, gridIndex(nu, nv), colours);
}

/** Profile of an ellipsoid (radius rx, half-height ry), bottom pole to top pole. */
export function ellipseProfile(rx, ry, n = 48, from = 0, to = 1) {
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const t = Math.PI * (from + (to - from) * (i / n));
    pts.push([Math.sin(t) * rx, -Math.cos(t) * ry]);
  }
  return pts;
}

/** A crocheted ball or egg: rx wide, ry tall, worked from the bottom pole. */
export function ball(rx, ry = rx, o = {}) {
  return revolve(ellipseProfile(rx, ry), { rows: Math.ceil(ry * 7), segments: Math.ceil(rx * 14), ...o });
}

/**
 * A tube along a curve (a THREE.Curve), radius radius(t) (t in 0..1), closed with rounded ends
 * when `caps`. options: { segments, rows, flatten (0..1 squashes the tube along `facing`), facing, twist, colour }
 */
export function tube(curve, radius, o = {}) {
  const nv = o.rows ?? 64;
  const nu = o.segments ?? 32;
  const frames = curve.computeFrenetFrames(nv, false);
  const positions = [];
  const stitches = [];
  const colours = o.colour ? [] : null;
  const len = curve.getLength();
  const facing = o.facing ? new THREE.Vector3(...o.facing).normalize() : null;
  const p = new THREE.Vector3();
  const n = new THREE.Vector3();
  const b = new THREE.Vector3();
  const t3 = new THREE.Vector3();
  for (let j = 0; j <= nv; j++) {
    const v = j / nv;
    curve.getPointAt(v, p);
    curve.getTangentAt(v, t3);
    if (facing) {
      // Flattened along `facing` (an ear's face, a strap's back), whichever way the curve turns.
      b.copy(facing).addScaledVector(t3, -t3.dot(facing)).normalize();
      n.copy(t3).cross(b).normalize();
    } else {
      n.copy(frames.normals[j]);
      b.copy(n).cross(t3);
    }
    let r = typeof radius === 'function' ? radius(v) : radius;
    if (o.caps) {
      const capLen = Math.min(o.caps * 1.0, len / 2);
      const d0 = v * len;
      const d1 = (1 - v) * len;
      if (d0 < capLen) r *= Math.sqrt(Math.max(0, 1 - ((capLen - d0) / capLen) ** 2));
      if (d1 < capLen) r *= Math.sqrt(Math.max(0, 1 - ((capLen - d1) / capLen) ** 2));
    }
    const circ = 2 * Math.PI * r;
    for (let i = 0; i <= nu; i++) {
      const u = i / nu;
      const a = u * Math.PI * 2 + (o.twist ?? 0);
      const cx = Math.cos(a) * r;
      const cy = Math.sin(a) * r * (1 - (o.flatten ?? 0));
      positions.push(p.x + n.x * cx + b.x * cy, p.y + n.y * cx + b.y * cy, p.z + n.z * cx + b.z * cy);
      stitches.push(u * circ, v * len);
      if (colours) colours.push(...o.colour(u, v));
    }
  }
  return finish(positions, stitches, gridIndex(nu, nv, true), colours);
}

/**
 * A sheet of fabric w × h cm worked in rows, as a thin slab: shape(x, y) -> [X, Y, Z] places the
 * midsurface, thickness gives it body; stitch coordinates run along x (rows) and up y.
 */
export function sheet(w, h, shape, o = {}) {
  const nx = o.nx ?? Math.ceil(w * 3);
  const ny = o.ny ?? Math.ceil(h * 3);
  const positions = [];
  const stitches = [];
  const colours = o.colour ? [] : null;
  for (let j = 0; j <= ny; j++)
    for (let i = 0; i <= nx; i++) {
      const x = (i / nx) * w;
      const y = (j / ny) * h;
      positions.push(...shape(x, y));
      stitches.push(x, y);
      if (colours) colours.push(...o.colour(x, y));
    }
  const g = finish(positions, stitches, gridIndex(nx, ny), colours);
  return g;
}

/** A flat round piece (coaster, mandala) of radius r and thickness th, lying in the xz plane. */
export function disc(radius, th, o = {}) {
  const scallops = o.scallops ?? 0;
  const rim = (a) => radius * (1 + (scallops ? 0.035 * Math.cos(a * scallops) : 0));
  const nr = o.rings ?? Math.ceil(radius * 6);
  const na = o.segments ?? 160;
  const positions = [];
  const stitches = [];
  // top: rings from the centre out, then the rounded edge, then the underside
  const profile = [];
  for (let k = 0; k <= nr; k++) profile.push({ f: k / nr, y: th / 2, edge: 0 });
  for (let k = 1; k < 8; k++) {
    const t = (k / 8) * Math.PI;
    profile.push({ f: 1, y: (Math.cos(t) * th) / 2, edge: Math.sin(t) * th * 0.5 });
  }
  for (let k = nr; k >= 0; k--) profile.push({ f: k / nr, y: -th / 2, edge: 0 });
  for (let j = 0; j < profile.length; j++) {
    const { f, y, edge } = profile[j];
    for (let i = 0; i <= na; i++) {
      const a = (i / na) * Math.PI * 2;
      const r = rim(a) * f + edge;
      const wobble = o.wobble ? o.wobble(Math.cos(a) * r, Math.sin(a) * r) : 0;
      positions.push(Math.cos(a) * r, y + wobble, Math.sin(a) * r);
      stitches.push(Math.cos(a) * r, Math.sin(a) * r);
    }
  }
  const index = [];
  const cols = na + 1;
  for (let j = 0; j < profile.length - 1; j++)
    for (let i = 0; i < na; i++) {
      const a = j * cols + i;
      index.push(a, a + 1, a + cols, a + 1, a + cols + 1, a + cols);
    }
  return finish(positions, stitches, index, null);
}

/** A smooth curve through points ([x, y, z] in cm). */
export function path(points, closed = false) {
  return new THREE.CatmullRomCurve3(
    points.map((p) => new THREE.Vector3(...p)),
    closed,
    'centripetal',
  );
}

const bulge = (t, p = 3) => Math.sqrt(Math.max(0, 1 - Math.abs(2 * t - 1) ** p));

/**
 * A stuffed cushion (or a closed pouch): front and back faces w × h cm bulging by `depth`,
 * meeting at the seam round the edge; centred on the origin, facing +z.
 */
export function pillow(w, h, depth, o = {}) {
  const face = (s) =>
    sheet(
      w,
      h,
      (x, y) => {
        const b = bulge(x / w, o.p ?? 3) * bulge(y / h, o.p ?? 3);
        const pinch = 1 - 0.06 * b;
        return [(x - w / 2) * pinch, (y - h / 2) * pinch, s * depth * Math.pow(b, 0.6)];
      },
      { nx: o.nx ?? Math.ceil(w * 2.5), ny: o.ny ?? Math.ceil(h * 2.5) },
    );
  return [face(1), face(-1)];
}

/** A bag: front and back faces joined at the sides and bottom, open at the top. */
export function bag(w, h, depth, o = {}) {
  const face = (s) =>
    sheet(
      w,
      h,
      (x, y) => {
        const bx = bulge(x / w, 4);
        const by = Math.sqrt(Math.max(0, 1 - (1 - y / h) ** 4));
        const sag = o.sag ? o.sag * Math.sin((x / w) * Math.PI) * (y / h) ** 3 : 0;
        return [x - w / 2, y - sag, s * depth * bx * by];
      },
      { nx: o.nx ?? Math.ceil(w * 2.5), ny: o.ny ?? Math.ceil(h * 2.5) },
    );
  return [face(1), face(-1)];
}
