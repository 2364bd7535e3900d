import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from '../platform/free-port';

export const EMULATOR_PROJECT = 'demo-shop';

const guardianScript = fileURLToPath(new URL('./emulator-guardian.mjs', import.meta.url));

function firebaseBin(): string | null {
  try {
    const pkgPath = createRequire(import.meta.url).resolve('firebase-tools/package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8')) as { bin: Record<string, string> };
    return path.join(path.dirname(pkgPath), pkg.bin.firebase!);
  } catch {
    return null;
  }
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Firebase Auth emulator exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('Firebase Auth emulator did not start in time');
}

export interface Emulator {
  /** Known at once: the port is chosen before the emulator starts. */
  host: string;
  /** Resolves when the emulator accepts connections (it takes 5–45 s). */
  ready: Promise<void>;
  stop(): void;
}

/** Starts the Firebase Auth emulator (offline, demo project) from firebase-tools; null when not installed. */
export async function startAuthEmulator(): Promise<Emulator | null> {
  const bin = firebaseBin();
  if (!bin) return null;
  // Hub and logging ports too: the defaults (4400/4500) would clash with any other emulator on the machine.
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-firebase-'));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { port, host: '127.0.0.1' },
        hub: { port: hub, host: '127.0.0.1' },
        logging: { port: logging, host: '127.0.0.1' },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  // Through a guardian holding a pipe from this process: when this process ends in any way (an uncaught error,
  // Ctrl-C, SIGKILL), the pipe closes and the guardian kills the emulator's process group. The guardian runs in a
  // session of its own, so a SIGKILL to this process's whole group (a terminal's job, a supervisor) spares it.
  const child = spawn(
    process.execPath,
    [guardianScript, process.execPath, bin, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT],
    {
      cwd: dir,
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: '1' },
    },
  );
  // A closed pipe is the guardian's signal to stop; writing is never needed.
  child.stdin?.on('error', () => {});
  const stop = () => {
    process.removeListener('exit', stop);
    if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  // Slow on a busy machine without internet (the CLI tries the network first).
  const ready = waitForPort(port, child, 150_000).catch((err) => {
    stop();
    throw err;
  });
  // Callers that never await `ready` must not crash on its failure.
  ready.catch(() => {});
  return { host: `127.0.0.1:${port}`, ready, stop };
}
