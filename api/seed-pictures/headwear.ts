import { type Canvas, mix } from './canvas';
import type { Look } from './head';
import type { Palette } from './palette';

/** What a theme's characters wear on their heads, one more cue that they belong together. */
export type Headwear =
  'none' | 'catEars' | 'witchHat' | 'horns' | 'bow' | 'headset' | 'bandana' | 'antenna' | 'tiara' | 'flower' | 'ribbon';

/** Headwear on the head drawn by `head()` (centre 100, 72, radius 36). */
export function headwear(c: Canvas, kind: Headwear, p: Palette, k: Look): string {
  switch (kind) {
    case 'none':
      return '';
    case 'catEars': {
      const ear = (d: string, inner: string) => `<path d="${d}" fill="${k.hairColor}"/><path d="${inner}" fill="#f7a8b8"/>`;
      return (
        ear('M66 56 L64 22 L92 42 Z', 'M70 50 L69 32 L85 43 Z') + ear('M134 56 L136 22 L108 42 Z', 'M130 50 L131 32 L115 43 Z')
      );
    }
    case 'witchHat': {
      const cone = c.linear([
        [0, p.dark],
        [1, p.deep],
      ]);
      return (
        `<ellipse cx="100" cy="42" rx="50" ry="10" fill="${p.deep}"/>` +
        `<path d="M70 42 Q88 30 104 -4 Q110 -10 116 -4 Q112 6 118 18 L130 42 Z" fill="${cone}"/>` +
        `<path d="M72 38 Q100 30 128 38 L130 43 Q100 36 70 43 Z" fill="${p.accent}"/>` +
        `<circle cx="115" cy="-3" r="3.2" fill="${p.accentLight}"/>`
      );
    }
    case 'horns': {
      const horn = c.linear([
        [0, '#fff6e6'],
        [1, p.accent],
      ]);
      return `<path d="M80 44 Q62 32 66 10 Q74 28 92 36 Z" fill="${horn}"/><path d="M120 44 Q138 32 134 10 Q126 28 108 36 Z" fill="${horn}"/>`;
    }
    case 'bow':
      return (
        `<path d="M118 40 L96 26 Q92 40 100 52 Z" fill="${p.accent}"/><path d="M118 40 L140 24 Q146 40 136 52 Z" fill="${p.accent}"/>` +
        `<circle cx="118" cy="40" r="5.5" fill="${mix(p.accent, '#000000', 0.15)}"/>`
      );
    case 'headset':
      return (
        `<path d="M62 70 Q60 30 100 28 Q140 30 138 70" fill="none" stroke="${p.deep}" stroke-width="5"/>` +
        `<rect x="56" y="64" width="12" height="22" rx="6" fill="${p.deep}"/><rect x="132" y="64" width="12" height="22" rx="6" fill="${p.deep}"/>` +
        `<rect x="59" y="69" width="6" height="12" rx="3" fill="${p.accent}"/><rect x="135" y="69" width="6" height="12" rx="3" fill="${p.accent}"/>` +
        `<path d="M62 84 Q66 98 80 100" fill="none" stroke="${p.deep}" stroke-width="2.4" stroke-linecap="round"/>`
      );
    case 'bandana':
      return (
        `<path d="M62 60 Q100 40 138 60 L138 68 Q100 50 62 68 Z" fill="${p.accent}"/>` +
        `<path d="M136 62 L152 54 L148 66 Z M136 64 L150 74 L140 76 Z" fill="${p.accentDark}"/>` +
        `<circle cx="86" cy="56" r="1.6" fill="#fff"/><circle cx="104" cy="52" r="1.6" fill="#fff"/><circle cx="122" cy="56" r="1.6" fill="#fff"/>`
      );
    case 'antenna':
      return (
        `<path d="M86 40 Q80 24 74 14 M114 40 Q120 24 126 14" fill="none" stroke="${k.hairColor}" stroke-width="3" stroke-linecap="round"/>` +
        `<circle cx="74" cy="13" r="5.5" fill="${p.accent}"/><circle cx="126" cy="13" r="5.5" fill="${p.accent}"/>` +
        `<circle cx="72.5" cy="11.5" r="1.8" fill="#fff" fill-opacity="0.8"/><circle cx="124.5" cy="11.5" r="1.8" fill="#fff" fill-opacity="0.8"/>`
      );
    case 'tiara': {
      const gold = c.linear([
        [0, '#fff4c2'],
        [1, '#e0a82e'],
      ]);
      return `<path d="M80 44 L82 30 L91 37 L100 22 L109 37 L118 30 L120 44 Q100 38 80 44 Z" fill="${gold}"/><circle cx="100" cy="34" r="3" fill="${p.accent}"/>`;
    }
    case 'flower':
      return (
        [0, 72, 144, 216, 288]
          .map((a) => {
            const rad = (a * Math.PI) / 180;
            return `<circle cx="${(128 + 7 * Math.sin(rad)).toFixed(1)}" cy="${(46 - 7 * Math.cos(rad)).toFixed(1)}" r="6" fill="${p.accent}"/>`;
          })
          .join('') + `<circle cx="128" cy="46" r="4" fill="#ffe27a"/>`
      );
    case 'ribbon':
      return (
        `<circle cx="100" cy="32" r="13" fill="${k.hairColor}"/>` +
        `<path d="M88 38 Q100 44 112 38 L112 43 Q100 49 88 43 Z" fill="${p.accent}"/>` +
        `<path d="M110 42 Q126 56 122 74 L116 70 Q118 56 106 44 Z" fill="${p.accent}"/>`
      );
  }
}
