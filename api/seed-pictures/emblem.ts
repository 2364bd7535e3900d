import { n1 } from './canvas';

/** A theme's motif, printed on its goods (box fronts, card art, T-shirts, bag medallions). */
export type Emblem =
  | 'star'
  | 'gear'
  | 'paw'
  | 'moon'
  | 'blossom'
  | 'anchor'
  | 'bolt'
  | 'heart'
  | 'flame'
  | 'note'
  | 'claw'
  | 'lantern'
  | 'shell'
  | 'rose';

const polygon = (points: [number, number][]) => points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

function starPoints(spikes: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / spikes - Math.PI / 2;
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/** The emblem's shapes around (0, 0), about 20 units across, in one colour. */
function shapes(kind: Emblem, fill: string): string {
  const f = `fill="${fill}"`;
  const line = `fill="none" stroke="${fill}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'star':
      return `<polygon points="${polygon(starPoints(5, 10, 4.2))}" ${f}/>`;
    case 'gear':
      return `<polygon points="${polygon(starPoints(8, 10, 7.6))}" ${f} stroke="${fill}" stroke-width="1.6" stroke-linejoin="round"/><circle r="3.2" fill="#fff" fill-opacity="0.85"/>`;
    case 'paw':
      return `<ellipse cy="3.5" rx="6" ry="5" ${f}/><circle cx="-6.5" cy="-3" r="2.6" ${f}/><circle cx="-2.3" cy="-7" r="2.6" ${f}/><circle cx="2.3" cy="-7" r="2.6" ${f}/><circle cx="6.5" cy="-3" r="2.6" ${f}/>`;
    case 'moon':
      return `<path d="M3 -9.5 A10 10 0 1 0 9.5 4 A7.5 7.5 0 1 1 3 -9.5 Z" ${f}/><polygon points="${polygon(starPoints(4, 3.4, 1.2).map(([x, y]) => [x + 6, y - 4]))}" ${f}/>`;
    case 'blossom':
      return (
        [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<circle cx="${n1(5.6 * Math.sin((a * Math.PI) / 180))}" cy="${n1(-5.6 * Math.cos((a * Math.PI) / 180))}" r="4.6" ${f}/>`,
          )
          .join('') + `<circle r="2.6" fill="#fff" fill-opacity="0.8"/>`
      );
    case 'anchor':
      return `<g ${line} stroke-width="2.6"><circle cy="-7" r="2.6"/><path d="M0 -4.4 V9 M-5 -1.5 H5 M-8.5 2.5 Q-7 9 0 9 Q7 9 8.5 2.5"/></g>`;
    case 'bolt':
      return `<polygon points="2,-11 -7,2 -1,2 -3,11 7,-2 1,-2" ${f}/>`;
    case 'heart':
      return `<path d="M0 9 C-12 1 -10 -9 -4.5 -9 C-2 -9 -0.5 -7.5 0 -5.5 C0.5 -7.5 2 -9 4.5 -9 C10 -9 12 1 0 9 Z" ${f}/>`;
    case 'flame':
      return `<path d="M0 10 C-8 10 -9 2 -5 -3 C-4 0 -2 1 -1.5 0 C-3 -5 0 -9 2 -11 C2 -6 9 -3 7 4 C6 8 3 10 0 10 Z" ${f}/>`;
    case 'note':
      return `<ellipse cx="-3.5" cy="6" rx="4.2" ry="3.2" ${f} transform="rotate(-20 -3.5 6)"/><path d="M0.2 6 V-9.5 Q5 -8 8 -3" ${line} stroke-width="2.4"/>`;
    case 'claw':
      return `<g ${line} stroke-width="2.6"><path d="M-7 8 Q-8 -2 -3 -9"/><path d="M0 9 Q-1 -1 4 -9"/><path d="M7 8 Q6 0 10 -6"/></g>`;
    case 'lantern':
      return `<rect x="-3" y="-11" width="6" height="2.6" rx="1" ${f}/><ellipse rx="8.4" ry="7.4" ${f}/><rect x="-3" y="7" width="6" height="2.6" rx="1" ${f}/><path d="M-4 -6.6 Q-6.5 0 -4 6.6 M4 -6.6 Q6.5 0 4 6.6" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/>`;
    case 'shell':
      return `<path d="M0 9 L-10 -1 Q-9 -10 0 -10 Q9 -10 10 -1 Z" ${f}/><path d="M0 8 L-6 -8 M0 8 L0 -9.5 M0 8 L6 -8" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/>`;
    case 'rose':
      return `<circle r="8.6" ${f}/><path d="M-5 -1 Q0 -8 5 -1 Q2 5 -2 2 Q-1 -2 2 -1" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="1.4"/><path d="M-3 8 Q-9 12 -11 6 Q-7 4 -3 8 Z" fill="#3f8f55"/>`;
  }
}

/** The emblem centred at (x, y), `size` units across. */
export function emblem(kind: Emblem, x: number, y: number, size: number, fill: string, rotate = 0): string {
  return `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rotate)}) scale(${n1((size / 20) * 100) / 100})">${shapes(kind, fill)}</g>`;
}
