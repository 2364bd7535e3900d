import { sparkles } from './backdrop';
import { Canvas, n1, place, rngOf } from './canvas';
import { emblem } from './emblem';
import type { Palette } from './palette';
import { type ProductSubject, subjects } from './subjects';

/**
 * A home-page banner: the theme's goods on a lit podium at the right, and a calm, darker left where the
 * catalogue overlays the headline as text (banner-carousel puts it at the lower left, up to 60 % wide, over
 * a scrim), so nothing busy sits under the words.
 */
export function bannerScene(p: Palette, name: string, w: number, h: number): string {
  const c = new Canvas();
  const r = rngOf(name);
  const ground = c.linear(
    [
      [0, p.deep],
      [0.45, p.dark],
      [1, p.main],
    ],
    1,
    0,
  );
  const glow = c.radial([
    [0, '#ffffff', 0.55],
    [0.45, p.light, 0.35],
    [1, p.light, 0],
  ]);
  const calm = c.linear(
    [
      [0, '#000000', 0.35],
      [0.5, '#000000', 0.18],
      [0.7, '#000000', 0],
    ],
    1,
    0,
  );
  const tier = c.linear([
    [0, p.pale],
    [1, p.light],
  ]);
  const cx = w * 0.74;
  const beams = [0, 1, 2]
    .map((i) => {
      const x = w * (0.6 + i * 0.14);
      return `<polygon points="${n1(x)},0 ${n1(x + w * 0.06)},0 ${n1(x - w * 0.1)},${h} ${n1(x - w * 0.18)},${h}" fill="#ffffff" fill-opacity="0.06"/>`;
    })
    .join('');
  const cast: [ProductSubject, number, number][] = [
    [r.pick(['box', 'cards', 'acrylic'] as const), cx - w * 0.18, 1.25],
    [r.pick(['plush', 'bag', 'kit'] as const), cx + w * 0.18, 1.2],
    ['figure', cx, 1.55],
  ];
  const items = cast.map(([subject, x, scale], i) => {
    const s = (h / 400) * scale * 1.1;
    const drawn = subjects[subject](c, p, rngOf(`${name}#${i}`), { turn: (x - cx) / (w * -0.4) });
    const feet = subject === 'figure' ? h * 0.84 : h * 0.95;
    return place(drawn.svg, x - 100 * s, feet - 186 * s, s);
  });
  return c.svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${ground}"/>` +
      beams +
      `<ellipse cx="${n1(cx)}" cy="${n1(h * 0.45)}" rx="${n1(w * 0.32)}" ry="${n1(h * 0.75)}" fill="${glow}"/>` +
      `<g opacity="0.07">${[0.08, 0.22, 0.36].map((f, i) => emblem(p.emblem, w * f, h * (0.2 + (i % 2) * 0.08), h * 0.16, '#ffffff', i * 12)).join('')}</g>` +
      `<ellipse cx="${n1(cx)}" cy="${n1(h * 0.97)}" rx="${n1(w * 0.3)}" ry="${n1(h * 0.1)}" fill="${p.dark}"/>` +
      `<ellipse cx="${n1(cx)}" cy="${n1(h * 0.93)}" rx="${n1(w * 0.28)}" ry="${n1(h * 0.09)}" fill="${tier}"/>` +
      `<ellipse cx="${n1(cx)}" cy="${n1(h * 0.84)}" rx="${n1(w * 0.1)}" ry="${n1(h * 0.05)}" fill="${p.accent}"/>` +
      items.join('') +
      sparkles(r, Math.round(w * 0.55), 0, Math.round(w * 0.45), Math.round(h * 0.6), '#ffffff', 9) +
      `<rect width="${w}" height="${h}" fill="${calm}"/>`,
  );
}
