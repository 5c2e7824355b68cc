// Crocheted fabric as a material: the stitches are drawn per pixel from the surface's stitch
// coordinates (attribute `stitch`, in centimetres: x along a row, y up the columns), as a
// height field of yarn strands with plies and fibres. The height bends the normal, darkens
// the gaps between strands and varies each stitch a little, as hand work does.
import * as THREE from 'three';

const PATTERNS = { sc: 0, rib: 1, dc: 2, mesh: 3, lace: 4, granny: 5, mandala: 6, chain: 7 };
const COLOUR_MODES = { solid: 0, rows: 1, rounds: 2, granny: 3 };

const GLSL = /* glsl */ `
uniform vec2 stSize;
uniform float stDepth;
uniform int stPattern;
uniform float stLean;
uniform float stSeed;
uniform float stFuzz;
uniform int stColourMode;
uniform float stRowsPerColour;
uniform vec3 stPalette[8];
uniform int stPaletteSize;
uniform float stRound;

float stHash(vec2 p) { vec3 p3 = fract(vec3(p.xyx) * .1031); p3 += dot(p3, p3.yzx + 33.33); return fract((p3.x + p3.y) * p3.z); }
float stNoise(vec2 p) {
  vec2 i = floor(p); vec2 f = fract(p); f = f * f * (3.0 - 2.0 * f);
  return mix(mix(stHash(i), stHash(i + vec2(1, 0)), f.x), mix(stHash(i + vec2(0, 1)), stHash(i + vec2(1, 1)), f.x), f.y);
}

// One strand of yarn from a to b (cm), radius r: height 0..1 with a two-ply twist.
float strand(vec2 p, vec2 a, vec2 b, float r) {
  vec2 ab = b - a; float len = length(ab);
  float t = clamp(dot(p - a, ab) / (len * len), 0.0, 1.0);
  vec2 q = a + ab * t; vec2 d = p - q;
  float rr = r * (0.72 + 0.28 * sin(3.14159 * t));
  float x2 = dot(d, d) / (rr * rr);
  if (x2 >= 1.0) return 0.0;
  float side = (d.x * -ab.y + d.y * ab.x) / (len * rr);
  float ply = 0.5 + 0.5 * cos(6.2831 * (t * len / (r * 1.7) + side * 0.55));
  return sqrt(1.0 - x2) * (0.8 + 0.2 * ply);
}

// A single crochet seen from the front: a V of two legs, per cell of stSize.
vec2 stWrap(vec2 c) {
#ifdef ST_TILE
  return mod(floor(c * 16.0 + 0.5), ST_TILE * 16.0);
#else
  return c;
#endif
}

float scCell(vec2 p, vec2 cell, vec2 s) {
  float j = stHash(stWrap(cell) + stSeed) - 0.5;
  vec2 o = vec2(s.x * (0.5 + 0.06 * j), s.y * 0.02);
  float r = s.x * 0.25;
  float l = strand(p, o + vec2(-s.x * 0.02, 0.0), vec2(s.x * (0.14 + 0.04 * j), s.y * 0.98), r);
  float rgt = strand(p, o + vec2(s.x * 0.02, 0.0), vec2(s.x * (0.86 + 0.04 * j), s.y * 0.98), r);
  return max(l, rgt * 0.97);
}

// A double crochet: a tall post with a wrap across it and the top chain above.
float dcCell(vec2 p, vec2 cell, vec2 s) {
  float j = stHash(stWrap(cell) + stSeed) - 0.5;
  float x = s.x * (0.5 + 0.05 * j);
  float post = strand(p, vec2(x, s.y * 0.02), vec2(x + s.x * 0.05, s.y * 0.8), s.x * 0.3);
  float wrap = strand(p, vec2(x - s.x * 0.3, s.y * 0.3), vec2(x + s.x * 0.3, s.y * 0.5), s.x * 0.2) * 1.08;
  float top = strand(p, vec2(s.x * 0.05, s.y * 0.86), vec2(s.x * 0.95, s.y * 0.9), s.y * 0.1);
  return max(max(post, wrap), top * 0.9);
}

// Returns height in 0..1 (0 is the gap between strands, negative is a hole).
float fabric(vec2 st, out vec2 cellOut) {
  vec2 s = stSize;
  if (stPattern == 5) {
    // Granny squares: rounds of 3-dc clusters with chain spaces, squares of side stRound*2.
    vec2 sq = floor(st / (stRound * 2.0));
    vec2 q = st - (sq + 0.5) * stRound * 2.0;
    float m = max(abs(q.x), abs(q.y));
    float ringW = stRound / 4.5;
    float ring = floor(m / ringW);
    cellOut = vec2(ring, stHash(sq));
    if (ring > 4.0) return strand(vec2(m, 0.0), vec2(stRound - ringW * 0.35, -1.0), vec2(stRound - ringW * 0.35, 1.0), ringW * 0.5);
    float along = abs(q.x) > abs(q.y) ? q.y * sign(q.x) : -q.x * sign(q.y);
    float radial = m - ring * ringW;
    float half_ = (ring + 0.5) * ringW;
    float clusters = ring + 1.0;
    float span = 2.0 * half_ / clusters;
    float k = (along + half_) / span;
    float f = fract(k) * span;
    float h = 0.0;
    for (int i = 0; i < 3; i++) {
      float x = span * (0.3 + 0.2 * float(i));
      h = max(h, strand(vec2(f, radial), vec2(x, ringW * 0.1), vec2(x + (float(i) - 1.0) * span * 0.05, ringW * 0.88), span * 0.11));
    }
    return ring < 0.5 ? max(h, 0.6 * strand(vec2(m, 0.0), vec2(0.0, -1.0), vec2(0.0, 1.0), ringW * 0.45)) : h;
  }
  if (stPattern == 6) {
    // A mandala worked in rounds: posts radiate, petals every other round.
    float r = length(st);
    float ringW = stSize.y;
    float ring = floor(r / ringW);
    float per = max(6.0, floor(6.2831 * (ring + 0.5) * ringW / stSize.x / 6.0) * 6.0);
    float a = atan(st.y, st.x) / 6.2831 + 0.5;
    float k = a * per;
    cellOut = vec2(ring, floor(k));
    float w = 6.2831 * (ring + 0.5) * ringW / per;
    vec2 p = vec2(fract(k) * w, r - ring * ringW);
    if (mod(ring, 3.0) == 2.0) {
      float petal = strand(p, vec2(w * 0.5, ringW * 0.05), vec2(w * 0.5, ringW * 0.95), w * 0.48);
      return petal;
    }
    if (ring < 0.5) return strand(vec2(r, 0.0), vec2(0.0, -1.0), vec2(0.0, 1.0), ringW * 0.7) * 0.7;
    return max(strand(p, vec2(w * 0.5, ringW * 0.04), vec2(w * 0.55, ringW * 0.8), w * 0.3),
               strand(p, vec2(w * 0.05, ringW * 0.88), vec2(w * 0.95, ringW * 0.9), ringW * 0.11) * 0.9);
  }
  float row = floor(st.y / s.y);
  float shift = stLean * row * s.x;
  if (stPattern == 3 || stPattern == 4) {
    // Open mesh / lace: chains on two diagonals (mesh) or arches over bars (lace).
    vec2 g = st / s;
    if (stPattern == 3) {
      vec2 d = vec2(g.x + g.y, g.x - g.y);
      vec2 c = floor(d);
      vec2 f = fract(d) - 0.5;
      cellOut = c;
      float bead1 = 0.75 + 0.25 * cos(6.2831 * d.y * 3.0);
      float bead2 = 0.75 + 0.25 * cos(6.2831 * d.x * 3.0);
      float w = 0.09;
      float h1 = abs(f.x) < w ? sqrt(1.0 - pow(f.x / w, 2.0)) * bead1 : 0.0;
      float h2 = abs(f.y) < w ? sqrt(1.0 - pow(f.y / w, 2.0)) * bead2 : 0.0;
      float h = max(h1, h2);
      return h > 0.0 ? h : -1.0;
    }
    float rowL = floor(g.y);
    vec2 f = vec2(fract(g.x + 0.5 * mod(rowL, 2.0)), fract(g.y));
    cellOut = vec2(floor(g.x), rowL);
    float bar = abs(f.y - 0.08) < 0.08 ? sqrt(1.0 - pow((f.y - 0.08) / 0.08, 2.0)) : 0.0;
    float arch = abs(length((f - vec2(0.5, 0.0)) * vec2(1.0, 0.85)) - 0.46) < 0.07 ? 0.85 : 0.0;
    float fan = 0.0;
    for (int i = 0; i < 5; i++) {
      float ang = -0.9 + 0.45 * float(i);
      fan = max(fan, strand(f * s, vec2(0.5, 0.1) * s, (vec2(0.5, 0.1) + 0.36 * vec2(sin(ang), cos(ang))) * s, s.x * 0.045));
    }
    float h = max(max(bar, arch), fan);
    return h > 0.0 ? h : -1.0;
  }
  vec2 cellF = vec2((st.x - shift) / s.x, st.y / s.y);
  vec2 cell = floor(cellF);
  cellOut = stWrap(vec2(cell.x + stLean * cell.y, cell.y));
  float h = 0.0;
  for (int dy = -1; dy <= 0; dy++) {
    for (int dx = -1; dx <= 1; dx++) {
      vec2 c = cell + vec2(float(dx), float(dy));
      float cshift = stLean * c.y * s.x;
      vec2 origin = vec2(c.x * s.x + cshift, c.y * s.y);
      vec2 p = st - origin;
      vec2 key = vec2(c.x + stLean * c.y, c.y);
      if (stPattern == 2) h = max(h, dcCell(p, key, s));
      else h = max(h, scCell(p, key, s));
    }
  }
  if (stPattern == 1) {
    // Ribbing: every other column stands proud (front and back post stitches).
    float col = mod(floor((st.x) / s.x), 2.0);
    h *= col < 0.5 ? 1.0 : 0.62;
  }
  if (stPattern == 7) h = h * 0.85;
  return h;
}

float stHeight(vec2 st) { vec2 c; return fabric(st, c); }
`;

const VERT_PARS = 'attribute vec2 stitch;\nvarying vec2 vStitch;\n';
const TILE_CELLS = 16;
const TILE_PIXELS = 1024;

function uniformsFor(o) {
  const palette = (o.palette ?? [o.color]).map((c) => new THREE.Color(c));
  while (palette.length < 8) palette.push(palette[palette.length - 1].clone());
  const stitch = o.stitch ?? [0.55, 0.48];
  // A tile must repeat exactly: the columns' lean over a tile is a whole number of stitches.
  const lean = Math.round((o.lean ?? 0.0625) * TILE_CELLS) / TILE_CELLS;
  let origin = [0, 0];
  let size = [stitch[0] * TILE_CELLS, stitch[1] * TILE_CELLS];
  if (o.pattern === 'granny') size = [o.round * 2, o.round * 2];
  if (o.pattern === 'mandala') {
    origin = [-o.radius, -o.radius];
    size = [o.radius * 2, o.radius * 2];
  }
  return {
    stSize: { value: new THREE.Vector2(...stitch) },
    stDepth: { value: o.depth ?? 0.18 },
    stPattern: { value: PATTERNS[o.pattern ?? 'sc'] },
    stLean: { value: lean },
    stSeed: { value: o.seed ?? 7 },
    stFuzz: { value: o.fuzz ?? 1 },
    stColourMode: { value: COLOUR_MODES[o.colourMode ?? 'solid'] },
    stRowsPerColour: { value: o.rowsPerColour ?? 4 },
    stPalette: { value: palette.slice(0, 8) },
    stPaletteSize: { value: (o.palette ?? [o.color]).length },
    stRound: { value: o.round ?? 5 },
    stTile: { value: null },
    stTileOrigin: { value: new THREE.Vector2(...origin) },
    stTileSize: { value: new THREE.Vector2(...size) },
  };
}

function injectVertex(shader) {
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>\n${VERT_PARS}`)
    .replace('#include <begin_vertex>', '#include <begin_vertex>\nvStitch = stitch;');
}

// The material reads the baked height (r), its slope (g, b) and the stitch's own variation (a).
const MATERIAL_PARS = /* glsl */ `
uniform vec2 stSize;
uniform float stSeed;
uniform float stFuzz;
uniform int stColourMode;
uniform float stRowsPerColour;
uniform vec3 stPalette[8];
uniform int stPaletteSize;
uniform float stRound;
uniform sampler2D stTile;
uniform vec2 stTileOrigin;
uniform vec2 stTileSize;
varying vec2 vStitch;
float stHash(vec2 p) { vec3 p3 = fract(vec3(p.xyx) * .1031); p3 += dot(p3, p3.yzx + 33.33); return fract((p3.x + p3.y) * p3.z); }
float stNoise(vec2 p) {
  vec2 i = floor(p); vec2 f = fract(p); f = f * f * (3.0 - 2.0 * f);
  return mix(mix(stHash(i), stHash(i + vec2(1, 0)), f.x), mix(stHash(i + vec2(0, 1)), stHash(i + vec2(1, 1)), f.x), f.y);
}
float stBand() {
  if (stColourMode == 1) return floor(floor(vStitch.y / stSize.y) / stRowsPerColour);
  if (stColourMode == 2) return floor(floor(length(vStitch) / stSize.y) / stRowsPerColour);
  vec2 sq = floor(vStitch / (stRound * 2.0));
  vec2 q = vStitch - (sq + 0.5) * stRound * 2.0;
  float ring = min(floor(max(abs(q.x), abs(q.y)) / (stRound / 4.5)), 5.0);
  return ring >= 4.5 ? -1.0 : ring + floor(stHash(sq + stSeed) * 5.0);
}
`;

const COLOUR = /* glsl */ `
  vec4 stT = texture2D(stTile, (vStitch - stTileOrigin) / stTileSize);
  float stH0 = stT.r;
  if (stH0 < -0.35) discard;
  stH0 = max(stH0, 0.0);
  vec3 stBase = diffuseColor.rgb;
  if (stColourMode > 0) {
    float band = stBand();
    if (band < 0.0) stBase = stPalette[7];
    else {
      band = mod(band, float(stPaletteSize));
      for (int i = 0; i < 8; i++) if (float(i) == band) stBase = stPalette[i];
    }
    stBase *= vColorTint();
  }
  float fibre = stNoise(vStitch * vec2(38.0, 9.0) + stSeed) * 0.6 + stNoise(vStitch * 90.0) * 0.4;
  float cavity = mix(0.42, 1.0, smoothstep(0.0, 0.75, stH0));
  diffuseColor.rgb = stBase * cavity * (1.0 + 0.07 * (stT.a - 0.5)) * (0.93 + 0.12 * fibre * stFuzz);
  roughnessFactor = clamp(roughnessFactor + 0.1 * (1.0 - stH0), 0.0, 1.0);
`;

const NORMAL = /* glsl */ `
  {
    vec2 st = vStitch;
    vec2 grad = stT.gb + stFuzz * 0.05 * (vec2(stNoise(st * 70.0), stNoise(st * 70.0 + 17.0)) - 0.5);
    vec3 pos = -vViewPosition;
    vec3 dp1 = dFdx(pos); vec3 dp2 = dFdy(pos);
    vec2 duv1 = dFdx(st); vec2 duv2 = dFdy(st);
    vec3 dp2perp = cross(dp2, normal); vec3 dp1perp = cross(normal, dp1);
    float det = dot(dp1, dp2perp);
    if (abs(det) > 1e-12) {
      vec3 gS = (dp2perp * duv1.x + dp1perp * duv2.x) / det;
      vec3 gT = (dp2perp * duv1.y + dp1perp * duv2.y) / det;
      vec3 g = grad.x * gS + grad.y * gT;
      float gl = length(g);
      if (gl > 4.0) g *= 4.0 / gl;
      normal = normalize(normal - g);
    }
  }
`;

const BAKE = /* glsl */ `
uniform vec2 stTileOrigin;
uniform vec2 stTileSize;
varying vec2 vUv;
void main() {
  vec2 st = stTileOrigin + vUv * stTileSize;
  vec2 cell;
  float h = fabric(st, cell);
  float e = stSize.x * 0.03;
  float hx = max(stHeight(st + vec2(e, 0.0)), 0.0) - max(stHeight(st - vec2(e, 0.0)), 0.0);
  float hy = max(stHeight(st + vec2(0.0, e)), 0.0) - max(stHeight(st - vec2(0.0, e)), 0.0);
  vec2 grad = h < 0.0 ? vec2(0.0) : vec2(hx, hy) / (2.0 * e) * stDepth;
  gl_FragColor = vec4(h, grad, stHash(cell + stSeed));
}
`;

/**
 * A crocheted material. o: { color, palette?, pattern?: 'sc'|'rib'|'dc'|'mesh'|'lace'|'granny'|'mandala'|'chain',
 *   stitch?: [width, rowHeight] cm, depth?, lean?, colourMode?: 'solid'|'rows'|'rounds'|'granny',
 *   rowsPerColour?, round? (granny square half-side), radius? (mandala), roughness?, sheen?, vertexColors? }
 */
export function crochet(o) {
  const mat = new THREE.MeshPhysicalMaterial({
    color: o.color ?? (o.palette ? o.palette[0] : 0xffffff),
    roughness: o.roughness ?? 0.88,
    metalness: 0,
    sheen: o.sheen ?? 0.6,
    sheenRoughness: 0.5,
    sheenColor: new THREE.Color(o.color ?? (o.palette ? o.palette[0] : 0xffffff)).lerp(new THREE.Color(0xffffff), 0.3),
    vertexColors: !!o.vertexColors,
    // Closed shapes show their outside only; a sheet of fabric shows both faces.
    side: o.doubleSided ? THREE.DoubleSide : THREE.FrontSide,
    shadowSide: THREE.DoubleSide,
  });
  const uniforms = uniformsFor(o);
  mat.userData.uniforms = uniforms;
  mat.userData.bake = { repeat: o.pattern !== 'mandala' };
  const tint = o.vertexColors ? 'vec3 vColorTint() { return vColor.rgb; }' : 'vec3 vColorTint() { return vec3(1.0); }';
  mat.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms);
    injectVertex(shader);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${MATERIAL_PARS}`)
      .replace('#include <color_pars_fragment>', `#include <color_pars_fragment>\n${tint}`)
      .replace('#include <roughnessmap_fragment>', `#include <roughnessmap_fragment>\n${COLOUR}`)
      .replace('#include <normal_fragment_maps>', `#include <normal_fragment_maps>\n${NORMAL}`);
  };
  mat.customProgramCacheKey = () => `crochet-${o.vertexColors ? 1 : 0}`;
  if (o.pattern === 'mesh' || o.pattern === 'lace') mat.userData.depth = holeyDepth(uniforms);
  return mat;
}

const bakeQuad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2));
const bakeScene = new THREE.Scene().add(bakeQuad);
const bakeCamera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
const baked = new Map();
const bakeMaterials = new Map();

/** One compiled baking program per kind of tile (repeating or not), reused for every fabric. */
function bakeMaterial(repeat) {
  if (!bakeMaterials.has(repeat)) {
    const uniforms = Object.fromEntries(Object.keys(uniformsFor({ color: 0xffffff })).map((k) => [k, { value: null }]));
    bakeMaterials.set(
      repeat,
      new THREE.ShaderMaterial({
        uniforms,
        defines: repeat ? { ST_TILE: `vec2(${TILE_CELLS}.0)` } : {},
        vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
        fragmentShader: GLSL + BAKE,
      }),
    );
  }
  return bakeMaterials.get(repeat);
}

/** Draws each crocheted material's stitch tile once (height, slope, variation) into a texture. */
export function bakeFabrics(renderer, scene) {
  scene.traverse((obj) => {
    const mat = obj.material;
    if (!mat?.userData?.bake || mat.userData.uniforms.stTile.value) return;
    const u = mat.userData.uniforms;
    const key = JSON.stringify(
      Object.fromEntries(Object.entries(u).filter(([k]) => !['stTile', 'stPalette'].includes(k)).map(([k, v]) => [k, v.value])),
    );
    if (!baked.has(key)) {
      const rt = new THREE.WebGLRenderTarget(TILE_PIXELS, TILE_PIXELS, {
        type: THREE.HalfFloatType,
        format: THREE.RGBAFormat,
        generateMipmaps: true,
        minFilter: THREE.LinearMipmapLinearFilter,
        magFilter: THREE.LinearFilter,
        wrapS: mat.userData.bake.repeat ? THREE.RepeatWrapping : THREE.ClampToEdgeWrapping,
        wrapT: mat.userData.bake.repeat ? THREE.RepeatWrapping : THREE.ClampToEdgeWrapping,
        depthBuffer: false,
      });
      rt.texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
      bakeQuad.material = bakeMaterial(mat.userData.bake.repeat);
      for (const k of Object.keys(u)) bakeQuad.material.uniforms[k].value = u[k].value;
      renderer.setRenderTarget(rt);
      renderer.render(bakeScene, bakeCamera);
      renderer.setRenderTarget(null);
      baked.set(key, rt.texture);
    }
    u.stTile.value = baked.get(key);
  });
}

/** The shadow of open work: the depth material discards the same holes. */
function holeyDepth(uniforms) {
  const depth = new THREE.MeshDepthMaterial({ depthPacking: THREE.RGBADepthPacking });
  depth.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms);
    injectVertex(shader);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform sampler2D stTile; uniform vec2 stTileOrigin; uniform vec2 stTileSize; varying vec2 vStitch;')
      .replace(
        '#include <alphatest_fragment>',
        '#include <alphatest_fragment>\nif (texture2D(stTile, (vStitch - stTileOrigin) / stTileSize).r < -0.35) discard;',
      );
  };
  depth.customProgramCacheKey = () => 'crochet-depth';
  return depth;
}

/** A mesh of crocheted fabric that casts and receives shadows (with holes where it has them). */
export function fabricMesh(geometry, material) {
  const mesh = new THREE.Mesh(geometry, material);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  if (material.userData.depth) mesh.customDepthMaterial = material.userData.depth;
  return mesh;
}
