import { AdminMemberBody, AdminMemberList } from '@shop/shared/contract';
import { DEMO_MEMBER } from '../../seed';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's members: found, read with their orders, disabled and enabled again.

let t: TestApi;
let staff: string;
beforeAll(async () => {
  t = await startTestApi();
  staff = await operatorToken(t, 'staff');
});
afterAll(() => t.close());

const admin = (url: string, auth: string | undefined, payload?: unknown) =>
  t.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/admin/v1${url}`,
    headers: auth ? { authorization: auth } : {},
    payload,
  });
const found = async (q: string) => {
  const body = (await admin(`/members?q=${encodeURIComponent(q)}`, staff)).json() as AdminMemberList;
  expectShape(AdminMemberList, body);
  return body;
};

test('staff find members by part of their e-mail in any case, or their name; a % is a letter', async () => {
  expect((await found('DEMO@shop')).data.map((m) => m.email)).toEqual([DEMO_MEMBER.email]);
  expect((await found(DEMO_MEMBER.name)).data.map((m) => m.email)).toEqual([DEMO_MEMBER.email]);
  expect((await found('%')).total).toBe(0);
  const past = (await admin(`/members?q=${encodeURIComponent(DEMO_MEMBER.email)}&page=5`, staff)).json();
  expect(past).toMatchObject({ data: [], total: 1 });
  const all = (await admin('/members?page_size=2', staff)).json() as AdminMemberList;
  expect(all.data).toHaveLength(2);
  expect(all.total).toBeGreaterThanOrEqual(2);
  expectError(await admin('/members?page_size=500', staff), 400, 40004);
});

test("a member's record has their orders and kuji orders as their member centre lists them", async () => {
  const [demo] = (await found(DEMO_MEMBER.email)).data;
  const res = await admin(`/members/${demo!.id}`, staff);
  const body = res.json();
  expectShape(AdminMemberBody, body);
  const auth = await t.login();
  const own = (await t.inject({ url: '/api/v1/order?page_size=20', headers: { authorization: auth } })).json();
  expect(body.data.orders.data.map((o: { order_id: number }) => o.order_id)).toEqual(
    own.data.map((o: { order_id: number }) => o.order_id),
  );
  expect(body.data.orders.total).toBeGreaterThan(0);
  expectError(await admin('/members/2147483647', staff), 404, 40442);
});

test('a disabled member is signed out at once and cannot sign in; enabled, they can; both are in the audit log', async () => {
  const [demo] = (await found(DEMO_MEMBER.email)).data;
  const token = await t.login();
  const disabled = await admin(`/members/${demo!.id}/disable`, staff, {});
  expect(disabled.json().data.account_status).toBe('disabled');
  expectError(await t.inject({ url: '/api/v1/personal', headers: { authorization: token } }), 403, 40301);
  const login = () =>
    t.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
  expectError(await login(), 401, 40101);
  expect((await admin(`/members/${demo!.id}/enable`, staff, {})).json().data.account_status).toBe('active');
  expect((await login()).statusCode).toBe(200);
  const rows = (await auditRows(t)).filter((r) => r.target === 'member' && r.targetId === String(demo!.id));
  expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
    ['member.disable', { account_status: 'active' }, { account_status: 'disabled' }],
    ['member.enable', { account_status: 'disabled' }, { account_status: 'active' }],
  ]);
});

test('a merchandiser and a visitor are refused every member route', async () => {
  const merchandiser = await operatorToken(t, 'merchandiser');
  for (const auth of [merchandiser, undefined]) {
    const [status, code] = auth ? [403, 40340] : [401, 40141];
    expectError(await admin('/members', auth), status, code);
    expectError(await admin('/members/1', auth), status, code);
    expectError(await admin('/members/1/disable', auth, {}), status, code);
  }
});
