import fs from 'node:fs/promises';
import path from 'node:path';
import { rng } from './random';

const hue = (h: number, s = 70, l = 55) => `hsl(${h % 360},${s}%,${l}%)`;

/** A deterministic placeholder picture for `name` (shapes seeded by the name, plus a label). */
function svg(name: string, label: string, w: number, h: number): string {
  let seed = 0;
  for (const ch of name) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const r = rng(seed);
  const h1 = r.int(0, 359);
  const shapes = Array.from({ length: 6 }, () =>
    r.chance(0.5)
      ? `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${r.int(20, w / 3)}" fill="${hue(h1 + r.int(20, 160), 65, r.int(45, 80))}" fill-opacity="0.55"/>`
      : `<rect x="${r.int(0, w)}" y="${r.int(0, h)}" width="${r.int(30, w / 2)}" height="${r.int(30, h / 2)}" rx="12" fill="${hue(h1 + r.int(160, 300), 60, r.int(40, 75))}" fill-opacity="0.5"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue(h1, 70, 60)}"/><stop offset="1" stop-color="${hue(h1 + 60, 70, 35)}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}` +
    `<text x="50%" y="92%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h / 14)}" fill="#fff">${label}</text></svg>`
  );
}

export interface ImageSpec {
  name: string;
  label: string;
  width: number;
  height: number;
}

/** Writes `<name>.jpg` and `<name>.webp` for each spec that is missing; returns how many were made. */
export async function ensureImages(dir: string, specs: ImageSpec[]): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  const existing = new Set(await fs.readdir(dir));
  const todo = specs.filter((s) => !existing.has(`${s.name}.jpg`) || !existing.has(`${s.name}.webp`));
  if (todo.length === 0) return 0;
  // sharp is loaded only when pictures are missing (first start, fresh test machine).
  const { default: sharp } = await import('sharp');
  const worker = async () => {
    for (let s = todo.shift(); s; s = todo.shift()) {
      const base = sharp(Buffer.from(svg(s.name, s.label, s.width, s.height)));
      const [jpg, webp] = await Promise.all([
        base.clone().jpeg({ quality: 78 }).toBuffer(),
        base.clone().webp({ quality: 72 }).toBuffer(),
      ]);
      // Write to a temp name then rename, so a crash never leaves half a file that looks complete.
      for (const [ext, buf] of [
        ['jpg', jpg],
        ['webp', webp],
      ] as const) {
        const tmp = path.join(dir, `.${s.name}.${ext}.${process.pid}`);
        await fs.writeFile(tmp, buf);
        await fs.rename(tmp, path.join(dir, `${s.name}.${ext}`));
      }
    }
  };
  const count = todo.length;
  await Promise.all([worker(), worker(), worker(), worker()]);
  return count;
}
