import { confetti } from './backdrop';
import { Canvas, mix, n1, place, rngOf } from './canvas';
import type { Palette } from './palette';
import { type ProductSubject, subjects } from './subjects';

const lineups: ProductSubject[][] = [
  ['box', 'figure', 'plush'],
  ['cards', 'figure', 'acrylic'],
  ['bag', 'plush', 'box'],
  ['acrylic', 'box', 'figure', 'cards'],
  ['plush', 'kit', 'stationery'],
  ['figure', 'bag', 'plush'],
];

/** A string of pennant flags across the top of the picture. */
function bunting(w: number, colors: string[]): string {
  const flags = Array.from({ length: 13 }, (_, i) => {
    const x = (i + 0.5) * (w / 13);
    const y = 18 + Math.sin((i / 12) * Math.PI) * 22;
    return `<polygon points="${n1(x - 16)},${n1(y - 3)} ${n1(x + 16)},${n1(y - 3)} ${n1(x)},${n1(y + 28)}" fill="${colors[i % colors.length]}"/>`;
  });
  return `<path d="M0 12 Q${w / 2} 60 ${w} 12" fill="none" stroke="#8a7a6a" stroke-width="2"/>${flags.join('')}`;
}

/**
 * A news cover without words: a few of the shop's goods set out on a table in front of a wall in the theme's
 * colours, with bunting above and confetti falling, like the photo heading a shop's announcement.
 */
export function newsCover(p: Palette, name: string, w: number, h: number): string {
  const c = new Canvas();
  const r = rngOf(name);
  const lineup = r.pick(lineups);
  const wall = c.linear([
    [0, mix(p.pale, '#ffffff', 0.2)],
    [1, p.light],
  ]);
  const woodTone = r.pick(['#c89b6d', '#e7d3b8', mix(p.light, '#ffffff', 0.3)]);
  const table = c.linear([
    [0, mix(woodTone, '#ffffff', 0.15)],
    [1, mix(woodTone, '#000000', 0.15)],
  ]);
  const top = h * 0.7;
  const colors = [p.accent, p.main, p.accentLight, '#ffffff', '#ffd35a'];
  const stripes = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${n1(i * (w / 8) - 20)}" y="0" width="26" height="${n1(top)}" fill="#ffffff" fill-opacity="0.16"/>`,
  ).join('');
  const slot = w / (lineup.length + 0.4);
  const items = lineup.map((subject, i) => {
    const s = (h / 250) * (subject === 'figure' ? 1.05 : 0.9) * Math.min(1, 3.2 / lineup.length);
    const drawn = subjects[subject](c, p, rngOf(`${name}#${i}`), { turn: (i - (lineup.length - 1) / 2) * -0.4 });
    const cx = slot * (i + 0.7);
    return place(drawn.svg, cx - 100 * s, top + h * 0.16 - 186 * s, s);
  });
  return c.svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
      stripes +
      bunting(w, [p.accent, p.main, '#ffffff', p.accentLight]) +
      `<rect x="0" y="${n1(top)}" width="${w}" height="${n1(h - top)}" fill="${table}"/>` +
      `<rect x="0" y="${n1(top)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.5"/>` +
      items.join('') +
      // Confetti in the air above the goods and on the table, not over their faces.
      confetti(r, 0, 50, w, h * 0.16, colors, 18) +
      confetti(r, 0, Math.round(top + 10), w, Math.round(h - top - 14), colors, 22),
  );
}
