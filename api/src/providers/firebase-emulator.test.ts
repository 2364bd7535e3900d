import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The emulator runs in its own process group, so no signal to its starter's group reaches it. A process that
// started one and ends without stopping it (a test runner, a server on an uncaught error, a SIGKILL) must not
// leave it listening.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const listening = (host: string) =>
  new Promise<boolean>((resolve) => {
    const [address, port] = host.split(':');
    const socket = net.connect(Number(port), address!, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Starts an emulator in a child process that prints its host, then exits (`exit`) or waits to be killed (`wait`).
 * With `mark`, the starter leads a process group of its own (a terminal's job) and everything it starts carries the
 * mark in its environment.
 */
async function starterOf(dir: string, ending: 'exit' | 'wait', mark?: string) {
  const script = path.join(dir, `starter-${ending}.mts`);
  fs.writeFileSync(
    script,
    `import { startAuthEmulator } from ${JSON.stringify(pathToFileURL(path.join(here, 'firebase-emulator.ts')).href)};
const emulator = await startAuthEmulator();
if (!emulator) throw new Error('firebase-tools is not installed');
await emulator.ready;
console.log(emulator.host);
${ending === 'exit' ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(mark ? { detached: true, env: { ...process.env, SHOP_EMULATOR_TEST: mark } } : {}),
  });
  const host = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', (code) => reject(new Error(`the starter exited with ${code} before the emulator was ready`)));
  });
  return { child, host };
}

/** Command lines of the live processes whose environment carries the mark. */
function markedProcesses(mark: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`SHOP_EMULATOR_TEST=${mark}`)) continue;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (command) found.push(command);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** SIGKILL is immediate, but the port closes a moment later. */
async function closedSoon(host: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await listening(host))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

test('an emulator whose starter exits without stopping it is stopped with that process', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-exit-'));
  try {
    const { child, host } = await starterOf(dir, 'exit');
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    expect(await closedSoon(host)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an emulator whose starter is killed outright (SIGKILL: no handler runs) is stopped too', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-kill-'));
  try {
    const { child, host } = await starterOf(dir, 'wait');
    expect(await listening(host)).toBe(true);
    child.kill('SIGKILL');
    expect(await closedSoon(host)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("an emulator whose starter's whole process group is killed outright (SIGKILL) is stopped too", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-group-'));
  const mark = randomUUID();
  try {
    const { child, host } = await starterOf(dir, 'wait', mark);
    expect(await listening(host)).toBe(true);
    expect(markedProcesses(mark).some((command) => command.includes('emulators:start'))).toBe(true);
    // What `kill -9 -<pgid>` does to `npm start` in a terminal: every process of the group dies at once.
    process.kill(-child.pid!, 'SIGKILL');
    expect(await closedSoon(host)).toBe(true);
    // Nothing the starter started is left: not the emulator, its CLI's children, nor whatever watched them.
    let left = markedProcesses(mark);
    for (let attempt = 0; attempt < 20 && left.length > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = markedProcesses(mark);
    }
    expect(left).toEqual([]);
  } finally {
    for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`SHOP_EMULATOR_TEST=${mark}`))
          process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
