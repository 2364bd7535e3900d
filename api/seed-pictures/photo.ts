import { bokeh, studio } from './backdrop';
import { Canvas, type Draw, mix, place, rngOf } from './canvas';
import type { Palette } from './palette';

/**
 * A product photo: the item on a studio sweep. The item is drawn from its own seed, so every photo shows the
 * same one; photo 0 is the hero shot, photo 1 a close-up on a blurred backdrop, later ones the other side.
 */
export function productPhoto(draw: Draw, p: Palette, item: string, shot: number, w: number, h: number): string {
  const c = new Canvas();
  const look = rngOf(item);
  const angle = rngOf(`${item}#${shot}`);
  const walls = [p.pale, mix(p.light, '#ffffff', 0.45), '#efe8e0', '#e4e9ef', mix(p.pale, '#f3efe9', 0.5)];
  const first = look.int(0, walls.length - 1);
  const wall = walls[(first + shot * 2) % walls.length]!;
  // The hero shot looks from the item's own side; each next photo from the other.
  const side = (rngOf(`${item}#side`).chance(0.5) ? 1 : -1) * (shot % 2 ? -1 : 1);
  const drawn = draw(c, p, look, { turn: side * (0.25 + angle.next() * 0.5) });
  const kind = shot % 3;
  if (kind === 1) {
    const s = (w / 200) * 1.75;
    const [fx, fy] = drawn.focus;
    const back = studio(c, w, h, wall, h * 0.9) + bokeh(c, angle, w, h * 0.7, [p.light, p.accentLight, '#ffffff'], 7, w / 7);
    return c.svg(w, h, back + place(drawn.svg, w * 0.5 - fx * s, h * 0.5 - fy * s, s));
  }
  const s = (w / 200) * (kind === 0 ? 0.9 : 0.82);
  const x = (w - 200 * s) / 2 + (kind === 2 ? w * 0.04 : 0);
  const y = h * 0.97 - 188 * s;
  return c.svg(w, h, studio(c, w, h, wall, h * 0.64) + place(drawn.svg, x, y, s, kind === 2));
}
