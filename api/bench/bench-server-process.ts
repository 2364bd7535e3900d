// Starts bench-server.ts (the API in a process of its own, on the database its environment names) and talks to it:
// its address, its CPU and event-loop figures on request, and a stop. bench:api measures one; bench:drop runs several.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { imagesDir } from '../src/testing/harness';
import { composedStandIns } from '../src/testing/composed-stand-ins';
import type { ServerStats } from './bench-server';

export interface Server {
  base: string;
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

/** The API in its own process (bench-server.ts) on the database `env` names. */
export function startServer(env: NodeJS.ProcessEnv, cleanups: (() => void)[]): Promise<Server> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      '--import',
      composedStandIns().composer,
      script,
    ],
    {
      env: {
        ...process.env,
        ...env,
        NODE_OPTIONS: '',
        IMAGES_DIR: imagesDir(),
        FIREBASE_EMULATOR: 'off',
        RATE_LOGIN_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench-server exited with ${code} before listening`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({
        base: (JSON.parse(line) as { base: string }).base,
        stats: () =>
          new Promise((answer) => {
            child.once('message', (m) => answer(m as ServerStats));
            child.send('stats');
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
