import { type Canvas, type Drawn, mix, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { hairBack, head, type Look, lookOf } from './head';
import type { Palette } from './palette';

const arms: Record<Look['pose'], { left: string; right: string; hands: [number, number][] }> = {
  down: {
    left: 'M88 108 Q77 122 80 138',
    right: 'M112 108 Q123 122 120 138',
    hands: [
      [80, 140],
      [120, 140],
    ],
  },
  wave: {
    left: 'M88 108 Q77 122 80 138',
    right: 'M112 108 Q128 100 133 84',
    hands: [
      [80, 140],
      [133, 81],
    ],
  },
  hold: {
    left: 'M88 108 Q80 124 94 130',
    right: 'M112 108 Q120 124 106 130',
    hands: [
      [94, 130],
      [106, 130],
    ],
  },
  hips: {
    left: 'M88 108 Q74 116 83 127',
    right: 'M112 108 Q126 116 117 127',
    hands: [
      [84, 127],
      [116, 127],
    ],
  },
};

/** The round display base a figure stands on. */
export function base(c: Canvas, color: string, clear: boolean): string {
  const top = c.linear(
    [
      [0, mix(color, '#ffffff', 0.25)],
      [1, color],
    ],
    1,
    0,
  );
  const op = clear ? ' fill-opacity="0.55"' : '';
  return (
    `<ellipse cx="100" cy="183" rx="42" ry="8.5" fill="${mix(color, '#000000', 0.35)}"${op}/>` +
    `<rect x="58" y="176" width="84" height="7" fill="${mix(color, '#000000', 0.2)}"${op}/>` +
    `<ellipse cx="100" cy="176" rx="42" ry="8.5" fill="${top}"${op}/>` +
    (clear
      ? `<ellipse cx="100" cy="176" rx="42" ry="8.5" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1.2"/>`
      : '')
  );
}

/** A character's body, arms and head (no base): what a figure, an acrylic print or a box window shows. */
export function character(c: Canvas, p: Palette, k: Look, turn: number): string {
  const dress = c.linear(
    [
      [0, mix(k.outfit, '#ffffff', 0.22)],
      [1, mix(k.outfit, '#000000', 0.18)],
    ],
    0.4 + turn * 0.3,
    1,
  );
  const legs = k.outfit === p.dark ? '#fdfdfd' : p.deep;
  const a = arms[k.pose];
  const sleeve = `fill="none" stroke="${k.outfit}" stroke-width="8.5" stroke-linecap="round"`;
  const hands = a.hands.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.6" fill="${k.skin}"/>`).join('');
  return (
    (k.cape ? `<path d="M82 104 Q62 146 68 168 Q100 176 132 168 Q138 146 118 104 Z" fill="${p.deep}"/>` : '') +
    hairBack(c, k) +
    `<rect x="89" y="140" width="9" height="34" rx="4.5" fill="${legs}"/><rect x="102" y="140" width="9" height="34" rx="4.5" fill="${legs}"/>` +
    `<ellipse cx="93" cy="174" rx="7" ry="4.4" fill="${p.accentDark}"/><ellipse cx="107" cy="174" rx="7" ry="4.4" fill="${p.accentDark}"/>` +
    `<rect x="96" y="98" width="8" height="9" fill="${k.skin}"/>` +
    `<path d="M85 104 Q100 98 115 104 L131 152 Q100 162 69 152 Z" fill="${dress}"/>` +
    `<path d="M69 152 Q100 162 131 152 L132 157 Q100 168 68 157 Z" fill="${k.trim}"/>` +
    `<path d="M80 124 Q100 129 120 124 L121 129 Q100 134 79 129 Z" fill="${p.accent}"/>` +
    `<path d="M90 104 L100 116 L110 104 Q100 107 90 104 Z" fill="${k.trim}"/>` +
    `<path d="M100 114 L92 109 L92 119 Z M100 114 L108 109 L108 119 Z" fill="${p.accent}"/><circle cx="100" cy="114" r="2.4" fill="${p.accentDark}"/>` +
    `<path d="${a.left}" ${sleeve}/><path d="${a.right}" ${sleeve}/>` +
    hands +
    (k.pose === 'hold' ? emblem(p.emblem, 100, 124, 17, p.accentLight) : '') +
    head(c, k, p, turn)
  );
}

/** A chibi figure on its base, like a boxed prize figure photographed on a studio table. */
export function figure(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const k = lookOf(r, p);
  const clear = r.chance(0.35);
  const baseColor = clear ? '#e8eef5' : r.pick([p.deep, '#2b2e38', p.dark]);
  return {
    svg: c.shadow(100, 184, 58, 10) + base(c, baseColor, clear) + character(c, p, k, v.turn),
    focus: [100, 82],
  };
}
