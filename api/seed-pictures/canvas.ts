import { rng } from '../src/seed/random';
import type { Palette } from './palette';

export type Rng = ReturnType<typeof rng>;

/** A generator seeded by a text (a file name, a SKU), so the same text always draws the same picture. */
export function rngOf(text: string): Rng {
  let seed = 0;
  for (const ch of text) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  return rng(seed);
}

/** `#rrggbb` from hue (any degree), saturation and lightness (0–100). */
export function hex(h: number, s: number, l: number): string {
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Mixes two `#rrggbb` colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ch = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A gradient stop: offset 0–1, colour, opacity. */
export type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(([o, color, op = 1]) => `<stop offset="${o}" stop-color="${color}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');

export const n1 = (v: number) => Math.round(v * 10) / 10;

/**
 * One SVG being drawn: collects the gradients and clip paths its parts need under ids unique within the
 * picture (a scene draws the same kind of thing several times, each with its own colours).
 */
export class Canvas {
  private readonly defs: string[] = [];
  private next = 0;

  private id(): string {
    return `d${this.next++}`;
  }

  /** A linear gradient across the shape's box, top to bottom by default; returns its `url(#…)`. */
  linear(list: Stop[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient over the shape's box; returns its `url(#…)`. */
  radial(list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from SVG shapes (in user space); returns its `url(#…)`. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft contact shadow on the floor under an object. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.radial([
      [0, '#000', opacity],
      [0.6, '#000', opacity * 0.45],
      [1, '#000', 0],
    ]);
    return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"/>`;
  }

  svg(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** Places a drawing made in its own 200×200 box at (x, y) with a scale, optionally mirrored. */
export function place(svg: string, x: number, y: number, scale: number, mirror = false): string {
  const sx = mirror ? -scale : scale;
  const tx = mirror ? x + 200 * scale : x;
  return `<g transform="translate(${n1(tx)} ${n1(y)}) scale(${n1(sx * 100) / 100} ${n1(scale * 100) / 100})">${svg}</g>`;
}

/** How a photo looks at an item: −1…1 from its left to its right. */
export interface View {
  turn: number;
}

/** A drawing in its 200×200 box, standing on y ≈ 186, and the point a close-up frames. */
export interface Drawn {
  svg: string;
  focus: [x: number, y: number];
}

/** Draws one kind of merchandise: `r` decides what this item looks like, `v` how this photo sees it. */
export type Draw = (c: Canvas, p: Palette, r: Rng, v: View) => Drawn;
