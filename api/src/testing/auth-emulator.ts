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
 * For a test file that signs in with Google: uses the Auth emulator `npm run test -w api` started, or starts
 * its own when the file runs alone. Returns what to call after the file's tests (stops an own emulator).
 */
export async function ensureAuthEmulator(): Promise<() => void> {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    await untilListening(given);
    return () => undefined;
  }
  const own = await startAuthEmulator();
  if (!own) throw new Error('firebase-tools is not installed');
  await own.ready;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = own.host;
  return () => {
    own.stop();
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  };
}
