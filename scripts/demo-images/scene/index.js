// The page's entry: builds the scene of a design (a product's SKU or `hero`) and photographs it.
import * as THREE from 'three';
import { photograph } from './studio.js';
import { DESIGNS } from './products/index.js';

/** spec: { design, view, width, height, samples?, colour } -> PNG data URL */
export function shoot(spec) {
  const design = DESIGNS[spec.design];
  if (!design) throw new Error(`No scene for ${spec.design}: add one to scene/products`);
  const scene = new THREE.Scene();
  const shot = design(scene, spec.view, spec);
  return photograph(scene, { width: spec.width, height: spec.height, samples: spec.samples ?? 32, ...shot });
}
