// Draws the demo experts' illustrated portraits (issue 19): apps/api/media/doctor/<first>-<last>.svg.
// Each is a flat, friendly drawing (face, hair, clothing, a soft background) varied by skin tone,
// hair, age and dress, so the demo's cards show a person rather than initials. The PNG and WebP
// copies the phone apps take are made from these by lib/raster-media.ts at build and start.
// Run: node apps/api/scripts/make-expert-portraits.mjs (the SVGs are committed).
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../media/doctor');

/** Darker or lighter shade of a #rrggbb colour. */
function shade(hex, amount) {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(ch);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const HAIR_BACK = {
  long: 'M70 104 C62 150 66 196 80 222 L160 222 C174 196 178 150 170 104 C170 62 148 44 120 44 C92 44 70 62 70 104 Z',
  shoulder:
    'M72 104 C66 140 70 170 82 184 L158 184 C170 170 174 140 168 104 C168 62 146 46 120 46 C94 46 72 62 72 104 Z',
  braid: 'M74 104 C72 80 90 48 120 46 C150 48 168 80 166 104 L160 130 L80 130 Z',
  bob: 'M70 106 C66 128 70 146 78 152 L162 152 C170 146 174 128 170 106 C170 62 148 44 120 44 C92 44 70 62 70 106 Z',
};

const HAIR_FRONT = {
  parted: 'M77 108 C74 70 96 50 120 52 C144 50 166 70 163 108 C156 88 140 72 121 68 C104 74 88 86 77 108 Z',
  side: 'M77 104 C72 66 98 48 124 50 C150 52 168 72 163 104 C160 90 154 80 146 76 C124 80 98 80 84 88 C80 94 78 98 77 104 Z',
  short:
    'M78 98 C76 62 100 46 122 48 C148 48 166 64 162 98 C158 84 150 76 138 74 C120 70 100 72 90 78 C84 84 80 90 78 98 Z',
  curly: null,
  textured:
    'M78 96 C76 58 100 40 124 42 C150 44 166 62 162 96 L158 84 C150 72 136 66 120 68 C104 66 90 72 82 84 Z',
  wavy: 'M76 108 C70 66 98 46 122 48 C150 48 170 70 164 108 C160 92 150 80 140 76 C132 84 120 80 112 76 C100 80 88 90 76 108 Z',
};

function curlyCap(color) {
  const dots = [];
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (1 + i / 10);
    const x = 120 + Math.cos(a) * 40;
    const y = 92 + Math.sin(a) * 42;
    dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="13" fill="${color}"/>`);
  }
  dots.push(`<ellipse cx="120" cy="66" rx="34" ry="20" fill="${color}"/>`);
  return dots.join('');
}

function clothing(p) {
  const body = 'M34 240 C36 196 70 176 120 176 C170 176 204 196 206 240 Z';
  const c = p.clothes;
  const parts = [`<path d="${body}" fill="${c.color}"/>`];
  if (c.kind === 'kurta') {
    parts.push(`<path d="M108 176 L120 206 L132 176 Z" fill="${shade(c.color, -0.12)}"/>`);
    parts.push(`<path d="M120 206 L120 240" stroke="${shade(c.color, -0.18)}" stroke-width="2"/>`);
    parts.push(
      `<circle cx="120" cy="216" r="2.2" fill="${c.trim}"/><circle cx="120" cy="228" r="2.2" fill="${c.trim}"/>`,
    );
  } else if (c.kind === 'saree') {
    parts.push(
      `<path d="M64 190 C96 180 150 206 176 240 L140 240 C120 214 92 200 56 200 Z" fill="${shade(c.color, 0.08)}"/>`,
      `<path d="M64 190 C96 180 150 206 176 240 L168 240 C144 210 100 192 62 196 Z" fill="${c.trim}"/>`,
      `<path d="M108 177 C112 186 128 186 132 177" fill="none" stroke="${shade(c.color, -0.2)}" stroke-width="3"/>`,
    );
  } else if (c.kind === 'blazer' || c.kind === 'labcoat') {
    const shirt = c.shirt;
    parts.push(`<path d="M100 178 L120 240 L140 178 Z" fill="${shirt}"/>`);
    parts.push(`<path d="M104 176 L112 196 L120 186 L128 196 L136 176 Z" fill="${shade(shirt, 0.1)}"/>`);
    parts.push(
      `<path d="M100 178 L96 200 L108 204 L120 240 L112 240 L86 200 Z" fill="${shade(c.color, -0.1)}"/>`,
      `<path d="M140 178 L144 200 L132 204 L120 240 L128 240 L154 200 Z" fill="${shade(c.color, -0.1)}"/>`,
    );
    if (c.kind === 'labcoat')
      parts.push(`<rect x="150" y="212" width="22" height="4" rx="2" fill="${shade(c.color, -0.2)}"/>`);
  } else if (c.kind === 'sweater') {
    parts.push(
      `<path d="M102 178 C108 190 132 190 138 178" fill="none" stroke="${shade(c.color, -0.15)}" stroke-width="6"/>`,
    );
    if (c.shirt) parts.push(`<path d="M106 178 L114 190 L120 182 L126 190 L134 178 Z" fill="${c.shirt}"/>`);
  }
  return parts.join('');
}

function portrait(p) {
  const skinShadow = shade(p.skin, -0.08);
  const hair = p.hair.color;
  const layers = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="Illustrated portrait of ${p.name}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${shade(p.bg, -0.06)}"/></linearGradient></defs>`,
    '<rect width="240" height="240" fill="url(#bg)"/>',
    `<circle cx="190" cy="52" r="34" fill="${shade(p.bg, 0.04)}"/>`,
  ];
  if (p.hair.back) layers.push(`<path d="${HAIR_BACK[p.hair.back]}" fill="${hair}"/>`);
  if (p.hair.back === 'braid')
    layers.push(
      `<path d="M150 120 C170 150 168 190 160 226 L148 226 C154 190 156 156 140 128 Z" fill="${hair}"/>`,
    );
  if (p.hair.bun) layers.push(`<circle cx="120" cy="46" r="20" fill="${hair}"/>`);
  // Neck and shoulders.
  layers.push(`<path d="M104 140 L104 182 C112 190 128 190 136 182 L136 140 Z" fill="${skinShadow}"/>`);
  layers.push(clothing(p));
  // Ears, head.
  layers.push(
    `<ellipse cx="78" cy="110" rx="7" ry="11" fill="${skinShadow}"/>`,
    `<ellipse cx="162" cy="110" rx="7" ry="11" fill="${skinShadow}"/>`,
    `<ellipse cx="120" cy="106" rx="42" ry="50" fill="${p.skin}"/>`,
  );
  if (p.earrings)
    layers.push(
      `<circle cx="78" cy="124" r="3.5" fill="${p.earrings}"/><circle cx="162" cy="124" r="3.5" fill="${p.earrings}"/>`,
    );
  // Hair over the forehead.
  if (p.hair.front === 'curly') layers.push(curlyCap(hair));
  else if (p.hair.front) layers.push(`<path d="${HAIR_FRONT[p.hair.front]}" fill="${hair}"/>`);
  if (p.hair.streak)
    layers.push(`<path d="M120 52 C132 54 146 62 152 76 C142 68 130 62 118 62 Z" fill="${p.hair.streak}"/>`);
  if (p.hair.temples)
    layers.push(
      `<path d="M79 100 C80 92 84 86 88 82 L88 104 Z" fill="${p.hair.temples}"/>`,
      `<path d="M161 100 C160 92 156 86 152 82 L152 104 Z" fill="${p.hair.temples}"/>`,
    );
  // Face: brows, eyes, nose, mouth, cheeks.
  const brow = p.hair.brow ?? shade(hair, 0.02);
  layers.push(
    `<path d="M96 96 C102 91 110 91 114 94" fill="none" stroke="${brow}" stroke-width="3.2" stroke-linecap="round"/>`,
    `<path d="M126 94 C130 91 138 91 144 96" fill="none" stroke="${brow}" stroke-width="3.2" stroke-linecap="round"/>`,
    `<ellipse cx="105" cy="107" rx="4.2" ry="4.8" fill="#2a1b14"/><ellipse cx="135" cy="107" rx="4.2" ry="4.8" fill="#2a1b14"/>`,
    '<circle cx="106.4" cy="105.6" r="1.2" fill="#fff"/><circle cx="136.4" cy="105.6" r="1.2" fill="#fff"/>',
    `<path d="M120 110 C118 118 116 124 119 127 C121 128 123 128 125 127" fill="none" stroke="${shade(p.skin, -0.18)}" stroke-width="2.2" stroke-linecap="round"/>`,
    `<ellipse cx="96" cy="126" rx="8" ry="5" fill="#e07a6a" opacity="0.18"/><ellipse cx="144" cy="126" rx="8" ry="5" fill="#e07a6a" opacity="0.18"/>`,
  );
  if (p.beard)
    layers.push(
      `<path d="M80 112 C80 150 98 160 120 160 C142 160 160 150 160 112 C156 130 150 138 140 140 C132 134 108 134 100 140 C90 138 84 130 80 112 Z" fill="${p.beard}"/>`,
    );
  if (p.mustache || p.beard)
    layers.push(
      `<path d="M106 134 C112 129 128 129 134 134 C128 133 112 133 106 134 Z" fill="${p.mustache ?? p.beard}" stroke="${p.mustache ?? p.beard}" stroke-width="3" stroke-linejoin="round"/>`,
    );
  layers.push(
    `<path d="M109 140 C114 146 126 146 131 140" fill="none" stroke="#7a3b2e" stroke-width="2.6" stroke-linecap="round"/>`,
  );
  if (p.bindi) layers.push(`<circle cx="120" cy="90" r="2.6" fill="${p.bindi}"/>`);
  if (p.glasses)
    layers.push(
      `<g fill="none" stroke="${p.glasses}" stroke-width="2.6"><rect x="91" y="97" width="27" height="21" rx="${p.roundGlasses ? 10 : 6}"/><rect x="122" y="97" width="27" height="21" rx="${p.roundGlasses ? 10 : 6}"/><path d="M118 105 L122 105"/><path d="M91 104 L80 101"/><path d="M149 104 L160 101"/></g>`,
    );
  if (p.stud) layers.push(`<circle cx="162" cy="120" r="2.4" fill="${p.stud}"/>`);
  layers.push('</svg>');
  return `${layers.join('\n')}\n`;
}

const BLACK = '#1d1512';
const DARK_BROWN = '#33221a';

/** The demo experts (seed/content/experts.ts), each drawn once. */
const people = [
  {
    file: 'ananya-iyer',
    name: 'Ananya Iyer',
    skin: '#b87a4b',
    bg: '#f3e3d3',
    hair: { color: BLACK, back: 'long', front: 'parted' },
    bindi: '#b3261e',
    earrings: '#d4a537',
    clothes: { kind: 'kurta', color: '#2f7f7a', trim: '#e8d9a8' },
  },
  {
    file: 'rohan-mehta',
    name: 'Rohan Mehta',
    skin: '#c08552',
    bg: '#dde9f3',
    hair: { color: '#4a4540', front: 'short', temples: '#9a948c' },
    glasses: '#2b2b2b',
    mustache: '#3d3733',
    clothes: { kind: 'labcoat', color: '#f7f7f5', shirt: '#7fa6cf' },
  },
  {
    file: 'kavitha-raghunathan',
    name: 'Kavitha Raghunathan',
    skin: '#8d5a3b',
    bg: '#f4e6da',
    hair: { color: '#2c2522', bun: true, front: 'parted', streak: '#8f8882' },
    glasses: '#5a3b2b',
    bindi: '#a3161a',
    earrings: '#d4a537',
    clothes: { kind: 'saree', color: '#8c2f39', trim: '#d9ab3f' },
  },
  {
    file: 'sneha-kulkarni',
    name: 'Sneha Kulkarni',
    skin: '#c68e5f',
    bg: '#e3efe6',
    hair: { color: DARK_BROWN, back: 'shoulder', front: 'wavy' },
    earrings: '#c9c9c9',
    clothes: { kind: 'blazer', color: '#2f3f66', shirt: '#f1ede4' },
  },
  {
    file: 'arjun-nair',
    name: 'Arjun Nair',
    skin: '#7f4f30',
    bg: '#e8e4f3',
    hair: { color: BLACK, front: 'curly' },
    beard: '#231814',
    clothes: { kind: 'blazer', color: '#5c6168', shirt: '#dfe8f1' },
  },
  {
    file: 'farah-siddiqui',
    name: 'Farah Siddiqui',
    skin: '#d3a077',
    bg: '#f1e9f5',
    hair: { color: DARK_BROWN, back: 'long', front: 'side' },
    earrings: '#d4a537',
    clothes: { kind: 'kurta', color: '#c8962e', trim: '#7a4f12' },
  },
  {
    file: 'vikram-sethi',
    name: 'Vikram Sethi',
    skin: '#b07448',
    bg: '#f2ebdd',
    hair: { color: BLACK, front: 'side', temples: '#8b8680' },
    beard: '#2a211d',
    clothes: { kind: 'sweater', color: '#34506b', shirt: '#eef1f4' },
  },
  {
    file: 'meera-krishnan',
    name: 'Meera Krishnan',
    skin: '#9a6240',
    bg: '#fbe9e1',
    hair: { color: BLACK, back: 'braid', front: 'parted' },
    bindi: '#a3161a',
    earrings: '#d4a537',
    clothes: { kind: 'saree', color: '#2e7d5b', trim: '#e0b84a' },
  },
  {
    file: 'siddharth-bose',
    name: 'Siddharth Bose',
    skin: '#c48a5c',
    bg: '#e0eef0',
    hair: { color: '#2a1e18', front: 'wavy' },
    glasses: '#6b4a2f',
    roundGlasses: true,
    clothes: { kind: 'kurta', color: '#e4dac3', trim: '#7a5a3a' },
  },
  {
    file: 'priya-deshpande',
    name: 'Priya Deshpande',
    skin: '#b98057',
    bg: '#f6ecd9',
    hair: { color: BLACK, back: 'bob', front: 'side' },
    earrings: '#d4a537',
    clothes: { kind: 'blazer', color: '#6b3a5e', shirt: '#f5efe6' },
  },
  {
    file: 'aarav-kapoor',
    name: 'Aarav Kapoor',
    skin: '#c9905f',
    bg: '#efe4f6',
    hair: { color: '#2b1d2e', front: 'textured' },
    stud: '#d9d9d9',
    clothes: { kind: 'sweater', color: '#7a9a7f' },
  },
  {
    file: 'lakshmi-venkatesh',
    name: 'Lakshmi Venkatesh',
    skin: '#8a5634',
    bg: '#f5eadf',
    hair: { color: '#6f6a66', bun: true, front: 'parted', streak: '#b3aea8', brow: '#4a4038' },
    glasses: '#7a5a2a',
    bindi: '#a3161a',
    earrings: '#d4a537',
    clothes: { kind: 'saree', color: '#34457a', trim: '#d9ab3f' },
  },
  {
    file: 'imran-qureshi',
    name: 'Imran Qureshi',
    skin: '#a9693f',
    bg: '#e6eef7',
    hair: { color: BLACK, front: 'short' },
    beard: '#1d1512',
    clothes: { kind: 'sweater', color: '#8a5a3c', shirt: '#cfe0f0' },
  },
];

fs.mkdirSync(out, { recursive: true });
for (const p of people) fs.writeFileSync(path.join(out, `${p.file}.svg`), portrait(p));
console.log(`wrote ${people.length} portraits to ${out}`);
