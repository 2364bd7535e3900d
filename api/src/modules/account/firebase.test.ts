import { eq } from 'drizzle-orm';
import { TokenBody } from '@shop/shared/contract';
import { users } from '../../db/schema';
import { ensureAuthEmulator } from '../../testing/auth-emulator';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

// Google sign-in against the Firebase Auth emulator (started by `npm run test -w api`, or here when absent).
let emulator: Awaited<ReturnType<typeof ensureAuthEmulator>>;
let t: TestApi;
beforeAll(async () => {
  emulator = await ensureAuthEmulator();
  t = await startTestApi({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
});
afterAll(async () => {
  await t.close();
  emulator.release();
});

/** What the browser's signInWithCredential(GoogleAuthProvider.credential(...)) does against the emulator. */
async function googleIdToken(claims: { sub: string; email: string; email_verified: boolean; name?: string }): Promise<string> {
  const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const login = (idToken: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/account/firebaseLogin', payload: { id_token: idToken }, headers });

test('a new Google user becomes a member; signing in again finds the same member', async () => {
  const token = await googleIdToken({ sub: 'google-new-1', email: 'googler@example.com', email_verified: true, name: 'Googler' });
  const first = await login(token);
  expect(first.statusCode).toBe(200);
  expectShape(TokenBody, first.json());
  const me = (await t.inject({ url: '/api/v1/personal', headers: { authorization: `Bearer ${first.json().data.jwt}` } })).json()
    .data;
  expect(me).toMatchObject({ email: 'googler@example.com', account_name: 'Googler' });
  const again = await login(await googleIdToken({ sub: 'google-new-1', email: 'googler@example.com', email_verified: true }));
  expect(again.json().data.user_id).toBe(first.json().data.user_id);
});

test('a verified Google address links to the existing e-mail member', async () => {
  const res = await login(await googleIdToken({ sub: 'google-demo', email: 'demo@shop.local', email_verified: true }));
  expect(res.statusCode).toBe(200);
  const [demo] = await t.ctx.db.select().from(users).where(eq(users.email, 'demo@shop.local'));
  expect(res.json().data.user_id).toBe(demo!.id);
  expect(demo!.firebaseUid).toBeTruthy();
});

test('an unverified address does not take over an existing member', async () => {
  const res = await login(await googleIdToken({ sub: 'google-sneaky', email: 'collector@shop.local', email_verified: false }));
  expect(res.statusCode).toBe(200);
  const [collector] = await t.ctx.db.select().from(users).where(eq(users.email, 'collector@shop.local'));
  expect(res.json().data.user_id).not.toBe(collector!.id);
});

test('invalid tokens are 40105; bad input 40004', async () => {
  expectError(await login('not.a.firebase-token'), 401, 40105);
  expectError(await login('x'), 400, 40004);
  expectError(await t.inject({ method: 'POST', url: '/api/v1/account/firebaseLogin', payload: { token: 'abc' } }), 400, 40004);
});

test('a shop without a Firebase project says Google sign-in is not offered (404 40403), not that a provider is down', async () => {
  const off = await startTestApi();
  try {
    const res = await off.inject({
      method: 'POST',
      url: '/api/v1/account/firebaseLogin',
      headers: { locale: 'en' },
      payload: { id_token: await googleIdToken({ sub: 'google-off', email: 'off@example.com', email_verified: true }) },
    });
    expect(expectError(res, 404, 40403).error_msg).toBe('This sign-in method is not available.');
  } finally {
    await off.close();
  }
});

test('firebaseLogin needs no bearer token and ignores a broken one', async () => {
  const token = await googleIdToken({ sub: 'google-new-2', email: 'g2@example.com', email_verified: true });
  expect((await login(token, { authorization: 'Bearer broken' })).statusCode).toBe(200);
});
