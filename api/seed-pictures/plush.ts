import { type Canvas, type Drawn, mix, n1, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import type { Palette } from './palette';

type Ears = 'bear' | 'cat' | 'bunny';

function ears(kind: Ears, fur: string, inner: string): string {
  switch (kind) {
    case 'bear':
      return `<circle cx="66" cy="60" r="16" fill="${fur}"/><circle cx="134" cy="60" r="16" fill="${fur}"/><circle cx="66" cy="60" r="8.5" fill="${inner}"/><circle cx="134" cy="60" r="8.5" fill="${inner}"/>`;
    case 'cat':
      return (
        `<path d="M60 80 Q54 44 64 34 Q78 40 94 56 Z" fill="${fur}"/><path d="M140 80 Q146 44 136 34 Q122 40 106 56 Z" fill="${fur}"/>` +
        `<path d="M66 68 Q63 50 67 44 Q76 48 84 56 Z" fill="${inner}"/><path d="M134 68 Q137 50 133 44 Q124 48 116 56 Z" fill="${inner}"/>`
      );
    case 'bunny':
      return (
        `<ellipse cx="80" cy="34" rx="12" ry="32" fill="${fur}" transform="rotate(-14 80 34)"/><ellipse cx="120" cy="34" rx="12" ry="32" fill="${fur}" transform="rotate(14 120 34)"/>` +
        `<ellipse cx="80" cy="36" rx="5.5" ry="23" fill="${inner}" transform="rotate(-14 80 36)"/><ellipse cx="120" cy="36" rx="5.5" ry="23" fill="${inner}" transform="rotate(14 120 36)"/>`
      );
  }
}

/**
 * A soft toy: round head and body, stubby arms and feet, bead eyes, a lighter muzzle and tummy, and a sewn-on
 * tag; a mascot plush hangs from a ball chain. `turn` tilts the head the way a photo catches it.
 */
export function plush(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const fur = r.pick([p.light, p.main, p.light, p.accentLight, mix(p.main, '#ffffff', 0.15)]);
  const belly = mix(fur, '#ffffff', 0.6);
  const inner = mix(fur, '#ff9bb0', 0.45);
  const kind = r.pick(['bear', 'cat', 'bunny'] as const);
  const accessory = r.pick(['bow', 'scarf', 'badge'] as const);
  const mascot = r.chance(0.35);
  const shade = (l: number) =>
    c.radial(
      [
        [0, mix(fur, '#ffffff', 0.35)],
        [0.7, fur],
        [1, mix(fur, '#000000', 0.12)],
      ],
      0.4 + v.turn * 0.1,
      0.35,
      l,
    );
  const tilt = n1(v.turn * 9);
  const face =
    `<ellipse cx="100" cy="92" rx="50" ry="42" fill="${shade(0.65)}"/>` +
    `<ellipse cx="${n1(100 + v.turn * 4)}" cy="106" rx="17" ry="11.5" fill="${belly}"/>` +
    `<circle cx="${n1(81 + v.turn * 4)}" cy="93" r="5.2" fill="#2a2230"/><circle cx="${n1(119 + v.turn * 4)}" cy="93" r="5.2" fill="#2a2230"/>` +
    `<circle cx="${n1(79.5 + v.turn * 4)}" cy="91.2" r="1.8" fill="#fff"/><circle cx="${n1(117.5 + v.turn * 4)}" cy="91.2" r="1.8" fill="#fff"/>` +
    `<path d="M${n1(95.5 + v.turn * 4)} 100 Q${n1(100 + v.turn * 4)} 97 ${n1(104.5 + v.turn * 4)} 100 Q${n1(100 + v.turn * 4)} 105 ${n1(95.5 + v.turn * 4)} 100 Z" fill="#3b2a30"/>` +
    `<path d="M${n1(94 + v.turn * 4)} 107 Q${n1(97 + v.turn * 4)} 110.5 ${n1(100 + v.turn * 4)} 107 Q${n1(103 + v.turn * 4)} 110.5 ${n1(106 + v.turn * 4)} 107" fill="none" stroke="#3b2a30" stroke-width="1.6" stroke-linecap="round"/>` +
    `<ellipse cx="70" cy="104" rx="7" ry="4" fill="#ff8fa3" fill-opacity="0.5"/><ellipse cx="130" cy="104" rx="7" ry="4" fill="#ff8fa3" fill-opacity="0.5"/>`;
  const neck =
    accessory === 'bow'
      ? `<path d="M100 130 L84 121 L84 139 Z M100 130 L116 121 L116 139 Z" fill="${p.accent}"/><circle cx="100" cy="130" r="4.5" fill="${p.accentDark}"/>`
      : accessory === 'scarf'
        ? `<path d="M66 124 Q100 138 134 124 L134 133 Q100 147 66 133 Z" fill="${p.accent}"/><path d="M116 134 L124 160 L112 158 L108 136 Z" fill="${p.accentDark}"/>`
        : `<circle cx="116" cy="150" r="10" fill="${p.accent}"/>` + emblem(p.emblem, 116, 150, 12, '#ffffff');
  const chain = mascot
    ? `<path d="M100 52 V18" stroke="#b9c0c8" stroke-width="2.4" stroke-dasharray="2.4 1.6" stroke-linecap="round"/><circle cx="100" cy="14" r="6" fill="none" stroke="#c9cfd6" stroke-width="2.2"/>`
    : '';
  return {
    svg:
      c.shadow(100, 184, 64, 10) +
      `<ellipse cx="78" cy="177" rx="18" ry="10" fill="${shade(0.6)}"/><ellipse cx="122" cy="177" rx="18" ry="10" fill="${shade(0.6)}"/>` +
      `<ellipse cx="78" cy="179" rx="9" ry="5" fill="${inner}"/><ellipse cx="122" cy="179" rx="9" ry="5" fill="${inner}"/>` +
      `<ellipse cx="100" cy="146" rx="45" ry="37" fill="${shade(0.6)}"/>` +
      `<ellipse cx="100" cy="152" rx="26" ry="22" fill="${belly}"/>` +
      `<ellipse cx="100" cy="152" rx="21" ry="17" fill="none" stroke="${mix(fur, '#000000', 0.2)}" stroke-opacity="0.35" stroke-dasharray="2 2"/>` +
      `<ellipse cx="58" cy="142" rx="11" ry="17" fill="${shade(0.6)}" transform="rotate(28 58 142)"/><ellipse cx="142" cy="142" rx="11" ry="17" fill="${shade(0.6)}" transform="rotate(-28 142 142)"/>` +
      `<rect x="52" y="150" width="11" height="16" rx="1.5" fill="#fff" transform="rotate(18 57 158)"/><rect x="52" y="162" width="11" height="3" fill="${p.accent}" transform="rotate(18 57 158)"/>` +
      `<g transform="rotate(${tilt} 100 128)">${chain}${ears(kind, fur, inner)}${face}</g>` +
      neck,
    focus: [100, 98],
  };
}
