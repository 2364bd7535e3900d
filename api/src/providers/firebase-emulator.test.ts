import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The emulator runs detached (its own process group), so nothing but our code ends it. A process that
// started one and exits without stopping it (a test runner, a server on an uncaught error) must not leave
// it listening.
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

test('an emulator whose starter exits without stopping it is stopped with that process', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-exit-'));
  try {
    const script = path.join(dir, 'starter.mts');
    fs.writeFileSync(
      script,
      `import { startAuthEmulator } from ${JSON.stringify(pathToFileURL(path.join(here, 'firebase-emulator.ts')).href)};
const emulator = await startAuthEmulator();
if (!emulator) throw new Error('firebase-tools is not installed');
await emulator.ready;
console.log(emulator.host);
process.exit(0);
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    const host = out.trim();
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    // SIGKILL is immediate, but the port closes a moment later.
    let open = true;
    for (let attempt = 0; attempt < 20 && open; attempt++) {
      open = await listening(host);
      if (open) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(open).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
