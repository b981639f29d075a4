// Pictures of the demo supply stores, drawn as SVG like the listing photos (demo-pictures.ts):
// the shop front under its awning, the shelves inside, the storeroom with sacks on pallets, and
// catalogue pages (brochures) laid out with the store's own product drawings. No text is drawn
// (fonts may be missing); signs and price tags are shapes in the store's colours.

import { drawPicture, type Picture } from './demo-pictures';
import { randomFrom } from './random';

/** A store's colours and the emblem on its sign. */
export interface StoreLook {
  wall: string;
  trim: string;
  awning: [string, string];
  sign: string;
  accent: string;
  emblem: 'sprout' | 'drop' | 'horns' | 'sun' | 'bean' | 'house';
}

/** Slider photos: 0 the shop front, 1 the shelves inside, 2 the storeroom. */
export const STORE_VIEWS = 3;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Gradients get ids unique within one drawing. */
class Defs {
  private list: string[] = [];
  private next = 0;
  linear(colors: string[], horizontal = false): string {
    const id = `s${this.next++}`;
    const stops = colors
      .map((c, i) => `<stop offset="${f(i / Math.max(1, colors.length - 1))}" stop-color="${c}"/>`)
      .join('');
    const end = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
    this.list.push(`<linearGradient id="${id}" x1="0" y1="0" ${end}>${stops}</linearGradient>`);
    return `url(#${id})`;
  }
  toString() {
    return `<defs>${this.list.join('')}</defs>`;
  }
}

const GOODS = ['#2f7a3a', '#e0a21f', '#c9452f', '#3f7dc4', '#f2f2f2', '#7a3a2a', '#1f6f8b'];

/** The emblem of a store's sign, centred on (0, 0), radius about 1. */
function emblem(kind: StoreLook['emblem'], color: string): string {
  switch (kind) {
    case 'sprout':
      return (
        `<path d="M0 0.75V-0.1" stroke="${color}" stroke-width="0.14" fill="none"/>` +
        `<path d="M0 -0.05C-0.15 -0.6 -0.7 -0.65 -0.75 -0.35C-0.6 -0.05 -0.2 -0.02 0 -0.05Z" fill="${color}"/>` +
        `<path d="M0 0.15C0.15 -0.45 0.7 -0.5 0.75 -0.2C0.6 0.1 0.2 0.13 0 0.15Z" fill="${color}"/>`
      );
    case 'drop':
      return `<path d="M0 -0.8C0.35 -0.3 0.55 0 0.55 0.25A0.55 0.55 0 0 1 -0.55 0.25C-0.55 0 -0.35 -0.3 0 -0.8Z" fill="${color}"/>`;
    case 'horns':
      return (
        `<path d="M-0.35 -0.1Q-0.8 -0.3 -0.7 -0.75Q-0.55 -0.35 -0.2 -0.35Z" fill="${color}"/>` +
        `<path d="M0.35 -0.1Q0.8 -0.3 0.7 -0.75Q0.55 -0.35 0.2 -0.35Z" fill="${color}"/>` +
        `<path d="M-0.35 -0.35H0.35L0.3 0.45Q0 0.8 -0.3 0.45Z" fill="${color}"/>`
      );
    case 'sun':
      return (
        `<circle r="0.38" fill="${color}"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<path d="M${f(Math.cos(a) * 0.5)} ${f(Math.sin(a) * 0.5)}L${f(Math.cos(a) * 0.8)} ${f(Math.sin(a) * 0.8)}" stroke="${color}" stroke-width="0.13" stroke-linecap="round"/>`;
        }).join('')
      );
    case 'bean':
      return (
        `<ellipse rx="0.5" ry="0.68" fill="${color}" transform="rotate(25)"/>` +
        `<path d="M-0.1 -0.6Q0.25 0 -0.1 0.6" stroke="#00000055" stroke-width="0.1" fill="none" transform="rotate(25)"/>`
      );
    case 'house':
      return `<path d="M-0.7 0.1L0 -0.6L0.7 0.1H0.5V0.65H-0.5V0.1Z" fill="${color}"/><rect x="-0.15" y="0.2" width="0.3" height="0.45" fill="#00000044"/>`;
  }
}

function badge(look: StoreLook, x: number, y: number, r: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffffff"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="${look.accent}"/>` +
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(r * 0.7)})">${emblem(look.emblem, '#ffffff')}</g>`
  );
}

/** A small bag of feed or fertiliser, with a coloured band instead of a label. */
function bag(x: number, y: number, w: number, h: number, color: string, band: string): string {
  return (
    `<path d="M${f(x + w * 0.06)} ${f(y)}Q${f(x - w * 0.04)} ${f(y + h * 0.5)} ${f(x)} ${f(y + h)}H${f(x + w)}Q${f(x + w * 1.04)} ${f(y + h * 0.5)} ${f(x + w * 0.94)} ${f(y)}Z" fill="${color}"/>` +
    `<rect x="${f(x + w * 0.08)}" y="${f(y + h * 0.35)}" width="${f(w * 0.84)}" height="${f(h * 0.22)}" fill="${band}"/>` +
    `<path d="M${f(x + w * 0.06)} ${f(y)}H${f(x + w * 0.94)}" stroke="${darken(color, 0.2)}" stroke-width="3"/>`
  );
}

function bottle(x: number, y: number, h: number, color: string, cap: string): string {
  const w = h * 0.42;
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y - h * 0.78)}" width="${f(w)}" height="${f(h * 0.78)}" rx="${f(w * 0.2)}" fill="${color}"/>` +
    `<rect x="${f(x - w * 0.22)}" y="${f(y - h)}" width="${f(w * 0.44)}" height="${f(h * 0.24)}" rx="2" fill="${cap}"/>` +
    `<rect x="${f(x - w / 2 + 2)}" y="${f(y - h * 0.55)}" width="${f(w - 4)}" height="${f(h * 0.22)}" fill="#ffffff" opacity="0.55"/>`
  );
}

/** A shelf of goods between x0 and x1 standing on y. */
function shelfGoods(random: () => number, x0: number, x1: number, y: number, h: number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const parts: string[] = [];
  let x = x0 + 6;
  while (x < x1 - h * 0.5) {
    const roll = random();
    if (roll < 0.45) {
      const size = h * (0.6 + random() * 0.35);
      parts.push(bottle(x + size * 0.21, y, size, pick(GOODS), pick(GOODS)));
      x += size * 0.42 + 5;
    } else if (roll < 0.75) {
      const w = h * (0.7 + random() * 0.4);
      const bh = h * (0.45 + random() * 0.45);
      const color = pick(GOODS);
      parts.push(
        `<rect x="${f(x)}" y="${f(y - bh)}" width="${f(w)}" height="${f(bh)}" fill="${color}"/>` +
          `<rect x="${f(x)}" y="${f(y - bh * 0.6)}" width="${f(w)}" height="${f(bh * 0.18)}" fill="${lighten(color, 0.45)}"/>`,
      );
      x += w + 4;
    } else {
      const w = h * 0.75;
      parts.push(
        bag(x, y - h * 0.85, w, h * 0.85, pick(['#f3efe6', '#e9e0c9', '#d9e6d0']), pick(GOODS)),
      );
      x += w + 5;
    }
  }
  return parts.join('');
}

function svg(width: number, height: number, viewBox: string, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">` +
    `${defs}${body}</svg>`
  );
}

function shopFront(look: StoreLook, random: () => number): string {
  const d = new Defs();
  const scallops = Array.from({ length: 16 }, (_, i) => {
    const x = 80 + i * 40;
    const color = i % 2 ? look.awning[1] : look.awning[0];
    return (
      `<path d="M${x} 185H${x + 40}V235H${x}Z" fill="${color}"/>` +
      `<path d="M${x} 235A20 16 0 0 0 ${x + 40} 235Z" fill="${color}"/>`
    );
  }).join('');
  const tiles = Array.from(
    { length: 26 },
    (_, i) =>
      `<path d="M${64 + i * 26.5} 52V92" stroke="${darken('#b5523a', 0.25)}" stroke-width="3"/>`,
  ).join('');
  const opening = (x: number, w: number) =>
    `<rect x="${x}" y="250" width="${w}" height="220" fill="${d.linear(['#3b2f26', '#5a4636'])}"/>` +
    [315, 375, 435]
      .map(
        (y) =>
          shelfGoods(random, x + 8, x + w - 8, y, 48) +
          `<rect x="${x}" y="${y}" width="${w}" height="6" fill="#8a6a48"/>`,
      )
      .join('') +
    `<rect x="${x}" y="250" width="${w}" height="30" fill="${d.linear(['#b9c0c4', '#8e979c'])}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${x} ${256 + i * 5}H${x + w}" stroke="#7b8388" stroke-width="1.2" opacity="0.7"/>`,
    ).join('');
  const pallet = (x: number) =>
    `<rect x="${x}" y="488" width="150" height="14" fill="#a77b4f"/>` +
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2 - row]
          .slice(0, 3 - row)
          .map((col) =>
            bag(x + 4 + col * 48 + row * 24, 448 - row * 38, 46, 40, '#eee8da', look.accent),
          )
          .join(''),
      )
      .join('');
  const plant = (x: number, s: number) =>
    `<g transform="translate(${x} 505) scale(${s})"><path d="M-22 0h44l-6 -40h-32z" fill="#b5523a"/>` +
    [-30, -10, 10, 30]
      .map(
        (a) =>
          `<ellipse cx="${a * 0.6}" cy="-62" rx="9" ry="30" fill="#3f8a3a" transform="rotate(${a} 0 -40)"/>`,
      )
      .join('') +
    `</g>`;
  const body =
    `<rect width="800" height="600" fill="${d.linear(['#9fd3f0', '#e4f4fb'])}"/>` +
    `<path d="M0 330 Q200 250 420 300 T800 280 V600 H0Z" fill="#8fb36a"/>` +
    `<rect x="60" y="90" width="680" height="390" fill="${d.linear([lighten(look.wall, 0.08), look.wall, darken(look.wall, 0.08)])}"/>` +
    `<path d="M30 95L60 48H740L770 95Z" fill="#b5523a"/>${tiles}` +
    `<rect x="55" y="92" width="690" height="12" fill="${look.trim}"/>` +
    `<rect x="150" y="110" width="500" height="66" rx="8" fill="${look.sign}" stroke="${lighten(look.sign, 0.35)}" stroke-width="4"/>` +
    badge(look, 400, 143, 27) +
    `<rect x="200" y="130" width="150" height="10" rx="5" fill="${lighten(look.sign, 0.5)}"/>` +
    `<rect x="220" y="148" width="110" height="8" rx="4" fill="${lighten(look.sign, 0.35)}"/>` +
    `<rect x="450" y="130" width="150" height="10" rx="5" fill="${lighten(look.sign, 0.5)}"/>` +
    `<rect x="470" y="148" width="110" height="8" rx="4" fill="${lighten(look.sign, 0.35)}"/>` +
    opening(110, 260) +
    opening(430, 260) +
    `<rect x="60" y="470" width="680" height="12" fill="${look.trim}"/>` +
    scallops +
    `<rect y="482" width="800" height="40" fill="#c9c4ba"/>` +
    `<rect y="522" width="800" height="78" fill="#6f6a64"/>` +
    `<path d="M0 560H800" stroke="#f2e3a0" stroke-width="5" stroke-dasharray="50 40"/>` +
    pallet(70) +
    plant(720, 1) +
    plant(400, 0.8);
  return svg(1200, 900, '0 0 800 600', d, body);
}

function shelvesInside(look: StoreLook, random: () => number): string {
  const d = new Defs();
  const unit = (x: number) =>
    `<rect x="${x}" y="90" width="200" height="330" fill="${darken(look.trim, 0.15)}"/>` +
    `<rect x="${x + 6}" y="96" width="188" height="318" fill="${lighten(look.wall, 0.35)}"/>` +
    [170, 250, 330, 410]
      .map(
        (y) =>
          shelfGoods(random, x + 8, x + 192, y, 60) +
          `<rect x="${x + 4}" y="${y}" width="192" height="7" fill="${darken(look.trim, 0.1)}"/>`,
      )
      .join('');
  const counter =
    `<rect x="120" y="400" width="420" height="130" fill="${d.linear(['#a2703f', '#7a5230'])}"/>` +
    `<rect x="110" y="390" width="440" height="16" fill="#c08b55"/>` +
    `<rect x="150" y="430" width="160" height="80" rx="6" fill="${look.accent}" opacity="0.85"/>` +
    `<g transform="translate(470 390)"><rect x="-40" y="-8" width="80" height="8" fill="#d9dde0"/>` +
    `<rect x="-6" y="-60" width="12" height="52" fill="#9aa3a9"/><rect x="-34" y="-78" width="68" height="24" rx="5" fill="#3b3b3b"/>` +
    `<rect x="-26" y="-72" width="52" height="12" fill="#9fe0a0"/></g>` +
    bag(200, 330, 70, 62, '#eee8da', look.accent);
  const body =
    `<rect width="800" height="600" fill="${d.linear([lighten(look.wall, 0.15), look.wall])}"/>` +
    `<rect y="0" width="800" height="26" fill="${look.trim}"/>` +
    `<rect x="10" y="34" width="180" height="44" rx="6" fill="${look.sign}"/>` +
    badge(look, 40, 56, 17) +
    `<rect x="66" y="50" width="100" height="10" rx="5" fill="${lighten(look.sign, 0.5)}"/>` +
    unit(30) +
    unit(300) +
    unit(570) +
    `<rect y="420" width="800" height="180" fill="${d.linear(['#d8cfc0', '#b9ae9c'])}"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${i * 100 - 40} 600L${400 + (i - 4) * 60} 420" stroke="#a89d8a" stroke-width="2"/>`,
    ).join('') +
    `<path d="M0 470H800M0 530H800" stroke="#a89d8a" stroke-width="2"/>` +
    counter;
  return svg(1200, 900, '0 0 800 600', d, body);
}

function storeroom(look: StoreLook, random: () => number): string {
  const d = new Defs();
  const colors = ['#f3efe6', '#e9e0c9', '#dfe9d6', '#f2e6c4'];
  const stack = (x: number, rows: number, color: string) =>
    `<rect x="${x - 6}" y="500" width="182" height="16" fill="#a77b4f"/>` +
    Array.from({ length: rows }, (_, row) =>
      [0, 1, 2]
        .map((col) =>
          bag(x + col * 58 + (row % 2) * 8, 448 - row * 46, 56, 50, color, GOODS[(row + col) % 5]!),
        )
        .join(''),
    ).join('');
  const hose = (x: number, color: string) =>
    Array.from(
      { length: 6 },
      (_, i) =>
        `<ellipse cx="${x}" cy="${478 - i * 9}" rx="${58 - i}" ry="20" fill="none" stroke="${i % 2 ? color : darken(color, 0.2)}" stroke-width="9"/>`,
    ).join('');
  const trolley =
    `<path d="M690 330V505H750" stroke="#c9452f" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<circle cx="700" cy="512" r="14" fill="#333"/>` +
    bag(700, 440, 50, 58, '#eee8da', look.accent);
  const body =
    `<rect width="800" height="600" fill="${d.linear(['#cfd4d6', '#aeb5b8'])}"/>` +
    Array.from(
      { length: 12 },
      (_, i) => `<path d="M${i * 70} 0V170" stroke="#9aa1a4" stroke-width="6" opacity="0.6"/>`,
    ).join('') +
    `<path d="M0 170H800" stroke="#7f878a" stroke-width="10"/>` +
    `<rect y="170" width="800" height="260" fill="${lighten(look.wall, 0.1)}"/>` +
    `<rect x="280" y="200" width="240" height="60" rx="6" fill="${look.sign}"/>` +
    badge(look, 320, 230, 22) +
    `<rect x="355" y="222" width="140" height="12" rx="6" fill="${lighten(look.sign, 0.5)}"/>` +
    `<rect y="430" width="800" height="170" fill="${d.linear(['#b8b2a6', '#958f84'])}"/>` +
    stack(40, 4, colors[Math.floor(random() * 4)]!) +
    stack(250, 3, colors[Math.floor(random() * 4)]!) +
    hose(520, '#3d8a3d') +
    hose(600, '#2b2b2b') +
    trolley;
  return svg(1200, 900, '0 0 800 600', d, body);
}

/** A product drawing placed in a box of the page; its gradient ids get a prefix of their own. */
function embed(
  picture: Picture,
  prefix: string,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  return drawPicture(picture, 0)
    .replace(
      /^<svg [^>]*>/,
      `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">`,
    )
    .replace(/id="([a-z]\d+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([a-z]\d+)\)/g, `url(#${prefix}$1)`);
}

/**
 * A catalogue page: the store's header, a grid of product cards (drawing, price tag, two lines
 * where the name would be) and a footer. Pages differ in layout.
 */
function brochure(look: StoreLook, page: number, products: Picture[]): string {
  const d = new Defs();
  let n = 0;
  const next = () => products[(page * 5 + n++) % products.length]!;
  const card = (x: number, y: number, w: number, h: number) => {
    // The drawing fills the card but for a strip below: name, detail and the price tag.
    const imageH = h - 56;
    return (
      `<rect x="${x + 3}" y="${y + 4}" width="${w}" height="${h}" rx="12" fill="#00000018"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#ffffff"/>` +
      embed(next(), `p${n}`, x + 8, y + 8, w - 16, imageH - 8) +
      `<rect x="${x + 12}" y="${y + h - 40}" width="${f(w * 0.5)}" height="9" rx="4.5" fill="#4a4a4a"/>` +
      `<rect x="${x + 12}" y="${y + h - 24}" width="${f(w * 0.32)}" height="7" rx="3.5" fill="#b5b5b5"/>` +
      `<rect x="${f(x + w - 76)}" y="${y + h - 42}" width="66" height="24" rx="12" fill="${look.accent}"/>` +
      `<circle cx="${f(x + w - 64)}" cy="${y + h - 30}" r="4" fill="#ffffff"/>` +
      `<rect x="${f(x + w - 55)}" y="${y + h - 33}" width="36" height="6" rx="3" fill="#ffffff"/>`
    );
  };
  let grid = '';
  const layout = page % 3;
  if (layout === 0) {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 2; col++) grid += card(30 + col * 275, 150 + row * 195, 265, 180);
    }
  } else if (layout === 1) {
    grid += card(30, 150, 540, 280);
    for (let col = 0; col < 2; col++) {
      grid += card(30 + col * 275, 445, 265, 180);
    }
    grid += `<rect x="30" y="640" width="540" height="60" rx="12" fill="${lighten(look.accent, 0.75)}"/>`;
    grid += [0, 1, 2].map((i) => badge(look, 70 + i * 60, 670, 18)).join('');
    grid += `<rect x="260" y="660" width="280" height="9" rx="4.5" fill="${darken(look.accent, 0.2)}"/>`;
    grid += `<rect x="260" y="676" width="180" height="7" rx="3.5" fill="${look.accent}"/>`;
  } else {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) grid += card(24 + col * 187, 150 + row * 183, 178, 172);
    }
  }
  const body =
    `<rect width="600" height="800" fill="#fbf8f1"/>` +
    `<rect width="600" height="120" fill="${d.linear([look.sign, darken(look.sign, 0.2)], true)}"/>` +
    `<path d="M0 120Q150 150 300 125T600 128V120H0Z" fill="${darken(look.sign, 0.1)}"/>` +
    badge(look, 70, 60, 38) +
    `<rect x="125" y="40" width="230" height="16" rx="8" fill="#ffffff"/>` +
    `<rect x="125" y="66" width="160" height="10" rx="5" fill="${lighten(look.sign, 0.5)}"/>` +
    `<g transform="translate(520 60) scale(30)">${emblem(look.emblem, lighten(look.sign, 0.3))}</g>` +
    grid +
    `<rect y="730" width="600" height="70" fill="${look.sign}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${60 + i * 190}" cy="765" r="16" fill="#ffffff"/>` +
          `<rect x="${84 + i * 190}" y="760" width="100" height="9" rx="4.5" fill="${lighten(look.sign, 0.5)}"/>`,
      )
      .join('');
  return svg(900, 1200, '0 0 600 800', d, body);
}

export function drawStorePhoto(look: StoreLook, view: number, seed: string): string {
  const random = randomFrom(`${seed} · ${view}`);
  return [shopFront, shelvesInside, storeroom][view % STORE_VIEWS]!(look, random);
}

export function drawBrochurePage(look: StoreLook, page: number, products: Picture[]): string {
  return brochure(look, page, products);
}
