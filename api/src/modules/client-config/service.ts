import type { ClientConfig, FirebaseWebConfig } from '@shop/shared/contract';
import type { Config } from '../../config';

/** Any key is accepted by the Auth emulator; the browser SDK only insists that there is one. */
export const EMULATOR_API_KEY = 'demo-api-key';

/**
 * The Firebase web-app settings the browser needs for Google sign-in, or null when the API could not
 * verify the resulting ID tokens (no project) or the browser could not sign in (a real project without
 * FIREBASE_API_KEY): the login page shows no Google button then.
 */
export function firebaseWebConfig(config: Config): FirebaseWebConfig | null {
  const projectId = config.firebaseProjectId;
  if (!projectId) return null;
  // Firebase's default hosting domain of a project; a custom one is set with FIREBASE_AUTH_DOMAIN.
  const authDomain = config.firebaseAuthDomain ?? `${projectId}.firebaseapp.com`;
  if (config.firebaseAuthEmulatorHost) {
    return {
      apiKey: config.firebaseApiKey ?? EMULATOR_API_KEY,
      authDomain,
      projectId,
      emulatorUrl: `http://${config.firebaseAuthEmulatorHost}`,
    };
  }
  if (!config.firebaseApiKey) return null;
  return { apiKey: config.firebaseApiKey, authDomain, projectId, emulatorUrl: null };
}

export function clientConfig(config: Config): ClientConfig {
  return {
    firebase: firebaseWebConfig(config),
    storage: { bucket: config.storage.bucket, emulated: config.storage.emulated },
  };
}
