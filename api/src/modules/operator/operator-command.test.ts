import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { runOperatorsCommand } from './operator';

// The server's command that makes a new shop's first owner, and the sign-in's rate limits.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ RATE_LOGIN_PER_MINUTE: '3' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/admin/v1/session', payload: { email, password } });
const passwordIn = (line: string | undefined) => /\(shown once\): (\S+)$/.exec(line ?? '')?.[1] ?? '';

test('add makes an account whose printed password signs in; list shows it; reset-password replaces it', async () => {
  const [added] = await runOperatorsCommand(t.ctx.db, ['add', 'Boss@Shop.test', 'owner', '店長', '阿明']);
  expect(added).toMatch(/^#\d+ boss@shop\.test owner added; password \(shown once\): \S{20}$/);
  const first = await signIn('boss@shop.test', passwordIn(added));
  expect(first.json().data.operator).toMatchObject({ role: 'owner', name: '店長 阿明', refund_limit: null });
  expect(await runOperatorsCommand(t.ctx.db, ['list'])).toContainEqual(
    expect.stringMatching(/boss@shop\.test owner "店長 阿明"$/),
  );
  const [reset] = await runOperatorsCommand(t.ctx.db, ['reset-password', 'boss@shop.test']);
  const me = await t.inject({ url: '/api/admin/v1/me', headers: { authorization: `Bearer ${first.json().data.token}` } });
  expectError(me, 401, 40141);
  expect((await signIn('boss@shop.test', passwordIn(reset))).statusCode).toBe(200);
});

test('refusals: a taken address, an unknown role, a bad limit, no name, an unknown account', async () => {
  await runOperatorsCommand(t.ctx.db, ['add', 'clerk@shop.test', 'staff', 'Clerk', '--refund-limit', '800']);
  expect(await runOperatorsCommand(t.ctx.db, ['list'])).toContainEqual(
    expect.stringContaining('clerk@shop.test staff "Clerk" refunds ≤ NT$800'),
  );
  await expect(runOperatorsCommand(t.ctx.db, ['add', 'clerk@shop.test', 'staff', 'Again'])).rejects.toThrow(
    'already has an account',
  );
  await expect(runOperatorsCommand(t.ctx.db, ['add', 'x@shop.test', 'root', 'X'])).rejects.toThrow('not a role: root');
  await expect(runOperatorsCommand(t.ctx.db, ['add', 'x@shop.test', 'staff', 'X', '--refund-limit', '-5'])).rejects.toThrow(
    '--refund-limit',
  );
  await expect(runOperatorsCommand(t.ctx.db, ['add', 'x@shop.test', 'staff'])).rejects.toThrow('needs a name');
  await expect(runOperatorsCommand(t.ctx.db, ['add', 'not-an-address', 'staff', 'X'])).rejects.toThrow('not an e-mail address');
  await expect(runOperatorsCommand(t.ctx.db, ['reset-password', 'ghost@shop.test'])).rejects.toThrow('has no account');
});

test('sign-in attempts on one account are limited, then refused with Retry-After even with the right password', async () => {
  const [added] = await runOperatorsCommand(t.ctx.db, ['add', 'guessed@shop.test', 'staff', 'Guessed']);
  for (let i = 0; i < 3; i += 1) expectError(await signIn('guessed@shop.test', 'wrong-password-guess'), 401, 40140);
  const limited = await signIn('guessed@shop.test', passwordIn(added));
  expectError(limited, 429, 42901);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});
