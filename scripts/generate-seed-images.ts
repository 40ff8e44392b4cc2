// Generates the flat SVG illustrations that ship with the demo catalogue:
//   apps/web/public/images/articles/<slug>.svg, apps/web/public/images/categories/<slug>.svg,
//   apps/web/public/images/logo.svg and apps/web/public/favicon.svg.
// Run from the repository root: npx tsx scripts/generate-seed-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { articles, categories } from '../apps/server/src/db/seed/catalogue.data.js';

const root = new URL('../apps/web/public/', import.meta.url);

// ---------- palette ----------
const C = {
  bg: '#EDF0F3',
  plate: '#F7F2E6',
  plateRim: '#E8DFCB',
  board: '#D8B98E',
  boardDark: '#C29E6F',
  beef: '#B3323B',
  beefDark: '#8E2530',
  veal: '#E7A59C',
  vealDark: '#D08579',
  pork: '#EBA49E',
  porkDark: '#D4857F',
  lamb: '#C4525A',
  lambDark: '#9E3A44',
  fat: '#F4E6C8',
  bone: '#FDFAF3',
  boneShade: '#E4DCCB',
  boneLine: '#D5C6AA',
  marrow: '#E2B98A',
  smoked: '#9A4E2E',
  smokedDark: '#6E3521',
  sausage: '#C98466',
  pastry: '#E4A94E',
  pastryLight: '#F3CB72',
  pastryDark: '#C98837',
  custard: '#F6DB8A',
  herb: '#5E8F3E',
  herbLight: '#84B159',
  chicken: '#F0C9A0',
  chickenDark: '#DDA578',
  string: '#FFF9EE',
  pepper: '#3B2E2A',
};

// deterministic pseudo-random numbers per slug
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}
type R = () => number;
const pick = <T>(r: R, xs: T[]) => xs[Math.floor(r() * xs.length)]!;
const n = (x: number) => Math.round(x);

// ---------- primitives ----------
const blob = 'M110 152C104 98 172 70 240 78C302 86 314 140 298 186C282 230 206 246 150 226C118 214 112 186 110 152Z';
const scaled = (d: string, s: number, dx = 0, dy = 0, fill = '') =>
  `<path d="${d}" fill="${fill}" transform="translate(${200 + dx} ${160 + dy}) scale(${s}) translate(-200 -160)"/>`;
const g = (body: string, t = '') => (t ? `<g transform="${t}">${body}</g>` : `<g>${body}</g>`);
const knobbedBone = (x1: number, y1: number, x2: number, y2: number, w: number) => {
  const shape = (color: string, grow: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${color}" stroke-width="${w + grow * 2}" stroke-linecap="round"/>` +
    `<circle cx="${x2}" cy="${n(y2 - w * 0.35)}" r="${n(w * 0.62 + grow)}" fill="${color}"/><circle cx="${n(x2 + w * 0.25)}" cy="${n(y2 + w * 0.4)}" r="${n(w * 0.55 + grow)}" fill="${color}"/>`;
  return shape(C.boneLine, 3) + shape(C.bone, 0);
};
const sausageStroke = (d: string, w: number, color: string, shine = true) =>
  `<path d="${d}" stroke="#000" stroke-opacity=".13" stroke-width="${w + 4}" stroke-linecap="round" fill="none"/>` +
  `<path d="${d}" stroke="${color}" stroke-width="${w}" stroke-linecap="round" fill="none"/>` +
  (shine
    ? `<path d="${d}" stroke="#fff" stroke-opacity=".28" stroke-width="${n(w / 6)}" stroke-linecap="round" fill="none" transform="translate(0 ${-n(w / 4)})"/>`
    : '');
const marbling = (r: R, color: string, k = 4) => {
  const d = Array.from(
    { length: k },
    () =>
      `M${n(140 + r() * 100)} ${n(120 + r() * 80)}q${n(12 + r() * 14)} ${n(-8 + r() * 16)} ${n(26 + r() * 18)} ${n(-6 + r() * 12)}`,
  ).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="3" stroke-linecap="round" fill="none" opacity=".75"/>`;
};

// ---------- garnishes ----------
function garnish(r: R, kind: string) {
  const corner = pick(r, [
    [62, 238],
    [338, 236],
    [334, 70],
  ]);
  const [x, y] = corner as [number, number];
  const a = n(r() * 60 - 30);
  switch (kind) {
    case 'rosemary': {
      const leaves = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="${x - 30 + i * 14}" cy="${y - 7}" rx="7" ry="3" fill="${C.herb}" transform="rotate(-35 ${x - 30 + i * 14} ${y - 7})"/><ellipse cx="${x - 24 + i * 14}" cy="${y + 7}" rx="7" ry="3" fill="${C.herb}" transform="rotate(35 ${x - 24 + i * 14} ${y + 7})"/>`,
        )
        .join('');
      return g(
        `<path d="M${x - 40} ${y}H${x + 42}" stroke="#6B5A3A" stroke-width="3"/>${leaves}`,
        `rotate(${a} ${x} ${y})`,
      );
    }
    case 'thyme':
      return g(
        `<path d="M${x - 36} ${y + 6}Q${x} ${y - 8} ${x + 36} ${y - 2}" stroke="#7A6A45" stroke-width="2" fill="none"/>` +
          [0, 1, 2, 3, 4, 5]
            .map(
              (i) => `<circle cx="${x - 30 + i * 12}" cy="${y - 2 + (i % 2 ? 6 : -5)}" r="4" fill="${C.herbLight}"/>`,
            )
            .join(''),
        `rotate(${a} ${x} ${y})`,
      );
    case 'bay':
      return g(
        `<path d="M${x - 34} ${y}Q${x} ${y - 26} ${x + 34} ${y}Q${x} ${y + 26} ${x - 34} ${y}Z" fill="${C.herb}"/><path d="M${x - 30} ${y}H${x + 30}" stroke="${C.herbLight}" stroke-width="2"/>`,
        `rotate(${a} ${x} ${y})`,
      );
    case 'pepper':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${x - 14 + i * 10 + (i % 2) * 3}" cy="${y + (i % 2 ? 8 : -4)}" r="5" fill="${C.pepper}"/>`,
        )
        .join('');
    case 'garlic':
      return g(
        `<path d="M${x - 18} ${y + 14}C${x - 26} ${y - 6} ${x - 6} ${y - 22} ${x} ${y - 24}C${x + 6} ${y - 22} ${x + 26} ${y - 6} ${x + 18} ${y + 14}Z" fill="#FBF8F1"/><path d="M${x} ${y - 22}V${y + 12}" stroke="#E6DDCB" stroke-width="2"/>`,
        `rotate(${a} ${x} ${y})`,
      );
    case 'parsley':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${x - 12 + i * 12}" cy="${y + (i === 1 ? -10 : 2)}" r="10" fill="${i === 1 ? C.herbLight : C.herb}"/>`,
        )
        .join('');
    case 'carrot':
      return g(
        `<path d="M${x - 40} ${y - 8}L${x + 28} ${y - 2}L${x + 28} ${y + 8}L${x - 40} ${y + 4}Z" fill="#E8893A"/><path d="M${x + 28} ${y + 3}l14 -10M${x + 28} ${y + 3}l16 4" stroke="${C.herb}" stroke-width="4" stroke-linecap="round"/>`,
        `rotate(${a} ${x} ${y})`,
      );
    case 'mirabelle':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${x - 16 + i * 16}" cy="${y + (i === 1 ? -8 : 4)}" r="11" fill="#F2B632"/><circle cx="${x - 19 + i * 16}" cy="${y + (i === 1 ? -11 : 1)}" r="3" fill="#fff" opacity=".5"/>`,
        )
        .join('');
    default:
      return '';
  }
}

// ---------- cuts ----------
type P = Record<string, any>;
const draw: Record<string, (r: R, p: P) => string> = {
  steak: (r, p) =>
    scaled(blob, 1, 0, 0, p.fat ?? C.fat) +
    scaled(blob, 0.86, p.dx ?? 6, p.dy ?? 4, p.meat ?? C.beef) +
    (p.eye
      ? `<ellipse cx="${n(190 + r() * 20)}" cy="${n(150 + r() * 10)}" rx="16" ry="11" fill="${C.fat}" opacity=".9"/>`
      : '') +
    (p.marble === false ? '' : marbling(r, p.fat ?? C.fat, p.marble ?? 4)),
  ribsteak: (r, p) => knobbedBone(270, 150, 362, 128, 28) + draw.steak!(r, { ...p, eye: true }),
  tbone: (r, p) =>
    draw.steak!(r, { ...p, marble: 2 }) +
    `<path d="M205 88V222M150 120Q205 134 262 112" stroke="${C.bone}" stroke-width="16" stroke-linecap="round" fill="none"/>`,
  roast: (r, p) => {
    const m = p.meat ?? C.beef;
    const d = p.dark ?? C.beefDark;
    const strings = [140, 178, 216, 254].map((x) => `M${x} 106Q${x + 8} 160 ${x} 214`).join('');
    return (
      `<rect x="96" y="104" width="210" height="112" rx="50" fill="${d}"/>` +
      (p.barded ? `<rect x="110" y="104" width="180" height="34" rx="17" fill="${C.fat}"/>` : '') +
      `<path d="${strings}" stroke="${C.string}" stroke-width="6" fill="none"/>` +
      `<ellipse cx="300" cy="160" rx="40" ry="56" fill="${p.barded ? C.fat : d}"/><ellipse cx="302" cy="162" rx="32" ry="47" fill="${m}"/>` +
      (p.spiral
        ? `<path d="M302 162m-6 0a8 8 0 1 1 12 6a16 16 0 1 1 -20 -16a24 24 0 1 1 30 28" stroke="${C.fat}" stroke-width="4" fill="none"/>`
        : '') +
      (p.marble
        ? `<path d="M290 140q10 6 18 0M288 178q12 -4 22 4" stroke="${C.fat}" stroke-width="3" fill="none"/>`
        : '') +
      (p.slice
        ? `<ellipse cx="346" cy="${n(198 + r() * 10)}" rx="28" ry="40" fill="${m}" stroke="${p.barded ? C.fat : d}" stroke-width="6" transform="rotate(-18 346 200)"/>`
        : '')
    );
  },
  mince: (r, p) => {
    const worms = Array.from({ length: 34 }, () => {
      const a = r() * Math.PI * 2;
      const rad = Math.sqrt(r()) * 0.9;
      return `M${n(200 + Math.cos(a) * rad * 105)} ${n(165 + Math.sin(a) * rad * 62)}q5 -6 10 0t10 0`;
    }).join('');
    return `<path d="M92 196C90 140 140 96 200 96C262 96 312 140 308 196C290 218 110 218 92 196Z" fill="${p.meat ?? C.beef}"/><path d="${worms}" stroke="#E07A7E" stroke-width="4" stroke-linecap="round" fill="none"/>`;
  },
  patty: (r, p) => {
    const dots = Array.from({ length: 22 }, () => {
      const a = r() * Math.PI * 2;
      const rad = Math.sqrt(r()) * 62;
      return `M${n(222 + Math.cos(a) * rad)} ${n(166 + Math.sin(a) * rad)}h5`;
    }).join('');
    return (
      `<circle cx="172" cy="150" r="74" fill="${C.beefDark}"/><circle cx="222" cy="166" r="76" fill="${p.meat ?? C.beef}"/>` +
      `<path d="${dots}" stroke="#E07A7E" stroke-width="5" stroke-linecap="round"/>`
    );
  },
  cubes: (r, p) =>
    [
      [150, 130],
      [210, 118],
      [262, 140],
      [136, 190],
      [196, 184],
      [254, 198],
      [316, 176],
    ]
      .map(([x, y], i) => {
        const a = n(r() * 50 - 25);
        return `<g transform="rotate(${a} ${x} ${y})"><rect x="${x! - 27}" y="${y! - 24}" width="54" height="48" rx="12" fill="${i % 3 ? p.meat : p.dark}"/><path d="M${x! - 18} ${y! - 4}q16 -8 34 4" stroke="${C.fat}" stroke-width="4" fill="none" opacity=".8"/></g>`;
      })
      .join(''),
  chop: (r, p) => {
    const one = (x: number, y: number, s: number, a: number) =>
      g(
        knobbedBone(x + 40, y - 20, x + 115, y - 72, 18) +
          `<path d="M${x - 70} ${y}C${x - 72} ${y - 50} ${x - 10} ${y - 62} ${x + 40} ${y - 34}C${x + 70} ${y - 10} ${x + 50} ${y + 50} ${x} ${y + 52}C${x - 44} ${y + 54} ${x - 68} ${y + 32} ${x - 70} ${y}Z" fill="${C.fat}"/>` +
          `<path d="M${x - 58} ${y + 2}C${x - 58} ${y - 38} ${x - 10} ${y - 48} ${x + 30} ${y - 26}C${x + 54} ${y - 6} ${x + 40} ${y + 38} ${x} ${y + 40}C${x - 36} ${y + 42} ${x - 56} ${y + 24} ${x - 58} ${y + 2}Z" fill="${p.meat}"/>`,
        `rotate(${a} ${x} ${y}) translate(${x} ${y}) scale(${s}) translate(${-x} ${-y})`,
      );
    if ((p.count ?? 1) === 1) return one(180, 175, 1.15, n(r() * 16 - 8));
    return one(130, 190, 0.8, -14) + one(205, 180, 0.8, 4) + one(280, 196, 0.8, 18);
  },
  rack: (r, p) => {
    const step = p.bones ? 40 : 30;
    const bones = [0, 1, 2, 3, 4, 5]
      .slice(0, p.bones ?? 6)
      .map((i) => knobbedBone(130 + i * step, 150, 118 + i * step + n(r() * 6), 78, 14))
      .join('');
    return (
      bones +
      `<rect x="108" y="140" width="190" height="90" rx="30" fill="${C.fat}"/><rect x="118" y="160" width="170" height="64" rx="26" fill="${p.meat}"/>`
    );
  },
  leg: (_r, p) => {
    const s = p.small ? 0.75 : 1;
    return g(
      knobbedBone(300, 150, 352, 122, 22) +
        `<path d="M86 160C86 100 150 82 214 96C262 106 292 130 306 150C292 170 262 196 214 214C150 236 86 220 86 160Z" fill="${p.fat ?? C.fat}"/>` +
        `<path d="M104 160C104 112 156 100 210 110C248 118 272 134 284 150C272 166 248 186 210 198C158 216 104 206 104 160Z" fill="${p.meat}"/>` +
        (p.shoulder
          ? `<path d="M140 130q40 20 90 6M150 184q40 -14 80 -2" stroke="${C.fat}" stroke-width="4" fill="none"/>`
          : ''),
      `translate(200 160) scale(${s}) rotate(${p.rot ?? 0}) translate(-200 -160)`,
    );
  },
  shank: (_r, p) => {
    const slice = (x: number, y: number, rad: number) =>
      `<circle cx="${x}" cy="${y}" r="${rad}" fill="${C.fat}"/><circle cx="${x + 2}" cy="${y + 2}" r="${rad - 8}" fill="${p.meat}"/><circle cx="${x + n(rad * 0.1)}" cy="${y - n(rad * 0.05)}" r="${n(rad * 0.32)}" fill="${C.bone}"/><circle cx="${x + n(rad * 0.1)}" cy="${y - n(rad * 0.05)}" r="${n(rad * 0.18)}" fill="${C.marrow}"/>`;
    if (p.small) return slice(140, 140, 44) + slice(240, 130, 40) + slice(180, 208, 42) + slice(282, 204, 36);
    return slice(164, 150, 78) + slice(268, 190, 60);
  },
  chunks: (_r, p) =>
    `<path d="M100 170C96 120 150 96 196 110C240 124 236 196 196 214C150 232 104 214 100 170Z" fill="${p.dark}"/>` +
    `<path d="M196 150C200 106 262 92 296 118C330 144 318 206 270 214C226 222 192 196 196 150Z" fill="${p.meat}"/>` +
    `<path d="M126 160q30 -16 60 0M226 150q30 -14 60 4M232 186q26 8 50 -4" stroke="${C.fat}" stroke-width="4" fill="none" opacity=".8"/>`,
  fillet: (_r, p) =>
    `<path d="M80 176C92 120 240 108 312 134C340 144 338 180 310 192C240 216 100 220 80 176Z" fill="${p.meat}"/>` +
    `<path d="M120 150C170 132 250 128 300 146" stroke="#fff" stroke-opacity=".25" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    (p.dark ? `<path d="M80 176C100 200 230 204 312 188" stroke="${p.dark}" stroke-width="8" fill="none"/>` : ''),
  magret: () =>
    `<path d="M80 176C92 120 240 108 318 134C344 144 340 182 312 194C240 218 100 222 80 176Z" fill="${C.beef}"/>` +
    `<path d="M86 160C104 116 240 106 316 132C334 140 334 160 318 168C240 150 130 158 86 160Z" fill="${C.fat}"/>` +
    `<path d="M130 124l40 36M170 118l40 38M210 116l40 38M250 120l36 34M150 160l40 -40M190 156l44 -40M234 154l42 -34" stroke="#E6CFA0" stroke-width="3"/>`,
  flank: (_r, p) =>
    `<path d="M70 150C100 116 250 104 336 130C348 160 330 196 300 200C220 212 120 214 76 192C62 180 62 162 70 150Z" fill="${p.meat}"/>` +
    `<path d="${[0, 1, 2, 3, 4, 5, 6].map((i) => `M${100 + i * 32} ${132 - (i % 2) * 4}l${-14} 70`).join('')}" stroke="${p.dark}" stroke-width="3" opacity=".7"/>`,
  escalope: (_r, p) =>
    `<path d="M96 150C90 110 160 96 200 112C236 126 250 170 226 200C196 236 104 214 96 150Z" fill="${p.dark}" transform="rotate(-10 160 160)"/>` +
    `<path d="M170 160C160 110 250 90 296 116C334 138 330 200 290 216C236 236 178 214 170 160Z" fill="${p.meat}"/>` +
    `<path d="M196 150q40 -20 90 -6" stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  medallions: (_r, p) =>
    [
      [130, 170],
      [206, 144],
      [282, 176],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y! + 10}" rx="46" ry="40" fill="${p.dark}"/><ellipse cx="${x}" cy="${y}" rx="46" ry="40" fill="${p.meat}"/><ellipse cx="${x}" cy="${y! + 22}" rx="46" ry="8" fill="none" stroke="${C.string}" stroke-width="4"/>`,
      )
      .join(''),
  paupiette: (_r, p) =>
    [
      [150, 160],
      [256, 160],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="54" fill="${p.meat}"/><path d="M${x! - 30} ${y! - 18}q30 -14 60 4M${x! - 34} ${y! + 14}q34 -10 66 6" stroke="${p.dark}" stroke-width="4" fill="none"/><path d="M${x! - 54} ${y}H${x! + 54}M${x} ${y! - 54}V${y! + 54}" stroke="${C.string}" stroke-width="5"/>`,
      )
      .join(''),
  ribs: (_r, p) =>
    `<path d="M82 150C90 110 290 100 322 126C336 150 326 196 300 206C220 226 96 216 84 190Z" fill="${p.meat}"/>` +
    `<path d="${[0, 1, 2, 3, 4, 5].map((i) => `M${108 + i * 38} ${124 - i * 2}L${102 + i * 38} ${206 - i}`).join('')}" stroke="${p.bones ?? C.boneShade}" stroke-width="9" stroke-linecap="round" opacity=".9"/>` +
    (p.glaze
      ? `<path d="M100 140C150 120 260 114 310 134" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round" fill="none"/>`
      : ''),
  bacon: (_r, p) => {
    const slice = (y: number, a: number) =>
      g(
        `<rect x="90" y="${y}" width="220" height="44" rx="10" fill="${p.fat ?? C.fat}"/><path d="M96 ${y + 14}q50 -8 100 0t108 0M96 ${y + 32}q50 8 100 0t108 0" stroke="${p.meat}" stroke-width="9" fill="none"/>` +
          (p.rind ? `<rect x="90" y="${y}" width="220" height="8" rx="4" fill="${p.rind}"/>` : ''),
        `rotate(${a} 200 ${y + 22})`,
      );
    return slice(96, -6) + slice(140, 2) + slice(184, -3);
  },
  links: (r, p) => {
    const w = p.w ?? 40;
    const pts = p.thin
      ? ['M90 120Q200 100 310 128', 'M92 176Q200 156 312 184', 'M94 232Q200 212 306 236']
      : ['M84 196C96 126 150 110 176 120', 'M206 114C250 104 300 126 312 170', 'M292 214C250 250 170 244 150 224'];
    const ties = p.thin
      ? ''
      : `<circle cx="190" cy="114" r="7" fill="${C.string}"/><circle cx="306" cy="194" r="7" fill="${C.string}"/>`;
    const dots = p.herbs
      ? `<path d="${Array.from({ length: 14 }, () => `M${n(110 + r() * 190)} ${n(120 + r() * 110)}h3`).join('')}" stroke="${C.herb}" stroke-width="5" stroke-linecap="round"/>`
      : '';
    return pts.map((d) => sausageStroke(d, w, p.color)).join('') + ties + dots;
  },
  bigsausage: (_r, p) =>
    sausageStroke('M92 196C130 110 270 110 308 196', p.w ?? 62, p.color) +
    `<path d="M86 204l-14 18M314 204l14 18" stroke="${C.string}" stroke-width="4"/>` +
    (p.peg
      ? `<rect x="296" y="206" width="26" height="10" rx="3" fill="#B08A5A" transform="rotate(55 309 211)"/>`
      : '') +
    (p.sliced
      ? [0, 1, 2]
          .map(
            (i) =>
              `<ellipse cx="${150 + i * 56}" cy="${236 - (i % 2) * 6}" rx="26" ry="24" fill="${p.inside}"/><ellipse cx="${150 + i * 56}" cy="${236 - (i % 2) * 6}" rx="26" ry="24" fill="none" stroke="${p.color}" stroke-width="4"/>`,
          )
          .join('')
      : ''),
  hamslice: (_r, p) =>
    `<path d="M88 162C86 110 150 84 214 90C286 96 322 142 310 190C296 234 190 244 132 226C104 216 90 192 88 162Z" fill="${C.fat}"/>` +
    `<path d="M104 162C104 118 156 100 212 106C270 112 298 146 292 184C282 218 196 226 140 212C116 204 104 186 104 162Z" fill="${p.meat}"/>` +
    `<path d="M160 130q40 30 30 80M214 110q-6 50 30 92" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".6"/>` +
    (p.bone
      ? `<circle cx="236" cy="158" r="16" fill="${C.bone}"/><circle cx="236" cy="158" r="8" fill="${C.boneShade}"/>`
      : ''),
  hamfolds: (_r, p) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${100 + i * 50} ${200 - i * 30}C${96 + i * 50} ${140 - i * 30} ${190 + i * 50} ${110 - i * 30} ${220 + i * 50} ${150 - i * 30}C${250 + i * 50} ${196 - i * 30} ${170 + i * 50} ${240 - i * 30} ${100 + i * 50} ${200 - i * 30}Z" fill="${i % 2 ? p.dark : p.meat}" stroke="${C.fat}" stroke-width="6"/>`,
      )
      .join(''),
  terrine: (r, p) => {
    const speck = p.coarse
      ? `<path d="${Array.from({ length: 24 }, () => `M${n(130 + r() * 150)} ${n(150 + r() * 60)}h4`).join('')}" stroke="${C.fat}" stroke-width="6" stroke-linecap="round"/>`
      : '';
    return (
      `<rect x="100" y="100" width="200" height="140" rx="18" fill="${p.dish ?? '#7C4A32'}"/><rect x="116" y="114" width="168" height="112" rx="10" fill="${p.fill}"/>` +
      `<rect x="116" y="114" width="168" height="18" rx="8" fill="${C.fat}"/>` +
      speck +
      `<path d="M230 122q26 -20 50 0q-26 18 -50 0Z" fill="${C.herb}"/>`
    );
  },
  croute: (_r, _p) =>
    [0, 1]
      .map((i) => {
        const x = 100 + i * 110;
        const y = 100 + i * 20;
        return `<rect x="${x}" y="${y}" width="110" height="130" rx="12" fill="${C.pastry}"/><rect x="${x + 10}" y="${y + 26}" width="90" height="94" rx="6" fill="#E59A8E"/><rect x="${x + 10}" y="${y + 14}" width="90" height="14" fill="#E7B45A" opacity=".8"/><circle cx="${x + 34}" cy="${y + 62}" r="6" fill="${C.herbLight}"/><circle cx="${x + 70}" cy="${y + 86}" r="6" fill="${C.herbLight}"/><circle cx="${x + 54}" cy="${y + 100}" r="9" fill="#C9646A"/>`;
      })
      .join(''),
  jar: (r, p) =>
    `<rect x="136" y="92" width="128" height="26" rx="8" fill="#C94A3A"/><rect x="128" y="112" width="144" height="130" rx="24" fill="#E7EEF2"/><rect x="140" y="132" width="120" height="100" rx="16" fill="${p.fill}"/>` +
    `<path d="${Array.from({ length: 10 }, () => `M${n(150 + r() * 90)} ${n(146 + r() * 74)}q8 -6 16 0`).join('')}" stroke="#B98A5C" stroke-width="3" fill="none"/>`,
  quiche: (r, p) => {
    const rad = p.big ? 112 : 88;
    const specks = Array.from({ length: p.big ? 26 : 16 }, () => {
      const a = r() * Math.PI * 2;
      const rr = Math.sqrt(r()) * (rad - 26);
      return `M${n(200 + Math.cos(a) * rr)} ${n(160 + Math.sin(a) * rr)}h7`;
    }).join('');
    const cut = p.big
      ? `<path d="M200 160L${200 + rad} 160A${rad} ${rad} 0 0 1 ${n(200 + rad * 0.5)} ${n(160 + rad * 0.87)}Z" fill="${C.plate}"/>`
      : '';
    return (
      `<circle cx="200" cy="160" r="${rad}" fill="${C.pastryDark}"/><circle cx="200" cy="160" r="${rad - 6}" fill="none" stroke="${C.pastry}" stroke-width="12" stroke-dasharray="9 6"/>` +
      `<circle cx="200" cy="160" r="${rad - 16}" fill="${p.fill ?? C.custard}"/>` +
      ((p.dots ?? true) ? `<path d="${specks}" stroke="#B9604A" stroke-width="6" stroke-linecap="round"/>` : '') +
      `<circle cx="${200 - rad * 0.3}" cy="${160 - rad * 0.3}" r="${rad * 0.25}" fill="#fff" opacity=".18"/>` +
      cut
    );
  },
  tart: (_r, _p) => {
    let fruits = '';
    for (let ring = 0; ring < 4; ring++) {
      const rr = ring * 24;
      const k = ring === 0 ? 1 : ring * 7;
      for (let i = 0; i < k; i++) {
        const a = (i / k) * Math.PI * 2 + ring;
        fruits += `<circle cx="${n(200 + Math.cos(a) * rr)}" cy="${n(160 + Math.sin(a) * rr)}" r="11" fill="${i % 3 ? '#F2B632' : '#E89A2C'}"/>`;
      }
    }
    return (
      `<circle cx="200" cy="160" r="110" fill="${C.pastryDark}"/><circle cx="200" cy="160" r="100" fill="${C.pastryLight}"/>` +
      fruits
    );
  },
  pastryloaf: () =>
    `<path d="M76 176C80 118 150 98 200 98C250 98 320 118 324 176C324 204 76 204 76 176Z" fill="${C.pastry}"/>` +
    `<path d="M80 182C80 200 320 200 320 182V198C320 222 80 222 80 198Z" fill="${C.pastryDark}"/>` +
    `<path d="M200 110V186M200 130l-40 -14M200 150l-60 -16M200 170l-80 -14M200 130l40 -14M200 150l60 -16M200 170l80 -14" stroke="${C.pastryDark}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="160" cy="128" rx="30" ry="10" fill="#fff" opacity=".2"/>`,
  bouchee: () =>
    `<circle cx="170" cy="166" r="84" fill="${C.pastryDark}"/><circle cx="170" cy="166" r="72" fill="${C.pastry}"/><circle cx="170" cy="166" r="54" fill="#F3E6C4"/>` +
    `<path d="M150 150a10 8 0 1 1 20 0zM176 176a10 8 0 1 1 20 0zM140 182a10 8 0 1 1 20 0z" fill="#C9A87E"/>` +
    `<circle cx="300" cy="110" r="40" fill="${C.pastryDark}"/><circle cx="300" cy="110" r="32" fill="${C.pastryLight}"/>`,
  dish: (r, p) => {
    let inner = '';
    if (p.contents === 'choucroute') {
      inner =
        `<path d="${Array.from({ length: 26 }, () => `M${n(130 + r() * 130)} ${n(110 + r() * 110)}q10 ${n(r() * 10 - 5)} 22 0`).join('')}" stroke="#EADFA4" stroke-width="5" fill="none"/>` +
        sausageStroke('M150 140Q200 120 250 140', 22, '#C77A55') +
        sausageStroke('M150 196Q190 214 232 200', 30, C.smoked) +
        `<rect x="230" y="168" width="46" height="32" rx="8" fill="#E8A79F"/>`;
    } else if (p.contents === 'potee') {
      inner =
        `<circle cx="168" cy="140" r="30" fill="${C.herbLight}"/><circle cx="176" cy="146" r="18" fill="${C.herb}"/>` +
        `<rect x="214" y="120" width="40" height="30" rx="8" fill="#E8A79F"/><circle cx="160" cy="200" r="18" fill="#F1E2B8"/><circle cx="250" cy="196" r="20" fill="#F1E2B8"/>` +
        `<path d="M196 200l30 -14M196 214l30 -14" stroke="#E8893A" stroke-width="9" stroke-linecap="round"/>` +
        sausageStroke('M214 168Q240 160 262 170', 20, C.smoked, false);
    } else {
      const meat = p.contents === 'mirabelle' ? '#8C4A35' : '#7C2E2A';
      inner =
        [
          [160, 140],
          [226, 130],
          [190, 196],
          [250, 186],
        ]
          .map(([x, y]) => `<rect x="${x! - 22}" y="${y! - 18}" width="44" height="36" rx="14" fill="${meat}"/>`)
          .join('') +
        (p.contents === 'mirabelle'
          ? [0, 1, 2, 3, 4]
              .map((_i) => `<circle cx="${n(150 + r() * 110)}" cy="${n(120 + r() * 100)}" r="9" fill="#F2B632"/>`)
              .join('')
          : `<path d="M144 176l14 10M270 150l12 -10M212 162l14 6" stroke="#E8893A" stroke-width="10" stroke-linecap="round"/><circle cx="150" cy="206" r="9" fill="#EFE3CF"/><circle cx="280" cy="208" r="9" fill="#EFE3CF"/>`);
    }
    return (
      `<rect x="70" y="152" width="28" height="16" rx="6" fill="#34424C"/><rect x="302" y="152" width="28" height="16" rx="6" fill="#34424C"/>` +
      `<circle cx="200" cy="164" r="106" fill="#3F4F5B"/><circle cx="200" cy="164" r="92" fill="${p.sauce ?? '#A5573D'}"/>` +
      inner
    );
  },
  gratin: (r) =>
    `<rect x="84" y="88" width="232" height="156" rx="34" fill="#F4EFE6"/><rect x="100" y="104" width="200" height="124" rx="24" fill="${C.pastryLight}"/>` +
    Array.from(
      { length: 12 },
      () =>
        `<ellipse cx="${n(120 + r() * 160)}" cy="${n(120 + r() * 90)}" rx="${n(8 + r() * 10)}" ry="${n(5 + r() * 5)}" fill="${C.pastryDark}" opacity=".7"/>`,
    ).join(''),
  salad: (r, p) => {
    let inner = '';
    if (p.contents === 'museau')
      inner =
        Array.from(
          { length: 9 },
          () =>
            `<ellipse cx="${n(150 + r() * 100)}" cy="${n(130 + r() * 70)}" rx="22" ry="14" fill="${r() > 0.5 ? '#E7B3AE' : '#F2E4D8'}" transform="rotate(${n(r() * 180)} 200 165)"/>`,
        ).join('') +
        `<circle cx="176" cy="150" r="16" fill="none" stroke="#B77BB2" stroke-width="4"/><circle cx="230" cy="190" r="14" fill="none" stroke="#B77BB2" stroke-width="4"/>`;
    else if (p.contents === 'cervelas')
      inner =
        Array.from(
          { length: 9 },
          (_, i) =>
            `<path d="M${n(140 + (i % 3) * 44 + r() * 10)} ${n(124 + Math.floor(i / 3) * 36)}a22 22 0 0 1 40 0z" fill="#D98A7E"/>`,
        ).join('') +
        `<path d="M150 206h30M200 214h30M236 200h28" stroke="#F4D77E" stroke-width="9" stroke-linecap="round"/>`;
    else
      inner = `<path d="${Array.from({ length: 30 }, () => `M${n(132 + r() * 120)} ${n(118 + r() * 86)}q12 ${n(r() * 14 - 7)} 26 0`).join('')}" stroke="#F7F1DF" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    return (
      `<circle cx="200" cy="164" r="108" fill="#FFFFFF"/><circle cx="200" cy="164" r="92" fill="#E4E8EC"/><circle cx="200" cy="164" r="80" fill="${p.base ?? '#EADFC9'}"/>` +
      inner +
      garnish(r, 'parsley')
    );
  },
  chicken: (_r, p) => {
    const skin = p.skin ?? C.chicken;
    const dark = p.dark ?? C.chickenDark;
    return (
      knobbedBone(286, 128, 326, 104, 14) +
      knobbedBone(286, 196, 326, 220, 14) +
      `<ellipse cx="272" cy="128" rx="44" ry="30" fill="${dark}" transform="rotate(-20 272 128)"/><ellipse cx="272" cy="196" rx="44" ry="30" fill="${dark}" transform="rotate(20 272 196)"/>` +
      `<ellipse cx="196" cy="162" rx="${p.long ? 112 : 100}" ry="74" fill="${skin}"/>` +
      `<path d="M110 162Q196 150 282 162" stroke="${dark}" stroke-width="4" fill="none"/>` +
      `<path d="M110 122q-20 20 -4 40M110 202q-20 -20 -4 -40" stroke="${dark}" stroke-width="14" stroke-linecap="round" fill="none"/>` +
      `<path d="M306 112L312 212" stroke="${C.string}" stroke-width="4"/>` +
      `<ellipse cx="170" cy="130" rx="40" ry="14" fill="#fff" opacity=".22"/>`
    );
  },
  drumsticks: (_r, p) => {
    const one = (x: number, y: number, a: number) =>
      g(
        knobbedBone(x + 40, y, x + 96, y, 14) +
          `<ellipse cx="${x}" cy="${y}" rx="${p.thigh ? 66 : 54}" ry="${p.thigh ? 46 : 36}" fill="${p.skin ?? C.chicken}"/><ellipse cx="${x - 12}" cy="${y - 12}" rx="24" ry="8" fill="#fff" opacity=".25"/>`,
        `rotate(${a} ${x} ${y})`,
      );
    return one(140, 110, -8) + one(170, 180, 6) + one(130, 236, 14);
  },
  breasts: (_r, p) =>
    [
      [160, 136, -14],
      [236, 190, 10],
    ]
      .map(
        ([x, y, a]) =>
          `<path d="M${x! - 80} ${y}C${x! - 70} ${y! - 46} ${x! + 40} ${y! - 52} ${x! + 84} ${y! - 6}C${x! + 60} ${y! + 40} ${x! - 40} ${y! + 46} ${x! - 80} ${y}Z" fill="${p.meat}" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('') +
    `<path d="M120 130q40 -20 90 -8" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  eggs: (r) =>
    `<rect x="72" y="96" width="256" height="140" rx="16" fill="#C8BFAF"/><rect x="84" y="108" width="232" height="116" rx="10" fill="#B5AB99"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 122 + (i % 3) * 78;
        const y = 138 + Math.floor(i / 3) * 56;
        return `<ellipse cx="${x}" cy="${y}" rx="30" ry="24" fill="${pick(r, ['#EBCB9F', '#E2B886', '#F3E3C8'])}"/><ellipse cx="${x - 9}" cy="${y - 8}" rx="8" ry="5" fill="#fff" opacity=".4"/>`;
      })
      .join(''),
  liver: () =>
    `<path d="M90 170C84 120 150 100 196 116C230 128 228 190 194 210C150 232 96 214 90 170Z" fill="#7A2430"/>` +
    `<path d="M190 150C196 108 262 96 298 122C330 146 318 204 272 214C228 224 186 196 190 150Z" fill="#8E2F38"/>` +
    `<path d="M120 140q30 -14 60 -4M220 130q30 -12 60 2" stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  meatballs: (_r, p) =>
    [
      [130, 140],
      [196, 120],
      [262, 140],
      [150, 204],
      [218, 190],
      [284, 208],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="32" fill="${p.meat}"/><circle cx="${x! - 10}" cy="${y! - 10}" r="8" fill="#fff" opacity=".2"/><circle cx="${x! + 8}" cy="${y! + 4}" r="3" fill="${C.herb}"/>`,
      )
      .join(''),
  skewer: (r, p) => {
    const items = [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const x = 100 + i * 34;
        const y = 210 - i * 17;
        if (i % 2) {
          const veg = pick(r, ['#D94B3A', '#5E8F3E', '#9C4E8C', '#E8B53A']);
          return `<rect x="${x - 13}" y="${y - 20}" width="26" height="40" rx="6" fill="${veg}" transform="rotate(-26 ${x} ${y})"/>`;
        }
        return `<rect x="${x - 24}" y="${y - 24}" width="48" height="48" rx="12" fill="${p.meat}" transform="rotate(${n(r() * 30 - 15)} ${x} ${y})"/><path d="M${x - 14} ${y - 6}q12 -6 26 2" stroke="${C.fat}" stroke-width="3" fill="none" opacity=".7"/>`;
      })
      .join('');
    return `<path d="M60 232L344 90" stroke="#B08A5A" stroke-width="6" stroke-linecap="round"/>${items}`;
  },
};

// ---------- per-article specification ----------
const beef = { meat: C.beef, dark: C.beefDark };
const veal = { meat: C.veal, dark: C.vealDark };
const pork = { meat: C.pork, dark: C.porkDark };
const lamb = { meat: C.lamb, dark: C.lambDark };
type Spec = [kind: string, params?: P, garnish?: string];
const spec: Record<string, Spec> = {
  'cote-de-boeuf': ['ribsteak', beef, 'rosemary'],
  entrecote: ['steak', { ...beef, eye: true }, 'pepper'],
  'faux-filet': ['steak', { ...beef, dx: 14, dy: 10, marble: 3 }, 'thyme'],
  'filet-de-boeuf': ['fillet', beef, 'pepper'],
  'bavette-d-aloyau': ['flank', beef, 'garlic'],
  'onglet-de-boeuf': ['flank', { meat: C.beefDark, dark: '#6E1C25' }, 'thyme'],
  rumsteck: ['steak', { ...beef, dx: 2, dy: 2, marble: 1 }, 'rosemary'],
  'boeuf-bourguignon': ['cubes', beef, 'bay'],
  'pot-au-feu': ['shank', beef, 'carrot'],
  'joue-de-boeuf': ['chunks', beef, 'bay'],
  'queue-de-boeuf': ['shank', { ...beef, small: true }, 'thyme'],
  'roti-de-boeuf': ['roast', { ...beef, barded: true }, 'rosemary'],
  'roti-de-boeuf-faux-filet': ['roast', { ...beef, marble: true }, 'garlic'],
  'rosbif-tende-de-tranche': ['roast', { ...beef, slice: true }, 'pepper'],
  'steak-hache-pur-boeuf': ['patty', beef, 'parsley'],
  'viande-hachee-pur-boeuf': ['mince', beef, ''],
  'boulettes-de-boeuf-aux-herbes': ['meatballs', { meat: '#9E3A3A' }, 'parsley'],
  'escalope-de-veau': ['escalope', veal, 'thyme'],
  'cote-de-veau': ['chop', veal, 'rosemary'],
  'grenadin-de-veau': ['medallions', veal, 'pepper'],
  'blanquette-de-veau': ['cubes', veal, 'bay'],
  'tendron-de-veau': ['ribs', veal, 'carrot'],
  'osso-buco-de-veau': ['shank', veal, 'parsley'],
  'roti-de-veau': ['roast', { ...veal, barded: true }, 'thyme'],
  'epaule-de-veau-roulee': ['roast', { ...veal, spiral: true }, 'rosemary'],
  'paupiette-de-veau': ['paupiette', veal, 'bay'],
  'cote-de-porc-premiere': ['chop', pork, 'thyme'],
  'echine-de-porc-tranchee': ['steak', { ...pork, marble: 5 }, 'garlic'],
  'poitrine-de-porc-tranchee': ['bacon', pork, 'pepper'],
  'filet-mignon-de-porc': ['fillet', pork, 'rosemary'],
  'roti-de-porc-filet': ['roast', { ...pork, barded: true }, 'garlic'],
  'roti-de-porc-echine': ['roast', { ...pork, marble: true, slice: true }, 'thyme'],
  'epaule-de-porc': ['chunks', pork, 'bay'],
  'palette-de-porc-fumee': ['hamslice', { meat: '#C9685A', dark: C.smokedDark, bone: true }, 'bay'],
  'jarret-de-porc': ['leg', { ...pork, small: true, rot: -20 }, 'bay'],
  'saute-de-porc': ['cubes', pork, 'thyme'],
  'cotelettes-d-agneau': ['chop', { ...lamb, count: 3 }, 'rosemary'],
  'carre-d-agneau': ['rack', lamb, 'thyme'],
  'gigot-d-agneau': ['leg', lamb, 'garlic'],
  'epaule-d-agneau': ['leg', { ...lamb, shoulder: true, rot: 8 }, 'rosemary'],
  'souris-d-agneau': ['leg', { ...lamb, small: true, rot: -60 }, 'rosemary'],
  'navarin-d-agneau': ['cubes', lamb, 'carrot'],
  'poulet-fermier-entier': ['chicken', {}, 'thyme'],
  'pintade-fermiere': ['chicken', { skin: '#D9A57E', dark: '#BF8660' }, 'bay'],
  'canette-de-barbarie': ['chicken', { skin: '#E9B994', dark: '#CF9670', long: true }, 'mirabelle'],
  'cuisses-de-poulet': ['drumsticks', { thigh: true }, 'thyme'],
  'pilons-de-poulet': ['drumsticks', { skin: '#E8B98A' }, 'parsley'],
  'filets-de-poulet': ['breasts', { meat: '#F3C4B4' }, 'thyme'],
  'escalope-de-dinde': ['escalope', { meat: '#F4CFC0', dark: '#E3AE9C' }, 'parsley'],
  'magret-de-canard': ['magret', {}, 'mirabelle'],
  'oeufs-fermiers-plein-air': ['eggs', {}, ''],
  'foies-de-volaille': ['liver', {}, 'thyme'],
  'saucisse-de-morteau': ['bigsausage', { color: '#8A4A2C', peg: true }, 'bay'],
  'saucisse-de-toulouse': ['links', { color: '#D08C76' }, 'thyme'],
  'boudin-blanc': ['links', { color: '#F1E4CC', w: 44 }, 'parsley'],
  'boudin-noir': ['links', { color: '#3E2327', w: 46 }, 'thyme'],
  'fuseau-lorrain': ['bigsausage', { color: '#A2533A', w: 70 }, 'bay'],
  'knacks-d-alsace': ['links', { color: '#D9714E', thin: true, w: 26 }, ''],
  'jambon-blanc-a-l-os': ['hamslice', { meat: '#F0B2B4', dark: '#D98E92', bone: true }, 'parsley'],
  'jambon-fume-de-lorraine': ['hamfolds', { meat: '#B5454A', dark: '#9A3740' }, 'pepper'],
  'lard-fume': ['bacon', { meat: '#B55A48', rind: C.smoked }, 'bay'],
  'cervelas-lorrain': ['bigsausage', { color: '#C45C4A', w: 56, sliced: true, inside: '#E8A69A' }, 'parsley'],
  'pate-de-campagne': ['terrine', { fill: '#B8785E', coarse: true }, ''],
  'pate-en-croute': ['croute', {}, 'parsley'],
  'terrine-de-foies-de-volaille': ['terrine', { fill: '#A96A55', dish: '#3F4F5B' }, ''],
  'rillettes-de-porc': ['jar', { fill: '#D9B48C' }, 'pepper'],
  'quiche-lorraine': ['quiche', {}, 'parsley'],
  'quiche-lorraine-familiale': ['quiche', { big: true }, ''],
  'pate-lorrain': ['pastryloaf', {}, 'parsley'],
  'bouchee-a-la-reine': ['bouchee', {}, 'parsley'],
  'tarte-aux-mirabelles': ['tart', {}, 'mirabelle'],
  'choucroute-garnie': ['dish', { contents: 'choucroute', sauce: '#E3D28C' }, 'bay'],
  'potee-lorraine': ['dish', { contents: 'potee', sauce: '#D9C9A0' }, 'bay'],
  'boeuf-bourguignon-cuisine': ['dish', { contents: 'bourguignon', sauce: '#6E2A2A' }, 'thyme'],
  'joue-de-porc-a-la-mirabelle': ['dish', { contents: 'mirabelle', sauce: '#C07A3E' }, 'mirabelle'],
  'gratin-dauphinois': ['gratin', {}, 'thyme'],
  'museau-vinaigrette': ['salad', { contents: 'museau' }, ''],
  'salade-de-cervelas': ['salad', { contents: 'cervelas' }, ''],
  'celeri-remoulade': ['salad', { contents: 'celeri', base: '#E9E0C4' }, ''],
  'brochette-de-boeuf': ['skewer', beef, 'rosemary'],
  'brochette-de-volaille-marinee': ['skewer', { meat: '#EDB77E' }, 'thyme'],
  'brochette-d-agneau': ['skewer', lamb, 'rosemary'],
  merguez: ['links', { color: '#9E2F2A', thin: true, w: 24 }, 'pepper'],
  chipolatas: ['links', { color: '#D79A84', thin: true, w: 28 }, 'thyme'],
  'saucisse-de-volaille-aux-herbes': ['links', { color: '#EFD3BE', herbs: true }, 'parsley'],
  't-bone': ['tbone', beef, 'rosemary'],
  'travers-de-porc-marines': ['ribs', { meat: '#A4482E', bones: '#7E3421', glaze: true }, 'garlic'],
  'cotes-d-agneau-au-thym': ['chop', { ...lamb, count: 3 }, 'thyme'],
  'chapon-fermier': ['chicken', { skin: '#F3D2AE', dark: '#E0AE82' }, 'bay'],
  'dinde-fermiere': ['chicken', { skin: '#E2AE86', dark: '#C98C62', long: true }, 'thyme'],
  'oie-fermiere': ['chicken', { skin: '#EDC79C', dark: '#D4A073', long: true }, 'mirabelle'],
  'foie-gras-de-canard-mi-cuit': ['terrine', { fill: '#E9C48E', dish: '#7A2E2E' }, 'pepper'],
  'cuissot-de-chevreuil': ['leg', { meat: '#7E2A2E', dark: '#5E1E22' }, 'rosemary'],
  'civet-de-sanglier': ['dish', { contents: 'bourguignon', sauce: '#4E1E20' }, 'bay'],
};

const categorySpec: Record<string, [Spec, Spec]> = {
  boeuf: [
    ['ribsteak', beef, 'rosemary'],
    ['roast', { ...beef, barded: true }],
  ],
  veau: [
    ['escalope', veal, 'thyme'],
    ['roast', { ...veal, barded: true }],
  ],
  porc: [
    ['chop', pork, 'thyme'],
    ['roast', { ...pork, barded: true }],
  ],
  agneau: [
    ['rack', { ...lamb, bones: 4 }, 'rosemary'],
    ['leg', lamb],
  ],
  volaille: [
    ['chicken', {}, 'thyme'],
    ['eggs', {}],
  ],
  charcuterie: [
    ['bigsausage', { color: '#8A4A2C', peg: true }, 'bay'],
    ['hamslice', { meat: '#F0B2B4', dark: '#D98E92', bone: true }],
  ],
  traiteur: [
    ['quiche', {}, 'parsley'],
    ['pastryloaf', {}],
  ],
  barbecue: [
    ['skewer', beef, 'rosemary'],
    ['links', { color: '#9E2F2A', thin: true, w: 24 }],
  ],
};

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${body}</svg>\n`;
const plate = `<rect width="400" height="300" fill="${C.bg}"/><ellipse cx="200" cy="162" rx="172" ry="122" fill="${C.plateRim}"/><ellipse cx="200" cy="162" rx="160" ry="112" fill="${C.plate}"/>`;

function article(slug: string, [kind, params = {}, garn = '']: Spec) {
  const r = rng(slug);
  const fn = draw[kind];
  if (!fn) throw new Error(`unknown kind ${kind}`);
  const rot = n(r() * 14 - 7);
  return svg(plate + g(fn(r, params), `rotate(${rot} 200 160)`) + garnish(r, garn));
}

function category(slug: string, [a, b]: [Spec, Spec]) {
  const r = rng(`category-${slug}`);
  const board =
    `<rect width="400" height="300" fill="${C.bg}"/>` +
    `<rect x="40" y="40" width="320" height="230" rx="26" fill="${C.boardDark}"/><rect x="40" y="34" width="320" height="228" rx="26" fill="${C.board}"/><circle cx="330" cy="64" r="9" fill="${C.boardDark}"/>`;
  const item = (s: Spec, t: string) => g(draw[s[0]]!(r, s[1] ?? {}), t);
  return svg(
    board +
      item(b, 'translate(250 170) scale(.58) translate(-200 -160)') +
      item(a, 'translate(150 140) scale(.62) translate(-200 -160)') +
      g(garnish(r, a[2] ?? ''), 'translate(40 10) scale(.8)'),
  );
}

// Logo: a cleaver-free, readable mark at 32 px: the double-barred cross of Lorraine on a green roundel.
const logoBody =
  `<circle cx="32" cy="32" r="31" fill="#2E7D4F"/><circle cx="32" cy="32" r="26" fill="none" stroke="#F7F2E6" stroke-width="2"/>` +
  `<path d="M32 12V52M23 22H41M20 31H44" stroke="#F7F2E6" stroke-width="5" stroke-linecap="round"/>`;
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Maison Thirion">${logoBody}</svg>\n`;
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${logoBody}</svg>\n`;

mkdirSync(new URL('images/articles/', root), { recursive: true });
mkdirSync(new URL('images/categories/', root), { recursive: true });
const missing = articles.filter((a) => !spec[a.slug]).map((a) => a.slug);
if (missing.length > 0) throw new Error(`no image spec for ${missing.join(', ')}`);
let largest = 0;
for (const a of articles) {
  const out = article(a.slug, spec[a.slug]!);
  largest = Math.max(largest, out.length);
  writeFileSync(new URL(`images/articles/${a.slug}.svg`, root), out);
}
for (const c of categories) {
  const s = categorySpec[c.slug];
  if (!s) throw new Error(`no image spec for category ${c.slug}`);
  const out = category(c.slug, s);
  largest = Math.max(largest, out.length);
  writeFileSync(new URL(`images/categories/${c.slug}.svg`, root), out);
}
writeFileSync(new URL('images/logo.svg', root), logo);
writeFileSync(new URL('favicon.svg', root), favicon);
console.log(`${articles.length} article images, ${categories.length} category images; largest ${largest} bytes`);
