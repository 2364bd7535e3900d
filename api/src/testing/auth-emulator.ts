import net from 'node:net';
import { startAuthEmulator } from '../providers/firebase-emulator';

const listening = (host: string) =>
  new Promise<boolean>((resolve) => {
    const [address, port] = host.split(':');
    const socket = net.connect(Number(port), address!, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** The emulator `npm run test -w api` started may still be booting (it takes 5–45 s): wait until it listens. */
async function untilListening(host: string, timeoutMs = 150_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (await listening(host)) return;
  }
  throw new Error(`the Firebase Auth emulator at ${host} did not start`);
}

/**
 * For a test file that signs in with Google: the Auth emulator `npm run test -w api` started, or one of the
 * file's own when it runs alone. Pass `host` to startTestApi as FIREBASE_AUTH_EMULATOR_HOST; call `release`
 * after the file's tests (it stops an own emulator).
 */
export async function ensureAuthEmulator(): Promise<{ host: string; release: () => void }> {
  const given = process.env.TEST_AUTH_EMULATOR_HOST;
  if (given) {
    await untilListening(given);
    return { host: given, release: () => undefined };
  }
  const own = await startAuthEmulator();
  if (!own) throw new Error('firebase-tools is not installed');
  await own.ready;
  return { host: own.host, release: own.stop };
}
