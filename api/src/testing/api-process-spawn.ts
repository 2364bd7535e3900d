import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-process.ts');

export interface ApiProcess {
  base: string;
  stop(): Promise<void>;
}

/** Starts the API in another OS process on the given PostgreSQL database (TypeScript through tsx's loader). */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, NODE_OPTIONS: '', FIREBASE_EMULATOR: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => {
      const { base } = JSON.parse(line) as { base: string };
      resolve({
        base,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
