/* global document */
// The photo studio: a WebGL renderer that averages many jittered frames into one picture. Each
// frame moves the camera across the lens opening (depth of field), the key light across its
// softbox and a sky light over the hemisphere (soft shadows and contact occlusion), and the
// pixel grid by a fraction (anti-aliasing), so the average behaves like a photograph of a
// softly lit table rather than a rasterised frame.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { bakeFabrics } from './crochet.js';

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** The i-th of n points spread evenly over the unit disc (Vogel's spiral). */
function disc(i, n) {
  const r = Math.sqrt((i + 0.5) / n);
  const a = i * GOLDEN_ANGLE;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** Radical inverse in base b: a low-discrepancy sequence for the sky directions. */
function halton(i, b) {
  let f = 1;
  let r = 0;
  while (i > 0) {
    f /= b;
    r += f * (i % b);
    i = Math.floor(i / b);
  }
  return r;
}

const quad = new THREE.PlaneGeometry(2, 2);
const passVertex = 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }';

const accumulate = new THREE.ShaderMaterial({
  uniforms: { prev: { value: null }, frame: { value: null } },
  vertexShader: passVertex,
  fragmentShader: `uniform sampler2D prev; uniform sampler2D frame; varying vec2 vUv;
    void main() { gl_FragColor = texture2D(prev, vUv) + vec4(texture2D(frame, vUv).rgb, 1.0); }`,
  depthTest: false,
  depthWrite: false,
});

// Average, exposure, the Khronos neutral tone curve (keeps the yarn's colours true), a faint
// vignette and a grain of one level that keeps smooth backdrops free of banding in WebP.
const develop = new THREE.ShaderMaterial({
  uniforms: { acc: { value: null }, exposure: { value: 1 }, vignette: { value: 0.18 }, seed: { value: 0 } },
  vertexShader: passVertex,
  fragmentShader: `uniform sampler2D acc; uniform float exposure; uniform float vignette; uniform float seed; varying vec2 vUv;
    vec3 neutral(vec3 color) {
      const float startCompression = 0.8 - 0.04; const float desaturation = 0.15;
      float x = min(color.r, min(color.g, color.b));
      float offset = x < 0.08 ? x - 6.25 * x * x : 0.04;
      color -= offset;
      float peak = max(color.r, max(color.g, color.b));
      if (peak < startCompression) return color;
      float d = 1. - startCompression;
      float newPeak = 1. - d * d / (peak + d - startCompression);
      color *= newPeak / peak;
      float g = 1. - 1. / (desaturation * (peak - newPeak) + 1.);
      return mix(color, vec3(newPeak), g);
    }
    float hash(vec2 p) { vec3 p3 = fract(vec3(p.xyx) * .1031); p3 += dot(p3, p3.yzx + 33.33); return fract((p3.x + p3.y) * p3.z); }
    void main() {
      vec4 a = texture2D(acc, vUv);
      vec3 c = a.rgb / max(a.a, 1.0) * exposure;
      vec2 q = vUv - 0.5;
      c *= 1.0 - vignette * smoothstep(0.2, 0.85, dot(q, q) * 2.0);
      c = clamp(neutral(c), 0.0, 1.0);
      c = mix(pow(c, vec3(0.41666)) * 1.055 - vec3(0.055), c * 12.92, vec3(lessThanEqual(c, vec3(0.0031308))));
      c += (hash(gl_FragCoord.xy + seed) - 0.5) / 255.0;
      gl_FragColor = vec4(c, 1.0);
    }`,
  depthTest: false,
  depthWrite: false,
});

let renderer;
let environment;

function setup(width, height) {
  if (!renderer) {
    const canvas = document.createElement('canvas');
    renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = THREE.PCFShadowMap;
    renderer.toneMapping = THREE.NoToneMapping;
    const pmrem = new THREE.PMREMGenerator(renderer);
    environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  }
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  return renderer;
}

function target(width, height) {
  return new THREE.WebGLRenderTarget(width, height, {
    type: THREE.FloatType,
    format: THREE.RGBAFormat,
    minFilter: THREE.NearestFilter,
    magFilter: THREE.NearestFilter,
    depthBuffer: true,
  });
}

function shadowed(light, mapSize, extent) {
  light.castShadow = true;
  light.shadow.mapSize.set(mapSize, mapSize);
  light.shadow.bias = -0.0004;
  light.shadow.normalBias = 0.04;
  light.shadow.radius = 2;
  if (light.isDirectionalLight) {
    const cam = light.shadow.camera;
    cam.left = -extent;
    cam.right = extent;
    cam.top = extent;
    cam.bottom = -extent;
    cam.near = 1;
    cam.far = extent * 6;
  }
  return light;
}

/**
 * Renders `scene` as a photograph and returns it as a PNG data URL.
 * shot: { width, height, samples, exposure, camera: { position, target, fov, focus?, aperture },
 *   key: { position, size, intensity, color }, sky: { intensity, color, spread },
 *   fill: { intensity }, env: intensity, subject: { center, radius } }
 */
export function photograph(scene, shot) {
  const { width, height } = shot;
  const r = setup(width, height);
  bakeFabrics(r, scene);
  // Reflections only where something shines (eyes, buttons, metal): image lighting is the
  // dearest part of a software-rendered frame, and yarn shows none.
  scene.traverse((o) => {
    if (o.material?.userData?.glossy) {
      o.material.envMap = environment;
      o.material.envMapIntensity = shot.env ?? 0.6;
    }
  });

  const subject = new THREE.Vector3(...shot.subject.center);
  const extent = shot.subject.radius;

  const key = shadowed(new THREE.SpotLight(shot.key.color ?? 0xfff4e8, 0), 1536, extent);
  key.angle = Math.PI / 4;
  key.penumbra = 1;
  key.decay = 2;
  key.shadow.camera.near = 5;
  key.shadow.camera.far = 400;
  key.target.position.copy(subject);
  scene.add(key, key.target);

  const sky = shadowed(new THREE.DirectionalLight(shot.sky.color ?? 0xf3f1ff, 0), 1024, extent * 1.6);
  sky.target.position.copy(subject);
  scene.add(sky, sky.target);

  const fill = new THREE.HemisphereLight(0xfff8f0, 0xd9c4ad, shot.fill?.intensity ?? 0.35);
  scene.add(fill);

  const cam = new THREE.PerspectiveCamera(shot.camera.fov, width / height, 1, 2000);
  const eye = new THREE.Vector3(...shot.camera.position);
  const look = new THREE.Vector3(...shot.camera.target);
  const focus = shot.camera.focus ?? eye.distanceTo(look);
  const forward = look.clone().sub(eye).normalize();
  const worldUp = Math.abs(forward.y) > 0.98 ? new THREE.Vector3(0, 0, -1) : new THREE.Vector3(0, 1, 0);
  const right = forward.clone().cross(worldUp).normalize();
  const up = right.clone().cross(forward).normalize();
  const near = 1;
  const halfH = Math.tan(THREE.MathUtils.degToRad(shot.camera.fov / 2)) * near;
  const halfW = halfH * (width / height);

  const keyPos = new THREE.Vector3(...shot.key.position);
  const keyDir = subject.clone().sub(keyPos).normalize();
  const keyRight = keyDir
    .clone()
    .cross(new THREE.Vector3(0, 1, 0))
    .normalize();
  if (keyRight.lengthSq() < 0.5) keyRight.set(1, 0, 0);
  const keyUp = keyRight.clone().cross(keyDir).normalize();

  const camAzimuth = Math.atan2(eye.x - subject.x, eye.z - subject.z);
  const spread = shot.sky.spread ?? Math.PI * 0.75;

  let a = target(width, height);
  let b = target(width, height);
  const frame = target(width, height);
  r.setRenderTarget(a);
  r.setClearColor(0x000000, 0);
  r.clear();

  const post = new THREE.Mesh(quad, accumulate);
  const postScene = new THREE.Scene();
  postScene.add(post);
  const postCam = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);

  const n = shot.samples ?? 64;
  for (let i = 0; i < n; i++) {
    // Lens: the eye moves across the aperture, the frustum shifts so the focal plane stays put.
    const [lx, ly] = disc(i, n);
    const ap = (shot.camera.aperture ?? 0) / 2;
    const offset = right
      .clone()
      .multiplyScalar(lx * ap)
      .add(up.clone().multiplyScalar(ly * ap));
    cam.position.copy(eye).add(offset);
    cam.up.copy(up);
    cam.lookAt(cam.position.clone().add(forward));
    const jx = (halton(i + 1, 2) - 0.5) * ((2 * halfW) / width);
    const jy = (halton(i + 1, 3) - 0.5) * ((2 * halfH) / height);
    const sx = (-lx * ap * near) / focus;
    const sy = (-ly * ap * near) / focus;
    cam.projectionMatrix.makePerspective(
      -halfW + sx + jx,
      halfW + sx + jx,
      halfH + sy + jy,
      -halfH + sy + jy,
      near,
      2000,
    );
    cam.projectionMatrixInverse.copy(cam.projectionMatrix).invert();

    // Key: a point on the softbox. Sky: a direction above the table, cosine-weighted.
    const [kx, ky] = disc((i * 7) % n, n);
    key.position
      .copy(keyPos)
      .add(keyRight.clone().multiplyScalar(kx * shot.key.size))
      .add(keyUp.clone().multiplyScalar(ky * shot.key.size));
    key.intensity = shot.key.intensity;
    const u1 = halton(i + 1, 5);
    const u2 = halton(i + 1, 7);
    const elevation = Math.asin(Math.sqrt(0.08 + 0.92 * u1));
    const azimuth = camAzimuth + (u2 - 0.5) * 2 * spread;
    const dir = new THREE.Vector3(
      Math.cos(elevation) * Math.sin(azimuth),
      Math.sin(elevation),
      Math.cos(elevation) * Math.cos(azimuth),
    );
    sky.position.copy(subject).add(dir.multiplyScalar(extent * 3));
    sky.intensity = shot.sky.intensity;

    r.setRenderTarget(frame);
    r.setClearColor(shot.background ?? 0xffffff, 1);
    r.clear();
    r.render(scene, cam);

    accumulate.uniforms.prev.value = a.texture;
    accumulate.uniforms.frame.value = frame.texture;
    post.material = accumulate;
    r.setRenderTarget(b);
    r.render(postScene, postCam);
    [a, b] = [b, a];
  }

  develop.uniforms.acc.value = a.texture;
  develop.uniforms.exposure.value = shot.exposure ?? 1;
  develop.uniforms.vignette.value = shot.vignette ?? 0.18;
  develop.uniforms.seed.value = Math.random() * 100;
  post.material = develop;
  r.setRenderTarget(null);
  r.render(postScene, postCam);
  const url = r.domElement.toDataURL('image/png');

  a.dispose();
  b.dispose();
  frame.dispose();
  key.shadow.map?.dispose();
  sky.shadow.map?.dispose();
  scene.remove(key, key.target, sky, sky.target, fill);
  return url;
}
