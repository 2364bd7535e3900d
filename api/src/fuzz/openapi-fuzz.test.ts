import { ensureAuthEmulator } from '../testing/auth-emulator';
import { startTestApi, type TestApi } from '../testing/harness';
import { badRequests, type OpenApiDoc } from './bad-requests';

// For every operation in the OpenAPI document, send generated bad inputs; nothing may answer 5xx.
let t: TestApi;
let auth: string;
let emulator: Awaited<ReturnType<typeof ensureAuthEmulator>>;
beforeAll(async () => {
  // Google sign-in configured as in development, so firebaseLogin meets the bad tokens too.
  emulator = await ensureAuthEmulator();
  t = await startTestApi({
    RATE_LOGIN_PER_MINUTE: '100000',
    RATE_CODE_PER_MINUTE: '100000',
    RATE_RESET_PER_MINUTE: '100000',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  auth = await t.login();
});
afterAll(async () => {
  await t.close();
  emulator.release();
});

/**
 * A stream route (Server-Sent Events) over real HTTP: a good input opens a stream that never ends, so only its status
 * is read (and its body when it failed) before the connection is dropped, as a browser leaving the page does.
 */
async function streamAnswer(method: string, url: string, headers: Record<string, string>) {
  const leave = new AbortController();
  const res = await fetch(`${t.base}${url}`, { method, headers, signal: leave.signal });
  const body = res.status >= 500 ? await res.text() : '';
  leave.abort();
  return { statusCode: res.status, body };
}

test('no generated bad input makes any route answer 5xx', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json() as OpenApiDoc;
  const requests = badRequests(doc);
  const failures: string[] = [];
  for (let i = 0; i < requests.length; i += 25) {
    const batch = requests.slice(i, i + 25);
    const results = await Promise.all(
      batch.map((r) => {
        // Logging out would end the session the other requests use.
        const headers: Record<string, string> = r.template.endsWith('/logout') ? {} : { authorization: auth };
        if (r.stream) return streamAnswer(r.method, r.url, headers);
        return t.inject({
          method: r.method,
          url: r.url,
          headers: r.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          payload: r.payload as never,
        });
      }),
    );
    results.forEach((res, j) => {
      if (res.statusCode >= 500)
        failures.push(
          `${batch[j]!.method} ${batch[j]!.url.slice(0, 120)} ${JSON.stringify(batch[j]!.payload)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
    });
  }
  console.log(`fuzz: ${requests.length} requests over ${Object.keys(doc.paths).length} paths, ${failures.length} answered ≥ 500`);
  expect(failures).toEqual([]);
  expect(requests.length).toBeGreaterThan(1000);
}, 300_000);
