import { bokeh, sparkles } from './backdrop';
import { Canvas, mix, n1, place, rngOf } from './canvas';
import { emblem } from './emblem';
import { character } from './figure';
import { lookOf } from './head';
import type { Palette } from './palette';
import { plush } from './plush';

/**
 * A theme's key visual: three of its characters on a round stage under a glowing sky in the theme's
 * colours, its motif drifting in the air, a mascot plush at each side.
 */
export function themeScene(p: Palette, name: string, w: number, h: number): string {
  const c = new Canvas();
  const r = rngOf(name);
  const sky = c.linear([
    [0, p.dark],
    [0.6, p.main],
    [1, p.light],
  ]);
  const glow = c.radial([
    [0, '#ffffff', 0.75],
    [0.5, p.accentLight, 0.35],
    [1, p.accentLight, 0],
  ]);
  const stage = c.linear([
    [0, mix(p.pale, '#ffffff', 0.4)],
    [1, p.light],
  ]);
  const motifs = Array.from({ length: 14 }, () =>
    emblem(p.emblem, r.int(0, w), r.int(0, Math.round(h * 0.6)), r.int(10, 24), '#ffffff', r.int(-30, 30)),
  ).join('');
  const cast = [-1, 1, 0].map((side) => {
    const s = side === 0 ? h / 250 : h / 290;
    const x = w / 2 + side * w * 0.2;
    const feet = h * (side === 0 ? 0.94 : 0.88);
    const k = lookOf(r, p);
    return c.shadow(x, feet, 60 * s, 9 * s, 0.3) + place(character(c, p, k, -side * 0.5), x - 100 * s, feet - 176 * s, s);
  });
  const mascots = [-1, 1].map((side) => {
    const s = h / 420;
    const x = w / 2 + side * w * 0.4;
    const drawn = plush(c, p, r, { turn: -side * 0.6 });
    return place(drawn.svg, x - 100 * s, h * 0.97 - 186 * s, s);
  });
  return c.svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${sky}"/>` +
      `<ellipse cx="${w / 2}" cy="${n1(h * 0.42)}" rx="${n1(w * 0.42)}" ry="${n1(h * 0.5)}" fill="${glow}"/>` +
      `<g opacity="0.22">${motifs}</g>` +
      bokeh(c, r, w, h * 0.6, [p.accentLight, '#ffffff', p.light], 8, h / 8) +
      `<ellipse cx="${w / 2}" cy="${n1(h * 0.98)}" rx="${n1(w * 0.62)}" ry="${n1(h * 0.22)}" fill="${stage}"/>` +
      `<ellipse cx="${w / 2}" cy="${n1(h * 0.98)}" rx="${n1(w * 0.62)}" ry="${n1(h * 0.22)}" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
      cast.join('') +
      mascots.join('') +
      sparkles(r, 0, 0, w, h * 0.7, '#ffffff', 10),
  );
}
