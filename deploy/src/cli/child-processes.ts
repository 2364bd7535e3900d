/**
 * Running several long-lived children (dev servers) from one terminal: every output line is prefixed with
 * the child's name, and each child runs in its own process group so stopping it also stops what it spawned
 * (npm -> tsx -> node), instead of leaving orphans holding the ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningChild {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

export function startChild(spec: ChildSpec, width: number): RunningChild {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, see above
  });
  const prefix = `[${spec.name}]`.padEnd(width + 2);
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => sink.write(`${prefix} ${line}\n`));
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`${prefix} failed to start: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.stderr.write(`${prefix} exited (${signal ?? `code ${code}`})\n`);
      resolve(code);
    });
  });
  return { name: spec.name, process: child, exited };
}

/** Sends `signal` to the child's whole process group; ignores children that are already gone. */
export function stopChild(child: RunningChild, signal: NodeJS.Signals = 'SIGTERM'): void {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already exited
  }
}
