import { randomBytes } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';

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
  private constructor(
    private readonly app: App,
    private readonly auth: Auth,
    private readonly deleteApp: (app: App) => Promise<void>,
    private readonly restoreEnv: () => void,
  ) {}

  /**
   * `emulatorHost` (host:port of the Auth emulator, from config) makes it accept the emulator's unsigned tokens.
   * firebase-admin is loaded here, not at start-up: an API without Google sign-in never pays for it.
   */
  static async create(projectId: string, emulatorHost: string | undefined): Promise<FirebaseVerifier> {
    const [{ initializeApp, deleteApp }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
    ]);
    let restoreEnv = () => {};
    if (emulatorHost) {
      // firebase-admin has no option for the Auth emulator: it reads this variable on every call
      // (lib/auth/auth-api-request.js, emulatorHost()). This is the only place the API writes it, with the
      // value from config, and close() puts back what was there.
      const before = process.env[EMULATOR_VAR];
      process.env[EMULATOR_VAR] = emulatorHost;
      restoreEnv = () => {
        if (process.env[EMULATOR_VAR] !== emulatorHost) return;
        if (before === undefined) delete process.env[EMULATOR_VAR];
        else process.env[EMULATOR_VAR] = before;
      };
    }
    const app = initializeApp({ projectId }, `shop-api-${randomBytes(4).toString('hex')}`);
    return new FirebaseVerifier(app, getAuth(app), deleteApp, restoreEnv);
  }

  /** Throws when the token is malformed, expired, revoked or for another project. */
  async verify(idToken: string): Promise<FirebaseIdentity> {
    const t = await this.auth.verifyIdToken(idToken);
    return {
      uid: t.uid,
      email: typeof t.email === 'string' ? t.email.toLowerCase() : undefined,
      emailVerified: t.email_verified === true,
      name: typeof t.name === 'string' ? t.name.slice(0, 50) : '',
      picture: typeof t.picture === 'string' && /^https?:\/\//.test(t.picture) ? t.picture.slice(0, 500) : '',
    };
  }

  async close(): Promise<void> {
    await this.deleteApp(this.app);
    this.restoreEnv();
  }
}
