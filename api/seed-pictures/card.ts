import { type Canvas, type Drawn, mix, n1, place, type Rng, type View } from './canvas';
import { emblem } from './emblem';
import { character } from './figure';
import { type Look, lookOf } from './head';
import type { Palette } from './palette';

const frames = {
  gold: ['#fff3c4', '#d29a2e'],
  silver: ['#f6f8fa', '#9aa5b1'],
} as const;

type Art = { look: Look } | { emblem: true };

/**
 * One trading card, bottom centre at (0, 0), 64×90: a metallic frame, the art window, a panel with energy
 * gems and a rarity mark. The front card of a fan gets a holographic sheen.
 */
export function tradingCard(c: Canvas, p: Palette, art: Art, frame: readonly [string, string], holo: boolean): string {
  const frameFill = c.linear(
    [
      [0, frame[0]],
      [1, frame[1]],
    ],
    1,
    1,
  );
  const sky = c.linear([
    [0, p.light],
    [1, p.dark],
  ]);
  const clip = c.clip(`<rect x="-26" y="-80" width="52" height="46"/>`);
  const picture =
    'look' in art
      ? place(character(c, p, art.look, 0), -46, -95, 0.46)
      : emblem(p.emblem, 0, -57, 34, p.accentLight) + emblem(p.emblem, 0, -57, 22, p.pale);
  const sheen = holo
    ? `<rect x="-26" y="-80" width="52" height="46" fill="${c.linear(
        [
          [0, '#ff9ad5', 0.35],
          [0.35, '#9af0ff', 0.1],
          [0.6, '#fff59a', 0.35],
          [1, '#a2ffb5', 0.1],
        ],
        1,
        1,
      )}"/>`
    : '';
  return (
    `<rect x="-32" y="-90" width="64" height="90" rx="4" fill="${frameFill}"/>` +
    `<rect x="-28.5" y="-86.5" width="57" height="83" rx="2" fill="${mix(p.pale, '#ffffff', 0.3)}"/>` +
    `<rect x="-26" y="-85" width="36" height="3.4" rx="1.2" fill="${p.dark}" fill-opacity="0.55"/>` +
    `<circle cx="22" cy="-83.3" r="2.6" fill="${p.accent}"/>` +
    `<rect x="-26" y="-80" width="52" height="46" fill="${sky}"/>` +
    `<g clip-path="${clip}">${picture}${sheen}</g>` +
    `<rect x="-26" y="-80" width="52" height="46" fill="none" stroke="${frame[1]}" stroke-width="1"/>` +
    `<rect x="-26" y="-30" width="52" height="22" rx="2" fill="${p.pale}"/>` +
    `<circle cx="-20" cy="-24" r="3" fill="${p.accent}"/><circle cx="-12" cy="-24" r="3" fill="${p.main}"/>` +
    `<path d="M-24 -15 H20 M-24 -11 H10" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="1.4"/>` +
    emblem('star', 21, -5.5, 6, frame[1])
  );
}

/** A foil booster pack with crimped ends, standing; top-left at (0, 0), 64×118. */
function boosterPack(c: Canvas, p: Palette): string {
  const foil = c.linear(
    [
      [0, p.dark],
      [0.45, p.main],
      [0.55, mix(p.main, '#ffffff', 0.45)],
      [1, p.deep],
    ],
    1,
    0.4,
  );
  const zig = (y: number) =>
    Array.from({ length: 9 }, (_, i) => `${n1(i * 8)},${y + (i % 2 ? 3 : -3)}`)
      .concat(['64,' + y])
      .join(' ');
  return (
    `<rect x="0" y="6" width="64" height="106" fill="${foil}"/>` +
    `<polyline points="${zig(6)}" fill="none" stroke="${p.deep}" stroke-width="2"/><rect x="0" y="0" width="64" height="8" fill="${mix(p.dark, '#ffffff', 0.2)}"/>` +
    `<rect x="0" y="110" width="64" height="8" fill="${mix(p.dark, '#ffffff', 0.2)}"/><polyline points="${zig(112)}" fill="none" stroke="${p.deep}" stroke-width="2"/>` +
    `<circle cx="32" cy="56" r="21" fill="${p.accent}"/>` +
    emblem(p.emblem, 32, 56, 28, '#ffffff') +
    `<rect x="8" y="88" width="48" height="6" rx="3" fill="${p.accentLight}"/><rect x="16" y="98" width="32" height="4" rx="2" fill="#fff" fill-opacity="0.6"/>` +
    `<path d="M6 10 L22 10 L8 60 Z" fill="#fff" fill-opacity="0.18"/>`
  );
}

/** A fan of trading cards, sometimes in front of a booster pack. */
export function cards(c: Canvas, p: Palette, r: Rng, v: View): Drawn {
  const frame = r.pick([frames.gold, frames.silver, [p.light, p.dark] as const]);
  const withPack = r.chance(0.5);
  const arts: Art[] = Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? { look: lookOf(r, p) } : { emblem: true }));
  const spread = 12 + 5 * Math.abs(v.turn);
  const shift = v.turn * 5;
  const left = v.turn >= 0;
  const [fx, scale] = withPack ? [left ? 122 : 78, 1.08] : [100, 1.3];
  // Outer cards first, the middle one on top.
  const fan = [0, 4, 1, 3, 2]
    .map((i) => {
      const angle = (i - 2) * spread + shift;
      return `<g transform="translate(${fx} 182) scale(${scale}) rotate(${n1(angle)}) translate(0 -16)">${tradingCard(c, p, arts[i]!, frame, i === 2)}</g>`;
    })
    .join('');
  const pack = withPack
    ? `<g transform="translate(${left ? 4 : 126} ${left ? 54 : 44}) rotate(${left ? -8 : 8}) scale(1.12)">${boosterPack(c, p)}</g>`
    : '';
  return { svg: c.shadow(100, 184, 86, 10) + pack + fan, focus: [fx, 96] };
}
