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

/** Verifies Firebase ID tokens (Google sign-in) with firebase-admin; one named app per API instance. */
export class FirebaseVerifier {
  private readonly app: App;

  constructor(projectId: string) {
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

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}
