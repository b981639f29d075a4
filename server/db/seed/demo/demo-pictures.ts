// Product pictures for the demo marketplace, drawn here as SVG (flat illustrations: fruit in a
// crate, a hand of plantains, a cow on a pasture, a tractor, a cabin on a hill…), made into
// photos by demo-photos.ts. Nothing is downloaded and no text is drawn, so they render the same
// on any machine (fonts may be missing). Each drawing has three views (the listing's first,
// second and third photo): another background and a closer or mirrored framing.

import { randomFrom } from './random';

/** What to draw. `color`/`accent` tint the subject; `variant` picks a shape within the kind. */
export interface Picture {
  kind: PictureKind;
  color?: string;
  accent?: string;
  variant?: string;
  /** Relative size of the repeated items (fruit, grains…), 1 = normal. */
  size?: number;
}

export type PictureKind =
  | 'fruit'
  | 'plantain'
  | 'leafy'
  | 'roots'
  | 'pods'
  | 'stalks'
  | 'sack'
  | 'blocks'
  | 'cheese'
  | 'eggs'
  | 'dairy'
  | 'jar'
  | 'meat'
  | 'fish'
  | 'cacao'
  | 'coffee'
  | 'cow'
  | 'pig'
  | 'hen'
  | 'horse'
  | 'sheep'
  | 'small-animal'
  | 'fish-pond'
  | 'beehive'
  | 'tractor'
  | 'truck'
  | 'machine'
  | 'cabin'
  | 'tent'
  | 'plate'
  | 'land'
  | 'planks'
  | 'guadua'
  | 'logs'
  | 'tools'
  | 'coil'
  | 'seedlings'
  | 'sprayer'
  | 'mochila'
  | 'hat'
  | 'hammock'
  | 'textile'
  | 'pottery'
  | 'chair'
  | 'flowers'
  | 'potted';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 900;

// ---------------------------------------------------------------------------------------------
// Colours, randomness, gradients

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Lines each way in one tile of a woven texture (Canvas.weave). */
const WEAVE_LINES = 8;

class Canvas {
  private defs: string[] = [];
  private next = 0;
  constructor(readonly random: () => number) {}

  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  /** A radial gradient lit from the upper left: light → colour → shade. */
  ball(color: string, light = 0.45, shade = 0.35): string {
    const id = `g${this.next++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="0.36" cy="0.3" r="0.78">` +
        `<stop offset="0" stop-color="${lighten(color, light)}"/>` +
        `<stop offset="0.55" stop-color="${color}"/>` +
        `<stop offset="1" stop-color="${darken(color, shade)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient through the colours, top to bottom (or left to right). */
  linear(colors: string[], horizontal = false): string {
    const id = `g${this.next++}`;
    const stops = colors
      .map((c, i) => `<stop offset="${f(i / Math.max(1, colors.length - 1))}" stop-color="${c}"/>`)
      .join('');
    const end = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${end}>${stops}</linearGradient>`);
    return `url(#${id})`;
  }

  /**
   * A woven texture (burlap, baskets) over the given base colour: a line every `step` each
   * way. The tile holds WEAVE_LINES of them, not one: librsvg paints a pattern tile by tile,
   * and one-line tiles made a basket cost ≈ 100 ms to draw instead of ≈ 40 ms.
   */
  weave(color: string, step = 8): string {
    const id = `p${this.next++}`;
    const line = darken(color, 0.18);
    const size = step * WEAVE_LINES;
    const lines = Array.from({ length: WEAVE_LINES }, (_, k) => {
      const at = f(step / 2 + k * step);
      return `M0 ${at}H${size}M${at} 0V${size}`;
    }).join('');
    this.defs.push(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
        `<rect width="${size}" height="${size}" fill="${color}"/>` +
        `<path d="${lines}" stroke="${line}" stroke-width="1.4" opacity="0.55"/>` +
        `</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = `c${this.next++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  svg(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 800 600">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.16) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#2b1d0e" opacity="${opacity}"/>`;

const shine = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#ffffff" opacity="${opacity}"/>`;

// ---------------------------------------------------------------------------------------------
// Backgrounds: a table against a wall (produce, goods), or the countryside (animals, machines,
// land, tourism). The view picks the light.

const WALLS: [string, string][] = [
  ['#f8efdc', '#efdcb9'],
  ['#e6efdc', '#cfe0c0'],
  ['#f5e2d3', '#e8c6ac'],
];
const TABLES: [string, string][] = [
  ['#b27a45', '#8f5b2e'],
  ['#c08b55', '#9c6a3a'],
  ['#a26a3c', '#7d4f28'],
];
const SKIES: [string, string][] = [
  ['#9fd3f0', '#e4f4fb'],
  ['#f7c98f', '#fdeed6'],
  ['#b7dcef', '#f1f7f0'],
];

function tableScene(c: Canvas, view: number): string {
  const [wallTop, wallBottom] = WALLS[view % 3]!;
  const [tableTop, tableBottom] = TABLES[view % 3]!;
  const planks = [470, 525, 575]
    .map(
      (y) =>
        `<path d="M0 ${y}H800" stroke="${darken(tableTop, 0.25)}" stroke-width="2" opacity="0.5"/>`,
    )
    .join('');
  const grain = Array.from({ length: 7 }, () => {
    const y = c.between(440, 595);
    const x = c.between(0, 700);
    return `<path d="M${f(x)} ${f(y)}q60 -4 120 0t120 0" stroke="${lighten(tableTop, 0.15)}" stroke-width="1.5" fill="none" opacity="0.45"/>`;
  }).join('');
  return (
    `<rect width="800" height="600" fill="${c.linear([wallTop, wallBottom])}"/>` +
    `<ellipse cx="400" cy="120" rx="420" ry="260" fill="#ffffff" opacity="0.25"/>` +
    `<rect y="425" width="800" height="175" fill="${c.linear([tableTop, tableBottom])}"/>` +
    `<rect y="425" width="800" height="7" fill="${lighten(tableTop, 0.2)}"/>` +
    planks +
    grain
  );
}

function fieldScene(c: Canvas, view: number, grass = '#6aa84f'): string {
  const [skyTop, skyBottom] = SKIES[view % 3]!;
  const far = view === 1 ? '#b9a9a0' : '#9fb8b0';
  const sun =
    view === 1
      ? `<circle cx="620" cy="150" r="46" fill="#fff3c4" opacity="0.9"/>`
      : `<circle cx="140" cy="95" r="34" fill="#fff8dc" opacity="0.85"/>`;
  const clouds = [
    [560, 90, 1],
    [250, 140, 0.8],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.8">` +
        `<ellipse cx="0" cy="0" rx="48" ry="18"/><ellipse cx="-26" cy="-8" rx="26" ry="18"/><ellipse cx="20" cy="-14" rx="30" ry="22"/></g>`,
    )
    .join('');
  return (
    `<rect width="800" height="600" fill="${c.linear([skyTop, skyBottom])}"/>` +
    sun +
    clouds +
    `<path d="M0 300 L90 230 L170 270 L260 200 L360 262 L450 215 L560 275 L650 220 L800 280 V600 H0Z" fill="${far}" opacity="0.8"/>` +
    `<path d="M0 330 Q160 260 330 318 T800 300 V600 H0Z" fill="${mix(grass, '#9fc46a', 0.45)}"/>` +
    `<path d="M0 395 Q220 340 470 380 T800 370 V600 H0Z" fill="${grass}"/>` +
    `<path d="M0 470 Q300 440 800 465 V600 H0Z" fill="${darken(grass, 0.08)}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Produce

function fruitShape(c: Canvas, x: number, y: number, r: number, p: Picture): string {
  const color = p.color ?? '#f08a24';
  const ratio = p.variant === 'oval' ? 0.78 : p.variant === 'long' ? 0.62 : 1;
  const angle = p.variant === 'round' || !p.variant ? 0 : c.between(-35, 35);
  const rx = r;
  const ry = r * ratio;
  let top = '';
  const accent = p.accent ?? '#4f8a2b';
  if (p.variant === 'tomato' || p.variant === 'star') {
    top = `<path d="M${f(x)} ${f(y - ry * 0.75)}l-${f(r * 0.45)} -${f(r * 0.08)} ${f(r * 0.3)} ${f(r * 0.18)}-${f(r * 0.25)} ${f(r * 0.3)} ${f(r * 0.4)} -${f(r * 0.2)} ${f(r * 0.35)} ${f(r * 0.22)} -${f(r * 0.1)} -${f(r * 0.35)} ${f(r * 0.35)} -${f(r * 0.2)} -${f(r * 0.45)} 0z" fill="${accent}"/>`;
  } else if (p.variant !== 'plain') {
    top =
      `<path d="M${f(x)} ${f(y - ry * 0.85)}q2 -${f(r * 0.3)} ${f(r * 0.1)} -${f(r * 0.35)}" stroke="#6b4a2b" stroke-width="${f(Math.max(2, r * 0.09))}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${f(x + r * 0.08)} ${f(y - ry * 0.95)}q${f(r * 0.35)} -${f(r * 0.35)} ${f(r * 0.7)} -${f(r * 0.12)}q-${f(r * 0.35)} ${f(r * 0.25)} -${f(r * 0.7)} ${f(r * 0.12)}z" fill="${accent}"/>`;
  }
  const speckles = p.variant === 'speckled' ? '' : '';
  return (
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${c.ball(color)}"/>` +
    shine(x - rx * 0.35, y - ry * 0.4, rx * 0.22, ry * 0.14) +
    speckles +
    `</g>` +
    top
  );
}

function crate(c: Canvas, x: number, y: number, w: number, h: number, wood = '#d7a566'): string {
  const slat = h / 3;
  const slats = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${f(x)}" y="${f(y + i * slat + 3)}" width="${f(w)}" height="${f(slat - 7)}" rx="3" fill="${c.linear([lighten(wood, 0.08), darken(wood, 0.1)])}"/>`,
    )
    .join('');
  const nails = [0, 1, 2]
    .flatMap((i) =>
      [x + 22, x + w - 22].map(
        (nx) => `<circle cx="${f(nx)}" cy="${f(y + i * slat + slat / 2)}" r="2.5" fill="#5c4630"/>`,
      ),
    )
    .join('');
  return (
    shadow(x + w / 2, y + h + 4, w * 0.58, 16) +
    `<rect x="${f(x - 4)}" y="${f(y)}" width="${f(w + 8)}" height="${f(h + 4)}" rx="4" fill="${darken(wood, 0.45)}"/>` +
    slats +
    `<rect x="${f(x - 6)}" y="${f(y - 2)}" width="24" height="${f(h + 6)}" rx="3" fill="${darken(wood, 0.15)}"/>` +
    `<rect x="${f(x + w - 18)}" y="${f(y - 2)}" width="24" height="${f(h + 6)}" rx="3" fill="${darken(wood, 0.15)}"/>` +
    nails
  );
}

function basket(c: Canvas, x: number, y: number, w: number, h: number, color = '#c9974e'): string {
  const body = `<path d="M${f(x)} ${f(y)}h${f(w)}l-${f(w * 0.08)} ${f(h * 0.85)}q-${f(w * 0.02)} ${f(h * 0.15)} -${f(w * 0.15)} ${f(h * 0.15)}h-${f(w * 0.54)}q-${f(w * 0.13)} 0 -${f(w * 0.15)} -${f(h * 0.15)}z"`;
  return (
    shadow(x + w / 2, y + h + 2, w * 0.55, 14) +
    `${body} fill="${c.weave(color, 10)}"/>` +
    `${body} fill="${c.linear(['#00000000', '#0000003a'])}"/>` +
    `<rect x="${f(x - 8)}" y="${f(y - 10)}" width="${f(w + 16)}" height="20" rx="10" fill="${darken(color, 0.12)}"/>` +
    `<path d="M${f(x)} ${f(y - 4)}h${f(w)}" stroke="${lighten(color, 0.2)}" stroke-width="3" stroke-dasharray="10 6"/>`
  );
}

function bowl(c: Canvas, x: number, y: number, w: number, h: number, color = '#b9583a'): string {
  return (
    shadow(x + w / 2, y + h, w * 0.5, 14) +
    `<path d="M${f(x)} ${f(y)}h${f(w)}q0 ${f(h)} -${f(w / 2)} ${f(h)}q-${f(w / 2)} 0 -${f(w / 2)} -${f(h)}z" fill="${c.linear([lighten(color, 0.1), darken(color, 0.25)])}"/>` +
    `<ellipse cx="${f(x + w / 2)}" cy="${f(y)}" rx="${f(w / 2)}" ry="9" fill="${darken(color, 0.2)}"/>` +
    `<path d="M${f(x + w * 0.12)} ${f(y + h * 0.35)}q${f(w * 0.38)} ${f(h * 0.25)} ${f(w * 0.76)} 0" stroke="${lighten(color, 0.35)}" stroke-width="4" fill="none" opacity="0.6"/>`
  );
}

function pile(
  c: Canvas,
  cx: number,
  baseY: number,
  width: number,
  r: number,
  rows: number,
  item: (x: number, y: number, r: number) => string,
): string {
  const out: string[] = [];
  for (let row = rows - 1; row >= 0; row--) {
    const count = Math.max(1, Math.floor(width / (r * 1.8)) - row);
    const span = (count - 1) * r * 1.8;
    for (let i = 0; i < count; i++) {
      const x = cx - span / 2 + i * r * 1.8 + c.between(-4, 4);
      const y = baseY - row * r * 1.05 + c.between(-4, 4);
      out.push(item(x, y, r * c.between(0.92, 1.08)));
    }
  }
  return out.join('');
}

function fruit(c: Canvas, p: Picture): string {
  const small = (p.size ?? 1) < 0.7;
  const r = 34 * (p.size ?? 1);
  const item = (x: number, y: number, rr: number) => fruitShape(c, x, y, rr, p);
  if (small) {
    // Berries and small fruit: a heaped bowl, a few loose ones in front.
    const loose = [0, 1, 2, 3]
      .map((i) => item(560 + i * 34 + c.between(-6, 6), 505 + (i % 2) * 14, r))
      .join('');
    return (
      pile(c, 360, 372, 330, r, 6, item) +
      bowl(c, 190, 372, 340, 130, p.accent === '#4f8a2b' ? '#f2ede2' : '#efe7d6') +
      loose
    );
  }
  const front = [
    item(120, 500 - r, r),
    item(690, 505 - r, r),
    item(620, 520 - r * 0.8, r * 0.95),
  ].join('');
  if (p.variant === 'long' || p.variant === 'oval') {
    return pile(c, 400, 345, 380, r, 4, item) + basket(c, 200, 350, 400, 150) + front;
  }
  return pile(c, 400, 338, 400, r, 4, item) + crate(c, 195, 335, 410, 165) + front;
}

function plantainFinger(length: number, t: number, fill: string, tip: string): string {
  const L = length;
  const d = `M0 0Q${f(L * 0.6)} ${f(L * 0.04)} ${f(L)} ${f(-L * 0.16)}`;
  return (
    `<path d="${d}" stroke="${tip}" stroke-opacity="0.55" stroke-width="${f(t * 2 + 3)}" fill="none" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${fill}" stroke-width="${f(t * 2)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${f(L * 0.08)} ${f(-t * 0.45)}Q${f(L * 0.6)} ${f(L * 0.04 - t * 0.5)} ${f(L * 0.93)} ${f(-L * 0.15 - t * 0.45)}" stroke="#ffffff" stroke-width="${f(t * 0.35)}" fill="none" opacity="0.28" stroke-linecap="round"/>` +
    `<circle cx="${f(L + t * 0.6)}" cy="${f(-L * 0.16 - t * 0.3)}" r="${f(t * 0.35)}" fill="${tip}"/>`
  );
}

function plantain(c: Canvas, p: Picture): string {
  const color = p.color ?? '#74a83a';
  const spots = p.variant === 'ripe';
  const fill = c.linear([lighten(color, 0.25), color, darken(color, 0.3)]);
  const hand = (x: number, y: number, scale: number, turn: number) => {
    const fingers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const angle = -10 + i * 4 + c.between(-2, 2);
      const dy = -40 + i * 17;
      let finger = plantainFinger(250 + c.between(-20, 20), 21, fill, '#3d2b1a');
      if (spots) {
        finger += Array.from(
          { length: 5 },
          () =>
            `<ellipse cx="${f(c.between(50, 230))}" cy="${f(c.between(-40, 4))}" rx="5" ry="3" fill="#5a3a1c" opacity="0.65"/>`,
        ).join('');
      }
      fingers.push(`<g transform="translate(0 ${f(dy)}) rotate(${f(angle)})">${finger}</g>`);
    }
    return (
      `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${turn})">` +
      `<path d="M-60 -40h50v80h-50z" fill="#7a5a33"/>` +
      fingers.join('') +
      `<rect x="-70" y="-44" width="40" height="88" rx="10" fill="#5d4326"/></g>`
    );
  };
  const leaf =
    `<path d="M40 430 Q330 230 780 290 Q520 430 40 430Z" fill="${c.linear(['#5f9e3b', '#3f7a27'])}"/>` +
    `<path d="M40 430 Q360 320 780 290" stroke="#c7dd9a" stroke-width="4" fill="none"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const x = 140 + i * 70;
      return `<path d="M${x} ${f(398 - i * 11)}l${f(-30 + i * 2)} ${f(-60 + i * 4)}" stroke="#8fbf5f" stroke-width="2" opacity="0.6"/>`;
    }).join('');
  return leaf + shadow(420, 510, 300, 30) + hand(230, 420, 1, -6) + hand(300, 480, 1.05, 3);
}

function leafyHead(c: Canvas, x: number, y: number, r: number, p: Picture): string {
  const color = p.color ?? '#7cbc4a';
  if (p.variant === 'cabbage') {
    return (
      shadow(x, y + r * 0.9, r * 1.05, r * 0.22) +
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.ball(color, 0.5, 0.3)}"/>` +
      `<path d="M${f(x - r * 0.95)} ${f(y + r * 0.1)}Q${f(x - r * 0.6)} ${f(y - r * 0.95)} ${f(x + r * 0.3)} ${f(y - r * 0.98)}" stroke="${lighten(color, 0.4)}" stroke-width="4" fill="none"/>` +
      `<path d="M${f(x + r * 0.95)} ${f(y + r * 0.2)}Q${f(x + r * 0.7)} ${f(y - r * 0.6)} ${f(x + r * 0.05)} ${f(y - r * 0.55)}" stroke="${lighten(color, 0.35)}" stroke-width="3.5" fill="none"/>` +
      `<path d="M${f(x - r * 0.3)} ${f(y - r * 0.2)}q${f(r * 0.5)} -${f(r * 0.45)} ${f(r * 0.8)} ${f(r * 0.3)}" stroke="${darken(color, 0.15)}" stroke-width="3" fill="none" opacity="0.6"/>`
    );
  }
  if (p.variant === 'broccoli') {
    const florets = Array.from({ length: 26 }, () => {
      const a = c.between(0, Math.PI * 2);
      const d = Math.sqrt(c.random()) * r * 0.75;
      return `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y - r * 0.2 + Math.sin(a) * d * 0.7)}" r="${f(r * c.between(0.2, 0.3))}" fill="${c.ball(color, 0.35, 0.3)}"/>`;
    }).join('');
    return (
      shadow(x, y + r * 0.9, r * 0.9, r * 0.2) +
      `<path d="M${f(x - r * 0.25)} ${f(y + r * 0.9)}l${f(r * 0.08)} -${f(r * 0.9)}h${f(r * 0.34)}l${f(r * 0.08)} ${f(r * 0.9)}z" fill="#a9cf7a"/>` +
      florets
    );
  }
  const leaves: string[] = [shadow(x, y + r * 0.85, r * 1.1, r * 0.22)];
  for (let ring = 0; ring < 3; ring++) {
    const count = 7 - ring * 2;
    const tone = mix(color, '#e9f5c8', ring * 0.25);
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * 360 + ring * 20 + c.between(-10, 10);
      const d = r * (0.45 - ring * 0.15);
      leaves.push(
        `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})"><ellipse cx="${f(x + d)}" cy="${f(y)}" rx="${f(r * (0.62 - ring * 0.12))}" ry="${f(r * (0.42 - ring * 0.08))}" fill="${c.ball(tone, 0.3, 0.2)}" stroke="${darken(tone, 0.12)}" stroke-width="1.5"/>` +
          `<path d="M${f(x + d * 0.3)} ${f(y)}h${f(r * 0.5)}" stroke="${lighten(tone, 0.45)}" stroke-width="2"/></g>`,
      );
    }
  }
  return leaves.join('');
}

function leafy(c: Canvas, p: Picture): string {
  const r = 92;
  return (
    leafyHead(c, 250, 405, r, p) +
    leafyHead(c, 560, 410, r * 0.95, p) +
    leafyHead(c, 405, 470, r * 1.05, p)
  );
}

function potato(c: Canvas, x: number, y: number, r: number, color: string): string {
  const points = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    const d = r * c.between(0.85, 1.1);
    return [x + Math.cos(a) * d * 1.2, y + Math.sin(a) * d * 0.85] as const;
  });
  const path = points
    .map(([px, py], i) => {
      const [nx, ny] = points[(i + 1) % points.length]!;
      return `${i === 0 ? `M${f((px + nx) / 2)} ${f((py + ny) / 2)}` : ''}Q${f(nx)} ${f(ny)} ${f((nx + points[(i + 2) % 8]![0]) / 2)} ${f((ny + points[(i + 2) % 8]![1]) / 2)}`;
    })
    .join('');
  const eyes = [0, 1, 2]
    .map(
      () =>
        `<circle cx="${f(x + c.between(-r * 0.7, r * 0.7))}" cy="${f(y + c.between(-r * 0.4, r * 0.4))}" r="2" fill="${darken(color, 0.4)}"/>`,
    )
    .join('');
  return `<path d="${path}Z" fill="${c.ball(color, 0.3, 0.35)}"/>${eyes}`;
}

function sackShape(c: Canvas, x: number, y: number, w: number, h: number, color: string): string {
  const outline = `M${f(x + w * 0.08)} ${f(y)}Q${f(x - w * 0.06)} ${f(y + h * 0.55)} ${f(x + w * 0.04)} ${f(y + h)}H${f(x + w * 0.96)}Q${f(x + w * 1.06)} ${f(y + h * 0.55)} ${f(x + w * 0.92)} ${f(y)}Z`;
  return (
    shadow(x + w / 2, y + h, w * 0.6, 16) +
    `<path d="${outline}" fill="${c.weave(color, 9)}"/>` +
    `<path d="${outline}" fill="${c.linear(['#ffffff22', '#00000000', '#00000040'], true)}"/>` +
    `<path d="M${f(x + w * 0.3)} ${f(y + h * 0.2)}q-${f(w * 0.05)} ${f(h * 0.35)} ${f(w * 0.02)} ${f(h * 0.7)}M${f(x + w * 0.72)} ${f(y + h * 0.25)}q${f(w * 0.04)} ${f(h * 0.3)} -${f(w * 0.02)} ${f(h * 0.65)}" stroke="${darken(color, 0.2)}" stroke-width="3" fill="none" opacity="0.45"/>`
  );
}

function grain(c: Canvas, x: number, y: number, p: Picture): string {
  const color = p.color ?? '#e8d9a8';
  const s = p.size ?? 1;
  const angle = f(c.between(0, 180));
  const tone = mix(color, c.random() > 0.5 ? '#ffffff' : '#000000', c.between(0, 0.12));
  switch (p.variant) {
    case 'bean':
      return (
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(9 * s)}" ry="${f(6 * s)}" transform="rotate(${angle} ${f(x)} ${f(y)})" fill="${tone}"/>` +
        (p.accent
          ? `<ellipse cx="${f(x + 2)}" cy="${f(y - 1)}" rx="${f(3 * s)}" ry="${f(2 * s)}" fill="${p.accent}" opacity="0.8"/>`
          : shine(x - 3 * s, y - 2 * s, 3 * s, 1.5 * s, 0.35))
      );
    case 'coffee':
      return (
        `<g transform="rotate(${angle} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(9 * s)}" ry="${f(7 * s)}" fill="${tone}"/>` +
        `<path d="M${f(x - 7 * s)} ${f(y)}q${f(7 * s)} ${f(3 * s)} ${f(14 * s)} 0" stroke="${darken(tone, 0.4)}" stroke-width="1.6" fill="none"/></g>`
      );
    case 'lump':
      return `<path d="M${f(x - 9 * s)} ${f(y)}l${f(5 * s)} -${f(8 * s)} ${f(9 * s)} ${f(1 * s)} ${f(5 * s)} ${f(8 * s)} -${f(6 * s)} ${f(7 * s)}z" fill="${tone}" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`;
    case 'flake':
      return `<path d="M${f(x - 8 * s)} ${f(y)}q${f(8 * s)} -${f(8 * s)} ${f(16 * s)} 0" stroke="${tone}" stroke-width="${f(3 * s)}" fill="none" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`;
    default:
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(6 * s)}" ry="${f(3 * s)}" transform="rotate(${angle} ${f(x)} ${f(y)})" fill="${tone}"/>`;
  }
}

function sack(c: Canvas, p: Picture): string {
  const bag = p.accent && p.variant === 'lump' ? '#e9e4d6' : '#cfae7a';
  const x = 250;
  const y = 220;
  const w = 300;
  const h = 270;
  const mouth = `<ellipse cx="${x + w / 2}" cy="${y + 6}" rx="${w / 2 - 4}" ry="34"/>`;
  const clip = c.clip(mouth);
  const inside = Array.from({ length: 230 }, () =>
    grain(c, c.between(x + 5, x + w - 5), c.between(y - 26, y + 40), p),
  ).join('');
  const spill = Array.from({ length: 90 }, () => {
    const a = c.between(0, Math.PI);
    const d = Math.sqrt(c.random());
    return grain(c, 590 + Math.cos(a) * d * 120, 520 - Math.sin(a) * d * 45, p);
  }).join('');
  return (
    sackShape(c, x, y, w, h, bag) +
    `<ellipse cx="${x + w / 2}" cy="${y + 6}" rx="${w / 2 + 8}" ry="40" fill="${darken(bag, 0.12)}"/>` +
    `<g clip-path="${clip}"><rect x="${x}" y="${y - 40}" width="${w}" height="90" fill="${darken(p.color ?? '#e8d9a8', 0.25)}"/>${inside}</g>` +
    `<path d="M${x + 8} ${y + 12}q${w / 2 - 8} 44 ${w - 16} 0" stroke="${lighten(bag, 0.15)}" stroke-width="6" fill="none"/>` +
    shadow(600, 528, 140, 20, 0.12) +
    spill
  );
}

function roots(c: Canvas, p: Picture): string {
  const color = p.color ?? '#e8872a';
  if (p.variant === 'potato') {
    const r = 30 * (p.size ?? 1);
    return (
      sackShape(c, 110, 250, 260, 250, '#cfae7a') +
      `<ellipse cx="240" cy="256" rx="134" ry="30" fill="#8a6a40"/>` +
      pile(c, 240, 262, 220, r * 0.9, 2, (x, y, rr) => potato(c, x, y, rr, color)) +
      shadow(540, 520, 210, 24) +
      pile(c, 540, 500, 360, r, 3, (x, y, rr) => potato(c, x, y, rr, color))
    );
  }
  if (p.variant === 'onion') {
    const bulb = (x: number, y: number, r: number) =>
      `<path d="M${f(x)} ${f(y - r * 1.25)}Q${f(x + r * 0.2)} ${f(y - r)} ${f(x + r * 0.8)} ${f(y - r * 0.55)}Q${f(x + r * 1.25)} ${f(y + r * 0.2)} ${f(x + r * 0.3)} ${f(y + r * 0.95)}L${f(x)} ${f(y + r)}L${f(x - r * 0.3)} ${f(y + r * 0.95)}Q${f(x - r * 1.25)} ${f(y + r * 0.2)} ${f(x - r * 0.8)} ${f(y - r * 0.55)}Q${f(x - r * 0.2)} ${f(y - r)} ${f(x)} ${f(y - r * 1.25)}Z" fill="${c.ball(color, 0.35, 0.3)}"/>` +
      `<path d="M${f(x - r * 0.4)} ${f(y - r * 0.6)}q-${f(r * 0.3)} ${f(r * 0.7)} 0 ${f(r * 1.4)}M${f(x + r * 0.4)} ${f(y - r * 0.6)}q${f(r * 0.3)} ${f(r * 0.7)} 0 ${f(r * 1.4)}" stroke="${lighten(color, 0.35)}" stroke-width="2" fill="none" opacity="0.6"/>` +
      `<path d="M${f(x - 5)} ${f(y + r)}l-4 9M${f(x)} ${f(y + r)}v10M${f(x + 5)} ${f(y + r)}l4 9" stroke="#d8c7a2" stroke-width="2"/>`;
    return (
      basket(c, 170, 360, 460, 140) +
      pile(c, 400, 352, 430, 40, 3, bulb) +
      bulb(680, 480, 38) +
      bulb(110, 485, 36)
    );
  }
  if (p.variant === 'yuca') {
    const root = (x: number, y: number, angle: number, len: number) =>
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="M0 -24Q${f(len * 0.5)} -30 ${f(len)} -4Q${f(len * 1.05)} 0 ${f(len)} 4Q${f(len * 0.5)} 30 0 24Z" fill="${c.linear([lighten(color, 0.15), color, darken(color, 0.3)])}"/>` +
      `<ellipse cx="0" cy="0" rx="9" ry="24" fill="#f3ead2" stroke="${darken(color, 0.2)}" stroke-width="3"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M${f(len * (0.15 + i * 0.15))} -20q6 20 0 40" stroke="${darken(color, 0.3)}" stroke-width="1.5" fill="none" opacity="0.5"/>`,
      ).join('') +
      `</g>`;
    return (
      shadow(400, 520, 300, 26) +
      [0, 1, 2, 3, 4]
        .map((i) =>
          root(150 + i * 18, 380 + i * 30, -6 + i * 4 + c.between(-3, 3), 420 + c.between(-40, 40)),
        )
        .join('')
    );
  }
  // Carrots and other tapering roots, bundled.
  const carrot = (angle: number, len: number) =>
    `<g transform="rotate(${f(angle)})">` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M-4 0q-${f(30 + i * 8)} -${f(40 + i * 12)} -${f(70 + i * 6)} -${f(30 + i * 18)}" stroke="${i % 2 ? '#4e8a2e' : '#6aab3d'}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    ).join('') +
    `<path d="M0 -17Q${f(len * 0.6)} -12 ${f(len)} 0Q${f(len * 0.6)} 12 0 17Z" fill="${c.linear([lighten(color, 0.2), color, darken(color, 0.2)])}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${f(len * (0.15 + i * 0.15))} -${f(12 - i * 2)}l6 ${f(6 - i)}" stroke="${darken(color, 0.3)}" stroke-width="1.6"/>`,
    ).join('') +
    `</g>`;
  const bundle = (x: number, y: number, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn})">` +
    [-14, -7, 0, 7, 14]
      .map((a) => carrot(a + c.between(-2, 2), 250 + c.between(-25, 25)))
      .join('') +
    `<rect x="-6" y="-26" width="14" height="52" rx="4" fill="#c9a46a"/></g>`;
  return shadow(440, 515, 300, 26) + bundle(250, 400, 10) + bundle(300, 470, -3);
}

function pods(c: Canvas, p: Picture): string {
  const color = p.color ?? '#6aab3d';
  const thin = p.variant === 'bean';
  const fill = c.linear([lighten(color, 0.3), color, darken(color, 0.25)]);
  const pod = (x: number, y: number, r: number) => {
    const len = (thin ? 150 : 110) * (r / 30);
    const width = thin ? 11 : 22;
    const angle = c.between(-40, 40);
    const d = `M${f(-len / 2)} 0Q0 ${f(len * 0.18)} ${f(len / 2)} ${f(-len * 0.05)}`;
    const bumps = thin
      ? ''
      : [-0.3, -0.1, 0.1, 0.3]
          .map(
            (t) =>
              `<circle cx="${f(t * len)}" cy="${f(len * 0.07 - Math.abs(t) * len * 0.12 - 2)}" r="${f(width * 0.38)}" fill="${lighten(color, 0.25)}" opacity="0.6"/>`,
          )
          .join('');
    return (
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="${d}" stroke="${darken(color, 0.35)}" stroke-width="${width + 3}" fill="none" stroke-linecap="round"/>` +
      `<path d="${d}" stroke="${fill}" stroke-width="${width}" fill="none" stroke-linecap="round"/>` +
      bumps +
      `<path d="M${f(-len / 2 - 4)} 0l-12 -6" stroke="#6b8a3a" stroke-width="4" stroke-linecap="round"/></g>`
    );
  };
  const r = 30 * (p.size ?? 1);
  const loose = [0, 1, 2].map((i) => pod(600 + i * 55, 505 - (i % 2) * 12, r)).join('');
  return (
    pile(c, 400, 350, 360, r, 5, pod) + basket(c, 200, 350, 400, 150) + pod(150, 500, r) + loose
  );
}

function stalks(c: Canvas, p: Picture): string {
  const color = p.color ?? '#5fa83a';
  const bulb = p.accent;
  const bundle = (x: number, y: number, turn: number) => {
    const stems = Array.from({ length: 12 }, (_, i) => {
      const dy = -24 + i * 4.4 + c.between(-2, 2);
      const len = 380 + c.between(-50, 30);
      const tone = mix(color, i % 2 ? '#2f6b1e' : '#a8d277', c.between(0, 0.35));
      const endY = dy * 1.8 + c.between(-20, 20);
      const leaves =
        p.variant === 'herb'
          ? Array.from({ length: 9 }, (_, k) => {
              const t = 0.45 + k * 0.065;
              const lx = len * t;
              const ly = dy + (endY - dy) * t * t + (k % 2 ? -10 : 10);
              return `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(20 - k)}" ry="${f(11 - k * 0.5)}" transform="rotate(${k % 2 ? -30 : 30} ${f(lx)} ${f(ly)})" fill="${c.ball(tone, 0.25, 0.15)}"/>`;
            }).join('')
          : '';
      return (
        `<path d="M0 ${f(dy)}Q${f(len * 0.5)} ${f(dy + c.between(-10, 10))} ${f(len)} ${f(endY)}" stroke="${tone}" stroke-width="${p.variant === 'herb' ? 3 : 9}" fill="none" stroke-linecap="round"/>` +
        leaves
      );
    }).join('');
    const bulbs = bulb
      ? Array.from(
          { length: 6 },
          (_, i) =>
            `<ellipse cx="-6" cy="${f(-22 + i * 9)}" rx="24" ry="7" fill="${c.ball(bulb, 0.4, 0.2)}"/>`,
        ).join('') +
        `<path d="M-32 -20l-14 -4M-32 0h-16M-32 20l-14 5" stroke="#e8dcc0" stroke-width="2"/>`
      : '';
    return (
      `<g transform="translate(${x} ${y}) rotate(${turn})">${stems}${bulbs}` +
      `<rect x="40" y="-30" width="16" height="62" rx="5" fill="#c8a36b"/></g>`
    );
  };
  return shadow(400, 505, 300, 26) + bundle(140, 400, -6) + bundle(180, 470, 2);
}

function blocks(c: Canvas, p: Picture): string {
  const color = p.color ?? '#b5732c';
  const leaf = p.accent
    ? `<path d="M120 500Q380 380 700 470Q420 560 120 500Z" fill="${c.linear(['#63a544', '#3e7c2c'])}"/><path d="M120 500Q400 460 700 470" stroke="#a9d38a" stroke-width="3" fill="none"/>`
    : '';
  if (p.variant === 'disc') {
    const disc = (x: number, y: number) =>
      `<path d="M${x - 70} ${y}v26a70 22 0 0 0 140 0v-26z" fill="${darken(color, 0.2)}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="70" ry="22" fill="${c.ball(color, 0.25, 0.15)}"/>` +
      `<ellipse cx="${x - 10}" cy="${y - 3}" rx="40" ry="10" fill="${lighten(color, 0.15)}" opacity="0.5"/>`;
    return (
      leaf +
      shadow(400, 505, 270, 26) +
      [0, 1, 2, 3].map((i) => disc(300, 470 - i * 30)).join('') +
      [0, 1, 2].map((i) => disc(470, 480 - i * 30)).join('') +
      disc(590, 495)
    );
  }
  const cube = (x: number, y: number, w: number, h: number) => {
    const d = w * 0.35;
    return (
      `<path d="M${x} ${y}h${w}l${f(d)} -${f(d * 0.6)}h-${w}z" fill="${lighten(color, 0.18)}"/>` +
      `<path d="M${x + w} ${y}l${f(d)} -${f(d * 0.6)}v${h}l-${f(d)} ${f(d * 0.6)}z" fill="${darken(color, 0.28)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear([color, darken(color, 0.12)])}"/>` +
      Array.from(
        { length: 6 },
        () =>
          `<circle cx="${f(x + c.between(8, w - 8))}" cy="${f(y + c.between(8, h - 8))}" r="${f(c.between(1.5, 3))}" fill="${darken(color, 0.25)}" opacity="0.6"/>`,
      ).join('')
    );
  };
  const w = 110;
  const h = 72;
  return (
    leaf +
    shadow(400, 505, 280, 26) +
    cube(190, 425, w, h) +
    cube(305, 425, w, h) +
    cube(248, 348, w, h) +
    cube(460, 430, w, h) +
    cube(520, 470, w * 0.9, h * 0.6)
  );
}

function cheese(c: Canvas, p: Picture): string {
  const paste = p.color ?? '#f4e7b8';
  const rind = p.accent ?? darken(paste, 0.15);
  const board =
    shadow(400, 515, 290, 28) +
    `<ellipse cx="400" cy="490" rx="290" ry="60" fill="#9c6a3a"/><ellipse cx="400" cy="480" rx="290" ry="60" fill="${c.linear(['#c9935c', '#a8743f'])}"/>`;
  const leaf = `<path d="M520 470q90 -70 190 -20q-90 50 -190 20z" fill="#5f9e3b"/><path d="M520 470q95 -30 190 -20" stroke="#a9d38a" stroke-width="2" fill="none"/>`;
  if (p.variant === 'block') {
    const x = 230;
    const y = 380;
    const w = 260;
    const h = 95;
    return (
      board +
      leaf +
      `<path d="M${x} ${y}l60 -45h${w}l-60 45z" fill="${lighten(paste, 0.35)}"/>` +
      `<path d="M${x + w} ${y}l60 -45v${h}l-60 45z" fill="${darken(paste, 0.12)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear([paste, darken(paste, 0.06)])}"/>` +
      Array.from(
        { length: 9 },
        () =>
          `<circle cx="${f(c.between(x + 12, x + w - 12))}" cy="${f(c.between(y + 12, y + h - 12))}" r="${f(c.between(1.5, 3.5))}" fill="${darken(paste, 0.12)}"/>`,
      ).join('')
    );
  }
  // A whole wheel and a wedge cut from it, in front.
  const cx = 350;
  const cy = 380;
  const rx = 165;
  const ry = 52;
  const h = 95;
  const holes = p.variant === 'holes';
  const hole = (x: number, y: number) =>
    holes
      ? `<ellipse cx="${f(x + c.between(-30, 30))}" cy="${f(y + c.between(-8, 8))}" rx="${f(c.between(5, 10))}" ry="${f(c.between(4, 7))}" fill="${darken(paste, 0.18)}"/>`
      : '';
  return (
    board +
    leaf +
    `<path d="M${cx - rx} ${cy}v${h}a${rx} ${ry} 0 0 0 ${rx * 2} 0v-${h}z" fill="${c.linear([lighten(rind, 0.1), rind, darken(rind, 0.25)], true)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.ball(lighten(paste, 0.15), 0.4, 0.08)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 10}" ry="${ry - 5}" fill="none" stroke="${rind}" stroke-width="3" opacity="0.35"/>` +
    `<g transform="translate(560 445)">` +
    `<path d="M0 0l130 -18v50l-130 18z" fill="${c.linear([paste, darken(paste, 0.1)])}"/>` +
    `<path d="M0 0l130 -18l-55 -34z" fill="${lighten(paste, 0.2)}"/>` +
    `<path d="M130 -18l-55 -34v50l55 34z" fill="${rind}"/>` +
    hole(60, 20) +
    hole(40, 30) +
    `</g>`
  );
}

function eggs(c: Canvas, p: Picture): string {
  const color = p.color ?? '#d9a27a';
  const s = p.size ?? 1;
  const tray = `<path d="M150 380h500l40 110h-580z" fill="${c.linear(['#d9d2c3', '#b9b09c'])}"/>`;
  const cups = [];
  const items = [];
  const cols = s < 0.7 ? 8 : 6;
  const rows = s < 0.7 ? 4 : 3;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const t = row / (rows - 1 || 1);
      const width = 500 + t * 560 * 0.14;
      const x = 400 - width / 2 + ((col + 0.5) * width) / cols;
      const y = 395 + row * (95 / rows) + 8;
      cups.push(
        `<ellipse cx="${f(x)}" cy="${f(y + 10)}" rx="${f(34 * s + 6)}" ry="${f(12 * s + 4)}" fill="#a99f89"/>`,
      );
      if (row === 0 && col === cols - 1) continue;
      const tone = mix(color, '#ffffff', c.between(0, 0.12));
      const speckle =
        p.variant === 'speckled'
          ? Array.from(
              { length: 7 },
              () =>
                `<circle cx="${f(x + c.between(-14, 14) * s)}" cy="${f(y - 18 * s + c.between(-18, 18) * s)}" r="${f(c.between(1.5, 4) * s)}" fill="#5a4632"/>`,
            ).join('')
          : '';
      items.push(
        `<ellipse cx="${f(x)}" cy="${f(y - 18 * s)}" rx="${f(30 * s)}" ry="${f(38 * s)}" fill="${c.ball(tone, 0.4, 0.2)}"/>${speckle}`,
      );
    }
  }
  const loose = [
    `<ellipse cx="700" cy="515" rx="${f(30 * s)}" ry="${f(38 * s)}" transform="rotate(70 700 515)" fill="${c.ball(color, 0.4, 0.2)}"/>`,
  ];
  return shadow(400, 500, 320, 24) + tray + cups.join('') + items.join('') + loose.join('');
}

function dairy(c: Canvas, p: Picture): string {
  const content = p.color ?? '#fbfaf4';
  const metal = c.linear(['#8e9aa3', '#e9eef1', '#b8c2c8', '#7d8991'], true);
  const can =
    shadow(300, 505, 130, 20) +
    `<path d="M200 250h200v20q30 30 30 70v150q-130 20 -260 0v-150q0 -40 30 -70z" fill="${metal}"/>` +
    `<rect x="225" y="215" width="150" height="42" rx="10" fill="${metal}"/>` +
    `<rect x="250" y="195" width="100" height="26" rx="8" fill="#9aa6ad"/>` +
    `<path d="M170 330q-30 0 -30 30t30 30" stroke="#8e9aa3" stroke-width="10" fill="none"/>` +
    `<path d="M430 330q30 0 30 30t-30 30" stroke="#8e9aa3" stroke-width="10" fill="none"/>` +
    `<rect x="170" y="420" width="260" height="10" fill="#7d8991" opacity="0.6"/>`;
  const bottle = (x: number, y: number, cap: string) =>
    shadow(x, y + 215, 60, 12) +
    `<path d="M${x - 22} ${y}h44v40q38 20 38 60v115h-120v-115q0 -40 38 -60z" fill="#dbeef3" opacity="0.55"/>` +
    `<path d="M${x - 56} ${y + 95}q0 -30 34 -48h44q34 18 34 48v120h-112z" fill="${content}"/>` +
    `<rect x="${x - 24}" y="${y - 18}" width="48" height="22" rx="5" fill="${cap}"/>` +
    shine(x - 35, y + 140, 8, 50, 0.45);
  if (p.variant === 'bottles') {
    return (
      bottle(280, 270, p.accent ?? '#3f7dc4') +
      bottle(430, 250, p.accent ?? '#3f7dc4') +
      bottle(570, 280, '#d94b3d')
    );
  }
  if (p.variant === 'jar') {
    return bottle(520, 270, p.accent ?? '#c9452f') + can;
  }
  return can + bottle(560, 270, p.accent ?? '#3f7dc4');
}

function jar(c: Canvas, p: Picture): string {
  const content = p.color ?? '#e0a02a';
  const cloth = p.accent ?? '#c63d33';
  const comb =
    p.variant === 'honey'
      ? Array.from({ length: 14 }, (_, i) => {
          const col = i % 5;
          const row = Math.floor(i / 5);
          const x = 560 + col * 52 + (row % 2) * 26;
          const y = 170 + row * 45;
          return `<path d="M${x} ${y - 30}l26 15v30l-26 15l-26 -15v-30z" fill="${c.ball('#e9b33c', 0.3, 0.2)}" stroke="#c98f22" stroke-width="3"/>`;
        }).join('')
      : '';
  const fruits =
    p.variant === 'fruit'
      ? [600, 660, 630]
          .map(
            (x, i) => `<circle cx="${x}" cy="${490 - i * 30}" r="30" fill="${c.ball(content)}"/>`,
          )
          .join('')
      : '';
  const gingham = c.weave(cloth, 14);
  const dipper =
    p.variant === 'honey'
      ? `<g transform="rotate(-30 640 470)"><rect x="560" y="462" width="140" height="10" rx="5" fill="#b07a45"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${530 + i * 10}" cy="467" rx="8" ry="${18 - i * 2}" fill="#c18a52"/>`).join('')}</g>`
      : '';
  return (
    comb +
    shadow(360, 510, 150, 20) +
    `<path d="M240 260h240v30q30 20 30 60v140q0 20 -30 20h-240q-30 0 -30 -20v-140q0 -40 30 -60z" fill="#e4f1f4" opacity="0.5"/>` +
    `<path d="M220 330q0 -25 28 -36h224q28 11 28 36v160q0 18 -26 18h-228q-26 0 -26 -18z" fill="${c.linear([lighten(content, 0.15), content, darken(content, 0.2)], true)}"/>` +
    shine(250, 400, 12, 60, 0.5) +
    `<path d="M215 262q145 -70 290 0l-20 20h-250z" fill="${gingham}"/>` +
    `<rect x="236" y="262" width="248" height="16" rx="6" fill="${darken(cloth, 0.25)}"/>` +
    `<rect x="236" y="276" width="248" height="8" fill="#e8dcc0"/>` +
    fruits +
    dipper
  );
}

function meat(c: Canvas, p: Picture): string {
  const color = p.color ?? '#b8322e';
  const board =
    shadow(400, 520, 300, 26) +
    `<rect x="110" y="380" width="580" height="130" rx="26" fill="#8d5a2f"/><rect x="110" y="370" width="580" height="130" rx="26" fill="${c.linear(['#c99260', '#a7723f'])}"/>` +
    `<circle cx="660" cy="400" r="10" fill="#6d4522"/>`;
  const herb = `<path d="M520 470q60 -40 130 -30" stroke="#4e7d2e" stroke-width="3" fill="none"/>${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${535 + i * 20}" cy="${f(462 - i * 5 + (i % 2 ? 8 : -8))}" rx="10" ry="4" fill="#5f9340" transform="rotate(${i % 2 ? 30 : -30} ${535 + i * 20} ${462 - i * 5})"/>`).join('')}`;
  if (p.variant === 'sausage') {
    const links = Array.from({ length: 6 }, (_, i) => {
      const x = 190 + i * 75;
      const y = 430 + Math.sin(i) * 18;
      return `<ellipse cx="${x}" cy="${f(y)}" rx="40" ry="22" fill="${c.ball(color, 0.3, 0.3)}"/><path d="M${x + 38} ${f(y - 3)}l8 0" stroke="#e6d4b0" stroke-width="5"/>`;
    }).join('');
    return board + links + herb;
  }
  if (p.variant === 'chicken') {
    const leg = (x: number, y: number, a: number) =>
      `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0q-70 -60 -20 -100q60 -30 80 40q10 40 -30 60z" fill="${c.ball(color, 0.3, 0.25)}"/>` +
      `<rect x="15" y="-10" width="60" height="14" rx="7" fill="#f1e6cf"/><circle cx="80" cy="-8" r="10" fill="#f1e6cf"/><circle cx="80" cy="6" r="10" fill="#f1e6cf"/></g>`;
    return board + leg(270, 450, -10) + leg(420, 440, 10) + leg(330, 470, 30) + herb;
  }
  // A steak with fat along the edge and marbling.
  const steak = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-120 -10q10 -60 90 -55q80 -10 130 25q40 45 -20 70q-80 30 -150 10q-60 -15 -50 -50z" fill="#f2e4cf"/>` +
    `<path d="M-110 -10q10 -50 82 -46q72 -8 118 24q30 38 -22 58q-72 26 -136 8q-50 -14 -42 -44z" fill="${c.ball(color, 0.25, 0.3)}"/>` +
    Array.from(
      { length: 5 },
      () =>
        `<path d="M${f(c.between(-90, 40))} ${f(c.between(-30, 20))}q20 ${f(c.between(-8, 8))} 40 0" stroke="#f3dfd6" stroke-width="2" fill="none" opacity="0.7"/>`,
    ).join('') +
    `</g>`;
  return board + steak(300, 430, 1) + steak(480, 445, 0.85) + herb;
}

function fishShape(c: Canvas, color: string, accent: string | undefined, spots: boolean): string {
  return (
    `<path d="M-150 0q60 -62 170 -50q60 10 90 50q-30 40 -90 50q-110 12 -170 -50z" fill="${c.linear([lighten(color, 0.25), color, lighten(color, 0.45)])}"/>` +
    (accent
      ? `<path d="M-140 2q120 -12 250 0" stroke="${accent}" stroke-width="9" opacity="0.7" fill="none"/>`
      : '') +
    `<path d="M110 0l60 -45q-12 45 0 90z" fill="${darken(color, 0.15)}"/>` +
    `<path d="M-30 -48q40 -30 80 -4z" fill="${darken(color, 0.2)}"/>` +
    `<circle cx="-115" cy="-10" r="9" fill="#ffffff"/><circle cx="-116" cy="-10" r="5" fill="#1c1c1c"/>` +
    `<path d="M-90 -30q12 30 0 60" stroke="${darken(color, 0.25)}" stroke-width="3" fill="none"/>` +
    (spots
      ? Array.from(
          { length: 14 },
          () =>
            `<circle cx="${f(c.between(-60, 90))}" cy="${f(c.between(-30, 18))}" r="${f(c.between(2, 4))}" fill="${darken(color, 0.45)}"/>`,
        ).join('')
      : '')
  );
}

function fish(c: Canvas, p: Picture): string {
  const color = p.color ?? '#c9cfd4';
  const spots = p.variant === 'trout';
  const leaves = `<path d="M90 470Q400 320 720 460Q400 560 90 470Z" fill="${c.linear(['#5c9c3c', '#3c7528'])}"/><path d="M90 470Q400 430 720 460" stroke="#a6d287" stroke-width="3" fill="none"/>`;
  const lemons = [0, 1]
    .map(
      (i) =>
        `<circle cx="${640 + i * 45}" cy="${505 - i * 10}" r="22" fill="${c.ball('#9ccc3c')}"/>`,
    )
    .join('');
  return (
    shadow(400, 510, 300, 24) +
    leaves +
    `<g transform="translate(380 420) rotate(-4)">${fishShape(c, color, p.accent, spots)}</g>` +
    `<g transform="translate(420 480) rotate(3) scale(0.9)">${fishShape(c, color, p.accent, spots)}</g>` +
    lemons
  );
}

function cacao(c: Canvas, p: Picture): string {
  const color = p.color ?? '#d98a1f';
  const pod = (x: number, y: number, a: number, s: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">` +
    `<path d="M-130 0q30 -70 130 -70q110 0 140 70q-30 70 -140 70q-100 0 -130 -70z" fill="${c.ball(color, 0.3, 0.35)}"/>` +
    [-40, -20, 0, 20, 40]
      .map(
        (dy) =>
          `<path d="M-120 ${dy / 2}q130 ${dy * 0.9} 250 0" stroke="${darken(color, 0.25)}" stroke-width="3" fill="none" opacity="0.6"/>`,
      )
      .join('') +
    `<rect x="135" y="-8" width="30" height="16" rx="6" fill="#6b4a2b"/></g>`;
  const open =
    `<g transform="translate(560 465)"><path d="M-120 0q30 -55 120 -55q100 0 125 55z" fill="${darken(color, 0.2)}"/>` +
    `<path d="M-100 0q30 -40 100 -40q80 0 105 40z" fill="#f5efe0"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<ellipse cx="${-70 + i * 18}" cy="${-12 - (i % 2) * 10}" rx="13" ry="9" fill="${c.ball('#f3ead8', 0.3, 0.15)}"/>`,
    ).join('') +
    `<path d="M-125 0q125 40 250 0z" fill="${darken(color, 0.35)}"/></g>`;
  return shadow(400, 515, 300, 26) + pod(260, 420, -12, 1) + pod(300, 480, 8, 0.85) + open;
}

function coffee(c: Canvas, p: Picture): string {
  const color = p.color ?? '#c72c2c';
  const branch = `<path d="M40 120Q360 240 780 210" stroke="#6b4a2b" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const x = 100 + i * 100;
    const up = i % 2 ? -1 : 1;
    return `<g transform="translate(${x} ${f(160 + i * 8)}) rotate(${up * 35 + 10})"><path d="M0 0q70 -38 150 0q-70 38 -150 0z" fill="${c.linear(['#3f8a3a', '#25602a'])}"/><path d="M0 0h150" stroke="#8cc07a" stroke-width="2"/></g>`;
  }).join('');
  const clusters = [180, 330, 480, 630]
    .map((x, i) => {
      const y = 215 + i * 6;
      return Array.from({ length: 7 }, (_, k) => {
        const cx = x + (k % 4) * 22 - 30 + c.between(-4, 4);
        const cy = y + Math.floor(k / 4) * 26 + c.between(-4, 4);
        const tone = k === 6 ? '#7fae3d' : mix(color, '#7a1010', c.between(0, 0.3));
        return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="16" ry="14" fill="${c.ball(tone, 0.4, 0.3)}"/>`;
      }).join('');
    })
    .join('');
  const basketEl = basket(c, 250, 420, 300, 90);
  const inBasket = pile(
    c,
    400,
    415,
    280,
    13,
    2,
    (x, y, r) =>
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.9)}" fill="${c.ball(color, 0.4, 0.3)}"/>`,
  );
  return branch + leaves + clusters + inBasket + basketEl;
}

// ---------------------------------------------------------------------------------------------
// Animals (on a pasture)

function cow(c: Canvas, p: Picture): string {
  const coat = p.color ?? '#8a5a34';
  const spots = p.accent;
  const hump = p.variant === 'zebu';
  const body =
    `<path d="M-150 -40q0 -45 60 -50h170q40 -2 60 30l10 70q-10 45 -70 50h-160q-70 -5 -70 -60z" fill="${c.linear([lighten(coat, 0.12), coat, darken(coat, 0.15)])}"/>` +
    (hump ? `<path d="M40 -88q30 -40 70 -4z" fill="${coat}"/>` : '');
  const spotShapes = spots
    ? [
        [-90, -40, 40, 28],
        [0, -10, 48, 34],
        [60, -60, 26, 20],
        [-40, 30, 30, 16],
      ]
        .map(
          ([x, y, rx, ry]) =>
            `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${spots}" transform="rotate(${f(c.between(-20, 20))} ${x} ${y})"/>`,
        )
        .join('')
    : '';
  const leg = (x: number, front: boolean) =>
    `<path d="M${x} 40h26l${front ? 2 : -2} 90h-24z" fill="${darken(coat, front ? 0.05 : 0.2)}"/><rect x="${x - 1}" y="122" width="28" height="14" rx="3" fill="#3a2a1c"/>`;
  const head =
    `<path d="M95 -88q60 -12 95 10l5 60q-30 40 -80 40z" fill="${darken(coat, 0.06)}"/>` +
    `<g transform="translate(200 -62) rotate(10)">` +
    `<ellipse cx="-38" cy="-14" rx="28" ry="12" fill="${darken(coat, 0.2)}" transform="rotate(-25 -38 -14)"/>` +
    `<ellipse cx="44" cy="-14" rx="26" ry="11" fill="${darken(coat, 0.2)}" transform="rotate(25 44 -14)"/>` +
    `<path d="M-12 -28q-8 -30 -28 -36M16 -28q8 -30 28 -36" stroke="#eee4cc" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M-28 -30q30 -12 60 0l6 72q-2 22 -36 22q-34 0 -36 -22z" fill="${c.linear([lighten(coat, 0.08), darken(coat, 0.05)])}" stroke="${darken(coat, 0.3)}" stroke-width="2"/>` +
    (spots ? `<path d="M-4 -30q10 20 0 50q8 6 14 0q-8 -30 4 -50z" fill="#f3efe6"/>` : '') +
    `<ellipse cx="4" cy="58" rx="30" ry="19" fill="#d9a89a"/><ellipse cx="-7" cy="58" rx="4" ry="5" fill="#4a3028"/><ellipse cx="15" cy="58" rx="4" ry="5" fill="#4a3028"/>` +
    `<circle cx="-14" cy="4" r="5.5" fill="#1e1611"/><circle cx="22" cy="4" r="5.5" fill="#1e1611"/>` +
    `<circle cx="-12" cy="2" r="1.8" fill="#ffffff"/><circle cx="24" cy="2" r="1.8" fill="#ffffff"/></g>`;
  const tail = `<path d="M-150 -40q-30 30 -20 100" stroke="${darken(coat, 0.2)}" stroke-width="7" fill="none"/><ellipse cx="-170" cy="62" rx="8" ry="16" fill="#2d2018"/>`;
  const udder =
    p.variant === 'dairy' ? `<ellipse cx="-40" cy="55" rx="34" ry="18" fill="#e8b7aa"/>` : '';
  const animal = (x: number, y: number, s: number, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">` +
    shadow(0, 136, 190, 18, 0.2) +
    leg(-120, false) +
    leg(70, false) +
    tail +
    body +
    spotShapes +
    udder +
    leg(-90, true) +
    leg(100, true) +
    head +
    `</g>`;
  return fieldScene(c, 0) + animal(650, 330, 0.45, false) + animal(350, 385, 1, false);
}

function pig(c: Canvas, p: Picture): string {
  const coat = p.color ?? '#f1b3a7';
  const animal = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    shadow(0, 92, 170, 16, 0.2) +
    [-95, -40, 50, 100]
      .map(
        (lx, i) =>
          `<rect x="${lx}" y="30" width="26" height="64" rx="8" fill="${darken(coat, i % 2 ? 0.05 : 0.15)}"/>`,
      )
      .join('') +
    `<ellipse cx="0" cy="0" rx="150" ry="80" fill="${c.ball(coat, 0.25, 0.25)}"/>` +
    `<path d="M-150 -10q-30 -20 -20 10q10 20 -12 20" stroke="${darken(coat, 0.2)}" stroke-width="5" fill="none"/>` +
    `<ellipse cx="140" cy="-10" rx="60" ry="55" fill="${coat}"/>` +
    `<path d="M110 -55l-10 -45 40 30z" fill="${darken(coat, 0.1)}"/><path d="M150 -60l10 -42 20 40z" fill="${darken(coat, 0.12)}"/>` +
    `<ellipse cx="195" cy="5" rx="22" ry="28" fill="${darken(coat, 0.12)}"/><ellipse cx="190" cy="-3" rx="4" ry="7" fill="#6b3a33"/><ellipse cx="200" cy="13" rx="4" ry="7" fill="#6b3a33"/>` +
    `<circle cx="155" cy="-25" r="6" fill="#1e1611"/></g>`;
  return (
    fieldScene(c, 0, '#7aa94f') +
    `<path d="M0 470h800" stroke="#8a6a40" stroke-width="0"/>` +
    animal(600, 360, 0.55) +
    animal(350, 420, 1)
  );
}

function hen(c: Canvas, p: Picture): string {
  const feathers = p.color ?? '#b4532a';
  const bird = (x: number, y: number, s: number, flip = false) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">` +
    shadow(0, 120, 90, 12, 0.2) +
    `<path d="M-10 80l-5 40M25 80l5 40" stroke="#e8a93a" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M-130 -60q30 -30 50 0q20 40 10 80z" fill="${darken(feathers, 0.35)}"/>` +
    `<path d="M-140 -30q30 -10 60 20l-10 40z" fill="${darken(feathers, 0.5)}"/>` +
    `<path d="M-100 0q0 -70 110 -60q60 -40 70 -70q40 -10 40 40q0 70 -40 110q-60 70 -130 30q-50 -20 -50 -50z" fill="${c.ball(feathers, 0.3, 0.3)}"/>` +
    `<path d="M-60 10q50 -20 90 10q-40 40 -90 -10z" fill="${darken(feathers, 0.18)}"/>` +
    `<path d="M85 -140q10 -20 20 -5q10 -20 20 0q10 -10 12 10l-50 10z" fill="#d92b2b"/>` +
    `<path d="M118 -105l24 8 -24 8z" fill="#f0b030"/><path d="M112 -88q8 24 -4 30q-10 -10 4 -30z" fill="#d92b2b"/>` +
    `<circle cx="103" cy="-108" r="5" fill="#1e1611"/></g>`;
  const chicks = [0, 1, 2]
    .map(
      (i) =>
        `<g transform="translate(${560 + i * 60} ${470 + (i % 2) * 14})"><ellipse cx="0" cy="0" rx="22" ry="18" fill="#f5d55a"/><circle cx="16" cy="-16" r="12" fill="#f5d55a"/><path d="M27 -17l8 3 -8 3z" fill="#e8892a"/><circle cx="19" cy="-19" r="2" fill="#1e1611"/></g>`,
    )
    .join('');
  return (
    fieldScene(c, 0, '#86ad55') +
    bird(520, 330, 0.55, true) +
    bird(300, 380, 1) +
    (p.variant === 'chicks' ? chicks : '')
  );
}

function horse(c: Canvas, p: Picture): string {
  const coat = p.color ?? '#7b4a2a';
  const mane = p.accent ?? darken(coat, 0.5);
  const leg = (x: number, shade: number, bend = 0) =>
    `<path d="M${x} 20h24l${bend} 120h-20z" fill="${darken(coat, shade)}"/><rect x="${x + bend - 2}" y="134" width="26" height="12" rx="3" fill="#2b2119"/>`;
  const body =
    `<g transform="translate(360 330)">` +
    shadow(0, 146, 190, 16, 0.2) +
    leg(-110, 0.2, -4) +
    leg(70, 0.2, 6) +
    `<path d="M-150 -20q-40 40 -30 120" stroke="${mane}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M-150 -20q10 -50 70 -50h150q40 0 60 30l10 50q-10 40 -60 45h-170q-60 -5 -60 -75z" fill="${c.linear([lighten(coat, 0.1), coat, darken(coat, 0.15)])}"/>` +
    `<path d="M90 -40l50 -110q10 -20 30 -10l60 60q10 20 -10 25l-50 -10l-30 80z" fill="${coat}"/>` +
    `<path d="M100 -60l40 -100q8 -6 20 0l-40 110z" fill="${mane}"/>` +
    `<path d="M150 -160l6 -30 14 26z" fill="${darken(coat, 0.2)}"/>` +
    `<circle cx="190" cy="-120" r="5" fill="#1e1611"/>` +
    leg(-80, 0.05, 2) +
    leg(100, 0.05, -2) +
    (p.variant === 'saddle'
      ? `<path d="M-40 -72q50 -14 100 0l-6 50h-88z" fill="#5a3a22"/><path d="M-30 -30h80v40h-80z" fill="#a3342a" opacity="0.85"/>`
      : '') +
    `</g>`;
  return fieldScene(c, 0, '#79a84f') + body;
}

function sheep(c: Canvas, p: Picture): string {
  const wool = p.color ?? '#f1ece0';
  const face = p.accent ?? '#3b3029';
  const smooth = p.variant === 'goat';
  const animal = (x: number, y: number, s: number) => {
    const fleece = smooth
      ? `<ellipse cx="0" cy="0" rx="125" ry="62" fill="${c.ball(wool, 0.3, 0.25)}"/>`
      : Array.from({ length: 16 }, (_, i) => {
          const a = (i / 16) * Math.PI * 2;
          return `<circle cx="${f(Math.cos(a) * 100)}" cy="${f(Math.sin(a) * 45)}" r="34" fill="${c.ball(wool, 0.3, 0.12)}"/>`;
        }).join('') + `<ellipse cx="0" cy="0" rx="110" ry="55" fill="${c.ball(wool, 0.3, 0.1)}"/>`;
    return (
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      shadow(0, 112, 140, 14, 0.2) +
      [-80, -40, 40, 80]
        .map((lx) => `<rect x="${lx}" y="30" width="16" height="82" rx="5" fill="${face}"/>`)
        .join('') +
      fleece +
      `<g transform="translate(125 -40) rotate(20)"><ellipse cx="0" cy="0" rx="30" ry="44" fill="${smooth ? wool : face}"/>` +
      `<ellipse cx="-30" cy="-24" rx="22" ry="9" fill="${smooth ? darken(wool, 0.1) : face}"/>` +
      (smooth
        ? `<path d="M-6 -40q-10 -40 -40 -46M6 -40q0 -40 -20 -50" stroke="#8a7d6b" stroke-width="6" fill="none"/><path d="M0 44q0 30 -10 34" stroke="${darken(wool, 0.2)}" stroke-width="8"/>`
        : '') +
      `<circle cx="10" cy="-8" r="5" fill="#1e1611"/></g></g>`
    );
  };
  return fieldScene(c, 0, '#7fae55') + animal(560, 360, 0.55) + animal(330, 400, 1);
}

function smallAnimal(c: Canvas, p: Picture): string {
  const coat = p.color ?? '#a86d3c';
  const accent = p.accent ?? '#f3ead8';
  const rabbit = p.variant === 'rabbit';
  const animal = (x: number, y: number, s: number, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">` +
    shadow(0, 58, 95, 10, 0.2) +
    `<ellipse cx="0" cy="0" rx="95" ry="60" fill="${c.ball(coat, 0.3, 0.25)}"/>` +
    `<ellipse cx="-20" cy="-10" rx="40" ry="30" fill="${accent}" opacity="0.9"/>` +
    (rabbit
      ? `<ellipse cx="70" cy="-95" rx="14" ry="48" fill="${coat}" transform="rotate(15 70 -95)"/><ellipse cx="95" cy="-90" rx="13" ry="44" fill="${darken(coat, 0.1)}" transform="rotate(30 95 -90)"/>`
      : `<ellipse cx="78" cy="-52" rx="14" ry="10" fill="#d9a08e"/>`) +
    `<ellipse cx="90" cy="-20" rx="45" ry="40" fill="${coat}"/>` +
    `<circle cx="105" cy="-30" r="6" fill="#1e1611"/><circle cx="132" cy="-12" r="5" fill="#c98478"/></g>`;
  const straw = Array.from({ length: 40 }, () => {
    const x = c.between(60, 740);
    const y = c.between(470, 590);
    return `<path d="M${f(x)} ${f(y)}l${f(c.between(-20, 20))} ${f(c.between(-8, 8))}" stroke="#e2c36b" stroke-width="3"/>`;
  }).join('');
  return (
    tableScene(c, 0) +
    `<rect y="430" width="800" height="170" fill="#d7b862" opacity="0.55"/>` +
    straw +
    animal(540, 400, 0.75, true) +
    animal(300, 450, 1, false)
  );
}

function fishPond(c: Canvas, p: Picture): string {
  const color = p.color ?? '#e06a55';
  const water = c.linear(['#6fc3d6', '#2f7f9b', '#1f5f76']);
  const fry = Array.from({ length: 26 }, () => {
    const x = c.between(60, 740);
    const y = c.between(120, 560);
    const s = c.between(0.16, 0.3);
    const flip = c.random() > 0.5 ? -1 : 1;
    return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(flip * s)} ${f(s)})" opacity="${f(c.between(0.7, 1))}">${fishShape(c, color, p.accent, false)}</g>`;
  }).join('');
  const bubbles = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${f(c.between(40, 760))}" cy="${f(c.between(40, 560))}" r="${f(c.between(3, 9))}" fill="none" stroke="#d8f3fa" stroke-width="2" opacity="0.7"/>`,
  ).join('');
  const rays = [100, 300, 520]
    .map((x) => `<path d="M${x} 0l80 0 -160 600h-60z" fill="#ffffff" opacity="0.07"/>`)
    .join('');
  return `<rect width="800" height="600" fill="${water}"/>` + rays + fry + bubbles;
}

function beehive(c: Canvas, p: Picture): string {
  const paint = p.color ?? '#f2d16b';
  const box = (x: number, y: number, w: number, h: number, tone: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear([lighten(tone, 0.1), darken(tone, 0.1)], true)}"/><path d="M${x + 30} ${y + h / 2}h${w - 60}" stroke="${darken(tone, 0.3)}" stroke-width="6" stroke-linecap="round"/>`;
  const hive = (x: number, s: number, tone: string) =>
    `<g transform="translate(${x} 0) scale(${s})">` +
    shadow(0, 480, 150, 16, 0.22) +
    `<rect x="-120" y="430" width="240" height="40" fill="#6b4a2b"/>` +
    box(-110, 340, 220, 90, tone) +
    box(-110, 250, 220, 90, lighten(tone, 0.08)) +
    `<path d="M-130 250l20 -30h220l20 30z" fill="#8c8f91"/><rect x="-40" y="420" width="80" height="10" fill="#2b1d0e"/></g>`;
  const bees = Array.from({ length: 14 }, () => {
    const x = c.between(120, 700);
    const y = c.between(80, 300);
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(c.between(-30, 30))})"><ellipse cx="-4" cy="-9" rx="9" ry="6" fill="#ffffff" opacity="0.8"/><ellipse cx="0" cy="0" rx="12" ry="8" fill="#f2b526"/><path d="M-4 -7v14M3 -7v14" stroke="#2b1d0e" stroke-width="3"/></g>`;
  }).join('');
  const flowers = Array.from({ length: 16 }, () => {
    const x = c.between(20, 780);
    const y = c.between(500, 590);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${c.random() > 0.5 ? '#f4f0e4' : '#f5c542'}"/><circle cx="${f(x)}" cy="${f(y)}" r="3" fill="#e08a1e"/>`;
  }).join('');
  return (
    fieldScene(c, 0, '#7fb25a') +
    hive(290, 1, paint) +
    hive(560, 0.8, mix(paint, '#ffffff', 0.3)) +
    flowers +
    bees
  );
}

// ---------------------------------------------------------------------------------------------
// Machines

function wheel(x: number, y: number, r: number, rim: string): string {
  const treads = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * 360;
    return `<rect x="${f(x - 5)}" y="${f(y - r - 6)}" width="10" height="14" rx="2" fill="#2a2a2a" transform="rotate(${a} ${x} ${y})"/>`;
  }).join('');
  return (
    treads +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#2f2f2f"/><circle cx="${x}" cy="${y}" r="${f(r * 0.78)}" fill="#3c3c3c"/>` +
    `<circle cx="${x}" cy="${y}" r="${f(r * 0.5)}" fill="${rim}"/><circle cx="${x}" cy="${y}" r="${f(r * 0.16)}" fill="${darken(rim, 0.35)}"/>`
  );
}

function tractor(c: Canvas, p: Picture): string {
  const paint = p.color ?? '#c8322b';
  const rim = p.accent ?? '#f2c230';
  const body =
    `<g transform="translate(0 10)">` +
    shadow(400, 505, 290, 20, 0.25) +
    `<rect x="300" y="160" width="10" height="150" fill="#444"/>` +
    `<path d="M270 160h170l10 150h-190z" fill="#bfe3f0" opacity="0.6" stroke="#333" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="260" y="150" width="195" height="18" rx="6" fill="${paint}"/>` +
    `<path d="M430 290h200q30 0 30 30v70h-230z" fill="${c.linear([lighten(paint, 0.15), paint, darken(paint, 0.25)])}"/>` +
    `<path d="M450 300h170" stroke="${lighten(paint, 0.35)}" stroke-width="5"/>` +
    `<rect x="600" y="330" width="60" height="50" rx="6" fill="${darken(paint, 0.3)}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="608" y="${336 + i * 11}" width="44" height="5" fill="#222" opacity="0.6"/>`,
      )
      .join('') +
    `<rect x="560" y="210" width="12" height="85" fill="#555"/><rect x="556" y="205" width="20" height="12" rx="3" fill="#333"/>` +
    `<path d="M240 310h230v80h-230z" fill="${darken(paint, 0.1)}"/>` +
    `<path d="M220 300q90 -40 180 0v20h-180z" fill="${paint}"/>` +
    wheel(320, 400, 110, rim) +
    wheel(610, 435, 62, rim) +
    `</g>`;
  const rows = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M0 ${520 + i * 14}Q400 ${500 + i * 14} 800 ${520 + i * 14}" stroke="#6d4c2c" stroke-width="5" opacity="0.35" fill="none"/>`,
  ).join('');
  return (
    fieldScene(c, 0) + `<path d="M0 480Q400 455 800 480V600H0Z" fill="#a57a4c"/>` + rows + body
  );
}

function truck(c: Canvas, p: Picture): string {
  const paint = p.color ?? '#2f6fb0';
  return (
    fieldScene(c, 0) +
    `<rect y="470" width="800" height="40" fill="#8d8678"/>` +
    shadow(400, 510, 320, 16, 0.3) +
    `<rect x="110" y="260" width="380" height="180" rx="6" fill="#9a6a3a"/>` +
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="${118 + i * 42}" y="250" width="12" height="200" rx="3" fill="#7a4f28"/>`,
    ).join('') +
    [300, 350, 400]
      .map((y) => `<rect x="110" y="${y}" width="380" height="10" fill="#7a4f28"/>`)
      .join('') +
    `<rect x="100" y="440" width="560" height="30" fill="#333"/>` +
    `<path d="M500 300h110q40 0 60 60l20 80h-190z" fill="${c.linear([lighten(paint, 0.15), paint, darken(paint, 0.2)])}"/>` +
    `<path d="M520 315h85q22 0 34 40h-119z" fill="#cde9f3"/>` +
    `<rect x="680" y="420" width="20" height="20" fill="#f6e27a"/>` +
    wheel(200, 470, 45, '#bbbbbb') +
    wheel(300, 470, 45, '#bbbbbb') +
    wheel(610, 470, 45, '#bbbbbb')
  );
}

function machine(c: Canvas, p: Picture): string {
  const paint = p.color ?? '#d9542b';
  const hopper = p.variant === 'hopper';
  const fins = Array.from(
    { length: 7 },
    (_, i) => `<rect x="240" y="${230 + i * 14}" width="130" height="7" rx="3" fill="#9aa2a8"/>`,
  ).join('');
  return (
    tableScene(c, 1) +
    shadow(400, 505, 290, 22, 0.25) +
    `<rect x="160" y="440" width="480" height="24" rx="6" fill="#3b3b3b"/>` +
    [190, 590]
      .map((x) => `<rect x="${x}" y="460" width="24" height="40" fill="#3b3b3b"/>`)
      .join('') +
    `<rect x="230" y="210" width="150" height="230" rx="14" fill="${c.linear(['#c4cbd0', '#7f898f'], true)}"/>` +
    fins +
    `<rect x="200" y="170" width="120" height="60" rx="10" fill="${paint}"/>` +
    `<circle cx="300" cy="200" r="16" fill="#333"/>` +
    `<rect x="400" y="300" width="210" height="140" rx="12" fill="${c.linear([lighten(paint, 0.15), paint, darken(paint, 0.25)])}"/>` +
    `<circle cx="505" cy="370" r="46" fill="${darken(paint, 0.3)}"/><circle cx="505" cy="370" r="14" fill="#ddd"/>` +
    `<path d="M330 350L505 324M330 390L505 416" stroke="#222" stroke-width="7"/>` +
    `<circle cx="330" cy="370" r="26" fill="#555"/>` +
    (hopper
      ? `<path d="M430 300l-30 -110h220l-30 110z" fill="${c.linear(['#d6dbde', '#9aa2a8'], true)}"/>`
      : `<path d="M610 340h60v22h-40v70h-20z" fill="#555"/><circle cx="680" cy="351" r="16" fill="#666"/>`)
  );
}

// ---------------------------------------------------------------------------------------------
// Places: tourism and land

function tree(x: number, y: number, s: number, tone: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-7" y="-10" width="14" height="50" fill="#6b4a2b"/>` +
    `<circle cx="0" cy="-40" r="40" fill="${tone}"/><circle cx="-26" cy="-20" r="28" fill="${darken(tone, 0.1)}"/><circle cx="26" cy="-22" r="30" fill="${lighten(tone, 0.08)}"/></g>`
  );
}

function pine(x: number, y: number, s: number, tone: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-5" y="0" width="10" height="24" fill="#5a3d22"/><path d="M0 -110l40 70h-18l30 45h-104l30 -45h-18z" fill="${tone}"/></g>`;
}

function cabin(c: Canvas, p: Picture): string {
  const wall = p.color ?? '#a8703f';
  const roof = p.accent ?? '#8a2f25';
  const planks = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M310 ${330 + i * 17}h200" stroke="${darken(wall, 0.25)}" stroke-width="2"/>`,
  ).join('');
  return (
    fieldScene(c, 0, '#6fa34a') +
    `<path d="M120 420Q400 230 700 420Z" fill="#5d9a3f"/>` +
    pine(200, 390, 0.9, '#2f6b3a') +
    pine(640, 380, 1.1, '#2b6034') +
    pine(690, 410, 0.8, '#357a40') +
    shadow(410, 460, 150, 12, 0.2) +
    `<rect x="300" y="320" width="220" height="135" fill="${c.linear([lighten(wall, 0.1), wall])}"/>` +
    planks +
    `<path d="M280 330L410 225L540 330z" fill="${roof}"/><path d="M410 225L540 330h-20L410 242z" fill="${darken(roof, 0.25)}"/>` +
    `<rect x="470" y="240" width="22" height="50" fill="#7a5a3a"/>` +
    `<path d="M482 230q-20 -30 10 -50q30 -20 0 -50" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.5" stroke-linecap="round"/>` +
    `<rect x="390" y="375" width="44" height="80" fill="#5a3a22"/><circle cx="426" cy="415" r="3" fill="#e9c46a"/>` +
    `<rect x="325" y="355" width="46" height="38" fill="#ffd98a" stroke="#5a3a22" stroke-width="5"/>` +
    `<rect x="452" y="355" width="46" height="38" fill="#ffd98a" stroke="#5a3a22" stroke-width="5"/>` +
    `<path d="M348 355v38M475 355v38" stroke="#5a3a22" stroke-width="3"/>` +
    `<path d="M410 455q-30 60 -120 145h80q40 -80 60 -145z" fill="#c8a978" opacity="0.8"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<circle cx="${f(c.between(40, 760))}" cy="${f(c.between(500, 590))}" r="6" fill="${['#f4d35e', '#ee6c4d', '#f7f7f2'][i % 3]}"/>`,
    ).join('')
  );
}

function tent(c: Canvas, p: Picture): string {
  const canvasColor = p.color ?? '#efe6d2';
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${f(c.between(0, 800))}" cy="${f(c.between(0, 260))}" r="${f(c.between(1, 2.6))}" fill="#fdf7e3" opacity="${f(c.between(0.5, 1))}"/>`,
  ).join('');
  return (
    `<rect width="800" height="600" fill="${c.linear(['#1f2d5a', '#5b4a7a', '#e69a6a'])}"/>` +
    stars +
    `<circle cx="640" cy="110" r="34" fill="#fdf3cf"/><circle cx="655" cy="100" r="30" fill="#2a3563" opacity="0.85"/>` +
    `<path d="M0 340L120 250L230 310L360 220L470 300L600 240L800 320V600H0Z" fill="#2d3b4f"/>` +
    `<path d="M0 420Q300 360 800 410V600H0Z" fill="#2f5a3a"/>` +
    pine(120, 430, 1, '#1f3d2a') +
    pine(700, 420, 1.2, '#1c3526') +
    `<ellipse cx="400" cy="505" rx="260" ry="30" fill="#10180f" opacity="0.35"/>` +
    `<path d="M180 500Q400 180 620 500Z" fill="${c.linear([lighten(canvasColor, 0.1), canvasColor, darken(canvasColor, 0.25)], true)}"/>` +
    `<path d="M180 500Q400 180 620 500" stroke="${darken(canvasColor, 0.3)}" stroke-width="6" fill="none"/>` +
    `<path d="M400 500L400 300L340 500z" fill="#ffcf7a"/><path d="M400 500L400 300L460 500z" fill="#ffdf9a"/>` +
    `<path d="M300 500Q400 270 500 500" stroke="${darken(canvasColor, 0.2)}" stroke-width="3" fill="none"/>` +
    `<g transform="translate(640 520)"><path d="M-30 0l30 -60l30 60z" fill="#f2994a" opacity="0.9"/><path d="M-15 0l15 -35l15 35z" fill="#ffe08a"/><path d="M-40 6h80" stroke="#5a3a22" stroke-width="8"/></g>`
  );
}

function plate(c: Canvas, p: Picture): string {
  const cloth = c.weave(p.accent ?? '#c63d33', 22);
  const items: string[] = [];
  const rice = () =>
    `<ellipse cx="330" cy="250" rx="95" ry="70" fill="#fbf8ef"/>` +
    Array.from(
      { length: 50 },
      () =>
        `<ellipse cx="${f(c.between(250, 410))}" cy="${f(c.between(195, 305))}" rx="4" ry="2" fill="#e9e3d3" transform="rotate(${f(c.between(0, 180))} 330 250)"/>`,
    ).join('');
  const beans = () =>
    `<ellipse cx="470" cy="260" rx="85" ry="68" fill="#6b2f22"/>` +
    Array.from(
      { length: 40 },
      () =>
        `<ellipse cx="${f(c.between(405, 535))}" cy="${f(c.between(210, 310))}" rx="9" ry="6" fill="${c.ball('#8e3b2b', 0.3, 0.3)}"/>`,
    ).join('');
  const plantainSlices = () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${330 + i * 50}" cy="${385 + (i % 2) * 12}" rx="34" ry="18" fill="${c.ball('#e7b13a', 0.3, 0.3)}" transform="rotate(-20 ${330 + i * 50} ${385 + (i % 2) * 12})"/>`,
      )
      .join('');
  const egg = (x: number, y: number) =>
    `<path d="M${x - 60} ${y}q10 -50 60 -45q60 -5 60 40q-5 45 -60 45q-65 5 -60 -40z" fill="#fffdf5"/><circle cx="${x + 5}" cy="${y - 4}" r="22" fill="${c.ball('#f3a712', 0.4, 0.2)}"/>`;
  const arepa = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="70" fill="${c.ball('#f0d9a0', 0.3, 0.2)}"/>` +
    Array.from(
      { length: 8 },
      () =>
        `<circle cx="${f(x + c.between(-45, 45))}" cy="${f(y + c.between(-45, 45))}" r="5" fill="#b98b3e" opacity="0.6"/>`,
    ).join('');
  const avocado = `<path d="M470 360q60 -10 90 30q-20 40 -90 30q-30 -30 0 -60z" fill="#a7c957"/><path d="M470 360q-30 30 0 60" stroke="#386641" stroke-width="8" fill="none"/>`;
  if (p.variant === 'breakfast') {
    items.push(arepa(330, 290), egg(480, 260), `<g transform="translate(0 30)">${avocado}</g>`);
  } else if (p.variant === 'soup') {
    items.push(
      `<circle cx="400" cy="300" r="150" fill="#d8b46a"/><circle cx="400" cy="300" r="130" fill="#e7c77b"/>` +
        `<path d="M330 280q50 -30 100 10q-40 30 -100 -10z" fill="#fbf6e6"/>` +
        `<circle cx="440" cy="340" r="26" fill="${c.ball('#f4d35e')}"/><circle cx="360" cy="350" r="20" fill="${c.ball('#f4d35e')}"/>` +
        Array.from(
          { length: 14 },
          () =>
            `<circle cx="${f(c.between(300, 500))}" cy="${f(c.between(220, 380))}" r="5" fill="#4f9a3a"/>`,
        ).join(''),
    );
  } else {
    items.push(rice(), beans(), plantainSlices(), avocado);
  }
  const cup = `<g transform="translate(660 170)"><circle r="62" fill="#fbf8ef"/><circle r="48" fill="${p.color ?? '#5a2e1a'}"/><path d="M55 -10q35 0 35 25t-35 20" stroke="#fbf8ef" stroke-width="12" fill="none"/></g>`;
  return (
    `<rect width="800" height="600" fill="${cloth}"/>` +
    `<rect width="800" height="600" fill="#ffffff" opacity="0.25"/>` +
    shadow(405, 315, 215, 195, 0.2) +
    `<circle cx="400" cy="300" r="205" fill="${c.ball('#b4623c', 0.25, 0.2)}"/>` +
    `<circle cx="400" cy="300" r="175" fill="${darken('#b4623c', 0.08)}"/>` +
    items.join('') +
    cup
  );
}

function land(c: Canvas, p: Picture): string {
  const green = p.color ?? '#6aa84f';
  const features = p.variant ?? 'pasture';
  const patches = [
    `<path d="M0 330Q200 280 420 320L360 420Q150 430 0 440Z" fill="${mix(green, '#c9d67a', 0.5)}"/>`,
    `<path d="M420 320Q620 290 800 320V420Q600 410 360 420Z" fill="${mix(green, '#3d7a36', 0.4)}"/>`,
  ].join('');
  const rows =
    features === 'coffee' || features === 'crops'
      ? Array.from({ length: 12 }, (_, i) => {
          const y = 340 + i * 20;
          return Array.from(
            { length: 16 },
            (_, k) =>
              `<circle cx="${20 + k * 50 + (i % 2) * 25}" cy="${y + Math.sin(k / 2) * 6}" r="${features === 'coffee' ? 13 : 7}" fill="${features === 'coffee' ? '#2f6a31' : '#8bbf4a'}"/>`,
          ).join('');
        }).join('')
      : '';
  const house =
    features === 'house' || features === 'coffee'
      ? `<g transform="translate(560 330)"><rect x="0" y="0" width="120" height="60" fill="#f4efe4"/><path d="M-12 2L60 -40L132 2z" fill="#b5452f"/><rect x="50" y="25" width="20" height="35" fill="#7a4b2a"/><rect x="14" y="16" width="22" height="18" fill="#2f6b8a"/><rect x="84" y="16" width="22" height="18" fill="#2f6b8a"/></g>`
      : '';
  const pond =
    features === 'pond'
      ? `<ellipse cx="380" cy="470" rx="200" ry="50" fill="${c.linear(['#8fd0e0', '#3f8fae'])}"/><ellipse cx="330" cy="462" rx="60" ry="8" fill="#ffffff" opacity="0.4"/>`
      : '';
  const cows =
    features === 'pasture'
      ? [
          [250, 420, 0.22],
          [330, 440, 0.2],
          [520, 400, 0.16],
        ]
          .map(
            ([x, y, s]) =>
              `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="120" ry="60" fill="#f3efe6"/><ellipse cx="-30" cy="-10" rx="40" ry="25" fill="#2b2b2b"/><ellipse cx="130" cy="-30" rx="40" ry="34" fill="#f3efe6"/><rect x="-90" y="40" width="22" height="80" fill="#ddd"/><rect x="60" y="40" width="22" height="80" fill="#ddd"/></g>`,
          )
          .join('')
      : '';
  const fence =
    Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${30 + i * 85}" y="${f(500 + Math.sin(i) * 4)}" width="10" height="80" fill="#7a5a3a"/>`,
    ).join('') +
    `<path d="M30 520Q400 505 800 522M30 545Q400 530 800 547" stroke="#5a4632" stroke-width="2" fill="none"/>`;
  return (
    fieldScene(c, 0, green) +
    patches +
    rows +
    pond +
    house +
    cows +
    tree(120, 400, 1.1, '#3f7d3a') +
    tree(700, 380, 0.8, '#4a8f3f') +
    fence
  );
}

// ---------------------------------------------------------------------------------------------
// Wood

function planks(c: Canvas, p: Picture): string {
  const wood = p.color ?? '#c98d52';
  const out: string[] = [shadow(400, 520, 330, 24, 0.2)];
  for (let row = 0; row < 6; row++) {
    const y = 508 - row * 46;
    const x = 90 + (row % 2) * 30;
    const tone = mix(wood, row % 2 ? '#ffffff' : '#000000', c.between(0.02, 0.12));
    out.push(
      `<rect x="${x}" y="${y - 40}" width="560" height="42" rx="3" fill="${c.linear([lighten(tone, 0.12), tone, darken(tone, 0.15)])}"/>` +
        Array.from(
          { length: 3 },
          () =>
            `<path d="M${x + 40} ${f(y - 30 + c.between(0, 20))}q130 ${f(c.between(-8, 8))} 260 0t240 0" stroke="${darken(tone, 0.25)}" stroke-width="1.6" fill="none" opacity="0.6"/>`,
        ).join('') +
        `<rect x="${x + 560}" y="${y - 40}" width="40" height="42" fill="${lighten(tone, 0.18)}"/>` +
        `<ellipse cx="${x + 580}" cy="${y - 19}" rx="12" ry="14" fill="none" stroke="${darken(tone, 0.15)}" stroke-width="2"/>` +
        `<ellipse cx="${x + 580}" cy="${y - 19}" rx="5" ry="6" fill="none" stroke="${darken(tone, 0.2)}" stroke-width="2"/>`,
    );
  }
  return fieldScene(c, 0, '#8fb36a') + out.join('');
}

function guadua(c: Canvas, p: Picture): string {
  const color = p.color ?? '#9cb548';
  const poles: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = 150 + i * 50 + c.between(-6, 6);
    const top = 70 + c.between(0, 50);
    const w = 40 + c.between(-5, 5);
    const tone = mix(color, '#e5d37a', c.between(0, 0.45));
    const nodes = Array.from({ length: 6 }, (_, k) => {
      const y = top + 40 + k * 68 + c.between(-8, 8);
      return `<rect x="${f(-w / 2 - 2)}" y="${f(y)}" width="${f(w + 4)}" height="7" rx="3" fill="${darken(tone, 0.3)}" opacity="0.8"/>`;
    }).join('');
    poles.push(
      `<g transform="translate(${f(x)} 0) rotate(${f(c.between(-5, 3))} 0 500)">` +
        `<rect x="${f(-w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(500 - top)}" rx="6" fill="${c.linear([darken(tone, 0.2), lighten(tone, 0.25), tone, darken(tone, 0.3)], true)}"/>` +
        nodes +
        `<ellipse cx="0" cy="${f(top)}" rx="${f(w / 2)}" ry="6" fill="#6b5a35"/></g>`,
    );
  }
  return (
    fieldScene(c, 0, '#86b25a') +
    `<rect x="100" y="250" width="620" height="14" fill="#6b4a2b"/>` +
    shadow(420, 505, 330, 18, 0.22) +
    poles.join('')
  );
}

function logs(c: Canvas, p: Picture): string {
  const bark = p.color ?? '#6e4a2c';
  const inner = p.accent ?? '#e2b77a';
  const out: string[] = [shadow(400, 525, 320, 22, 0.22)];
  const rows = [6, 5, 4, 3, 2];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const r = 38 + c.between(-4, 4);
      const x = 400 - ((count - 1) * 80) / 2 + i * 80 + c.between(-4, 4);
      const y = 480 - row * 68;
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${bark}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.84)}" fill="${c.ball(inner, 0.2, 0.15)}"/>` +
          [0.6, 0.38, 0.16]
            .map(
              (k) =>
                `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * k)}" fill="none" stroke="${darken(inner, 0.2)}" stroke-width="1.6"/>`,
            )
            .join(''),
      );
    }
  });
  return fieldScene(c, 0, '#7fa95a') + out.join('');
}

// ---------------------------------------------------------------------------------------------
// Implements

function tools(c: Canvas, p: Picture): string {
  const metal = c.linear(['#dfe4e8', '#9aa3a9'], true);
  const handle = p.color ?? '#b07a45';
  const board =
    `<rect x="90" y="60" width="620" height="420" rx="14" fill="#e8dcc3"/>` +
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${130 + (i % 12) * 50}" cy="${95 + Math.floor(i / 12) * 80}" r="4" fill="#c9b995"/>`,
    ).join('');
  const machete = `<g transform="translate(200 110) rotate(-12)"><path d="M0 0h30v100h-30z" fill="#2b2b2b"/><path d="M0 100h30l20 280q-10 40 -50 30z" fill="${metal}"/><circle cx="15" cy="30" r="4" fill="#c9a227"/><circle cx="15" cy="70" r="4" fill="#c9a227"/></g>`;
  const shovel = `<g transform="translate(400 90)"><rect x="-8" y="0" width="16" height="280" rx="6" fill="${handle}"/><path d="M-30 -10h60v18h-60z" fill="${handle}"/><path d="M-55 270h110v60q0 60 -55 80q-55 -20 -55 -80z" fill="${metal}"/></g>`;
  const hoe = `<g transform="translate(600 90) rotate(-12)"><rect x="-8" y="0" width="16" height="330" rx="6" fill="${handle}"/><path d="M-60 300h120l-10 70h-100z" fill="${metal}"/></g>`;
  return tableScene(c, 2) + board + machete + shovel + hoe;
}

function coil(c: Canvas, p: Picture): string {
  const color = p.color ?? '#3d8a3d';
  const loops = Array.from(
    { length: 12 },
    (_, i) =>
      `<ellipse cx="400" cy="${350 + i * 0.5}" rx="${210 - i * 7}" ry="${120 - i * 4}" fill="none" stroke="${i % 2 ? color : darken(color, 0.18)}" stroke-width="14"/>`,
  ).join('');
  return (
    tableScene(c, 0) +
    shadow(400, 480, 240, 22) +
    `<g transform="translate(0 40)">${loops}</g>` +
    `<path d="M600 400q60 40 110 120" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    (p.variant === 'wire'
      ? ''
      : `<rect x="690" y="505" width="40" height="30" rx="6" fill="#c9a227" transform="rotate(50 710 520)"/>`)
  );
}

function seedlings(c: Canvas, p: Picture): string {
  const leaf = p.color ?? '#3f8f3a';
  const items: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 140 + col * 105 + row * 25;
      const y = 330 + row * 70;
      const s = 1 - row * 0.05 + c.between(-0.05, 0.05);
      items.push(
        `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
          `<path d="M-6 0q2 -60 6 -110" stroke="#4e6b2e" stroke-width="5" fill="none"/>` +
          [0, 1, 2, 3]
            .map(
              (k) =>
                `<ellipse cx="${k % 2 ? 22 : -22}" cy="${-30 - k * 22}" rx="26" ry="10" fill="${c.ball(leaf, 0.3, 0.2)}" transform="rotate(${k % 2 ? -25 : 25} ${k % 2 ? 22 : -22} ${-30 - k * 22})"/>`,
            )
            .join('') +
          `<path d="M-36 0h72l-8 70h-56z" fill="#232323"/><ellipse cx="0" cy="0" rx="36" ry="8" fill="#4a3222"/></g>`,
      );
    }
  }
  return (
    fieldScene(c, 2, '#8fb36a') +
    `<rect y="330" width="800" height="270" fill="#9c7a52" opacity="0.8"/>` +
    items.join('')
  );
}

function sprayer(c: Canvas, p: Picture): string {
  const tank = p.color ?? '#e3e6e8';
  return (
    tableScene(c, 1) +
    shadow(360, 510, 160, 20, 0.2) +
    `<path d="M250 160q0 -30 40 -30h140q40 0 40 30v320q0 30 -40 30h-140q-40 0 -40 -30z" fill="${c.linear([lighten(tank, 0.1), tank, darken(tank, 0.2)], true)}"/>` +
    `<rect x="320" y="110" width="80" height="30" rx="8" fill="${p.accent ?? '#e76f1e'}"/>` +
    `<path d="M470 200q60 10 60 60v150" stroke="#333" stroke-width="10" fill="none"/>` +
    `<path d="M530 410q0 80 80 90l120 -180" stroke="#333" stroke-width="8" fill="none"/>` +
    `<rect x="715" y="300" width="30" height="30" rx="4" fill="#555"/>` +
    `<path d="M280 200v260" stroke="${darken(tank, 0.25)}" stroke-width="4" opacity="0.5"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Home and crafts

const CRAFT_COLORS = ['#d1495b', '#edae49', '#00798c', '#30638e', '#66a182', '#8e5572', '#f25c54'];

function mochila(c: Canvas, p: Picture): string {
  const palette =
    p.variant === 'earth' ? ['#6b4a2b', '#e8dcc0', '#3b3029', '#a47148'] : CRAFT_COLORS;
  const bag = (x: number, y: number, s: number, shift: number) => {
    const bands = Array.from({ length: 8 }, (_, i) => {
      const color = palette[(i + shift) % palette.length]!;
      const by = -130 + i * 36;
      const zig = Array.from({ length: 9 }, (_, k) => `${k % 2 ? 'l20 -16' : 'l20 16'}`).join('');
      return (
        `<rect x="-120" y="${by}" width="240" height="36" fill="${color}"/>` +
        `<path d="M-110 ${by + 10}${zig}" stroke="${palette[(i + shift + 3) % palette.length]}" stroke-width="6" fill="none"/>`
      );
    }).join('');
    const clip = c.clip(`<path d="M-120 -130h240v250q0 40 -40 40h-160q-40 0 -40 -40z"/>`);
    return (
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      shadow(0, 165, 130, 14, 0.25) +
      `<path d="M-110 -130Q-140 -330 0 -340Q140 -330 110 -130" stroke="${palette[shift % palette.length]}" stroke-width="16" fill="none"/>` +
      `<g clip-path="${clip}">${bands}</g>` +
      `<rect x="-124" y="-140" width="248" height="18" rx="8" fill="${darken(palette[(shift + 1) % palette.length]!, 0.2)}"/>` +
      [-90, 90]
        .map(
          (tx) =>
            `<path d="M${tx} 160v40" stroke="${palette[(shift + 2) % palette.length]}" stroke-width="10" stroke-linecap="round"/>`,
        )
        .join('') +
      `</g>`
    );
  };
  return tableScene(c, 0) + bag(520, 330, 0.8, 3) + bag(300, 340, 1, 0);
}

function hat(c: Canvas, p: Picture): string {
  const straw = p.color ?? '#efe2c0';
  const band = p.accent ?? '#2b2b2b';
  const rings = Array.from(
    { length: 7 },
    (_, i) =>
      `<ellipse cx="400" cy="390" rx="${300 - i * 28}" ry="${100 - i * 9}" fill="none" stroke="${i % 2 ? band : straw}" stroke-width="14"/>`,
  ).join('');
  const crownBands = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${f(285 + i * 4)} ${f(330 - i * 30)}Q400 ${f(350 - i * 30)} ${f(515 - i * 4)} ${f(330 - i * 30)}" stroke="${i % 2 ? band : straw}" stroke-width="14" fill="none"/>`,
  ).join('');
  return (
    tableScene(c, 0) +
    shadow(400, 470, 310, 40, 0.2) +
    `<ellipse cx="400" cy="390" rx="310" ry="106" fill="${straw}"/>` +
    rings +
    `<path d="M280 370Q270 150 400 150Q530 150 520 370Q400 410 280 370z" fill="${straw}"/>` +
    crownBands
  );
}

function hammock(c: Canvas, p: Picture): string {
  const palette =
    p.variant === 'earth' ? ['#a47148', '#e8dcc0', '#6b4a2b', '#d9a066'] : CRAFT_COLORS;
  const stripes = Array.from({ length: 14 }, (_, i) => {
    const t = i / 14;
    return `<path d="M${f(150 + t * 0)} ${f(220 + t * 0)}Q400 ${f(420 + i * 8)} 650 220" stroke="${palette[i % palette.length]}" stroke-width="10" fill="none"/>`;
  }).join('');
  return (
    fieldScene(c, 1, '#6ea04a') +
    tree(80, 380, 2.2, '#3f7d3a') +
    tree(720, 380, 2.2, '#3f7d3a') +
    `<path d="M90 180L150 220M710 180L650 220" stroke="#e8dcc0" stroke-width="4"/>` +
    stripes +
    Array.from(
      { length: 20 },
      (_, i) =>
        `<path d="M${220 + i * 19} ${f(420 + Math.sin(i / 3) * 12)}v30" stroke="${palette[i % palette.length]}" stroke-width="4"/>`,
    ).join('')
  );
}

function textile(c: Canvas, p: Picture): string {
  const base =
    p.variant === 'fique'
      ? ['#d9c49a', '#b89a66', '#8a6a40', '#e8dcc0']
      : p.variant === 'wool'
        ? ['#6b4a2b', '#e8dcc0', '#3b3029', '#a47148', '#8e9a6b']
        : CRAFT_COLORS;
  const palette = p.color ? [p.color, ...base] : base;
  const folded = (y: number, w: number, shift: number) => {
    const x = 400 - w / 2;
    const clip = c.clip(`<rect x="${x}" y="${y}" width="${w}" height="78" rx="18"/>`);
    const bands = Array.from({ length: 12 }, (_, i) => {
      const color = palette[(i + shift) % palette.length]!;
      return `<rect x="${x + i * (w / 12)}" y="${y}" width="${f(w / 12 + 1)}" height="78" fill="${color}"/>`;
    }).join('');
    const zigzag = `<path d="M${x} ${y + 39}${Array.from({ length: 20 }, (_, k) => `l${f(w / 20)} ${k % 2 ? 8 : -8}`).join('')}" stroke="${palette[(shift + 2) % palette.length]}" stroke-width="5" fill="none" opacity="0.8"/>`;
    return (
      `<g clip-path="${clip}">${bands}${zigzag}<rect x="${x}" y="${y}" width="${w}" height="78" fill="${c.linear(['#ffffff30', '#00000000', '#00000038'])}"/></g>` +
      `<path d="M${x + 14} ${y + 2}h${w - 28}" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`
    );
  };
  const fringe = Array.from(
    { length: 36 },
    (_, i) =>
      `<path d="M${190 + i * 12} 506v22" stroke="${palette[i % palette.length]}" stroke-width="4" stroke-linecap="round"/>`,
  ).join('');
  return (
    shadow(400, 515, 300, 22) +
    folded(430, 440, 0) +
    fringe +
    folded(354, 410, 3) +
    folded(278, 380, 1)
  );
}

function pottery(c: Canvas, p: Picture): string {
  const clay = p.color ?? '#b5562f';
  const pot = (x: number, y: number, s: number, tall: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    shadow(0, 10, 120, 16, 0.2) +
    (tall
      ? `<path d="M-60 -260h120q-10 40 20 90q40 70 20 140q-20 40 -80 40h-40q-60 0 -80 -40q-20 -70 20 -140q30 -50 20 -90z" fill="${c.linear([lighten(clay, 0.15), clay, darken(clay, 0.3)], true)}"/>`
      : `<path d="M-110 -150h220q30 60 20 110q-10 50 -90 50h-80q-80 0 -90 -50q-10 -50 20 -110z" fill="${c.linear([lighten(clay, 0.15), clay, darken(clay, 0.3)], true)}"/>` +
        `<path d="M-130 -120q-30 0 -30 30M130 -120q30 0 30 30" stroke="${darken(clay, 0.15)}" stroke-width="14" fill="none" stroke-linecap="round"/>`) +
    `<ellipse cx="0" cy="${tall ? -260 : -150}" rx="${tall ? 64 : 114}" ry="16" fill="${darken(clay, 0.35)}"/>` +
    `<path d="M-90 ${tall ? -120 : -80}q90 30 180 0" stroke="${lighten(clay, 0.35)}" stroke-width="6" fill="none" opacity="0.7"/>` +
    `</g>`;
  return (
    tableScene(c, 2) +
    pot(560, 500, 0.8, true) +
    pot(300, 500, 1, false) +
    pot(660, 510, 0.45, false)
  );
}

function chair(c: Canvas, p: Picture): string {
  const wood = p.color ?? '#9b6334';
  const seat = p.accent ?? '#7a4b2a';
  const leg = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${darken(wood, 0.15)}" stroke-width="18" stroke-linecap="round"/>`;
  return (
    tableScene(c, 1) +
    shadow(400, 520, 200, 20, 0.2) +
    leg(300, 160, 300, 510) +
    leg(500, 160, 500, 510) +
    leg(340, 330, 350, 470) +
    leg(460, 330, 450, 470) +
    [190, 240]
      .map((y) => `<rect x="300" y="${y}" width="200" height="22" rx="6" fill="${wood}"/>`)
      .join('') +
    `<path d="M270 320h260l-30 50h-200z" fill="${c.linear([lighten(seat, 0.15), seat])}"/>` +
    `<path d="M300 470h200" stroke="${darken(wood, 0.2)}" stroke-width="12"/>`
  );
}

function flowerHead(c: Canvas, x: number, y: number, r: number, p: Picture): string {
  const color = p.color ?? '#d7263d';
  switch (p.variant) {
    case 'sunflower':
      return (
        Array.from(
          { length: 16 },
          (_, i) =>
            `<ellipse cx="${f(x + r * 0.9)}" cy="${f(y)}" rx="${f(r * 0.55)}" ry="${f(r * 0.2)}" fill="${c.ball('#f6c026', 0.2, 0.2)}" transform="rotate(${i * 22.5} ${f(x)} ${f(y)})"/>`,
        ).join('') +
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="${c.ball('#5a3a1c', 0.2, 0.3)}"/>`
      );
    case 'cluster':
      return Array.from(
        { length: 18 },
        () =>
          `<circle cx="${f(x + c.between(-r, r) * 0.8)}" cy="${f(y + c.between(-r, r) * 0.7)}" r="${f(r * 0.28)}" fill="${c.ball(mix(color, '#ffffff', c.between(0, 0.3)), 0.3, 0.2)}"/>`,
      ).join('');
    case 'daisy':
      return (
        Array.from(
          { length: 12 },
          (_, i) =>
            `<ellipse cx="${f(x + r * 0.7)}" cy="${f(y)}" rx="${f(r * 0.5)}" ry="${f(r * 0.22)}" fill="${color}" transform="rotate(${i * 30} ${f(x)} ${f(y)})"/>`,
        ).join('') + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.3)}" fill="#f2b134"/>`
      );
    default:
      // Rose: a ball of petals with spiral strokes.
      return (
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="${c.ball(color, 0.3, 0.3)}"/>` +
        `<path d="M${f(x - r * 0.5)} ${f(y)}q${f(r * 0.5)} -${f(r * 0.6)} ${f(r)} 0q-${f(r * 0.4)} ${f(r * 0.5)} -${f(r * 0.7)} 0q${f(r * 0.3)} -${f(r * 0.3)} ${f(r * 0.45)} 0" stroke="${darken(color, 0.35)}" stroke-width="3" fill="none"/>`
      );
  }
}

function flowers(c: Canvas, p: Picture): string {
  const heads: string[] = [];
  const stems: string[] = [];
  for (let i = 0; i < 11; i++) {
    const a = -70 + i * 14 + c.between(-5, 5);
    const len = 230 + c.between(-30, 40);
    const x = 400 + Math.sin((a * Math.PI) / 180) * len;
    const y = 470 - Math.cos((a * Math.PI) / 180) * len;
    stems.push(`<path d="M400 470L${f(x)} ${f(y)}" stroke="#3f7d3a" stroke-width="6"/>`);
    stems.push(
      `<ellipse cx="${f((400 + x) / 2 + 14)}" cy="${f((470 + y) / 2)}" rx="20" ry="8" fill="#4f9a3a" transform="rotate(${f(a - 60)} ${f((400 + x) / 2 + 14)} ${f((470 + y) / 2)})"/>`,
    );
    heads.push(flowerHead(c, x, y, p.variant === 'sunflower' ? 48 : 40, p));
  }
  const wrap = `<path d="M300 420L400 590L500 420z" fill="${c.linear(['#d8b98a', '#b8915a'], true)}"/><path d="M370 480h60" stroke="#b03a2e" stroke-width="10"/>`;
  return tableScene(c, 1) + shadow(400, 560, 150, 18) + stems.join('') + heads.join('') + wrap;
}

function potted(c: Canvas, p: Picture): string {
  const leaf = p.color ?? '#4f9a3a';
  const pot = (x: number, s: number, kind: number) => {
    let plant = '';
    if (kind === 0) {
      plant = Array.from(
        { length: 9 },
        (_, i) =>
          `<ellipse cx="0" cy="-70" rx="18" ry="70" fill="${c.ball(leaf, 0.3, 0.2)}" transform="rotate(${-60 + i * 15})"/>`,
      ).join('');
    } else if (kind === 1) {
      plant =
        Array.from({ length: 10 }, (_, i) => {
          const a = (i / 10) * Math.PI * 2;
          return `<circle cx="${f(Math.cos(a) * 40)}" cy="${f(-40 + Math.sin(a) * 20)}" r="26" fill="${c.ball(mix(leaf, '#9ccfb0', 0.4), 0.3, 0.2)}"/>`;
        }).join('') +
        `<circle cx="0" cy="-50" r="26" fill="${c.ball(mix(leaf, '#9ccfb0', 0.5), 0.3, 0.2)}"/>`;
    } else {
      plant =
        `<path d="M0 0q10 -90 -20 -160" stroke="#4e6b2e" stroke-width="5" fill="none"/>` +
        [0, 1, 2, 3]
          .map(
            (k) =>
              `<g transform="translate(${-10 - k * 4} ${-80 - k * 25})"><ellipse cx="-14" cy="0" rx="16" ry="10" fill="${p.accent ?? '#c36fb4'}"/><ellipse cx="14" cy="0" rx="16" ry="10" fill="${p.accent ?? '#c36fb4'}"/><ellipse cx="0" cy="-10" rx="10" ry="14" fill="${lighten(p.accent ?? '#c36fb4', 0.3)}"/><circle cx="0" cy="4" r="6" fill="#f3e36b"/></g>`,
          )
          .join('') +
        `<ellipse cx="-40" cy="-10" rx="50" ry="14" fill="${leaf}"/><ellipse cx="40" cy="-12" rx="50" ry="14" fill="${darken(leaf, 0.1)}"/>`;
    }
    return (
      `<g transform="translate(${x} 470) scale(${s})">` +
      shadow(0, 20, 80, 12, 0.2) +
      plant +
      `<path d="M-60 -10h120l-14 90h-92z" fill="${c.linear(['#c86b3c', '#a14f28'], true)}"/><rect x="-66" y="-16" width="132" height="18" rx="4" fill="#b85d31"/></g>`
    );
  };
  const first = p.variant === 'orchid' ? 2 : p.variant === 'succulent' ? 1 : 0;
  return (
    tableScene(c, 1) +
    pot(230, 0.8, (first + 1) % 3) +
    pot(570, 0.85, (first + 2) % 3) +
    pot(400, 1.1, first)
  );
}

const DRAW: Record<PictureKind, (c: Canvas, p: Picture) => string> = {
  fruit,
  plantain,
  leafy,
  roots,
  pods,
  stalks,
  sack,
  blocks,
  cheese,
  eggs,
  dairy,
  jar,
  meat,
  fish,
  cacao,
  coffee,
  cow,
  pig,
  hen,
  horse,
  sheep,
  'small-animal': smallAnimal,
  'fish-pond': fishPond,
  beehive,
  tractor,
  truck,
  machine,
  cabin,
  tent,
  plate,
  land,
  planks,
  guadua,
  logs,
  tools,
  coil,
  seedlings,
  sprayer,
  mochila,
  hat,
  hammock,
  textile,
  pottery,
  chair,
  flowers,
  potted,
};

/** Kinds that draw their own background (countryside, water, night, a tablecloth). */
const OWN_BACKGROUND = new Set<PictureKind>([
  'cow',
  'pig',
  'hen',
  'horse',
  'sheep',
  'small-animal',
  'fish-pond',
  'beehive',
  'tractor',
  'truck',
  'machine',
  'cabin',
  'tent',
  'plate',
  'land',
  'planks',
  'guadua',
  'logs',
  'tools',
  'coil',
  'seedlings',
  'sprayer',
  'mochila',
  'hat',
  'hammock',
  'pottery',
  'chair',
  'flowers',
  'potted',
]);

/** A stable name for one drawing, so identical pictures are rendered once. */
export function pictureKey(picture: Picture, view: number): string {
  return JSON.stringify([
    picture.kind,
    picture.color,
    picture.accent,
    picture.variant,
    picture.size,
    view % 3,
  ]);
}

/**
 * The SVG of a picture in one of three views: 0 as drawn, 1 closer, 2 mirrored in another light.
 */
export function drawPicture(picture: Picture, view: number): string {
  const c = new Canvas(randomFrom(pictureKey(picture, view)));
  const v = view % 3;
  // The scene's own light follows the view: backgrounds read it from a fresh canvas call.
  const background = OWN_BACKGROUND.has(picture.kind) ? '' : tableScene(c, v);
  let subject = DRAW[picture.kind](c, picture);
  if (OWN_BACKGROUND.has(picture.kind) && v === 2) {
    // Recolour the light of scenes that draw their own background by overlaying a tint.
    subject += `<rect width="800" height="600" fill="#ffb35c" opacity="0.12"/>`;
  }
  const own = OWN_BACKGROUND.has(picture.kind);
  // Table scenes: the subject a little larger than drawn; view 1 comes closer, view 2 mirrors.
  const frame = [
    own ? '' : 'translate(400 520) scale(1.12) translate(-400 -520)',
    own
      ? 'translate(400 380) scale(1.22) translate(-400 -380)'
      : 'translate(400 430) scale(1.32) translate(-400 -430)',
    own
      ? 'translate(800 0) scale(-1 1)'
      : 'translate(800 0) scale(-1 1) translate(400 520) scale(1.05) translate(-400 -520)',
  ][v];
  const body = own
    ? `<g transform="${frame}">${subject}</g>`
    : `${background}<g transform="${frame}">${subject}</g>`;
  // A soft vignette, like a phone photo.
  const vignette = `<rect width="800" height="600" fill="${c.linear(['#00000000', '#00000000', '#0000001f'])}"/>`;
  return c.svg(body + vignette);
}
