// Cloth that falls: a grid of particles joined by stiff links (position-based dynamics),
// dropped onto the table and whatever stands on it, so blankets, scarves and shawls fold
// the way fabric does. The result is a shape(x, y) for geometry.sheet().

/**
 * w × h cm of cloth thrown down on the table: it starts just above it in loose waves (`waves`:
 * the frequencies along x, along y and their skew; `across`: the wave along y) spread by
 * `spread` [x, z], and falls for `steps`.
 */
export function thrownDown(w, h, { spread, waves, across = Math.sin, steps }) {
  const [alongX, alongY, skew] = waves;
  return drape(w, h, {
    start: (x, y) => [
      (x - w / 2) * spread[0],
      6 + Math.sin(x * alongX) * 4 + across(y * alongY + x * skew) * 3,
      (y - h / 2) * spread[1],
    ],
    res: 2.5,
    steps,
  });
}

/**
 * w × h cm of cloth, one particle every `res` cm. o: { start(x, y) -> [X, Y, Z] where the cloth
 * begins, colliders: [{ box: [minX, minY, minZ, maxX, maxY, maxZ] } | { sphere: [x, y, z, r] } |
 * { rod: [y, z, r, minX, maxX] }], steps, floor (y of the table, 0), thickness, friction }
 */
export function drape(w, h, o) {
  const res = o.res ?? 1.5;
  const nx = Math.max(2, Math.round(w / res));
  const ny = Math.max(2, Math.round(h / res));
  const n = (nx + 1) * (ny + 1);
  const p = new Float64Array(n * 3);
  const q = new Float64Array(n * 3);
  for (let j = 0; j <= ny; j++)
    for (let i = 0; i <= nx; i++) {
      const k = (j * (nx + 1) + i) * 3;
      const s = o.start((i / nx) * w, (j / ny) * h);
      p.set(s, k);
      q.set(s, k);
    }
  const links = [];
  const link = (a, b, stiff) => {
    const d = Math.hypot(p[a * 3] - p[b * 3], p[a * 3 + 1] - p[b * 3 + 1], p[a * 3 + 2] - p[b * 3 + 2]);
    links.push([a, b, o.rest ? o.rest(a, b, d) : d, stiff]);
  };
  const id = (i, j) => j * (nx + 1) + i;
  const restLen = (di, dj) => Math.hypot((di * w) / nx, (dj * h) / ny);
  // Rest lengths are the flat cloth's, whatever shape it starts in.
  o.rest = (a, b) => {
    const ai = a % (nx + 1);
    const aj = Math.floor(a / (nx + 1));
    const bi = b % (nx + 1);
    const bj = Math.floor(b / (nx + 1));
    return restLen(bi - ai, bj - aj);
  };
  for (let j = 0; j <= ny; j++)
    for (let i = 0; i <= nx; i++) {
      if (i < nx) link(id(i, j), id(i + 1, j), 1);
      if (j < ny) link(id(i, j), id(i, j + 1), 1);
      if (i < nx && j < ny) {
        link(id(i, j), id(i + 1, j + 1), 0.6);
        link(id(i + 1, j), id(i, j + 1), 0.6);
      }
      if (i < nx - 1) link(id(i, j), id(i + 2, j), o.bend ?? 0.15);
      if (j < ny - 1) link(id(i, j), id(i, j + 2), o.bend ?? 0.15);
    }
  const floor = (o.floor ?? 0) + (o.thickness ?? 0.35);
  const th = o.thickness ?? 0.35;
  const friction = o.friction ?? 0.8;
  const g = -980 * (1 / 240) ** 2;
  const steps = o.steps ?? 500;
  for (let step = 0; step < steps; step++) {
    for (let k = 0; k < n; k++) {
      const b = k * 3;
      for (let c = 0; c < 3; c++) {
        const v = (p[b + c] - q[b + c]) * 0.985;
        q[b + c] = p[b + c];
        p[b + c] += v + (c === 1 ? g : 0);
      }
    }
    for (let it = 0; it < (o.iterations ?? 6); it++) {
      for (const [a, b, rest, stiff] of links) {
        const ax = a * 3;
        const bx = b * 3;
        const dx = p[bx] - p[ax];
        const dy = p[bx + 1] - p[ax + 1];
        const dz = p[bx + 2] - p[ax + 2];
        const d = Math.sqrt(dx * dx + dy * dy + dz * dz) || 1e-9;
        // Yarn barely stretches but bunches freely: stiff in tension, soft in compression.
        const f = d > rest ? stiff : stiff * 0.3;
        const s = ((d - rest) / d) * 0.5 * f;
        p[ax] += dx * s;
        p[ax + 1] += dy * s;
        p[ax + 2] += dz * s;
        p[bx] -= dx * s;
        p[bx + 1] -= dy * s;
        p[bx + 2] -= dz * s;
      }
      for (let k = 0; k < n; k++) collide(p, q, k * 3, o.colliders ?? [], floor, th, friction);
    }
  }
  return (x, y) => {
    const fx = Math.min(nx - 1e-6, (x / w) * nx);
    const fy = Math.min(ny - 1e-6, (y / h) * ny);
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    const tx = fx - i;
    const ty = fy - j;
    const out = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      const a = p[id(i, j) * 3 + c] * (1 - tx) + p[id(i + 1, j) * 3 + c] * tx;
      const b = p[id(i, j + 1) * 3 + c] * (1 - tx) + p[id(i + 1, j + 1) * 3 + c] * tx;
      out[c] = a * (1 - ty) + b * ty;
    }
    return out;
  };
}

function collide(p, q, b, colliders, floor, th, friction) {
  if (p[b + 1] < floor) {
    p[b + 1] = floor;
    p[b] = q[b] + (p[b] - q[b]) * (1 - friction);
    p[b + 2] = q[b + 2] + (p[b + 2] - q[b + 2]) * (1 - friction);
  }
  for (const c of colliders) {
    if (c.sphere) {
      const [x, y, z, r] = c.sphere;
      const dx = p[b] - x;
      const dy = p[b + 1] - y;
      const dz = p[b + 2] - z;
      const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (d < r + th) {
        const s = (r + th) / (d || 1e-9);
        p[b] = x + dx * s;
        p[b + 1] = y + dy * s;
        p[b + 2] = z + dz * s;
      }
    } else if (c.rod) {
      const [y, z, r, x0, x1] = c.rod;
      if (p[b] < x0 || p[b] > x1) continue;
      const dy = p[b + 1] - y;
      const dz = p[b + 2] - z;
      const d = Math.sqrt(dy * dy + dz * dz);
      if (d < r + th) {
        // Out to the surface, and fabric grips a rail: little sliding along or round it.
        for (const c2 of [0, 1, 2]) p[b + c2] = q[b + c2] + (p[b + c2] - q[b + c2]) * (1 - friction);
        const ey = p[b + 1] - y;
        const ez = p[b + 2] - z;
        const s = (r + th) / (Math.sqrt(ey * ey + ez * ez) || 1e-9);
        if (s > 1) {
          p[b + 1] = y + ey * s;
          p[b + 2] = z + ez * s;
        }
      }
    } else if (c.box) {
      const [x0, y0, z0, x1, y1, z1] = c.box;
      const x = p[b];
      const y = p[b + 1];
      const z = p[b + 2];
      if (x > x0 - th && x < x1 + th && y > y0 - th && y < y1 + th && z > z0 - th && z < z1 + th) {
        const pushes = [
          [x - (x0 - th), 0, -1],
          [x1 + th - x, 0, 1],
          [y - (y0 - th), 1, -1],
          [y1 + th - y, 1, 1],
          [z - (z0 - th), 2, -1],
          [z1 + th - z, 2, 1],
        ];
        pushes.sort((m, k) => m[0] - k[0]);
        const [dist, axis, sign] = pushes[0];
        p[b + axis] += sign * dist;
        for (let c2 = 0; c2 < 3; c2++)
          if (c2 !== axis) p[b + c2] = q[b + c2] + (p[b + c2] - q[b + c2]) * (1 - friction);
      }
    }
  }
}

/**
 * A blanket or scarf folded flat in layers: returns shape(x, y) for geometry.sheet() where the
 * cloth's length y zig-zags in `layers` layers of `depth` cm, `th` cm thick, along z.
 */
export function folded(length, layers, th, o = {}) {
  const depth = length / layers - (Math.PI * th) / 2;
  const seg = depth + (Math.PI * th) / 2;
  return (x, y) => {
    const k = Math.min(layers - 1, Math.floor(y / seg));
    const s = y - k * seg;
    const dir = k % 2 === 0 ? 1 : -1;
    const base = th * (k + 0.5);
    const z0 = dir === 1 ? -depth / 2 : depth / 2;
    const sag = (o.sag ?? 0.25) * Math.sin((x / (o.width ?? 60)) * Math.PI) * (k + 1);
    if (s <= depth || k === layers - 1) return [x, base + sag * 0.3, z0 + dir * s];
    const a = ((s - depth) / ((Math.PI * th) / 2)) * Math.PI;
    const r = th / 2;
    return [x, base + r - Math.cos(a) * r + sag * 0.3, z0 + dir * (depth + Math.sin(a) * r)];
  };
}
