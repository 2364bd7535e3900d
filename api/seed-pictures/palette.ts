import { hex } from './canvas';
import type { Emblem } from './emblem';
import type { Headwear } from './headwear';

/**
 * A theme's look: one hue family for its goods and backdrops, an accent, its characters' hair, and the motif
 * and headwear its characters and goods carry. Every product, theme picture and kuji campaign of the theme
 * is drawn in it, so a theme's shelf looks like one line of merchandise.
 */
export interface Palette {
  hue: number;
  main: string;
  light: string;
  pale: string;
  dark: string;
  deep: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  hair: string;
  hairLight: string;
  eyes: string;
  emblem: Emblem;
  headwear: Headwear;
}

interface Family {
  hue: number;
  sat: number;
  accent: number;
  hair: [h: number, s: number, l: number];
  emblem: Emblem;
  headwear: Headwear;
  /** Darker overall (night themes). */
  dusk?: boolean;
}

function palette(f: Family): Palette {
  const { hue: h, sat: s } = f;
  const d = f.dusk ? -8 : 0;
  return {
    hue: h,
    main: hex(h, s, 55 + d),
    light: hex(h, s * 0.9, 73 + d),
    pale: hex(h, s * 0.55, 91),
    dark: hex(h, s, 37 + d),
    deep: hex(h, s * 0.8, 19),
    accent: hex(f.accent, 82, 58),
    accentLight: hex(f.accent, 85, 80),
    accentDark: hex(f.accent, 70, 38),
    hair: hex(...f.hair),
    hairLight: hex(f.hair[0], f.hair[1], Math.min(90, f.hair[2] + 20)),
    eyes: hex(h, Math.max(s, 50), 40),
    emblem: f.emblem,
    headwear: f.headwear,
  };
}

// Keyed by the theme's English name in data.ts (a test holds every theme to having one).
const families: Record<string, Family> = {
  'Star Sea Voyagers': { hue: 232, sat: 62, accent: 46, hair: [200, 45, 80], emblem: 'star', headwear: 'headset' },
  'Mecha Maidens': { hue: 208, sat: 20, accent: 4, hair: [220, 15, 28], emblem: 'gear', headwear: 'headset' },
  'Cat Café': { hue: 28, sat: 55, accent: 345, hair: [24, 45, 34], emblem: 'paw', headwear: 'catEars' },
  'Magic Academy': { hue: 268, sat: 52, accent: 45, hair: [330, 60, 72], emblem: 'moon', headwear: 'witchHat' },
  'Wuxia Legends': { hue: 162, sat: 45, accent: 355, hair: [230, 20, 16], emblem: 'blossom', headwear: 'ribbon' },
  'Pirate Odyssey': { hue: 205, sat: 58, accent: 38, hair: [14, 62, 40], emblem: 'anchor', headwear: 'bandana' },
  'Cyber City': { hue: 302, sat: 70, accent: 186, hair: [186, 72, 55], emblem: 'bolt', headwear: 'headset' },
  'Dessert Kingdom': { hue: 338, sat: 72, accent: 158, hair: [38, 82, 74], emblem: 'heart', headwear: 'bow' },
  'Dragon Valley': { hue: 138, sat: 48, accent: 22, hair: [18, 70, 42], emblem: 'flame', headwear: 'horns' },
  'Idol Stage': { hue: 46, sat: 88, accent: 328, hair: [328, 72, 68], emblem: 'note', headwear: 'tiara' },
  'Monster Index': { hue: 86, sat: 55, accent: 276, hair: [276, 42, 40], emblem: 'claw', headwear: 'antenna' },
  'Midnight Diner': { hue: 10, sat: 62, accent: 40, hair: [230, 18, 22], emblem: 'lantern', headwear: 'bandana' },
  'Summer Swimsuits': { hue: 186, sat: 66, accent: 12, hair: [42, 78, 62], emblem: 'shell', headwear: 'flower' },
  'Night Allure': { hue: 342, sat: 52, accent: 278, hair: [260, 25, 18], emblem: 'rose', headwear: 'none', dusk: true },
};

const palettes = new Map(Object.entries(families).map(([name, f]) => [name, palette(f)]));

/** The palette of the theme with this English name. */
export function themePalette(nameEn: string): Palette {
  const p = palettes.get(nameEn);
  if (!p) throw new Error(`no palette for the theme "${nameEn}"`);
  return p;
}

/** The palette of the theme whose English name a title mentions ("Cat Café Ichiban Kuji", "Member event | Cat Café"). */
export function paletteNamedIn(title: string): Palette {
  const name = [...palettes.keys()].find((n) => title.includes(n));
  if (!name) throw new Error(`no theme named in "${title}"`);
  return palettes.get(name)!;
}
