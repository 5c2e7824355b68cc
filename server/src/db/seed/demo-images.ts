import sharp from 'sharp';

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount)));
  return `rgb(${ch(n >> 16)}, ${ch((n >> 8) & 255)}, ${ch(n & 255)})`;
}

/**
 * An 800×800 picture for a demo product: a yarn ball drawn in the product's colour on a
 * warm background, with stitch dots and the product's name. Variant `n` changes the layout.
 */
export async function demoImage(title: string, colour: string, n: number): Promise<Buffer> {
  const cx = 400 + (n % 2 ? -60 : 60) * Math.min(n, 1);
  const cy = 360 + n * 12;
  const r = 190 - n * 15;
  const stitches = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    return `<circle cx="${(400 + Math.cos(a) * 340).toFixed(1)}" cy="${(400 + Math.sin(a) * 340).toFixed(1)}" r="9" fill="${shade(colour, -40)}" opacity="0.35"/>`;
  }).join('');
  const strands = Array.from({ length: 7 }, (_, i) => {
    const off = (i - 3) * (r / 4);
    return `<path d="M ${cx - r} ${cy + off} Q ${cx} ${cy + off - r * 0.6} ${cx + r} ${cy + off}" stroke="${shade(colour, -45)}" stroke-width="7" fill="none" opacity="0.55"/>`;
  }).join('');
  const words = title.split(' ');
  const line1 = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const line2 = words.slice(Math.ceil(words.length / 2)).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><radialGradient id="g" cx="40%" cy="35%"><stop offset="0%" stop-color="${shade(colour, 40)}"/><stop offset="100%" stop-color="${shade(colour, -25)}"/></radialGradient>
    <clipPath id="c"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>
    <rect width="800" height="800" fill="#fbf3ea"/>
    ${stitches}
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#g)"/>
    <g clip-path="url(#c)">${strands}</g>
    <path d="M ${cx + r * 0.7} ${cy + r * 0.7} C ${cx + r + 40} ${cy + r + 60}, 700 690, 760 640" stroke="${shade(colour, -20)}" stroke-width="8" fill="none"/>
    <text x="400" y="668" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#5b3a29">${escapeXml(line1)}</text>
    <text x="400" y="724" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#5b3a29">${escapeXml(line2)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
