import type { Auth } from 'firebase/auth';
import { ApiError } from '@shop/shared/transport';
import { firebaseLogin } from '../../api/account';
import { track } from '@shop/shared/analytics';
import type { FirebaseWebConfig } from '@shop/shared/contract';
import { signIn } from '@shop/shared/stores';

type AuthSdk = typeof import('firebase/auth');

let started: Promise<{ auth: Auth; sdk: AuthSdk }> | null = null;

/**
 * The Firebase SDK is fetched on the first click of the Google button, never with the page: it is larger
 * than the rest of the sign-in page. One app per page load; a failed chunk load is retried on the next click.
 * The price: on that first click the popup opens only after the download, and a browser strict about user
 * activation may block it (auth/popup-blocked, which asks to try again); the next click opens it at once.
 */
function firebaseAuth(config: FirebaseWebConfig): Promise<{ auth: Auth; sdk: AuthSdk }> {
  started ??= (async () => {
    // One named chunk (firebase.<hash>.js): one request on click, and a name tests can look for.
    const [{ initializeApp }, sdk] = await Promise.all([
      import(/* webpackChunkName: "firebase" */ 'firebase/app'),
      import(/* webpackChunkName: "firebase" */ 'firebase/auth'),
    ]);
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const auth = sdk.getAuth(app);
    // Without disableWarnings the SDK pins an "emulator mode" banner over the page.
    if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/**
 * Starts fetching the SDK when the shopper shows intent (pointer over or focus on the button), so the click
 * that follows can open the popup at once, inside the browser's user-activation window.
 */
export function prepareGoogleSignIn(config: FirebaseWebConfig): void {
  firebaseAuth(config).catch(() => undefined);
}

/** Closing or superseding the popup is the shopper changing their mind, not a failure to report. */
const cancelCodes = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * What a failed Google sign-in means for the page: `cancelled` shows nothing; `api` was already shown by
 * the API client (the server's message); `popup-blocked` asks to allow the popup; anything else is generic.
 */
export function googleFailure(error: unknown): 'cancelled' | 'api' | 'popup-blocked' | 'other' {
  if (error instanceof ApiError) return 'api';
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code !== 'string') return 'other';
  if (cancelCodes.has(code)) return 'cancelled';
  return code === 'auth/popup-blocked' ? 'popup-blocked' : 'other';
}

/**
 * Google sign-in: Google's popup (the emulator's account chooser locally) gives a Firebase ID token, the
 * API exchanges it for the shop's own token, and the session starts as after an e-mail login (the route
 * guard then follows `redirect`). Rejects with the SDK's or the API client's error.
 */
export async function signInWithGoogle(config: FirebaseWebConfig): Promise<void> {
  const { auth, sdk } = await firebaseAuth(config);
  const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  let idToken: string;
  try {
    idToken = await user.getIdToken();
  } finally {
    // The shop's session is its own token; a Firebase session left in IndexedDB would outlive logging out.
    sdk.signOut(auth).catch(() => undefined);
  }
  const { data } = await firebaseLogin({ id_token: idToken }, { loading: true });
  track.login('google', data.user_id);
  signIn(data.jwt);
}
