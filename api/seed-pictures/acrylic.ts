import { type Canvas, type Drawn, n1, place, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { character } from './figure';
import { lookOf } from './head';
import type { Palette } from './palette';

/** Clear acrylic: a faint tint, a bright edge, a darker edge for its thickness and a diagonal glare. */
function clearSheet(shape: (attrs: string) => string, glare: string): string {
  return (
    shape(
      `fill="#e6f4ff" fill-opacity="0.28" stroke="#33405a" stroke-opacity="0.28" stroke-width="3" transform="translate(2.5 2)"`,
    ) +
    shape(`fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.95" stroke-width="2"`) +
    glare
  );
}

/** The printed art: a round backdrop in the theme's colours with its motif around, and the character. */
function print(c: Canvas, p: Palette, r: Rng, turn: number, cx: number, cy: number, s: number): string {
  const disc = c.linear([
    [0, p.light],
    [1, p.main],
  ]);
  const k = lookOf(r, p);
  const motifs = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      return emblem(p.emblem, cx + Math.cos(a) * 40 * s, cy + Math.sin(a) * 40 * s, 10 * s, p.accentLight);
    })
    .join('');
  const cs = 0.74 * s;
  return (
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(48 * s)}" fill="#ffffff"/><circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(45 * s)}" fill="${disc}"/>` +
    motifs +
    place(character(c, p, k, turn), cx - 100 * cs, cy - 104 * cs, cs)
  );
}

function stand(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const plate = (attrs: string) => `<rect x="50" y="20" width="100" height="150" rx="16" ${attrs}/>`;
  const glare = `<path d="M60 24 L92 24 L56 96 L52 80 Z" fill="#ffffff" fill-opacity="0.35"/>`;
  const base =
    `<path d="M40 168 L160 168 L170 180 L30 180 Z" fill="#eef6ff" fill-opacity="0.55" stroke="#ffffff" stroke-width="1.5"/>` +
    `<rect x="30" y="180" width="140" height="7" fill="#c9d6e4" fill-opacity="0.7"/>` +
    `<path d="M62 174 H138" stroke="#33405a" stroke-opacity="0.3" stroke-width="2"/>`;
  return {
    svg:
      c.shadow(100, 186, 80, 9, 0.28) +
      base +
      `<g transform="skewY(${n1(v.turn * -3)})">` +
      clearSheet(plate, '') +
      print(c, p, r, v.turn * 0.4, 100, 92, 1.05) +
      clearSheet(() => '', glare) +
      `</g>`,
    focus: [100, 84],
  };
}

function keychain(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const disc = (attrs: string) => `<circle cx="100" cy="112" r="52" ${attrs}/>`;
  const glare = `<path d="M70 76 Q92 62 114 64 L74 122 Q62 100 70 76 Z" fill="#ffffff" fill-opacity="0.3"/>`;
  const metal = `fill="none" stroke="#b7c0ca" stroke-width="3"`;
  const links = [41, 32, 23, 14].map((y) => `<ellipse cx="100" cy="${y}" rx="3.4" ry="5.4" ${metal}/>`).join('');
  return {
    svg:
      c.shadow(100, 186, 46, 7, 0.2) +
      `<g transform="rotate(${n1(v.turn * 10)} 100 8)">` +
      links +
      `<rect x="95" y="2" width="10" height="8" rx="2" fill="#c9d0d8"/>` +
      `<circle cx="100" cy="58" r="11" ${metal}/>` +
      clearSheet(disc, '') +
      `<circle cx="100" cy="68" r="4.5" fill="none" stroke="#ffffff" stroke-width="1.6"/>` +
      print(c, p, r, v.turn * 0.4, 100, 114, 0.96) +
      glare +
      `</g>`,
    focus: [100, 108],
  };
}

/** An acrylic stand on its clear base, or an acrylic keychain on its ring and chain. */
export function acrylic(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  return r.chance(0.4) ? keychain(c, p, r, v) : stand(c, p, r, v);
}
