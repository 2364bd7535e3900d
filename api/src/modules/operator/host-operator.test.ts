import { auditRows, testOperator } from '../../testing/operators';
import { startTestApi, type TestApi } from '../../testing/harness';

// What the hosting server asks the API about operators (its release API guards itself): who is signed in, with
// their role's permissions, and an audit row for what it did for them.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('operatorFor', () => {
  test('names the owner behind a live session, with the releases permission only the owner has', async () => {
    const owner = await testOperator(t, 'owner');
    expect(await t.handle.operatorFor(owner.auth)).toEqual({
      id: owner.id,
      email: owner.email,
      name: expect.any(String),
      role: 'owner',
      permissions: expect.arrayContaining(['releases', 'audit']),
    });
    for (const role of ['staff', 'merchandiser'] as const) {
      const other = await t.handle.operatorFor((await testOperator(t, role)).auth);
      expect(other?.role).toBe(role);
      expect(other?.permissions).not.toContain('releases');
    }
  });

  test('is undefined without a header, for a made-up token, and once the session ended', async () => {
    const owner = await testOperator(t, 'owner');
    expect(await t.handle.operatorFor(undefined)).toBeUndefined();
    expect(await t.handle.operatorFor(`Bearer ${'x'.repeat(43)}`)).toBeUndefined();
    expect(await t.handle.operatorFor(owner.auth.replace('Bearer ', ''))).toBeUndefined();
    const ended = await t.inject({
      method: 'POST',
      url: '/api/admin/v1/session/end',
      headers: { authorization: owner.auth },
    });
    expect(ended.statusCode).toBeLessThan(300);
    expect(await t.handle.operatorFor(owner.auth)).toBeUndefined();
  });
});

test('recordAudit writes one row for the operator, which the audit log shows', async () => {
  const owner = await testOperator(t, 'owner');
  await t.handle.recordAudit(owner.id, {
    action: 'release.promote',
    target: 'release',
    targetId: 'mf-catalog',
    before: { stable: '1.0.0-a', canary: '1.0.1-b' },
    after: { stable: '1.0.1-b' },
  });
  expect((await auditRows(t)).at(-1)).toMatchObject({
    operatorId: owner.id,
    action: 'release.promote',
    target: 'release',
    targetId: 'mf-catalog',
    before: { stable: '1.0.0-a', canary: '1.0.1-b' },
    after: { stable: '1.0.1-b' },
  });
  const log = await t.inject({
    url: '/api/admin/v1/audit?target=release&target_id=mf-catalog',
    headers: { authorization: owner.auth },
  });
  expect(log.json().data[0]).toMatchObject({ operator_email: owner.email, action: 'release.promote' });
});
