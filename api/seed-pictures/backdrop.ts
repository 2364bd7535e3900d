import { type Canvas, mix, n1, type Rng } from './canvas';

/**
 * A photo studio's paper sweep: a wall that curves into the floor at `horizon`, lit from behind the subject
 * at (lx, ly) and falling off toward the corners, in the tones of `wall`. The light and the vignette are one
 * radial fill: a full-picture overlay for each would cost a quarter of the drawing time.
 */
export function studio(c: Canvas, w: number, h: number, wall: string, horizon: number, lx = w / 2, ly = h * 0.45): string {
  const wallFill = c.radial(
    [
      [0, mix(wall, '#ffffff', 0.55)],
      [0.55, wall],
      [1, mix(wall, '#000000', 0.16)],
    ],
    lx / w,
    ly / h,
    0.75,
  );
  const floorFill = c.linear([
    [0, mix(wall, '#ffffff', 0.4)],
    [1, mix(wall, '#000000', 0.1)],
  ]);
  const dip = h * 0.05;
  return (
    `<rect width="${w}" height="${h}" fill="${wallFill}"/>` +
    `<path d="M0 ${n1(horizon - dip)} Q${w / 2} ${n1(horizon + dip)} ${w} ${n1(horizon - dip)} V${h} H0 Z" fill="${floorFill}"/>`
  );
}

/** Out-of-focus lights, for close-ups and stages. */
export function bokeh(c: Canvas, r: Rng, w: number, h: number, colors: string[], count: number, maxR = 40): string {
  return Array.from({ length: count }, () => {
    const fill = c.radial([
      [0, r.pick(colors), 0.55],
      [0.7, r.pick(colors), 0.25],
      [1, '#ffffff', 0],
    ]);
    return `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${r.int(Math.round(maxR / 3), maxR)}" fill="${fill}"/>`;
  }).join('');
}

/** Paper confetti: little strips, dots and curls in `colors`, scattered over a box. */
export function confetti(r: Rng, x: number, y: number, w: number, h: number, colors: string[], count: number): string {
  return Array.from({ length: count }, () => {
    const cx = r.int(x, x + w);
    const cy = r.int(y, y + h);
    const fill = r.pick(colors);
    const kind = r.int(0, 2);
    if (kind === 0)
      return `<rect x="${cx}" y="${cy}" width="9" height="4" rx="1" fill="${fill}" transform="rotate(${r.int(0, 180)} ${cx} ${cy})"/>`;
    if (kind === 1) return `<circle cx="${cx}" cy="${cy}" r="${r.int(2, 4)}" fill="${fill}"/>`;
    return `<path d="M${cx} ${cy} q4 -6 8 0 t8 0" fill="none" stroke="${fill}" stroke-width="2.4" stroke-linecap="round" transform="rotate(${r.int(0, 180)} ${cx} ${cy})"/>`;
  }).join('');
}

/** A burst of light rays from (cx, cy), for prize line-ups. */
export function rays(cx: number, cy: number, count: number, length: number, color: string, opacity: number): string {
  const step = (Math.PI * 2) / count;
  const d = Array.from({ length: count }, (_, i) => {
    const a = i * step;
    const b = a + step / 2;
    return `M${cx} ${cy} L${n1(cx + length * Math.cos(a))} ${n1(cy + length * Math.sin(a))} L${n1(cx + length * Math.cos(b))} ${n1(cy + length * Math.sin(b))} Z`;
  }).join('');
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** Sparkles: four-pointed glints. */
export function sparkles(r: Rng, x: number, y: number, w: number, h: number, color: string, count: number): string {
  return Array.from({ length: count }, () => {
    const cx = r.int(x, x + w);
    const cy = r.int(y, y + h);
    const s = r.int(4, 10);
    return `<path d="M${cx} ${cy - s} Q${cx} ${cy} ${cx + s} ${cy} Q${cx} ${cy} ${cx} ${cy + s} Q${cx} ${cy} ${cx - s} ${cy} Q${cx} ${cy} ${cx} ${cy - s} Z" fill="${color}"/>`;
  }).join('');
}
