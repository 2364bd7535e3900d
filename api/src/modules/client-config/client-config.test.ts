import { ClientConfig, TokenBody } from '@shop/shared/contract';
import { loadConfig } from '../../config';
import { ensureAuthEmulator } from '../../testing/auth-emulator';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { EMULATOR_API_KEY, firebaseWebConfig } from './service';

// The browser learns at run time whether and how to offer Google sign-in. With the local Auth emulator
// (started by `npm run test -w api`, or here when absent) the settings must be usable as they are.
let emulator: Awaited<ReturnType<typeof ensureAuthEmulator>>;
let withEmulator: TestApi;
beforeAll(async () => {
  emulator = await ensureAuthEmulator();
  withEmulator = await startTestApi({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
});
afterAll(async () => {
  await withEmulator.close();
  emulator.release();
});

test('with the emulator: demo project, an accepted key and the emulator URL, never cached', async () => {
  const res = await withEmulator.inject('/api/client-config');
  expect(res.statusCode).toBe(200);
  expectShape(ClientConfig, res.json());
  expect(res.json()).toEqual({
    firebase: {
      apiKey: EMULATOR_API_KEY,
      authDomain: 'demo-shop.firebaseapp.com',
      projectId: 'demo-shop',
      emulatorUrl: `http://${emulator.host}`,
    },
    storage: { bucket: 'demo-shop.appspot.com', emulated: true },
  });
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('the advertised settings work: a Google sign-in at that emulator with that key becomes a member', async () => {
  const { firebase } = (await withEmulator.inject('/api/client-config')).json() as ClientConfig;
  if (!firebase?.emulatorUrl) throw new Error('no emulator advertised');
  // What the browser SDK does after the emulator's account chooser, with the advertised URL and key.
  const idp = await fetch(
    `${firebase.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${encodeURIComponent(firebase.apiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: 'client-config-1', email: 'cc1@example.com', email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await idp.json()) as { idToken?: string };
  expect(typeof idToken).toBe('string');
  const login = await withEmulator.inject({
    method: 'POST',
    url: '/api/v1/account/firebaseLogin',
    payload: { id_token: idToken },
  });
  expect(login.statusCode).toBe(200);
  expectShape(TokenBody, login.json());
});

test('a real project: the settings from the environment and no emulator', async () => {
  const t = await startTestApi({
    FIREBASE_AUTH_EMULATOR_HOST: '',
    FIREBASE_PROJECT_ID: 'shop-prod',
    FIREBASE_API_KEY: 'AIzaSyTestKey',
    FIREBASE_AUTH_DOMAIN: 'login.shop.example',
  });
  try {
    const res = await t.inject({ url: '/api/client-config', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firebase: { apiKey: 'AIzaSyTestKey', authDomain: 'login.shop.example', projectId: 'shop-prod', emulatorUrl: null },
      // No FIREBASE_STORAGE_BUCKET: avatars still go to the API's own bucket, named after the project.
      storage: { bucket: 'shop-prod.appspot.com', emulated: true },
    });
  } finally {
    await t.close();
  }
});

test('without Firebase the browser is told there is no Google sign-in', async () => {
  const t = await startTestApi({ FIREBASE_AUTH_EMULATOR_HOST: '' });
  try {
    const res = await t.inject('/api/client-config');
    expect(res.statusCode).toBe(200);
    expectShape(ClientConfig, res.json());
    expect(res.json()).toEqual({ firebase: null, storage: { bucket: 'demo-shop.appspot.com', emulated: true } });
  } finally {
    await t.close();
  }
});

test('a project without a web API key offers no button; the auth domain defaults to the project’s', () => {
  expect(firebaseWebConfig(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod' }))).toBeNull();
  expect(firebaseWebConfig(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k' }))).toEqual({
    apiKey: 'k',
    authDomain: 'shop-prod.firebaseapp.com',
    projectId: 'shop-prod',
    emulatorUrl: null,
  });
  // A developer's own emulator with their own project id: that project, at that emulator.
  expect(firebaseWebConfig(loadConfig({ FIREBASE_PROJECT_ID: 'mine', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }))).toEqual({
    apiKey: EMULATOR_API_KEY,
    authDomain: 'mine.firebaseapp.com',
    projectId: 'mine',
    emulatorUrl: 'http://localhost:9099',
  });
});

test('a real bucket of a real project: the browser uploads to Firebase, and the API serves no /v0', async () => {
  const t = await startTestApi({
    FIREBASE_AUTH_EMULATOR_HOST: '',
    FIREBASE_PROJECT_ID: 'shop-prod',
    FIREBASE_API_KEY: 'AIzaSyTestKey',
    FIREBASE_STORAGE_BUCKET: 'shop-prod.firebasestorage.app',
  });
  try {
    const res = await t.inject('/api/client-config');
    expectShape(ClientConfig, res.json());
    expect(res.json().storage).toEqual({ bucket: 'shop-prod.firebasestorage.app', emulated: false });
    const upload = await t.inject({ method: 'POST', url: '/v0/b/shop-prod.firebasestorage.app/o?name=avatars%2F1%2Fa.png' });
    expect(upload.statusCode).toBe(404);
    expect(upload.json().error_code).toBeUndefined();
  } finally {
    await t.close();
  }
});

test('the bucket stays emulated with the Auth emulator or without a web API key, even when one is named', () => {
  const storage = (env: Record<string, string>) => loadConfig(env).storage;
  expect(storage({})).toMatchObject({ bucket: 'demo-shop.appspot.com', emulated: true });
  expect(storage({ FIREBASE_STORAGE_BUCKET: 'b.appspot.com', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toMatchObject({
    bucket: 'b.appspot.com',
    emulated: true,
  });
  expect(storage({ FIREBASE_STORAGE_BUCKET: 'b.appspot.com', FIREBASE_PROJECT_ID: 'p' })).toMatchObject({ emulated: true });
  expect(storage({ FIREBASE_STORAGE_BUCKET: 'b.appspot.com', FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k' })).toMatchObject({
    bucket: 'b.appspot.com',
    emulated: false,
  });
});

test('input: any query parameter is 40004; other methods and the v1 path are 404', async () => {
  expectError(await withEmulator.inject('/api/client-config?x=1'), 400, 40004);
  expectError(await withEmulator.inject({ method: 'POST', url: '/api/client-config', payload: {} }), 404, 40401);
  expectError(await withEmulator.inject('/api/v1/client-config'), 404, 40401);
  // Shown in the API's OpenAPI document like every other route, so the fuzz test reaches it too.
  const doc = (await withEmulator.inject('/api/v1/openapi.json')).json() as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toContain('/api/client-config');
});
