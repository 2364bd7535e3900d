import { randomBytes } from 'node:crypto';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string;
  picture: string;
}

const EMULATOR_VAR = 'FIREBASE_AUTH_EMULATOR_HOST';

/** Verifies Firebase ID tokens (Google sign-in) with firebase-admin; one named app per API instance. */
export class FirebaseVerifier {
  private readonly app: App;
  private readonly restoreEnv: () => void = () => {};

  /** `emulatorHost` (host:port of the Auth emulator, from config) makes it accept the emulator's unsigned tokens. */
  constructor(projectId: string, emulatorHost: string | undefined) {
    if (emulatorHost) {
      // firebase-admin has no option for the Auth emulator: it reads this variable on every call
      // (lib/auth/auth-api-request.js, emulatorHost()). This is the only place the API writes it, with the
      // value from config, and close() puts back what was there.
      const before = process.env[EMULATOR_VAR];
      process.env[EMULATOR_VAR] = emulatorHost;
      this.restoreEnv = () => {
        if (process.env[EMULATOR_VAR] !== emulatorHost) return;
        if (before === undefined) delete process.env[EMULATOR_VAR];
        else process.env[EMULATOR_VAR] = before;
      };
    }
    this.app = initializeApp({ projectId }, `shop-api-${randomBytes(4).toString('hex')}`);
  }

  /** Throws when the token is malformed, expired, revoked or for another project. */
  async verify(idToken: string): Promise<FirebaseIdentity> {
    const t = await getAuth(this.app).verifyIdToken(idToken);
    return {
      uid: t.uid,
      email: typeof t.email === 'string' ? t.email.toLowerCase() : undefined,
      emailVerified: t.email_verified === true,
      name: typeof t.name === 'string' ? t.name.slice(0, 50) : '',
      picture: typeof t.picture === 'string' && /^https?:\/\//.test(t.picture) ? t.picture.slice(0, 500) : '',
    };
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
    this.restoreEnv();
  }
}
