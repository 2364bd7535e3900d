/**
 * `npm run test:remote` as a team runs it (tsx, a real process): without a published shop or a shell build it
 * stops at once with one line asking for `npm start`, before any test or build runs.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { repoRoot } from '../paths.js';
import { removeTempDirs, tempDir } from '../testing/fixtures.js';

// Spawns tsx: slower than the default on a loaded 2-core machine.
jest.setTimeout(60000);
afterAll(removeTempDirs);

function testRemote(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [path.join(repoRoot, 'deploy', 'src', 'cli', 'test-remote.ts'), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('test:remote CLI', () => {
  it('asks for `npm start` once when nothing is published', async () => {
    const publishDir = await tempDir('no-shop');
    const result = await testRemote(['mf-catalog'], { SHOP_PUBLISH_DIR: publishDir });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: no published mf-checkout, mf-fanza, mf-member in ${path.join(publishDir, 'remotes.json')}: run \`npm start\` once (it builds and publishes every app), then try again\n`,
    });
  });

  it('asks for `npm start` once when the shell is not built', async () => {
    // A published shop (the other remotes live), but no shell build.
    const publishDir = await tempDir('shop');
    const others = ['mf-catalog', 'mf-checkout', 'mf-member'];
    for (const app of others) await mkdir(path.join(publishDir, 'remotes', app, '1.0.0-live'), { recursive: true });
    const remotes = others.map((app) => ({ package: app, version: '1.0.0-live' }));
    await writeFile(path.join(publishDir, 'remotes.json'), JSON.stringify({ remotes }));
    const shellDir = await tempDir('no-shell');
    const result = await testRemote(['mf-fanza'], { SHOP_PUBLISH_DIR: publishDir, SHOP_SHELL_DIR: shellDir });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: no shell build in ${shellDir}: run \`npm start\` once (it builds and publishes every app), then try again\n`,
    });
  });

  it.each([
    [['shell'], /^error: the shell is not a remote/],
    [['mf-nope'], /^error: unknown remote "mf-nope"/],
    [['mf-catalog', 'mf-fanza'], /^error: check one remote at a time\n$/],
  ])('refuses %j in one line', async (args, message) => {
    const result = await testRemote(args, {});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});
