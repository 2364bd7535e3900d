import { rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { STAMP_FILE, findStaleApps, readStamp, staleReason, writeStamp } from './staleness.js';

afterAll(removeTempDirs);

let root: string;
/** Inputs were written an hour ago; a stamp "now" means they are older than the build. */
const HOUR_AGO = new Date(Date.now() - 3_600_000);

async function touch(relative: string, when = new Date()): Promise<void> {
  await utimes(path.join(root, relative), when, when);
}

async function age(relatives: string[]): Promise<void> {
  for (const relative of relatives) await touch(relative, HOUR_AGO);
}

const INPUTS = [
  'rspack.config.base.ts',
  'build/browser-config.ts',
  'shared/src/stores/cart.ts',
  'shared/package.json',
  'mf-catalog/src/index.ts',
  'mf-catalog/src/pages/home.tsx',
  'mf-catalog/package.json',
  'mf-catalog/rspack.config.ts',
  'mf-member/src/index.ts',
  'mf-member/package.json',
  'mf-member/rspack.config.ts',
  'mf-catalog/src/node_modules/dep/index.js',
];

beforeEach(async () => {
  root = await tempDir('repo');
  await writeFiles(root, Object.fromEntries(INPUTS.map((file) => [file, `// ${file}\n`])));
  await age(INPUTS);
  for (const app of ['mf-catalog', 'mf-member']) {
    await writeFiles(root, { [`${app}/dist/remoteEntry.js`]: '// built' });
    await writeStamp(path.join(root, app, 'dist'), { builtAt: Date.now() - 60_000, mode: 'production' });
  }
});

describe('staleReason', () => {
  it('is undefined for a build newer than every input', async () => {
    expect(await staleReason(root, 'mf-catalog')).toBeUndefined();
    expect(await findStaleApps(root, ['mf-catalog', 'mf-member'])).toEqual([]);
  });

  it('says "not built" without a dist or without a stamp', async () => {
    await rm(path.join(root, 'mf-catalog', 'dist', STAMP_FILE));
    expect(await staleReason(root, 'mf-catalog')).toBe('not built');
    await rm(path.join(root, 'mf-member', 'dist'), { recursive: true });
    expect(await staleReason(root, 'mf-member')).toBe('not built');
    expect(await staleReason(root, 'mf-fanza')).toBe('not built');
  });

  it.each([
    ['mf-catalog/src/pages/home.tsx'],
    ['mf-catalog/package.json'],
    ['mf-catalog/rspack.config.ts'],
    ['rspack.config.base.ts'],
    ['build/browser-config.ts'],
    ['shared/src/stores/cart.ts'],
    ['shared/package.json'],
  ])('rebuilds when %s is newer than the build', async (changed) => {
    await touch(changed);
    expect(await staleReason(root, 'mf-catalog')).toBe(`${changed} changed`);
  });

  it('rebuilds every app when shared code changes, only the owner when app code changes', async () => {
    await touch('mf-catalog/src/index.ts');
    expect(await findStaleApps(root, ['mf-catalog', 'mf-member'])).toEqual([
      { app: 'mf-catalog', reason: 'mf-catalog/src/index.ts changed' },
    ]);
    await touch('shared/src/stores/cart.ts', new Date(Date.now() + 1000));
    expect((await findStaleApps(root, ['mf-catalog', 'mf-member'])).map(({ app }) => app)).toEqual(['mf-catalog', 'mf-member']);
  });

  it('counts an edit made while the build ran (the stamp holds the start time)', async () => {
    const startedAt = Date.now() - 5_000;
    await writeStamp(path.join(root, 'mf-catalog', 'dist'), { builtAt: startedAt, mode: 'production' });
    await touch('mf-catalog/src/index.ts', new Date(startedAt + 1_000));
    expect(await staleReason(root, 'mf-catalog')).toBe('mf-catalog/src/index.ts changed');
  });

  it('ignores node_modules inside the inputs', async () => {
    await touch('mf-catalog/src/node_modules/dep/index.js');
    expect(await staleReason(root, 'mf-catalog')).toBeUndefined();
  });

  it('rebuilds a dist built in another mode', async () => {
    await writeStamp(path.join(root, 'mf-catalog', 'dist'), { builtAt: Date.now(), mode: 'development' });
    expect(await staleReason(root, 'mf-catalog', 'production')).toBe('built in development mode');
    expect(await staleReason(root, 'mf-catalog', 'development')).toBeUndefined();
  });

  it('treats a corrupt stamp as not built', async () => {
    await writeFiles(root, { [`mf-catalog/dist/${STAMP_FILE}`]: '{"builtAt":"yesterday"}' });
    expect(await readStamp(path.join(root, 'mf-catalog', 'dist'))).toBeUndefined();
    expect(await staleReason(root, 'mf-catalog')).toBe('not built');
  });

  it('--force rebuilds everything', async () => {
    expect(await findStaleApps(root, ['mf-catalog', 'mf-member'], { force: true })).toEqual([
      { app: 'mf-catalog', reason: 'forced' },
      { app: 'mf-member', reason: 'forced' },
    ]);
  });
});
