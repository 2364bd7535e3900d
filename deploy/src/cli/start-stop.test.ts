import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../api/src/platform/free-port.js';
import { repoRoot } from '../paths.js';
import { buildStaleApps } from '../pipeline.js';

/**
 * However `npm start` is stopped — Ctrl-C in its terminal, SIGTERM to npm, npm killed outright — nothing it
 * started may stay behind: not the server holding the port, not the Firebase Auth emulator (which runs in a
 * process group of its own). Each case starts the real `npm start` on a throwaway database and publish folder,
 * marks its environment, and looks for any process still carrying the mark afterwards.
 */
const dirs: string[] = [];

beforeAll(async () => {
  // Built once here, so the shops started side by side below find nothing to build.
  await buildStaleApps(repoRoot, { log: () => {} });
}, 120_000);

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Pids of live processes whose environment carries the mark. */
async function markedProcesses(mark: string): Promise<{ pid: number; command: string }[]> {
  const found: { pid: number; command: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const environ = await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '');
    if (!environ.split('\0').includes(`SHOP_STOP_TEST=${mark}`)) continue;
    const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0').join(' ');
    if (command) found.push({ pid: Number(entry), command });
  }
  return found;
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Kills whatever still carries the mark (the shop, its API, the emulator and its guardian). */
async function killMarked(mark: string): Promise<void> {
  for (const { pid } of await markedProcesses(mark)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function startShop(mark: string): Promise<ChildProcess> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-stop-'));
  dirs.push(dir);
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    // A group of its own, like a terminal's job: Ctrl-C is SIGINT to the whole group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHOP_STOP_TEST: mark,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SHOP_PUBLISH_DIR: path.join(dir, 'published'),
      PGLITE_DIR: path.join(dir, 'pglite'),
      IMAGES_DIR: path.join(dir, 'images'),
      SEED: 'false',
    },
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Generous: on a loaded machine (CI runs the API suite beside this) the shop and the emulator take a while.
  const serving = await until(
    async () => (output.includes('shop: http') ? true : npm.exitCode !== null ? false : undefined),
    150_000,
  );
  const emulator =
    serving &&
    (await until(async () => (await markedProcesses(mark)).find((p) => p.command.includes('emulators:start')), 60_000));
  if (!emulator) {
    // A shop that did not come up must not outlive the test: its pipes would keep jest from ever exiting.
    await killMarked(mark);
    npm.stdout!.destroy();
    npm.stderr!.destroy();
    throw new Error(serving ? 'npm start started no Firebase Auth emulator' : `npm start did not come up:\n${output}`);
  }
  return npm;
}

describe('stopping npm start leaves no process behind', () => {
  const cases: [string, (npm: ChildProcess) => void][] = [
    ['Ctrl-C in its terminal (SIGINT to its process group)', (npm) => process.kill(-npm.pid!, 'SIGINT')],
    ['SIGTERM to npm', (npm) => npm.kill('SIGTERM')],
    ['npm killed outright (SIGKILL)', (npm) => npm.kill('SIGKILL')],
  ];

  // One at a time: three shops and their emulators at once, beside the API suite, overload two cores.
  it.each(cases)(
    '%s',
    async (_name, stop) => {
      const mark = randomUUID();
      const npm = await startShop(mark);
      try {
        stop(npm);
        const left = await until(async () => {
          const running = await markedProcesses(mark);
          return running.length === 0 ? [] : undefined;
        }, 45_000);
        expect(left ?? (await markedProcesses(mark)).map((p) => p.command)).toEqual([]);
      } finally {
        await killMarked(mark);
      }
    },
    240_000,
  );
});
