import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { Ok, PersonalBody, SentBody } from '@shop/shared/contract';
import { users, verificationCodes } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { mailsTo, outboxSettled } from '../../testing/outbox';

// POST personal/password and POST personal/password/code: /member/password for members with a password and for
// members who came through Google or WeChat without one.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

let serial = 0;
/** A new member: with `password` an e-mail member, without one a Google member (real address) or WeChat (none). */
async function newMember(api: TestApi, kind: { password: string } | 'google' | 'wechat') {
  serial += 1;
  const email =
    kind === 'wechat' ? `wx-openid${serial}@wechat.invalid` : `pw-${serial}-${Math.floor(Math.random() * 1e9)}@example.com`;
  const [u] = await api.ctx.db
    .insert(users)
    .values({
      email,
      locale: 'en',
      passwordHash: typeof kind === 'object' ? await hash(kind.password) : null,
      ...(kind === 'google' && { firebaseUid: `google-${serial}` }),
      ...(kind === 'wechat' && { wechatOpenid: `openid${serial}` }),
    })
    .returning({ id: users.id });
  const auth = `Bearer ${(await api.ctx.tokens.issue(u!.id)).jwt}`;
  return { id: u!.id, email, auth };
}

const change = (api: TestApi, auth: string | undefined, payload: unknown, locale = 'en') =>
  api.inject({
    method: 'POST',
    url: '/api/v1/personal/password',
    headers: { ...(auth && { authorization: auth }), locale },
    payload,
  });
const requestCode = (api: TestApi, auth: string | undefined, locale = 'en') =>
  api.inject({
    method: 'POST',
    url: '/api/v1/personal/password/code',
    headers: { ...(auth && { authorization: auth }), locale },
    payload: {},
  });
const profile = async (auth: string) => t.inject({ url: '/api/v1/personal', headers: { authorization: auth } });
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email, password } });
const mails = async (to: string) =>
  (await t.inject(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json().data as { subject: string; text: string }[];
const codeFor = async (to: string) => /(\d{6})/.exec((await mails(to))[0]!.text)![1]!;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a member with a password changes it with the current one', () => {
  test('success: every session ends, the old password is refused, the new one signs in, a notice is mailed', async () => {
    const m = await newMember(t, { password: 'OldPass123' });
    const otherDevice = (await login(m.email, 'OldPass123')).json().data.jwt as string;
    expect((await profile(m.auth)).json().data.has_password).toBe(true);

    const res = await change(t, m.auth, { current_password: 'OldPass123', new_password: 'NewPass456' });
    expect(res.statusCode).toBe(200);
    expectShape(Ok, res.json());

    // The session that asked and every other one are over, though their JWTs have not expired.
    expectError(await profile(m.auth), 403, 40301);
    expectError(await profile(`Bearer ${otherDevice}`), 403, 40301);
    expectError(await login(m.email, 'OldPass123'), 401, 40101);
    const again = await login(m.email, 'NewPass456');
    expect(again.statusCode).toBe(200);
    expect((await profile(`Bearer ${again.json().data.jwt}`)).statusCode).toBe(200);
    const [notice] = await mailsTo(t.ctx.db, m.email);
    expect(notice!.subject).toBe('Your password was changed');
    expect(notice!.text).toContain(`${t.base}/forgot-password`);
  });

  test('a wrong current password is 40106 in the caller’s language and changes nothing', async () => {
    const m = await newMember(t, { password: 'Right1234' });
    const wrong = { current_password: 'Wrong1234', new_password: 'NewPass456' };
    expect(expectError(await change(t, m.auth, wrong, 'en'), 401, 40106).error_msg).toBe('The current password is incorrect');
    expect(expectError(await change(t, m.auth, wrong, 'zh-TW'), 401, 40106).error_msg).toBe('目前的密碼不正確');
    expect(expectError(await change(t, m.auth, wrong, 'zh-CN'), 401, 40106).error_msg).toBe('当前的密码不正确');
    expect((await profile(m.auth)).statusCode).toBe(200);
    expect((await login(m.email, 'Right1234')).statusCode).toBe(200);
    await outboxSettled(t.ctx.db);
    expect(await mails(m.email)).toEqual([]);
  });

  test('the current password as the new one is 40013 in the caller’s language and changes nothing', async () => {
    const m = await newMember(t, { password: 'Right1234' });
    const same = { current_password: 'Right1234', new_password: 'Right1234' };
    expect(expectError(await change(t, m.auth, same, 'en'), 400, 40013).error_msg).toBe(
      'The new password must be different from the current one',
    );
    expect(expectError(await change(t, m.auth, same, 'zh-TW'), 400, 40013).error_msg).toBe('新密碼不可與目前的密碼相同');
    expect(expectError(await change(t, m.auth, same, 'zh-CN'), 400, 40013).error_msg).toBe('新密码不可与当前的密码相同');
    // Only a proven current password is compared: a wrong one is still 40106, whatever the new one.
    expectError(await change(t, m.auth, { current_password: 'Wrong1234', new_password: 'Wrong1234' }), 401, 40106);
    // The session goes on, the password is the same, no notice was mailed; a different one is then taken.
    expect((await profile(m.auth)).statusCode).toBe(200);
    expect((await login(m.email, 'Right1234')).statusCode).toBe(200);
    await outboxSettled(t.ctx.db);
    expect(await mails(m.email)).toEqual([]);
    expect((await change(t, m.auth, { current_password: 'Right1234', new_password: 'Right12345' })).statusCode).toBe(200);
  });

  test('a weak new password is 40004 (6–20 characters mixing letters and digits) and changes nothing', async () => {
    const m = await newMember(t, { password: 'Right1234' });
    for (const weak of ['Ab1', 'onlyletters', '12345678', `A1${'b'.repeat(19)}`, 'Passw0rd!', 'Pass word1', '']) {
      expectError(await change(t, m.auth, { current_password: 'Right1234', new_password: weak }), 400, 40004);
    }
    expect((await login(m.email, 'Right1234')).statusCode).toBe(200);
  });

  test('bad shapes: neither or both proofs, unknown fields; a code is no proof for a member with a password', async () => {
    const m = await newMember(t, { password: 'Right1234' });
    const bodies = [
      { new_password: 'NewPass456' },
      { current_password: 'Right1234', code: '123456', new_password: 'NewPass456' },
      { current_password: 'Right1234', new_password: 'NewPass456', confirm: 'NewPass456' },
      { current_password: '', new_password: 'NewPass456' },
      { current_password: 'Right1234' },
      {},
    ];
    for (const body of bodies) expectError(await change(t, m.auth, body), 400, 40004);
    expect(expectError(await change(t, m.auth, { code: '123456', new_password: 'NewPass456' }), 409, 40903).error_msg).toBe(
      'Your account already has a password: change it with your current password',
    );
    expectError(await requestCode(t, m.auth), 409, 40903);
    expect((await login(m.email, 'Right1234')).statusCode).toBe(200);
  });

  test('without a valid session both routes are 40301', async () => {
    const body = { current_password: 'Demo1234', new_password: 'NewPass456' };
    expectError(await change(t, undefined, body), 403, 40301);
    expectError(await change(t, 'Bearer not-a-real-token', body), 403, 40301);
    expectError(await requestCode(t, undefined), 403, 40301);
    const m = await newMember(t, { password: 'Right1234' });
    await t.inject({ url: '/api/v1/account/logout', headers: { authorization: m.auth } });
    expectError(await change(t, m.auth, { current_password: 'Right1234', new_password: 'NewPass456' }), 403, 40301);
  });

  test('concurrent changes with the right password: exactly one wins, and its password is the one that works', async () => {
    const m = await newMember(t, { password: 'Right1234' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(t, m.auth, { current_password: 'Right1234', new_password: `Winner${i}x` })),
    );
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    // The others either lost the race on the stored password or arrived after the session had ended.
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([40106, 40301]).toContain(r.json().error_code);
    expect((await login(m.email, `Winner${won[0]}x`)).statusCode).toBe(200);
  });
});

describe('a Google or WeChat member without a password sets one with a mailed code', () => {
  test('the profile says so; the code comes by mail; a wrong code fails; the right one sets it and ends every session', async () => {
    const m = await newMember(t, 'google');
    const me = await profile(m.auth);
    expectShape(PersonalBody, me.json());
    expect(me.json().data.has_password).toBe(false);
    expectError(await change(t, m.auth, { current_password: 'Anything1', new_password: 'Mine12345' }), 400, 40004);

    const sent = await requestCode(t, m.auth);
    expect(sent.statusCode).toBe(200);
    expectShape(SentBody, sent.json());
    expect(sent.json().data.expires_in).toBe(600);
    expect((await mails(m.email))[0]!.subject).toBe('Your verification code');
    const code = await codeFor(m.email);
    expect(expectError(await change(t, m.auth, { code: otherThan(code), new_password: 'Mine12345' }), 400, 40010).error_msg).toBe(
      'Verification error',
    );
    expect((await change(t, m.auth, { code, new_password: 'Mine12345' })).statusCode).toBe(200);

    expectError(await profile(m.auth), 403, 40301);
    const signedIn = await login(m.email, 'Mine12345');
    expect(signedIn.statusCode).toBe(200);
    const auth = `Bearer ${signedIn.json().data.jwt}`;
    expect((await profile(auth)).json().data.has_password).toBe(true);
    // The code was single-use, and the member now changes the password with the current one.
    expectError(await change(t, auth, { code, new_password: 'Other1234' }), 409, 40903);
    expect((await mailsTo(t.ctx.db, m.email, 2))[1]!.subject).toBe('Your password was changed');
  });

  test('an expired code fails', async () => {
    const m = await newMember(t, 'google');
    await requestCode(t, m.auth);
    const code = await codeFor(m.email);
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, m.email));
    expectError(await change(t, m.auth, { code, new_password: 'Mine12345' }), 400, 40010);
    expect((await profile(m.auth)).json().data.has_password).toBe(false);
  });

  test('100 parallel wrong codes use up the code’s five tries: the right code then fails too', async () => {
    const m = await newMember(t, 'google');
    await requestCode(t, m.auth);
    const code = await codeFor(m.email);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => change(t, m.auth, { code: otherThan(code), new_password: 'Mine12345' })),
    );
    for (const r of results) expectError(r, 400, 40010);
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, m.email));
    expect(row!.attempts).toBe(5);
    expectError(await change(t, m.auth, { code, new_password: 'Mine12345' }), 400, 40010);
  });

  test('the right code sent ten times at once sets the password once', async () => {
    const m = await newMember(t, 'google');
    await requestCode(t, m.auth);
    const code = await codeFor(m.email);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(t, m.auth, { code, new_password: `Mine1234${i}` })),
    );
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    expect((await login(m.email, `Mine1234${won[0]}`)).statusCode).toBe(200);
  });

  test('a sign-up code for the same address does not set a password', async () => {
    const email = `signup-first-${Date.now()}@example.com`;
    await t.inject({ method: 'POST', url: '/api/v1/account/send-verification-email', payload: { email } });
    const signUpCode = await codeFor(email);
    // Then the same person signs in with Google instead: a member with that address and no password.
    const [u] = await t.ctx.db.insert(users).values({ email, firebaseUid: 'google-signup-first' }).returning({ id: users.id });
    const auth = `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}`;
    expectError(await change(t, auth, { code: signUpCode, new_password: 'Mine12345' }), 400, 40010);
  });

  test('a WeChat member has no address to mail a code to: 40012, in the caller’s language', async () => {
    const m = await newMember(t, 'wechat');
    expect((await profile(m.auth)).json().data.has_password).toBe(false);
    expect(expectError(await requestCode(t, m.auth, 'en'), 400, 40012).error_msg).toBe(
      'Your account has no e-mail address to send a verification code to',
    );
    expect(expectError(await requestCode(t, m.auth, 'zh-TW'), 400, 40012).error_msg).toBe(
      '您的帳號沒有電子郵件地址，無法寄送驗證碼',
    );
    expectError(await change(t, m.auth, { code: '123456', new_password: 'Mine12345' }), 400, 40012);
  });

  test('bad input to the code route is 40004', async () => {
    const m = await newMember(t, 'google');
    expectError(
      await t.inject({
        method: 'POST',
        url: '/api/v1/personal/password/code',
        headers: { authorization: m.auth },
        payload: { email: 'someone-else@example.com' },
      }),
      400,
      40004,
    );
    expectError(await change(t, m.auth, { code: '12345', new_password: 'Mine12345' }), 400, 40004);
    expectError(await change(t, m.auth, { code: 'abcdef', new_password: 'Mine12345' }), 400, 40004);
  });
});

describe('guesses are limited per member', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi({ RATE_LOGIN_PER_MINUTE: '5', RATE_CODE_PER_MINUTE: '2' });
  });
  afterAll(() => strict.close());

  test('100 parallel wrong current passwords: 5 are checked, 95 refused with 42901; then even the right one waits', async () => {
    const m = await newMember(strict, { password: 'Right1234' });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        change(strict, m.auth, { current_password: `Guess${i}x`, new_password: 'NewPass456' }),
      ),
    );
    const codes = results.map((r) => r.json().error_code);
    expect(codes.filter((c) => c === 40106)).toHaveLength(5);
    expect(codes.filter((c) => c === 42901)).toHaveLength(95);
    const blocked = await change(strict, m.auth, { current_password: 'Right1234', new_password: 'NewPass456' });
    expect(expectError(blocked, 429, 42901).error_msg).toBe('Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is this member's: another member is not held back.
    const other = await newMember(strict, { password: 'Right1234' });
    expect((await change(strict, other.auth, { current_password: 'Right1234', new_password: 'NewPass456' })).statusCode).toBe(
      200,
    );
  });

  test('code requests per member are limited', async () => {
    const m = await newMember(strict, 'google');
    expect((await requestCode(strict, m.auth)).statusCode).toBe(200);
    expect((await requestCode(strict, m.auth)).statusCode).toBe(200);
    expectError(await requestCode(strict, m.auth), 429, 42901);
  });
});
