import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureImages } from './images';
import { themePalette } from '../../seed-pictures';

const specs = [
  {
    name: 'p-test-1',
    subject: 'plush' as const,
    palette: themePalette('Cat Café'),
    width: 120,
    height: 120,
    item: 'TEST',
    shot: 0,
  },
  { name: 't-test', subject: 'theme' as const, palette: themePalette('Cat Café'), width: 160, height: 90 },
];

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-seed-images-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

test('pictures are made once, as JPEG and WebP', async () => {
  expect(await ensureImages(dir, specs)).toBe(2);
  expect((await fs.readdir(dir)).filter((f) => !f.startsWith('.')).sort()).toEqual([
    'p-test-1.jpg',
    'p-test-1.webp',
    't-test.jpg',
    't-test.webp',
  ]);
  expect(await ensureImages(dir, specs)).toBe(0);
});

test('a missing picture is made again, and only it', async () => {
  await ensureImages(dir, specs);
  await fs.rm(path.join(dir, 't-test.webp'));
  expect(await ensureImages(dir, specs)).toBe(1);
});

test("pictures from other drawings (an older seed's, with words burned in) are replaced", async () => {
  await ensureImages(dir, specs);
  const before = await fs.readFile(path.join(dir, 'p-test-1.jpg'));
  // An existing checkout's directory: same names, no record of the drawings they were made from.
  await fs.rm(path.join(dir, '.pictures'));
  await fs.writeFile(path.join(dir, 'p-test-1.jpg'), 'old picture');
  expect(await ensureImages(dir, specs)).toBe(2);
  expect(await fs.readFile(path.join(dir, 'p-test-1.jpg'))).toEqual(before);
  // Changed drawings (here: another palette) replace the pictures too.
  const recoloured = specs.map((s) => ({ ...s, palette: themePalette('Cyber City') }));
  expect(await ensureImages(dir, recoloured)).toBe(2);
  expect(await fs.readFile(path.join(dir, 'p-test-1.jpg'))).not.toEqual(before);
});
