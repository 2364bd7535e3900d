/**
 * The CLIs as an operator runs them (tsx, real process): bad arguments give ONE line and exit code 1.
 * SHOP_PUBLISH_DIR points them at a temp folder so nothing in the repo is touched.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { activateVersion } from '../manifest/activate.js';
import { readRemotesManifest } from '../manifest/remotes-manifest.js';
import { publishRemote } from '../publish/publish-remote.js';
import { readRemotePackage } from '../apps.js';
import { repoRoot } from '../paths.js';
import { CATALOG, fakeRepo, removeTempDirs, tempDir, writeRemote } from '../testing/fixtures.js';

// Runs real rspack / spawns tsx: slower than the 5 s default on a loaded 2-core machine.
jest.setTimeout(90000);

const TSX = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
let publishDir: string;
let versions: string[];

function cli(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [path.join(repoRoot, 'deploy', 'src', 'cli', script), ...args],
      { cwd: repoRoot, env: { ...process.env, SHOP_PUBLISH_DIR: publishDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  publishDir = await tempDir('pub');
  const root = await fakeRepo([CATALOG], 'a');
  versions = [];
  for (const tag of ['a', 'b']) {
    await writeRemote(root, CATALOG, tag);
    const info = await readRemotePackage(root, 'mf-catalog');
    const { version } = await publishRemote(publishDir, path.join(root, 'mf-catalog', 'dist'), info);
    await activateVersion(publishDir, 'mf-catalog', version);
    versions.push(version);
  }
});
afterAll(removeTempDirs);

describe('rollback CLI', () => {
  it.each([
    [['mf-nope'], /^error: unknown remote "mf-nope" \(known: mf-catalog, mf-checkout, mf-fanza, mf-member\)\n$/],
    [['shell'], /^error: the shell is not a remote/],
    [['ops'], /^error: ops is the operator console, not a remote: it ships with the shop's build/],
    [[], /^error: name the remote/],
    [['mf-catalog', '--to', '0.0.0-00000000'], /^error: unknown version "0\.0\.0-00000000" of mf-catalog \(known: /],
    [['mf-catalog', '--bogus'], /^error: Unknown option '--bogus'/],
    [['mf-member'], /^error: mf-member is not in remotes\.json: nothing to roll back\n$/],
  ])('%j fails with one clear line', async (args, message) => {
    const result = await cli('rollback.ts', args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('rolls back, then says there is nothing left to roll back to', async () => {
    const back = await cli('rollback.ts', ['mf-catalog']);
    expect(back).toMatchObject({ code: 0, stdout: `mf-catalog: ${versions[1]} -> ${versions[0]}\n` });
    expect((await readRemotesManifest(publishDir)).remotes[0]?.version).toBe(versions[0]);
    const none = await cli('rollback.ts', ['mf-catalog']);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(`error: mf-catalog has no earlier version to roll back to (live: ${versions[0]})\n`);
    const to = await cli('rollback.ts', ['mf-catalog', '--to', versions[1]!]);
    expect(to).toMatchObject({ code: 0, stdout: `mf-catalog: ${versions[0]} -> ${versions[1]}\n` });
  });
});

describe('release and build CLIs', () => {
  it('release refuses unknown remotes and the shell', async () => {
    for (const [args, message] of [
      [['mf-nope'], /^error: unknown remote "mf-nope"/],
      [['shell'], /^error: the shell is not a remote/],
      [['mf-catalog', 'mf-member'], /^error: release one remote at a time\n$/],
    ] as const) {
      const result = await cli('release.ts', [...args]);
      expect([result.code, result.stderr]).toEqual([1, expect.stringMatching(message)]);
    }
  });

  it('build refuses unknown apps', async () => {
    const result = await cli('build.ts', ['mf-nope']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: unknown app "mf-nope" \(known: shell, mf-catalog, mf-checkout, mf-fanza, mf-member, ops\)\n$/,
    );
  });
});
