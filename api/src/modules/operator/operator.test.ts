import { eq, sql } from 'drizzle-orm';
import { AuditList, NewOperatorBody, OperatorMeBody, OperatorSessionBody } from '@shop/shared/contract';
import { auditLog, operators, operatorSessions } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { auditRows, testOperator } from '../../testing/operators';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const admin = (url: string, auth?: string, payload?: unknown) =>
  t.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/admin/v1${url}`,
    headers: auth ? { authorization: auth } : {},
    payload,
  });
const signIn = (email: string, password: string) => admin('/session', undefined, { email, password });

describe('signing in', () => {
  test('the right password gives a session of twelve hours that /me reads', async () => {
    const staff = await testOperator(t, 'staff', { refundLimit: 500 });
    const res = await signIn(staff.email.toUpperCase(), staff.password);
    const body = res.json();
    expectShape(OperatorSessionBody, body);
    expect(body.data.operator).toEqual({
      id: staff.id,
      email: staff.email,
      name: expect.any(String),
      role: 'staff',
      refund_limit: 500,
    });
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const me = (await admin('/me', `Bearer ${body.data.token}`)).json();
    expectShape(OperatorMeBody, me);
    expect(me.data.permissions).toEqual(['orders', 'refunds', 'members']);
  });

  test('a wrong password, an unknown address and a disabled account are refused alike', async () => {
    const staff = await testOperator(t, 'staff');
    expectError(await signIn(staff.email, `${staff.password}x`), 401, 40140);
    expectError(await signIn('nobody@ops.test', staff.password), 401, 40140);
    await t.ctx.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, staff.id));
    expectError(await signIn(staff.email, staff.password), 401, 40140);
  });

  test('bad bodies are 400s', async () => {
    expectError(await admin('/session', undefined, { email: 'not an address', password: 'x' }), 400, 40004);
    expectError(await admin('/session', undefined, { email: 'a@b.test' }), 400, 40004);
  });

  test('the token is kept as its hash only', async () => {
    const owner = await testOperator(t, 'owner');
    const token = owner.auth.slice('Bearer '.length);
    const rows = await t.ctx.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, owner.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('sessions', () => {
  test('no token, a malformed one, a member JWT, an ended and an expired session: 401', async () => {
    expectError(await admin('/me'), 401, 40141);
    expectError(await admin('/me', 'Bearer nonsense'), 401, 40141);
    expectError(await admin('/me', await t.login()), 401, 40141);
    const ended = await testOperator(t, 'staff');
    expect((await admin('/session/end', ended.auth, {})).statusCode).toBe(200);
    expectError(await admin('/me', ended.auth), 401, 40141);
    const expired = await testOperator(t, 'staff');
    await t.ctx.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.operatorId, expired.id));
    expectError(await admin('/me', expired.auth), 401, 40141);
  });

  test("an operator's own password change ends their other sessions, not this one", async () => {
    const staff = await testOperator(t, 'staff');
    const other = `Bearer ${(await signIn(staff.email, staff.password)).json().data.token}`;
    expectError(
      await admin('/me/password', staff.auth, { current_password: 'wrong-password', new_password: 'a-new-long-password' }),
      401,
      40140,
    );
    expectError(await admin('/me/password', staff.auth, { current_password: staff.password, new_password: 'short' }), 400, 40004);
    const changed = await admin('/me/password', staff.auth, {
      current_password: staff.password,
      new_password: 'a-new-long-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await admin('/me', staff.auth)).statusCode).toBe(200);
    expectError(await admin('/me', other), 401, 40141);
    expectError(await signIn(staff.email, staff.password), 401, 40140);
    expect((await signIn(staff.email, 'a-new-long-password')).statusCode).toBe(200);
    expect((await auditRows(t)).filter((r) => r.action === 'operator.password' && r.targetId === String(staff.id))).toHaveLength(
      1,
    );
  });
});

describe('accounts (owner)', () => {
  test('an owner creates a staff account whose password, shown once, signs in; the audit log has it', async () => {
    const owner = await testOperator(t, 'owner');
    const res = await admin('/operators', owner.auth, {
      email: 'New.Staff@Ops.test',
      name: '小陳',
      role: 'staff',
      refund_limit: 2000,
    });
    const body = res.json();
    expectShape(NewOperatorBody, body);
    expect(body.data.operator).toMatchObject({
      email: 'new.staff@ops.test',
      role: 'staff',
      refund_limit: 2000,
      disabled_at: null,
    });
    expect((await signIn('new.staff@ops.test', body.data.password)).statusCode).toBe(200);
    const [row] = (await auditRows(t)).filter(
      (r) => r.action === 'operator.create' && r.targetId === String(body.data.operator.id),
    );
    expect(row).toMatchObject({ operatorId: owner.id, target: 'operator', before: null, after: { email: 'new.staff@ops.test' } });
    expect(JSON.stringify(row)).not.toContain(body.data.password);
    expectError(await admin('/operators', owner.auth, { email: 'new.staff@ops.test', name: 'again', role: 'staff' }), 409, 40991);
    expectError(await admin('/operators', owner.auth, { email: 'x@ops.test', name: 'x', role: 'root' }), 400, 40004);
  });

  test('an owner and a merchandiser have no refund limit to choose: none and nothing', async () => {
    const owner = await testOperator(t, 'owner');
    const made = async (role: string) =>
      (await admin('/operators', owner.auth, { email: `${role}-limit@ops.test`, name: role, role, refund_limit: 99 })).json().data
        .operator;
    expect((await made('owner')).refund_limit).toBeNull();
    expect((await made('merchandiser')).refund_limit).toBe(0);
  });

  test('staff and merchandisers may not manage accounts or read the log', async () => {
    for (const role of ['staff', 'merchandiser'] as const) {
      const auth = (await testOperator(t, role)).auth;
      expectError(await admin('/operators', auth), 403, 40340);
      expectError(await admin('/operators', auth, { email: `by-${role}@ops.test`, name: 'x', role: 'owner' }), 403, 40340);
      expectError(await admin('/operators/1/disable', auth, {}), 403, 40340);
      expectError(await admin('/audit', auth), 403, 40340);
    }
    expect(await t.ctx.db.select().from(operators).where(eq(operators.email, 'by-staff@ops.test'))).toEqual([]);
  });

  test('disabling an account ends its sessions and is logged with before and after; an unknown id is 404', async () => {
    const owner = await testOperator(t, 'owner');
    const staff = await testOperator(t, 'staff');
    const res = await admin(`/operators/${staff.id}/disable`, owner.auth, {});
    expect(res.json().data.disabled_at).toEqual(expect.any(String));
    expectError(await admin('/me', staff.auth), 401, 40141);
    const [row] = (await auditRows(t)).filter((r) => r.action === 'operator.disable' && r.targetId === String(staff.id));
    expect(row).toMatchObject({
      operatorId: owner.id,
      before: { disabled_at: null },
      after: { disabled_at: expect.any(String) },
    });
    expectError(await admin('/operators/2147483647/disable', owner.auth, {}), 404, 40441);
    expectError(await admin('/operators/0/disable', owner.auth, {}), 400, 40004);
  });

  test('two owners disabling each other at once leave one owner', async () => {
    // Only these two owners are enabled.
    await t.ctx.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.role, 'owner'));
    const a = await testOperator(t, 'owner');
    const b = await testOperator(t, 'owner');
    const [byA, byB] = await Promise.all([
      admin(`/operators/${b.id}/disable`, a.auth, {}),
      admin(`/operators/${a.id}/disable`, b.auth, {}),
    ]);
    const codes = [byA, byB].map((r) => (r.statusCode === 200 ? 200 : r.json().error_code)).sort();
    // The second to run either finds its own session ended (401) or is the last owner (409).
    expect(codes[0]).toBe(200);
    expect([40141, 40992]).toContain(codes[1]);
    const enabled = await t.ctx.db
      .select()
      .from(operators)
      .where(sql`role = 'owner' and disabled_at is null`);
    expect(enabled).toHaveLength(1);
  });
});

describe('the audit log', () => {
  test('the owner reads it newest first, filtered by target', async () => {
    const owner = await testOperator(t, 'owner');
    const staff = await testOperator(t, 'staff');
    await admin(`/operators/${staff.id}/disable`, owner.auth, {});
    const res = await admin(`/audit?target=operator&target_id=${staff.id}`, owner.auth);
    const body = res.json() as AuditList;
    expectShape(AuditList, body);
    expect(body.data.map((r) => r.action)).toEqual(['operator.disable']);
    expect(body.data[0]).toMatchObject({ operator_id: owner.id, operator_email: owner.email });
    const past = (await admin(`/audit?target=operator&target_id=${staff.id}&page=9`, owner.auth)).json() as AuditList;
    expect(past).toMatchObject({ data: [], total: 1 });
    const all = (await admin('/audit?page_size=100', owner.auth)).json() as AuditList;
    expectShape(AuditList, all);
    expect(all.data.map((r) => r.id)).toEqual([...all.data.map((r) => r.id)].sort((x, y) => y - x));
    expectError(await admin('/audit?page_size=1000', owner.auth), 400, 40004);
  });

  test('nobody can change or delete a row, not even through the database', async () => {
    const owner = await testOperator(t, 'owner');
    const staff = await testOperator(t, 'staff');
    await admin(`/operators/${staff.id}/disable`, owner.auth, {});
    const before = await auditRows(t);
    const refusal = (write: Promise<unknown>) => write.then(String, (err: Error) => String(err.cause ?? err));
    expect(await refusal(t.ctx.db.update(auditLog).set({ action: 'nothing' }))).toMatch(/append-only/);
    expect(await refusal(t.ctx.db.delete(auditLog))).toMatch(/append-only/);
    expect(await refusal(t.ctx.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(await auditRows(t)).toEqual(before);
  });
});
