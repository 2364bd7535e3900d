import { confetti, rays, sparkles } from './backdrop';
import { Canvas, mix, n1, place, rngOf } from './canvas';
import type { Palette } from './palette';
import { type ProductSubject, subjects } from './subjects';

/** A prize rosette without a letter: gold, silver or bronze. */
function rosette(x: number, y: number, size: number, color: string): string {
  const petals = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `<circle cx="${n1(x + Math.cos(a) * size * 0.7)}" cy="${n1(y + Math.sin(a) * size * 0.7)}" r="${n1(size * 0.4)}" fill="${color}"/>`;
  }).join('');
  const tail = (dx: number) =>
    `<polygon points="${n1(x + dx * 0.2)},${n1(y)} ${n1(x + dx)},${n1(y + size * 2.2)} ${n1(x + dx * 0.45)},${n1(y + size * 1.9)} ${n1(x)},${n1(y + size * 2.3)}" fill="${mix(color, '#000000', 0.2)}"/>`;
  return `${tail(-size * 0.8)}${tail(size * 0.8)}${petals}<circle cx="${x}" cy="${y}" r="${n1(size * 0.75)}" fill="${mix(color, '#ffffff', 0.35)}"/>`;
}

/**
 * An Ichiban Kuji campaign's picture: the top prize (a large figure) on a tall pedestal under a burst of
 * light, and the smaller prizes (chibi figure, acrylic stand, clear file, plush) lined up in front, each
 * with a rosette, all in the theme's colours.
 */
export function kujiScene(p: Palette, name: string, w: number, h: number): string {
  const c = new Canvas();
  const r = rngOf(name);
  const back = c.radial(
    [
      [0, p.light],
      [0.55, p.main],
      [1, p.deep],
    ],
    0.5,
    0.4,
    0.75,
  );
  const pedestal = c.linear(
    [
      [0, mix(p.pale, '#ffffff', 0.3)],
      [1, p.light],
    ],
    1,
    0,
  );
  const shelf = c.linear([
    [0, p.dark],
    [1, p.deep],
  ]);
  const top = place(
    subjects.figure(c, p, rngOf(`${name}#A`), { turn: -0.2 }).svg,
    w / 2 - 100 * (w / 330),
    h * 0.6 - 186 * (w / 330),
    w / 330,
  );
  const prizes: ProductSubject[] = ['figure', 'acrylic', 'stationery', 'plush'];
  const medals = ['#e8b730', '#c3ccd6', '#c98a4b', p.accent];
  const row = prizes.map((subject, i) => {
    const s = w / 560;
    const x = w * (0.14 + i * 0.24);
    const drawn = subjects[subject](c, p, rngOf(`${name}#${i}`), { turn: (i - 1.5) * -0.35 });
    return place(drawn.svg, x - 100 * s, h * 0.95 - 186 * s, s) + rosette(x + w * 0.07, h * 0.72, w * 0.022, medals[i]!);
  });
  return c.svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${back}"/>` +
      rays(w / 2, h * 0.34, 20, w, '#ffffff', 0.1) +
      confetti(r, 0, 0, w, Math.round(h * 0.5), [p.accentLight, '#ffffff', p.accent, '#ffd35a'], 34) +
      `<rect x="${n1(w * 0.34)}" y="${n1(h * 0.58)}" width="${n1(w * 0.32)}" height="${n1(h * 0.14)}" fill="${pedestal}"/>` +
      `<ellipse cx="${w / 2}" cy="${n1(h * 0.58)}" rx="${n1(w * 0.16)}" ry="${n1(h * 0.03)}" fill="${mix(p.pale, '#ffffff', 0.5)}"/>` +
      `<rect x="${n1(w * 0.34)}" y="${n1(h * 0.66)}" width="${n1(w * 0.32)}" height="${n1(h * 0.012)}" fill="${p.accent}"/>` +
      top +
      `<rect x="0" y="${n1(h * 0.72)}" width="${w}" height="${n1(h * 0.28)}" fill="${shelf}"/>` +
      `<rect x="0" y="${n1(h * 0.72)}" width="${w}" height="4" fill="${p.accentLight}" fill-opacity="0.7"/>` +
      row.join('') +
      sparkles(r, 0, 0, w, Math.round(h * 0.6), '#ffffff', 12),
  );
}
