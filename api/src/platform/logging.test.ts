import { startTestApi, type TestApi } from '../testing/harness';

const lines: string[] = [];
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({}, { logStream: { write: (l: string) => void lines.push(l) } });
});
afterAll(() => t.close());

test('structured logs carry request ids and never passwords, codes or tokens', async () => {
  const auth = await t.login('demo@shop.local', 'Demo1234');
  await t.inject({ url: '/api/v1/personal', headers: { authorization: auth, 'x-request-id': 'abc' } });
  await t.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'demo@shop.local', password: 'Wrong999' } });
  await t.inject({
    method: 'POST',
    url: '/api/v1/account/verify-account',
    payload: { email: 'demo@shop.local', code: '123456' },
  });
  const all = lines.join('');
  expect(lines.length).toBeGreaterThan(3);
  const parsed = lines.map((l) => JSON.parse(l));
  expect(parsed.some((l) => typeof l.reqId === 'string' && l.req?.url === '/api/v1/personal')).toBe(true);
  for (const secret of ['Demo1234', 'Wrong999', '123456', auth.slice(7), auth.slice(7, 40)]) expect(all).not.toContain(secret);
});
