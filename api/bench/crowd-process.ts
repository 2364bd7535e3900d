// Runs a bench's crowd in a process of its own (the crowds of bench:drop and bench:checkout): writes what it is to do
// to a file, starts the script with that file's name, and returns the one JSON line the script prints.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function runCrowd<Result>(script: string, task: unknown): Promise<Result> {
  const file = path.join(os.tmpdir(), `shop-crowd-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(task));
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`${script} exited with ${code}`)),
    );
  }).finally(() => fs.rmSync(file, { force: true }));
}
