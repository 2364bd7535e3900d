import { type Canvas, type Drawn, mix, place, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { hairBack, head, lookOf } from './head';
import type { Palette } from './palette';

const TEE = 'M72 50 L46 58 L22 92 L42 106 L58 90 L58 182 L142 182 L142 90 L158 106 L178 92 L154 58 L128 50 Q100 66 72 50 Z';
const HOODIE =
  'M70 50 L44 58 L24 120 Q22 132 34 134 L44 134 L58 96 L58 182 L142 182 L142 96 L156 134 L166 134 Q178 132 176 120 L156 58 L130 50 Q100 64 70 50 Z';

/**
 * A printed T-shirt or a hoodie on a wooden hanger: the garment in a theme colour (or plain white or black),
 * a chest print of a character's face or the theme's motif, soft folds.
 */
export function apparel(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const cloth = r.pick([p.main, p.main, p.dark, p.light, '#f5f4f0', '#2a2b31']);
  const hoodie = r.chance(0.45);
  const printFace = r.chance(0.6);
  const k = lookOf(r, p);
  const dark = cloth === '#2a2b31' || cloth === p.dark;
  const fill = c.linear(
    [
      [0, mix(cloth, '#ffffff', 0.12)],
      [1, mix(cloth, '#000000', 0.12)],
    ],
    0.3 + v.turn * 0.2,
    1,
  );
  const rib = mix(cloth, '#000000', 0.18);
  const print = printFace
    ? `<circle cx="100" cy="110" r="25" fill="${dark ? p.light : p.main}"/>` +
      `<g clip-path="${c.clip('<circle cx="100" cy="110" r="25"/>')}">` +
      place(hairBack(c, k) + head(c, k, p, 0), 100 - 100 * 0.5, 114 - 76 * 0.5, 0.5) +
      `</g>`
    : `<circle cx="100" cy="110" r="24" fill="${p.accent}"/>` + emblem(p.emblem, 100, 110, 30, dark ? '#ffffff' : p.deep);
  const hood = hoodie
    ? `<path d="M70 52 Q66 22 100 20 Q134 22 130 52 Q100 70 70 52 Z" fill="${mix(cloth, '#000000', 0.08)}"/>` +
      `<path d="M80 52 Q80 32 100 30 Q120 32 120 52 Q100 62 80 52 Z" fill="${rib}"/>` +
      `<path d="M94 64 L92 92 M106 64 L108 92" stroke="${dark ? '#eeeeee' : '#ffffff'}" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M72 150 L128 150 L136 176 L64 176 Z" fill="${mix(cloth, '#000000', 0.08)}" stroke="${rib}" stroke-width="1.4"/>`
    : `<path d="M72 50 Q100 66 128 50 L126 46 Q100 60 74 46 Z" fill="${rib}"/>`;
  const folds =
    `<path d="M70 120 Q76 150 68 180 M132 118 Q124 150 134 180" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>` +
    `<rect x="58" y="176" width="84" height="6" fill="${rib}"/>`;
  const hanger =
    `<path d="M100 44 V30 Q100 20 108 18 Q116 18 116 26" fill="none" stroke="#aab2bc" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M52 62 Q100 36 148 62" fill="none" stroke="#b27a45" stroke-width="7" stroke-linecap="round"/>`;
  return {
    svg:
      c.shadow(100, 190, 58, 6, 0.18) +
      `<g transform="rotate(${(v.turn * 4).toFixed(1)} 100 20)">` +
      hanger +
      `<path d="${hoodie ? HOODIE : TEE}" fill="${fill}"/>` +
      hood +
      folds +
      print +
      `</g>`,
    focus: [100, 104],
  };
}
