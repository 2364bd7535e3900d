import { type Canvas, mix, n1, type Rng } from './canvas';
import { headwear } from './headwear';
import type { Palette } from './palette';

export type HairStyle = 'long' | 'twinTails' | 'bob' | 'short' | 'ponytail';

/** Who a character is: drawn once from the item's seed, so every photo of one figure shows the same one. */
export interface Look {
  hair: HairStyle;
  hairColor: string;
  hairLight: string;
  skin: string;
  mouth: 'smile' | 'open' | 'cat';
  outfit: string;
  trim: string;
  cape: boolean;
  pose: 'down' | 'wave' | 'hold' | 'hips';
  wearsHeadwear: boolean;
}

const skins = ['#ffe6d6', '#fddcc6', '#f6cdb0', '#eab894'];

export function lookOf(r: Rng, p: Palette): Look {
  const hairColor = r.pick([p.hair, p.hair, p.hair, p.dark, p.accentDark]);
  return {
    hair: r.pick(['long', 'twinTails', 'bob', 'short', 'ponytail'] as const),
    hairColor,
    hairLight: mix(hairColor, '#ffffff', 0.35),
    skin: r.pick(skins),
    mouth: r.pick(['smile', 'smile', 'open', 'cat'] as const),
    outfit: r.pick([p.main, p.main, p.dark, p.accent]),
    trim: r.pick([p.pale, '#ffffff', p.accentLight]),
    cape: r.chance(0.3),
    pose: r.pick(['down', 'wave', 'hold', 'hips'] as const),
    wearsHeadwear: r.chance(0.75),
  };
}

const mirrorX = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${n1(200 - Number(x))} ${y}`);

/** Hair that falls behind the body; drawn before it. */
export function hairBack(c: Canvas, k: Look): string {
  const fill = c.linear([
    [0, k.hairColor],
    [1, mix(k.hairColor, '#000000', 0.25)],
  ]);
  const tie = `fill="${k.trim}"`;
  switch (k.hair) {
    case 'long':
      return `<path d="M63 70 Q56 120 68 142 Q100 152 132 142 Q144 120 137 70 Z" fill="${fill}"/>`;
    case 'twinTails': {
      const d = 'M70 60 Q40 72 42 118 Q44 140 56 150 Q52 120 62 100 Q68 86 74 76 Z';
      return `<path d="${d}" fill="${fill}"/><path d="${mirrorX(d)}" fill="${fill}"/><circle cx="68" cy="64" r="5" ${tie}/><circle cx="132" cy="64" r="5" ${tie}/>`;
    }
    case 'ponytail':
      return `<path d="M126 50 Q164 60 156 112 Q152 130 142 136 Q148 104 122 78 Z" fill="${fill}"/><circle cx="128" cy="54" r="5" ${tie}/>`;
    case 'bob':
      return `<path d="M61 72 Q58 108 72 116 L128 116 Q142 108 139 72 Z" fill="${fill}"/>`;
    case 'short':
      return '';
  }
}

function eye(cx: number, cy: number, iris: string, look: 'left' | 'right'): string {
  const flick = look === 'left' ? `M${cx - 6.5} ${cy - 5} l-3 -1.6` : `M${cx + 6.5} ${cy - 5} l3 -1.6`;
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="5.8" ry="7.4" fill="${iris}"/>` +
    `<ellipse cx="${cx}" cy="${cy + 1}" rx="2.6" ry="3.6" fill="#221a2c"/>` +
    `<circle cx="${cx - 2}" cy="${cy - 3}" r="2.1" fill="#fff"/><circle cx="${cx + 2.2}" cy="${cy + 3.2}" r="1" fill="#fff"/>` +
    `<path d="M${cx - 7} ${cy - 5.5} Q${cx} ${cy - 10.5} ${cx + 7} ${cy - 5.5} ${flick}" fill="none" stroke="#2a1e2e" stroke-width="2.2" stroke-linecap="round"/>`
  );
}

function mouth(kind: Look['mouth'], x: number): string {
  const line = `fill="none" stroke="#9a4452" stroke-width="1.6" stroke-linecap="round"`;
  if (kind === 'open') return `<path d="M${x - 3.6} 92 Q${x} 99 ${x + 3.6} 92 Z" fill="#b8485e"/>`;
  if (kind === 'cat') return `<path d="M${x - 5} 92 Q${x - 2.5} 95 ${x} 92 Q${x + 2.5} 95 ${x + 5} 92" ${line}/>`;
  return `<path d="M${x - 3.6} 92 Q${x} 96 ${x + 3.6} 92" ${line}/>`;
}

/**
 * The head around (100, 72), radius 36, with face, fringe and headwear. `turn` (−1…1) slides the face
 * sideways so the character looks a little left or right, the cheap three-quarter view of a photo angle.
 */
export function head(c: Canvas, k: Look, p: Palette, turn: number): string {
  const f = turn * 5;
  const skin = c.radial(
    [
      [0, mix(k.skin, '#ffffff', 0.35)],
      [1, k.skin],
    ],
    0.45 + turn * 0.1,
    0.4,
    0.6,
  );
  const hair = c.linear([
    [0, k.hairLight],
    [0.55, k.hairColor],
    [1, mix(k.hairColor, '#000000', 0.2)],
  ]);
  const iris = c.linear([
    [0, mix(p.eyes, '#000000', 0.45)],
    [1, mix(p.eyes, '#ffffff', 0.35)],
  ]);
  const part = n1(100 + turn * 8);
  const fringe =
    `M62 78 C56 18 144 18 138 78 L134 82 Q129 62 ${part + 18} 66 Q${part + 10} 54 ${part + 2} 64 ` +
    `Q${part - 8} 50 ${part - 16} 66 Q${part - 24} 58 66 78 Z`;
  return (
    `<circle cx="100" cy="72" r="36" fill="${skin}"/>` +
    eye(n1(87 + f), 80, iris, 'left') +
    eye(n1(113 + f), 80, iris, 'right') +
    `<ellipse cx="${n1(84 + f)}" cy="90" rx="5" ry="2.6" fill="#ff8fa3" fill-opacity="0.45"/>` +
    `<ellipse cx="${n1(116 + f)}" cy="90" rx="5" ry="2.6" fill="#ff8fa3" fill-opacity="0.45"/>` +
    mouth(k.mouth, n1(100 + f)) +
    `<path d="${fringe}" fill="${hair}"/>` +
    `<path d="M63 68 Q58 96 64 112 Q70 100 72 76 Z" fill="${hair}"/><path d="M137 68 Q142 96 136 112 Q130 100 128 76 Z" fill="${hair}"/>` +
    `<path d="M80 46 Q100 38 120 46" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="2.6" stroke-linecap="round"/>` +
    (k.wearsHeadwear ? headwear(c, p.headwear, p, k) : '')
  );
}
