// What the baked height field and the material that reads it share: the fabric's uniforms
// (crochet.js sets them) and the hash noise that varies each stitch.
export const STITCH_COMMON = /* glsl */ `
uniform vec2 stSize;
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
`;

// The stitches as a height field (GLSL): single and double crochet, ribbing, open mesh and lace,
// granny squares and mandala rounds, each strand a plied yarn. Baked once per fabric into a
// tile (crochet.js), never evaluated per pixel of a picture.
export const FABRIC = /* glsl */ `
${STITCH_COMMON}
uniform float stDepth;
uniform int stPattern;
uniform float stLean;

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
