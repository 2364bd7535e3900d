import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ImageSpec, picture } from '../../seed-pictures';

const JPEG = { quality: 78 };
// Effort 2 makes the same size as the default 4 for these flat drawings in less than half the time.
const WEBP = { quality: 72, effort: 2 };
/** Names the drawings a directory's pictures were made from, so changed drawings replace the old files. */
const MARKER = '.pictures';

async function writeAtomically(file: string, body: Buffer | string) {
  // A temp name then a rename, so a crash never leaves half a file that looks complete.
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

/**
 * Writes `<name>.jpg` and `<name>.webp` for each spec; returns how many were made. Only missing files are
 * made, unless the drawings changed since the directory was filled (another checkout's pictures, an older
 * version of the seed): then all of them are made again.
 */
export async function ensureImages(dir: string, specs: ImageSpec[]): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  const svgs = new Map(specs.map((s) => [s.name, picture(s)]));
  const hash = createHash('sha256').update(JSON.stringify([JPEG, WEBP]));
  for (const [name, svg] of svgs) hash.update(`${name}\n${svg}\n`);
  const version = hash.digest('hex').slice(0, 16);
  const current = await fs.readFile(path.join(dir, MARKER), 'utf8').catch(() => '');
  const existing = current === version ? new Set(await fs.readdir(dir)) : new Set<string>();
  const todo = specs.filter((s) => !existing.has(`${s.name}.jpg`) || !existing.has(`${s.name}.webp`));
  if (todo.length === 0) return 0;
  // sharp is loaded only when pictures are missing (first start, fresh test machine, changed drawings).
  const { default: sharp } = await import('sharp');
  const worker = async () => {
    for (let s = todo.shift(); s; s = todo.shift()) {
      // Drawn once into pixels, then encoded twice (a cloned pipeline would draw the SVG again for each).
      const { data, info } = await sharp(Buffer.from(svgs.get(s.name)!))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: info });
      const [jpg, webp] = await Promise.all([pixels().jpeg(JPEG).toBuffer(), pixels().webp(WEBP).toBuffer()]);
      await writeAtomically(path.join(dir, `${s.name}.jpg`), jpg);
      await writeAtomically(path.join(dir, `${s.name}.webp`), webp);
    }
  };
  const count = todo.length;
  await Promise.all([worker(), worker(), worker(), worker()]);
  await writeAtomically(path.join(dir, MARKER), version);
  return count;
}
