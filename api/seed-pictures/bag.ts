import { type Canvas, type Drawn, mix, n1, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import type { Palette } from './palette';

const SACK = 'M66 90 C30 112 26 184 100 184 C174 184 170 112 134 90 Q100 98 66 90 Z';

/** Wave-crest or dot pattern printed over the cloth, clipped to the sack. */
function pattern(c: Canvas, kind: 'waves' | 'dots', color: string): string {
  const clip = c.clip(`<path d="${SACK}"/>`);
  const marks: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 8; col++) {
      const x = 20 + col * 22 + (row % 2) * 11;
      const y = 100 + row * 16;
      marks.push(
        kind === 'waves'
          ? `<path d="M${x - 10} ${y} A10 10 0 0 1 ${x + 10} ${y} M${x - 6} ${y} A6 6 0 0 1 ${x + 6} ${y}" fill="none" stroke="${color}" stroke-width="1.6"/>`
          : `<circle cx="${x}" cy="${y}" r="2.6" fill="${color}"/>`,
      );
    }
  }
  return `<g clip-path="${clip}" opacity="0.45">${marks.join('')}</g>`;
}

/**
 * A lucky bag (fukubukuro): a full cloth sack gathered at the neck, tied with a cord in a bow with tassels,
 * a round medallion with the theme's motif, and sometimes a gift box peeking out of the top.
 */
export function bag(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const cloth = r.pick([p.main, p.dark, '#c8323c', p.accent]);
  const cord = r.pick(['#f2c14e', p.accentLight, '#ffffff']);
  const peek = r.chance(0.4);
  const kind = r.pick(['waves', 'dots'] as const);
  const body = c.radial(
    [
      [0, mix(cloth, '#ffffff', 0.3)],
      [0.65, cloth],
      [1, mix(cloth, '#000000', 0.3)],
    ],
    0.4 - v.turn * 0.12,
    0.35,
    0.75,
  );
  const ruffle = c.linear([
    [0, mix(cloth, '#ffffff', 0.2)],
    [1, mix(cloth, '#000000', 0.15)],
  ]);
  const gift = peek
    ? `<rect x="84" y="30" width="34" height="30" rx="2" fill="${p.pale}" transform="rotate(-8 100 46)"/>` +
      `<rect x="98" y="30" width="6" height="30" fill="${p.accent}" transform="rotate(-8 100 46)"/>`
    : '';
  const tassel = cloth === p.accent ? p.main : p.accent;
  const bow =
    `<path d="M100 90 Q82 72 74 84 Q78 96 100 90 Z M100 90 Q118 72 126 84 Q122 96 100 90 Z" fill="${cord}"/>` +
    `<path d="M97 92 Q84 104 78 118 M103 92 Q116 104 122 116" fill="none" stroke="${cord}" stroke-width="3.4" stroke-linecap="round"/>` +
    [
      [78, 118],
      [122, 116],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x! - 4} ${y} L${x! + 4} ${y} L${x! + 6} ${y! + 18} L${x! - 6} ${y! + 18} Z" fill="${tassel}"/><circle cx="${x}" cy="${y}" r="4" fill="${cord}"/>`,
      )
      .join('') +
    `<circle cx="100" cy="90" r="5" fill="${mix(cord, '#000000', 0.15)}"/>`;
  const fold = (x: number) =>
    `<path d="M${x} 100 Q${x + (x < 100 ? -10 : 10)} 140 ${x + (x < 100 ? -4 : 4)} 178" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  return {
    svg:
      c.shadow(100, 184, 84, 11) +
      `<g transform="translate(100 184) scale(1.14) translate(-100 -184)">` +
      gift +
      `<path d="M68 92 C56 76 62 56 74 62 Q80 44 92 56 Q100 42 108 56 Q120 44 126 62 C138 56 144 76 132 92 Z" fill="${ruffle}"/>` +
      `<path d="${SACK}" fill="${body}"/>` +
      pattern(c, kind, mix(cloth, '#ffffff', 0.55)) +
      fold(76) +
      fold(124) +
      `<circle cx="${n1(100 - v.turn * 6)}" cy="152" r="20" fill="${cord}"/><circle cx="${n1(100 - v.turn * 6)}" cy="152" r="16.5" fill="${p.pale}"/>` +
      emblem(p.emblem, 100 - v.turn * 6, 152, 20, cloth) +
      `<path d="M64 90 Q100 100 136 90" fill="none" stroke="${cord}" stroke-width="5" stroke-linecap="round"/>` +
      bow +
      `</g>`,
    focus: [100, 124],
  };
}
