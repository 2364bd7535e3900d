import { type Canvas, type Drawn, mix, place, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { character } from './figure';
import { lookOf } from './head';
import type { Palette } from './palette';

/** A clear file with a character printed on it, 80×112 with its top-left at (0, 0). */
function clearFile(c: Canvas, p: Palette, r: Rng): string {
  const art = c.linear(
    [
      [0, p.light],
      [1, p.main],
    ],
    1,
    1,
  );
  const clip = c.clip('<rect x="4" y="4" width="72" height="104" rx="2"/>');
  const k = lookOf(r, p);
  const motifs = [
    [16, 20],
    [64, 30],
    [14, 84],
    [66, 92],
  ]
    .map(([x, y]) => emblem(p.emblem, x!, y!, 12, p.pale))
    .join('');
  return (
    `<rect x="0" y="0" width="80" height="112" rx="3" fill="#eef6ff" fill-opacity="0.7" stroke="#ffffff" stroke-width="1.6"/>` +
    `<g clip-path="${clip}"><rect x="4" y="4" width="72" height="104" fill="${art}"/>${motifs}` +
    place(character(c, p, k, 0), 40 - 100 * 0.62, 10 - 30 * 0.62, 0.62) +
    `</g>` +
    `<path d="M2 2 L40 2 L2 60 Z" fill="#fff" fill-opacity="0.3"/>` +
    `<path d="M78 4 V108" stroke="#33405a" stroke-opacity="0.18" stroke-width="2"/>`
  );
}

/** A hard-cover notebook with an elastic band, 62×84 with its top-left at (0, 0). */
function notebook(c: Canvas, p: Palette, r: Rng): string {
  const cover = r.pick([p.main, p.dark, p.accent]);
  const fill = c.linear(
    [
      [0, mix(cover, '#ffffff', 0.15)],
      [1, mix(cover, '#000000', 0.1)],
    ],
    1,
    1,
  );
  return (
    `<rect x="3" y="3" width="62" height="84" rx="3" fill="#f4f1ea"/><path d="M65 8 V84" stroke="#d8d2c4" stroke-width="2"/>` +
    `<rect x="0" y="0" width="62" height="84" rx="3" fill="${fill}"/>` +
    `<rect x="0" y="0" width="8" height="84" rx="2" fill="${mix(cover, '#000000', 0.2)}"/>` +
    `<circle cx="35" cy="38" r="15" fill="${mix(cover, '#ffffff', 0.75)}"/>` +
    emblem(p.emblem, 35, 38, 20, cover) +
    `<rect x="50" y="0" width="4" height="84" fill="${p.accentLight}"/>`
  );
}

/** A clear file standing behind a notebook and a pen: a stationery set. */
export function stationery(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const pen = r.pick([p.accent, p.dark, '#2f3440']);
  const t = v.turn;
  return {
    svg:
      c.shadow(100, 184, 84, 9) +
      `<g transform="translate(${t >= 0 ? 30 : 60} 50) rotate(${t >= 0 ? -7 : 7} 40 112)">${clearFile(c, p, r)}</g>` +
      `<g transform="translate(${t >= 0 ? 96 : 40} 96) rotate(${t >= 0 ? 8 : -8} 31 84)">${notebook(c, p, r)}</g>` +
      `<g transform="rotate(${t >= 0 ? -18 : 18} 100 176)"><rect x="44" y="172" width="110" height="7" rx="3.5" fill="${pen}"/>` +
      `<rect x="130" y="172" width="6" height="7" fill="#d9dde3"/><path d="M154 172 L164 175.5 L154 179 Z" fill="#e9e2d2"/></g>`,
    focus: [t >= 0 ? 70 : 100, 100],
  };
}
