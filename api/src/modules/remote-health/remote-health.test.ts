import http from 'node:http';
import { sql } from 'drizzle-orm';
import { remoteHealthCounts } from '../../db/schema';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { recordRemoteHealth, remoteHealthReader, remoteHealthSince } from './service';

// The shell's health beacon: counts per remote, version and minute that the release tooling reads to roll a
// failing canary back. Runs on PGlite and PostgreSQL like every API test.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ RATE_BEACON_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/beacon/remote-health';
const beacon = (payload: unknown, headers: Record<string, string> = {}, api = t) =>
  api.inject({
    method: 'POST',
    url: URL,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const since = new Date(Date.now() - 60_000);
const health = (remote: string, version: string) => remoteHealthSince(t.ctx.db, { remote, version, since });

test('a beacon is counted per remote, version and kind, and answered 204 with no body', async () => {
  const res = await beacon([
    { remote: 'mf_catalog', version: '1.0.0-aaaa0001', kind: 'load' },
    { remote: 'mf_catalog', version: '1.0.0-aaaa0001', kind: 'load', count: 2 },
    { remote: 'mf_catalog', version: '1.0.0-aaaa0001', kind: 'render-error' },
    { remote: 'mf_catalog', version: '1.0.0-aaaa0001', kind: 'unhandled-error', count: 3 },
    { remote: 'mf_checkout', version: '2.3.4-beta.1-bbbb0001', kind: 'load-failure' },
  ]);
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  expect(await health('mf_catalog', '1.0.0-aaaa0001')).toEqual({
    loads: 3,
    errors: 4,
    byKind: { load: 3, 'load-failure': 0, 'render-error': 1, 'unhandled-error': 3 },
  });
  expect(await health('mf_checkout', '2.3.4-beta.1-bbbb0001')).toMatchObject({ loads: 0, errors: 1 });
  // Another version of the same remote is counted apart.
  expect(await health('mf_catalog', '1.0.0-aaaa0002')).toMatchObject({ loads: 0, errors: 0 });
});

test('navigator.sendBeacon’s text/plain string body is read as JSON', async () => {
  const events = [{ remote: 'mf_fanza', version: '1.0.0-cccc0001', kind: 'load' }];
  expect((await beacon(events, { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
  expect((await beacon(events, { 'content-type': 'text/plain' })).statusCode).toBe(204);
  expect(await health('mf_fanza', '1.0.0-cccc0001')).toMatchObject({ loads: 2 });
  // Malformed JSON as text is a 400 in the API's shape, not a 500.
  expectError(await beacon('[{"remote": ', { 'content-type': 'text/plain' }), 400, 40004);
});

test('anything but a batch of known remotes, published versions and the four kinds is refused whole', async () => {
  const ok = { remote: 'mf_member', version: '1.0.0-dddd0001', kind: 'load' };
  const refused: unknown[] = [
    [],
    {},
    ok,
    Array(51).fill(ok),
    [{ ...ok, remote: 'mf_unknown' }],
    [{ ...ok, remote: 'shell' }],
    [{ ...ok, version: 'dev' }],
    [{ ...ok, version: '1.0.0' }],
    [{ ...ok, version: '1.0.0-DDDD0001' }],
    [{ ...ok, version: `1.0.0-${'x'.repeat(60)}-dddd0001` }],
    [{ ...ok, kind: 'crash' }],
    [{ ...ok, count: 0 }],
    [{ ...ok, count: 101 }],
    [{ ...ok, count: 1.5 }],
    [{ ...ok, count: '2' }],
    // Nothing that could say who or where: no page address, message, user.
    [{ ...ok, url: 'https://shop.example/member?email=a@b.co' }],
    [{ ...ok, message: 'TypeError at a@b.co' }],
    [{ ...ok, user_id: 12 }],
    [ok, { ...ok, remote: 'mf_unknown' }],
  ];
  for (const payload of refused) {
    const body = expectError(await beacon(payload, { locale: 'en' }), 400, 40004);
    expect(body.error_msg).toBe('Invalid parameters, please re-enter.');
  }
  expect(expectError(await beacon([{ ...ok, kind: 'x' }]), 400, 40004).error_msg).toBe('參數錯誤，請重新輸入');
  expect(expectError(await beacon([{ ...ok, kind: 'x' }], { locale: 'zh-CN' }), 400, 40004).error_msg).toBe(
    '参数错误，请重新输入',
  );
  // Other media types, a query string, other methods.
  expectError(await beacon('remote=mf_member', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 40004);
  expectError(await t.inject({ method: 'POST', url: `${URL}?page=/member`, payload: [ok] }), 400, 40004);
  expectError(await t.inject(URL), 404, 40401);
  expectError(await beacon(JSON.stringify(Array(400).fill({ ...ok, kind: 'unhandled-error' }))), 413, 40004);
  expect(await health('mf_member', '1.0.0-dddd0001')).toMatchObject({ loads: 0, errors: 0 });
});

test('beacons are limited per client address (malformed ones count too), in the API’s error shape', async () => {
  const limited = await startTestApi({ RATE_BEACON_PER_MINUTE: '3' });
  try {
    const ok = [{ remote: 'mf_catalog', version: '9.9.9-eeee0001', kind: 'load' }];
    expect((await beacon(ok, {}, limited)).statusCode).toBe(204);
    expectError(await beacon('not json', {}, limited), 400, 40004);
    expect((await beacon(ok, {}, limited)).statusCode).toBe(204);
    const refused = await beacon(ok, { locale: 'en' }, limited);
    expect(expectError(refused, 429, 42901).error_msg).toBe('Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const counts = await remoteHealthSince(limited.ctx.db, { remote: 'mf_catalog', version: '9.9.9-eeee0001', since });
    expect(counts.loads).toBe(2);
  } finally {
    await limited.close();
  }
});

test('300 concurrent beacons on the same counters: every event counted exactly once', async () => {
  const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const a = { remote: 'mf_catalog', version: '3.0.0-ffff0001' };
    const b = { remote: 'mf_fanza', version: '3.0.0-ffff0002' };
    // Each beacon touches both rows, in alternating orders: locking them must not deadlock.
    const payload = (i: number) =>
      i % 2
        ? [
            { ...a, kind: 'load' },
            { ...b, kind: 'load', count: 2 },
            { ...a, kind: 'render-error' },
          ]
        : [
            { ...b, kind: 'unhandled-error' },
            { ...a, kind: 'load' },
            { ...b, kind: 'load' },
          ];
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.inject({ method: 'POST', url: URL, payload: payload(i), headers: { 'content-type': 'text/plain' }, agent: wide }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(300).fill(204));
    expect(await health(a.remote, a.version)).toEqual({
      loads: 300,
      errors: 150,
      byKind: { load: 300, 'load-failure': 0, 'render-error': 150, 'unhandled-error': 0 },
    });
    expect(await health(b.remote, b.version)).toEqual({
      loads: 450,
      errors: 150,
      byKind: { load: 450, 'load-failure': 0, 'render-error': 0, 'unhandled-error': 150 },
    });
  } finally {
    wide.destroy();
  }
}, 60_000);

test('no personal data is kept: only remote, version, minute and counts, whatever the request carried', async () => {
  const res = await beacon([{ remote: 'mf_member', version: '4.0.0-abcd0001', kind: 'load' }], {
    authorization: await t.login(),
    cookie: 'shop_bucket=4242; lang=en',
    'user-agent': 'Mozilla/5.0 (private-agent-marker)',
    'x-forwarded-for': '203.0.113.77',
    referer: 'https://shop.example/member/orders?order_id=9',
  });
  expect(res.statusCode).toBe(204);
  const columns = (await t.ctx.db.execute(
    sql`select column_name from information_schema.columns where table_name = 'remote_health_counts' order by column_name`,
  )) as unknown as { rows: { column_name: string }[] };
  expect(columns.rows.map((c) => c.column_name)).toEqual([
    'load_failures',
    'loads',
    'minute',
    'remote',
    'render_errors',
    'unhandled_errors',
    'version',
  ]);
  const stored = JSON.stringify(await t.ctx.db.select().from(remoteHealthCounts));
  for (const secret of ['203.0.113.77', '127.0.0.1', 'private-agent-marker', 'order_id', '4242', 'Bearer']) {
    expect(stored).not.toContain(secret);
  }
});

test('the release tooling reads a remote version since a moment, and every version reported since then', async () => {
  const db = t.ctx.db;
  const v = { remote: 'mf_checkout', version: '5.0.0-01234567' };
  await recordRemoteHealth(db, [{ ...v, kind: 'load', count: 7 }], new Date('2026-01-01T10:00:30Z'));
  await recordRemoteHealth(db, [{ ...v, kind: 'load', count: 5 }], new Date('2026-01-01T10:05:10Z'));
  await recordRemoteHealth(db, [{ ...v, kind: 'load-failure' }], new Date('2026-01-01T10:05:50Z'));
  await recordRemoteHealth(db, [{ ...v, version: '5.0.0-89abcdef', kind: 'load' }], new Date('2026-01-01T10:06:00Z'));
  const reader = remoteHealthReader(db);
  // Counters are per minute: a moment inside 10:05 includes all of 10:05.
  expect(await reader.remoteHealthSince({ ...v, since: new Date('2026-01-01T10:05:40Z') })).toEqual({
    loads: 5,
    errors: 1,
    byKind: { load: 5, 'load-failure': 1, 'render-error': 0, 'unhandled-error': 0 },
  });
  expect((await reader.remoteHealthSince({ ...v, since: new Date('2026-01-01T09:00:00Z') })).loads).toBe(12);
  const summary = await reader.remoteHealthSummary(new Date('2026-01-01T10:01:00Z'));
  expect(summary.filter((row) => row.remote === 'mf_checkout' && row.version.startsWith('5.0.0-'))).toEqual([
    { ...v, loads: 5, errors: 1, byKind: { load: 5, 'load-failure': 1, 'render-error': 0, 'unhandled-error': 0 } },
    {
      remote: 'mf_checkout',
      version: '5.0.0-89abcdef',
      loads: 1,
      errors: 0,
      byKind: { load: 1, 'load-failure': 0, 'render-error': 0, 'unhandled-error': 0 },
    },
  ]);
});

test('the beacon is described in the API’s OpenAPI document (so the fuzz test reaches it too)', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json() as {
    paths: Record<string, { post?: { requestBody?: { content?: object } } }>;
  };
  expect(Object.keys(doc.paths[URL]?.post?.requestBody?.content ?? {})).toEqual(['application/json', 'text/plain']);
});
