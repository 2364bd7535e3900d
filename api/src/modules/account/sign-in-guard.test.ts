import { sql } from 'drizzle-orm';
import { rateLimits, users } from '../../db/schema';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';

// Wrong passwords slow down the device that types them and never lock the owner out (issue 22 §4). The client
// address the API sees is the connection's: each 127.0.0.x below is another device.

let t: TestApi;
beforeAll(async () => {
  // The shipped per-minute limit: the old per-account lock refused the owner after 10 failures from anywhere.
  t = await startTestApi({ RATE_LOGIN_PER_MINUTE: '10' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, from?: string, locale = 'en') =>
  t.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email, password }, headers: { locale }, from });

/** Moves a device's last try back in time, as if it had waited that long. */
const wait = (email: string, seconds: number) =>
  t.ctx.db
    .update(rateLimits)
    .set({ resetsAt: sql`${rateLimits.resetsAt} - ${seconds} * interval '1 second'` })
    .where(sql`${rateLimits.key} like ${`login-tries:${email}|%`}`);

test('during a brute-force attack from other addresses the owner signs in at once', async () => {
  const email = 'demo@shop.local';
  const attack = [
    // One address hammering, then 25 addresses with one guess each.
    ...Array.from({ length: 25 }, () => '127.0.0.9'),
    ...Array.from({ length: 25 }, (_, i) => `127.0.0.${20 + i}`),
  ];
  const answers = [];
  for (const from of attack) answers.push(await signIn(email, 'Wrong999', from));
  for (const r of answers) expect([401, 429]).toContain(r.statusCode);
  // 5 free tries for the hammering address, one each for the others (a stall over a second may earn one more).
  const checked = answers.filter((r) => r.statusCode === 401).length;
  expect(checked).toBeGreaterThanOrEqual(30);
  expect(checked).toBeLessThanOrEqual(32);

  const owner = await signIn(email, 'Demo1234');
  expect(owner.statusCode).toBe(200);
  // Under attack, a new address that fails once waits before its second guess; a right password still passes.
  expectError(await signIn(email, 'Wrong999', '127.0.0.60'), 401, 40101);
  expectError(await signIn(email, 'Wrong999', '127.0.0.60'), 429, 42903);
  expect((await signIn(email, 'Demo1234', '127.0.0.61')).statusCode).toBe(200);
});

test('a device that keeps failing waits 1 s, then 2 s…, is told so, and other devices are not held back', async () => {
  const email = 'collector@shop.local';
  const device = '127.0.0.70';
  for (let i = 0; i < 5; i++) expectError(await signIn(email, 'Wrong999', device), 401, 40101);
  const slowed = await signIn(email, 'Wrong999', device);
  expect(expectError(slowed, 429, 42903).error_msg).toBe(
    'Too many failed sign-ins from this device: sign-in is slowed down, not locked. Please try again in 1 seconds.',
  );
  expect(slowed.headers['retry-after']).toBe('1');
  // While it waits, even the right password from that device is refused…
  expectError(await signIn(email, 'Collect5678', device), 429, 42903);
  await wait(email, 1);
  expectError(await signIn(email, 'Wrong999', device), 401, 40101);
  const longer = await signIn(email, 'Wrong999', device, 'tw');
  expect(expectError(longer, 429, 42903).error_msg).toBe(
    '此裝置登入失敗次數過多，登入已暫時放慢（帳號並未鎖定），請於 2 秒後再試',
  );
  expect(longer.headers['retry-after']).toBe('2');

  // …but the owner on another device signs in, and that does not let the failing device off.
  expect((await signIn(email, 'Collect5678', '127.0.0.71')).statusCode).toBe(200);
  expectError(await signIn(email, 'Wrong999', device), 429, 42903);
  // Once it has waited, the right password passes there too and the device starts afresh.
  await wait(email, 2);
  expect((await signIn(email, 'Collect5678', device)).statusCode).toBe(200);
  for (let i = 0; i < 5; i++) expectError(await signIn(email, 'Wrong999', device), 401, 40101);
});

test('a burst of 50 parallel guesses from one device gets its 5 free tries, not more', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => signIn('burst.target@example.com', 'Wrong999', '127.0.0.80')),
  );
  const checked = answers.filter((r) => r.statusCode === 401).length;
  // A stall of over a second inside the burst could earn the one try the first wait allows.
  expect(checked).toBeGreaterThanOrEqual(5);
  expect(checked).toBeLessThanOrEqual(6);
  for (const r of answers.filter((a) => a.statusCode !== 401)) {
    expect(r.statusCode).toBe(429);
    expect([42901, 42903]).toContain(r.json().error_code);
  }
});

test('an unknown address and a member without a password answer exactly like a wrong password, as slowly', async () => {
  await t.ctx.db.insert(users).values({ email: 'google.only@example.com', accountName: 'Google only' });
  const timed = async (email: string, from: string) => {
    const started = performance.now();
    const res = await signIn(email, 'Wrong999', from);
    return { ms: performance.now() - started, res };
  };
  const wrong = await timed('demo@shop.local', '127.0.0.90');
  const unknown = await timed('nobody@example.com', '127.0.0.91');
  const noPassword = await timed('google.only@example.com', '127.0.0.92');
  for (const { res } of [unknown, noPassword]) {
    expect(res.statusCode).toBe(wrong.res.statusCode);
    expect(res.json()).toEqual(wrong.res.json());
  }
  expect(wrong.res.json()).toEqual({ error_code: 40101, error_msg: 'Login failed. Account or password is incorrect.' });
  // The same password hash is checked either way (an unknown address used to answer without one).
  const median = async (email: string, from: string) => {
    const ms = [];
    for (let i = 0; i < 3; i++) ms.push((await timed(email, `${from}${i}`)).ms);
    return ms.sort((a, b) => a - b)[1]!;
  };
  const known = await median('collector@shop.local', '127.0.1.');
  const stranger = await median('nobody@example.com', '127.0.2.');
  expect(stranger).toBeGreaterThan(known / 4);
});
