// What the products stand on: a seamless paper sweep, a wooden table top or a linen cloth, each
// with its texture drawn per pixel from the world position (no image files to ship).
import * as THREE from 'three';

const NOISE = /* glsl */ `
float sfHash(vec2 p) { vec3 p3 = fract(vec3(p.xyx) * .1031); p3 += dot(p3, p3.yzx + 33.33); return fract((p3.x + p3.y) * p3.z); }
float sfNoise(vec2 p) {
  vec2 i = floor(p); vec2 f = fract(p); f = f * f * (3.0 - 2.0 * f);
  return mix(mix(sfHash(i), sfHash(i + vec2(1, 0)), f.x), mix(sfHash(i + vec2(0, 1)), sfHash(i + vec2(1, 1)), f.x), f.y);
}
float sfFbm(vec2 p) { float a = 0.5, s = 0.0; for (int i = 0; i < 5; i++) { s += a * sfNoise(p); p *= 2.03; a *= 0.5; } return s; }
varying vec3 vSurfPos;
`;

/** A material whose colour, roughness and normal come from `body` (GLSL using vSurfPos, cm). */
function procedural(params, body, key) {
  const mat = new THREE.MeshPhysicalMaterial(params);
  mat.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vSurfPos;')
      .replace(
        '#include <begin_vertex>',
        '#include <begin_vertex>\nvSurfPos = (modelMatrix * vec4(position, 1.0)).xyz;',
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${NOISE}`)
      .replace(
        '#include <roughnessmap_fragment>',
        `#include <roughnessmap_fragment>\nvec2 sfBump = vec2(0.0);\n${body}`,
      )
      .replace(
        '#include <normal_fragment_maps>',
        `#include <normal_fragment_maps>
        {
          vec3 dpx = dFdx(-vViewPosition); vec3 dpy = dFdy(-vViewPosition);
          vec3 wx = dFdx(vSurfPos); vec3 wy = dFdy(vSurfPos);
          // sfBump is d(height)/d(world x, world z): turn it into screen-space height changes.
          vec2 dH = vec2(dot(sfBump, wx.xz), dot(sfBump, wy.xz));
          vec3 r1 = cross(dpy, normal); vec3 r2 = cross(normal, dpx);
          float det = dot(dpx, r1);
          if (abs(det) > 1e-12) normal = normalize(abs(det) * normal - sign(det) * (dH.x * r1 + dH.y * r2));
        }`,
      );
  };
  mat.customProgramCacheKey = () => key;
  return mat;
}

const WOOD = /* glsl */ `
  vec2 wp = vSurfPos.xz;
  float plank = floor((wp.y + 400.0) / 14.0);
  float ph = sfHash(vec2(plank, 3.1));
  float joint = floor((wp.x + ph * 90.0) / 90.0);
  float jh = sfHash(vec2(plank, joint));
  vec2 g = vec2(wp.x + ph * 300.0 + jh * 500.0, (wp.y + 400.0) - plank * 14.0);
  float warp = sfFbm(g * vec2(0.02, 0.12) + jh * 10.0) * 5.0;
  float pith = 7.0 + (jh - 0.5) * 30.0;
  float rings = fract(sqrt(pow(g.y - pith + warp, 2.0) + pow(sin(g.x * 0.02 + jh * 6.0) * 9.0, 2.0)) * 0.9);
  float grain = sfFbm(g * vec2(0.15, 4.0));
  float pores = sfNoise(g * vec2(0.8, 26.0));
  vec3 light = woodLight * (0.92 + 0.16 * jh);
  vec3 dark = woodDark * (0.92 + 0.16 * jh);
  float t = smoothstep(0.6, 0.95, rings) * 0.28 + grain * 0.72;
  vec3 wc = mix(light, dark, t);
  wc *= 0.94 + 0.1 * pores;
  float edge = min(g.y, 14.0 - g.y);
  float jx = fract((wp.x + ph * 90.0) / 90.0);
  float jd = min(jx, 1.0 - jx) * 90.0;
  wc *= mix(0.45, 1.0, smoothstep(0.0, 0.12, edge)) * mix(0.5, 1.0, smoothstep(0.0, 0.1, jd));
  diffuseColor.rgb = wc;
  roughnessFactor = mix(0.5, 0.72, grain);
  sfBump = (vec2(sfNoise(g * vec2(0.3, 9.0)), sfNoise(g * vec2(0.3, 9.0) + 5.0)) - 0.5) * 0.06;
`;

const LINEN = /* glsl */ `
  vec2 lp = vSurfPos.xz * 4.5;
  float slubX = sfNoise(vec2(lp.x * 0.08, floor(lp.y)));
  float slubY = sfNoise(vec2(floor(lp.x), lp.y * 0.08) + 7.0);
  float wx = 0.5 + 0.5 * sin(lp.x * 6.2831);
  float wy = 0.5 + 0.5 * sin(lp.y * 6.2831);
  float over = step(0.5, fract((floor(lp.x) + floor(lp.y)) * 0.5));
  float thread = mix(wx * (0.75 + 0.5 * slubY), wy * (0.75 + 0.5 * slubX), over);
  float blot = sfFbm(vSurfPos.xz * 0.15);
  diffuseColor.rgb *= (0.8 + 0.25 * thread) * (0.93 + 0.1 * blot);
  roughnessFactor = 0.95;
  sfBump = vec2(cos(lp.x * 6.2831) * (1.0 - over), cos(lp.y * 6.2831) * over) * 0.5;
`;

const PAPER = /* glsl */ `
  float pn = sfNoise(vSurfPos.xz * 0.8 + vSurfPos.y * 0.8);
  diffuseColor.rgb *= 0.985 + 0.03 * pn;
  roughnessFactor = 0.92;
`;

/** A seamless paper sweep: floor curving up into a wall behind the subject. */
export function paperSweep(colour, o = {}) {
  const depth = o.depth ?? 140;
  const width = o.width ?? 260;
  const radius = o.radius ?? 40;
  const back = o.back ?? -35;
  const pts = [];
  for (let z = depth; z > back; z -= 4) pts.push([z, 0]);
  for (let k = 0; k <= 16; k++) {
    const a = (k / 16) * (Math.PI / 2);
    pts.push([back - Math.sin(a) * radius, radius - Math.cos(a) * radius]);
  }
  pts.push([back - radius, 200]);
  const geo = new THREE.BufferGeometry();
  const pos = [];
  const idx = [];
  const nx = 24;
  for (let j = 0; j < pts.length; j++)
    for (let i = 0; i <= nx; i++) pos.push(-width / 2 + (i / nx) * width, pts[j][1], pts[j][0]);
  for (let j = 0; j < pts.length - 1; j++)
    for (let i = 0; i < nx; i++) {
      const a = j * (nx + 1) + i;
      idx.push(a, a + 1, a + nx + 1, a + 1, a + nx + 2, a + nx + 1);
    }
  geo.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  geo.setIndex(idx);
  geo.computeVertexNormals();
  const mat = procedural({ color: colour, roughness: 0.92, side: THREE.DoubleSide }, PAPER, 'paper');
  const mesh = new THREE.Mesh(geo, mat);
  mesh.receiveShadow = true;
  return mesh;
}

/** A wooden table top (planks along x), top face at y = 0. */
export function woodTable(o = {}) {
  const mat = procedural(
    { color: 0xffffff, roughness: 0.6, clearcoat: 0.25, clearcoatRoughness: 0.45 },
    WOOD.replace(/woodLight/g, glslColour(o.light ?? 0xbf9d76)).replace(
      /woodDark/g,
      glslColour(o.dark ?? 0x8a6748),
    ),
    `wood-${o.light ?? 0}-${o.dark ?? 0}`,
  );
  const size = o.size ?? 400;
  const mesh = new THREE.Mesh(new THREE.BoxGeometry(size, 4, size), mat);
  mesh.position.y = -2;
  mesh.receiveShadow = true;
  return mesh;
}

/** A linen cloth with soft rumples, lying on y = 0. */
export function linenCloth(colour, o = {}) {
  const size = o.size ?? 300;
  const geo = new THREE.PlaneGeometry(size, size, 160, 160);
  geo.rotateX(-Math.PI / 2);
  const p = geo.attributes.position;
  const amp = o.rumple ?? 0.9;
  for (let i = 0; i < p.count; i++) {
    const x = p.getX(i);
    const z = p.getZ(i);
    const h =
      Math.sin(x * 0.09 + Math.sin(z * 0.05) * 2) * Math.cos(z * 0.07 + x * 0.02) * amp +
      Math.sin(x * 0.21 - z * 0.13) * amp * 0.35;
    p.setY(i, h - amp * 1.2);
  }
  geo.computeVertexNormals();
  const mat = procedural({ color: colour, roughness: 0.95, sheen: 0.5, sheenRoughness: 0.8 }, LINEN, 'linen');
  const mesh = new THREE.Mesh(geo, mat);
  mesh.receiveShadow = true;
  return mesh;
}

function glslColour(hex) {
  const c = new THREE.Color(hex);
  return `vec3(${c.r.toFixed(4)}, ${c.g.toFixed(4)}, ${c.b.toFixed(4)})`;
}

/** A plain wall far behind a table, out of focus in the pictures. */
export function wall(colour = 0xe9e2d8, z = -90) {
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(600, 300),
    procedural({ color: colour, roughness: 0.95 }, PAPER, 'paper'),
  );
  mesh.position.set(0, 150 - 5, z);
  mesh.receiveShadow = true;
  return mesh;
}
