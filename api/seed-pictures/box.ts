import { type Canvas, type Drawn, mix, n1, place, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { base, character } from './figure';
import { lookOf } from './head';
import type { Palette } from './palette';

interface BoxStyle {
  body: string;
  band: string;
  pattern: 'stripes' | 'dots' | 'emblems';
}

/**
 * A blind box seen from a corner: front with a window onto the figure inside, the side face turned toward
 * the camera by `turn`, a lighter lid. Drawn around the front's box (x, y, w, h).
 */
export function blindBox(c: Canvas, p: Palette, s: BoxStyle, r: Rng, x: number, y: number, w: number, h: number, turn: number) {
  const depth = w * (0.3 + 0.15 * Math.abs(turn));
  const rise = -depth * 0.5;
  const right = turn >= 0;
  const sx = right ? x + w : x;
  const dx = right ? depth : -depth;
  const pts = (list: [number, number][]) => list.map(([a, b]) => `${n1(a)},${n1(b)}`).join(' ');
  const front = c.linear([
    [0, mix(s.body, '#ffffff', 0.18)],
    [1, mix(s.body, '#000000', 0.08)],
  ]);
  const inside = c.linear([
    [0, p.deep],
    [1, mix(p.deep, p.main, 0.5)],
  ]);
  const win = { x: x + w * 0.14, y: y + h * 0.17, w: w * 0.72, h: h * 0.56 };
  const k = lookOf(r, p);
  const cs = win.h / 150;
  const clip = c.clip(`<rect x="${n1(win.x)}" y="${n1(win.y)}" width="${n1(win.w)}" height="${n1(win.h)}" rx="8"/>`);
  const pattern =
    s.pattern === 'stripes'
      ? [0.82, 0.88, 0.94]
          .map((f) => `<rect x="${x}" y="${n1(y + h * f)}" width="${w}" height="${n1(h * 0.03)}" fill="${s.band}"/>`)
          .join('')
      : s.pattern === 'dots'
        ? Array.from(
            { length: 6 },
            (_, i) =>
              `<circle cx="${n1(x + w * (0.12 + i * 0.152))}" cy="${n1(y + h * 0.88)}" r="${n1(w * 0.035)}" fill="${s.band}"/>`,
          ).join('')
        : [0.2, 0.5, 0.8].map((f) => emblem(p.emblem, x + w * f, y + h * 0.88, w * 0.13, s.band)).join('');
  const sideArt = `<g transform="translate(${n1(sx)} ${n1(y)}) skewY(${n1((Math.atan2(rise, dx) * 180) / Math.PI)})">${emblem(p.emblem, dx / 2, h * 0.45, Math.abs(dx) * 0.6, mix(s.body, '#ffffff', 0.35))}</g>`;
  return (
    `<polygon points="${pts([
      [sx, y],
      [sx + dx, y + rise],
      [sx + dx, y + h + rise],
      [sx, y + h],
    ])}" fill="${mix(s.body, '#000000', 0.28)}"/>` +
    sideArt +
    `<polygon points="${pts([
      [x, y],
      [x + w, y],
      [x + w + dx, y + rise],
      [x + dx, y + rise],
    ])}" fill="${mix(s.body, '#ffffff', 0.35)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${n1(h * 0.1)}" fill="${s.band}"/>` +
    [0.3, 0.5, 0.7].map((f) => emblem(p.emblem, x + w * f, y + h * 0.05, h * 0.07, s.body)).join('') +
    pattern +
    `<rect x="${n1(win.x)}" y="${n1(win.y)}" width="${n1(win.w)}" height="${n1(win.h)}" rx="8" fill="${inside}"/>` +
    `<g clip-path="${clip}">${place(character(c, p, k, turn * 0.5), win.x + win.w / 2 - 100 * cs, win.y + win.h * 0.06 - 30 * cs, cs)}` +
    `<polygon points="${pts([
      [win.x, win.y + win.h * 0.7],
      [win.x + win.w * 0.55, win.y],
      [win.x + win.w * 0.8, win.y],
      [win.x, win.y + win.h],
    ])}" fill="#fff" fill-opacity="0.22"/></g>` +
    `<rect x="${n1(win.x)}" y="${n1(win.y)}" width="${n1(win.w)}" height="${n1(win.h)}" rx="8" fill="none" stroke="${s.band}" stroke-width="${n1(w * 0.035)}"/>`
  );
}

/** A blind box, sometimes with its figure unboxed beside it. */
export function box(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const style: BoxStyle = {
    body: r.pick([p.main, p.light, p.pale, p.accentLight]),
    band: r.pick([p.dark, p.accent, p.deep]),
    pattern: r.pick(['stripes', 'dots', 'emblems'] as const),
  };
  const beside = r.chance(0.5);
  if (!beside) {
    return {
      svg: c.shadow(108, 182, 78, 10) + blindBox(c, p, style, r, 58, 52, 84, 128, v.turn),
      focus: [100, 100],
    };
  }
  const k = lookOf(r, p);
  const boxX = v.turn >= 0 ? 28 : 102;
  const figureX = v.turn >= 0 ? 158 : 42;
  const figureSvg = c.shadow(100, 184, 50, 9) + base(c, p.deep, false) + character(c, p, k, -v.turn);
  return {
    svg:
      c.shadow(boxX + 42, 178, 64, 10) +
      blindBox(c, p, style, r, boxX, 76, 70, 104, v.turn) +
      place(figureSvg, figureX - 66, 59, 0.66),
    focus: [boxX + 35, 120],
  };
}
