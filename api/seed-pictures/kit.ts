import { type Canvas, type Drawn, mix, type Rng, type View } from './canvas';
import type { Palette } from './palette';

interface Colors {
  armour: string;
  trim: string;
  joint: string;
  glow: string;
}

const mirrored = (svg: string) => `${svg}<g transform="translate(200 0) scale(-1 1)">${svg}</g>`;

/** An assembled robot kit standing at x = 100, feet on y = 184. */
function robot(c: Canvas, k: Colors, turn: number): string {
  const plate = c.linear(
    [
      [0, mix(k.armour, '#ffffff', 0.3)],
      [1, mix(k.armour, '#000000', 0.12)],
    ],
    1,
    1,
  );
  const half =
    `<polygon points="74,172 96,172 98,184 68,184" fill="${k.joint}"/>` +
    `<rect x="78" y="138" width="17" height="36" rx="3" fill="${plate}"/><rect x="80" y="150" width="13" height="4" fill="${k.trim}"/>` +
    `<circle cx="86.5" cy="139" r="5" fill="${k.trim}"/>` +
    `<rect x="81" y="120" width="11" height="20" fill="${k.joint}"/>` +
    `<polygon points="80,116 97,116 95,134 82,134" fill="${k.trim}"/>` +
    `<rect x="61" y="98" width="13" height="30" rx="3" fill="${k.joint}"/><rect x="59" y="126" width="17" height="14" rx="3" fill="${plate}"/>` +
    `<rect x="54" y="74" width="27" height="27" rx="6" fill="${plate}"/><rect x="54" y="90" width="27" height="5" fill="${k.trim}"/>`;
  const hx = turn * 2.5;
  return (
    mirrored(half) +
    `<rect x="84" y="110" width="32" height="14" fill="${k.joint}"/>` +
    `<polygon points="76,78 124,78 118,114 82,114" fill="${plate}"/>` +
    `<rect x="86" y="86" width="11" height="8" rx="1.5" fill="${k.trim}"/><rect x="103" y="86" width="11" height="8" rx="1.5" fill="${k.trim}"/>` +
    `<circle cx="100" cy="104" r="5" fill="${k.glow}"/><circle cx="98.5" cy="102.5" r="1.6" fill="#fff"/>` +
    `<rect x="93" y="72" width="14" height="8" fill="${k.joint}"/>` +
    `<g transform="translate(${hx} 0)">` +
    `<rect x="87" y="52" width="26" height="24" rx="5" fill="${plate}"/>` +
    `<rect x="90" y="61" width="20" height="7" rx="3.5" fill="${k.glow}"/>` +
    `<polygon points="100,56 76,36 80,34 100,49 120,34 124,36" fill="#f2c14e"/><circle cx="100" cy="54" r="3.4" fill="#e04848"/>` +
    `</g>`
  );
}

/** A plastic runner (sprue) of unbuilt parts in the kit's colour, leaning on the wall; box 80×112 at (0, 0). */
function runner(r: Rng, k: Colors): string {
  const plastic = (width: number) => `fill="none" stroke="${k.armour}" stroke-width="${width}"`;
  const parts: string[] = [];
  for (const [x, y] of [
    [14, 16],
    [54, 16],
    [14, 52],
    [54, 52],
    [14, 88],
    [54, 88],
  ] as const) {
    const shape = r.int(0, 3);
    const fill = `fill="${shape === 3 ? k.trim : k.armour}"`;
    parts.push(
      shape === 0
        ? `<circle cx="${x}" cy="${y}" r="8" ${fill}/>`
        : shape === 1
          ? `<rect x="${x - 9}" y="${y - 6}" width="18" height="12" rx="2" ${fill}/>`
          : shape === 2
            ? `<path d="M${x - 8} ${y - 8} h8 v10 h8 v6 h-16 Z" ${fill}/>`
            : `<polygon points="${x},${y - 9} ${x + 9},${y} ${x},${y + 9} ${x - 9},${y}" ${fill}/>`,
      `<path d="M${x} ${y - 10} V${y - 14} M${x + 10} ${y} H${x + 14}" stroke="${k.armour}" stroke-width="2"/>`,
    );
  }
  return (
    `<rect x="0" y="0" width="70" height="106" rx="3" ${plastic(3.4)}/>` +
    `<path d="M0 34 H70 M0 70 H70 M35 0 V106" ${plastic(2.4)}/>` +
    parts.join('') +
    `<rect x="0" y="0" width="70" height="106" rx="3" fill="#fff" fill-opacity="0.08"/>`
  );
}

/** A model kit: the built robot with a runner of its parts leaning behind. */
export function kit(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const armour = r.pick([p.main, '#eef1f5', p.light, p.dark]);
  const k: Colors = {
    armour,
    trim: r.pick([p.accent, armour === p.dark ? p.main : p.dark]),
    joint: '#4a4f5c',
    glow: r.pick(['#7ef0ff', '#9cff8a', p.accentLight]),
  };
  const sprue = `<g transform="translate(118 52) rotate(9)">${runner(r, k)}</g>`;
  const svg =
    c.shadow(160, 178, 40, 6, 0.22) +
    sprue +
    c.shadow(84, 184, 52, 9) +
    `<g transform="translate(-16 0)">${robot(c, k, v.turn)}</g>`;
  return {
    svg: v.turn < 0 ? `<g transform="translate(200 0) scale(-1 1)">${svg}</g>` : svg,
    focus: [v.turn < 0 ? 116 : 84, 84],
  };
}
