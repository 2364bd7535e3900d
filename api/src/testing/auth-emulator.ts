import { startAuthEmulator } from '../providers/firebase-emulator';

/**
 * For a test file that signs in with Google: uses the Auth emulator `npm run test -w api` started, or starts
 * its own when the file runs alone. Returns what to call after the file's tests (stops an own emulator).
 */
export async function ensureAuthEmulator(): Promise<() => void> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return () => undefined;
  const own = await startAuthEmulator();
  if (!own) throw new Error('firebase-tools is not installed');
  await own.ready;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = own.host;
  return () => {
    own.stop();
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  };
}
