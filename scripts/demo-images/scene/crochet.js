// Crocheted fabric as a material: the stitches are drawn per pixel from the surface's stitch
// coordinates (attribute `stitch`, in centimetres: x along a row, y up the columns), as a
// height field of yarn strands with plies and fibres. The height bends the normal, darkens
// the gaps between strands and varies each stitch a little, as hand work does.
import * as THREE from 'three';
import { FABRIC as GLSL, STITCH_COMMON } from './fabric-glsl.js';

const PATTERNS = { sc: 0, rib: 1, dc: 2, mesh: 3, lace: 4, granny: 5, mandala: 6, chain: 7 };
const COLOUR_MODES = { solid: 0, rows: 1, rounds: 2, granny: 3 };

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
${STITCH_COMMON}
uniform sampler2D stTile;
uniform vec2 stTileOrigin;
uniform vec2 stTileSize;
varying vec2 vStitch;
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
    sheenColor: new THREE.Color(o.color ?? (o.palette ? o.palette[0] : 0xffffff)).lerp(
      new THREE.Color(0xffffff),
      0.3,
    ),
    vertexColors: !!o.vertexColors,
    // Closed shapes show their outside only; a sheet of fabric shows both faces.
    side: o.doubleSided ? THREE.DoubleSide : THREE.FrontSide,
    shadowSide: THREE.DoubleSide,
  });
  const uniforms = uniformsFor(o);
  mat.userData.uniforms = uniforms;
  mat.userData.bake = { repeat: o.pattern !== 'mandala' };
  const tint = o.vertexColors
    ? 'vec3 vColorTint() { return vColor.rgb; }'
    : 'vec3 vColorTint() { return vec3(1.0); }';
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
    const uniforms = Object.fromEntries(
      Object.keys(uniformsFor({ color: 0xffffff })).map((k) => [k, { value: null }]),
    );
    bakeMaterials.set(
      repeat,
      new THREE.ShaderMaterial({
        uniforms,
        defines: repeat ? { ST_TILE: `vec2(${TILE_CELLS}.0)` } : {},
        vertexShader:
          'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
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
      Object.fromEntries(
        Object.entries(u)
          .filter(([k]) => !['stTile', 'stPalette'].includes(k))
          .map(([k, v]) => [k, v.value]),
      ),
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
      .replace(
        '#include <common>',
        '#include <common>\nuniform sampler2D stTile; uniform vec2 stTileOrigin; uniform vec2 stTileSize; varying vec2 vStitch;',
      )
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
