import { eq, like } from 'drizzle-orm';
import { ChecksumBody, Ok, PersonalBody, SentBody, TokenBody } from '@shop/shared/contract';
import { passwordResets, rateLimits, verificationCodes } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

const DAILY_LIMIT = 10;
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ CODE_DAILY_LIMIT: String(DAILY_LIMIT) });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/account/${url}`, payload, headers });
const lastMail = async (to: string) => {
  const res = await t.inject(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { subject: string; text: string; html: string };
};
const codeFor = async (to: string) => /(\d{6})/.exec((await lastMail(to)).text)![1]!;

describe('login and logout', () => {
  test('demo member logs in; the token works until logout revokes it', async () => {
    const res = await post('login', { email: 'Demo@Shop.local', password: 'Demo1234' });
    expect(res.statusCode).toBe(200);
    expectShape(TokenBody, res.json());
    const auth = `Bearer ${res.json().data.jwt}`;
    expect((await t.inject({ url: '/api/v1/personal', headers: { authorization: auth } })).statusCode).toBe(200);
    const out = await t.inject({ url: '/api/v1/account/logout', headers: { authorization: auth } });
    expect(out.statusCode).toBe(200);
    expectShape(Ok, out.json());
    expectError(await t.inject({ url: '/api/v1/personal', headers: { authorization: auth } }), 403, 40301);
    expectError(await t.inject({ url: '/api/v1/account/logout', headers: { authorization: auth } }), 403, 40301);
  });

  test('wrong password, unknown member, bad input', async () => {
    expect(
      expectError(await post('login', { email: 'demo@shop.local', password: 'Wrong999' }, { locale: 'en' }), 401, 40101)
        .error_msg,
    ).toBe('Login failed. Account or password is incorrect.');
    // Not telling who is a member: an unknown address gets the wrong password's answer (sign-in-guard.test.ts).
    expect(
      expectError(await post('login', { email: 'nobody@shop.local', password: 'Abc12345' }, { locale: 'en' }), 401, 40101)
        .error_msg,
    ).toBe('Login failed. Account or password is incorrect.');
    expectError(await post('login', { email: 'not-an-email', password: 'Abc12345' }), 400, 40004);
    expectError(await post('login', { email: 'demo@shop.local' }), 400, 40004);
  });

  test('logout without a token is 40301', async () => {
    expectError(await t.inject('/api/v1/account/logout'), 403, 40301);
  });
});

describe('sign-up', () => {
  test('code by mail → verify → register → logged in', async () => {
    const email = 'new.member@example.com';
    const sent = await post('send-verification-email', { email }, { locale: 'en' });
    expect(sent.statusCode).toBe(200);
    expectShape(SentBody, sent.json());
    expect(sent.json().data.expires_in).toBe(600);
    const mail = await lastMail(email);
    expect(mail.subject).toBe('Your verification code');
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectError(await post('verify-account', { email, code: wrong }, { locale: 'en' }), 400, 40010).error_msg).toBe(
      'Verification error',
    );
    const ok = await post('verify-account', { email, code });
    expect(ok.statusCode).toBe(200);
    expectShape(ChecksumBody, ok.json());
    const checksum = ok.json().data.checksum;
    expectError(await post('register', { email, checksum, password: 'short' }), 400, 40004);
    expectError(await post('register', { email, checksum, password: 'onlyletters' }), 400, 40004);
    expectError(await post('register', { email, checksum: 'x'.repeat(43), password: 'Secret123' }), 400, 40010);
    const reg = await post('register', { email, checksum, password: 'Secret123', account_name: 'Newbie' });
    expect(reg.statusCode).toBe(200);
    expectShape(TokenBody, reg.json());
    const me = await t.inject({ url: '/api/v1/personal', headers: { authorization: `Bearer ${reg.json().data.jwt}` } });
    expectShape(PersonalBody, me.json());
    expect(me.json().data).toMatchObject({ email, account_name: 'Newbie' });
    expect((await post('login', { email, password: 'Secret123' })).statusCode).toBe(200);
    // The checksum was single-use, and the address is now taken.
    expectError(await post('register', { email, checksum, password: 'Secret123' }), 409, 40901);
  });

  test("signing up with a member's address answers as for anyone; the mail says to sign in or reset instead", async () => {
    const member = await post('send-verification-email', { email: 'collector@shop.local' }, { locale: 'tw' });
    const stranger = await post('send-verification-email', { email: 'stranger@example.com' }, { locale: 'tw' });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual(stranger.json());
    // The member's own language (collector's is English), with no code in it.
    const mail = await lastMail('collector@shop.local');
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/login`);
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/forgot-password`);
    expect(mail.text).not.toMatch(/\d{6}/);
  });

  test('five wrong tries burn the code', async () => {
    const email = 'guesser@example.com';
    await post('send-verification-email', { email });
    const code = await codeFor(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expectError(await post('verify-account', { email, code: wrong }), 400, 40010);
    expectError(await post('verify-account', { email, code }), 400, 40010);
  });

  test('an expired code fails', async () => {
    const email = 'late@example.com';
    await post('send-verification-email', { email });
    const code = await codeFor(email);
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    expectError(await post('verify-account', { email, code }), 400, 40010);
  });

  test('bad input', async () => {
    expectError(await post('send-verification-email', { email: 'x' }), 400, 40004);
    expectError(await post('verify-account', { email: 'a@b.co', code: '12345' }), 400, 40004);
    expectError(await post('verify-account', { email: 'a@b.co', code: 'abcdef' }), 400, 40004);
    expectError(await post('register', { email: 'a@b.co', password: 'Secret123' }), 400, 40004);
  });
});

describe('daily code limit and rate limits', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi({ CODE_DAILY_LIMIT: '2', RESET_DAILY_LIMIT: '3', RATE_RESET_PER_MINUTE: '2' });
  });
  afterAll(() => strict.close());
  const sp = (url: string, payload: unknown) =>
    strict.inject({ method: 'POST', url: `/api/v1/account/${url}`, payload, headers: { locale: 'en' } });

  test('the third code of the day for one address is refused with the daily-limit message', async () => {
    const email = 'daily@example.com';
    expect((await sp('send-verification-email', { email })).statusCode).toBe(200);
    expect((await sp('send-verification-email', { email })).statusCode).toBe(200);
    expect(expectError(await sp('send-verification-email', { email }), 429, 42902).error_msg).toMatch(/daily limit/);
  });

  test('a burst of 50 parallel sends for one address: exactly the daily limit succeed, the rest are told the limit is reached', async () => {
    const email = 'burst@example.com';
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('send-verification-email', { email }, { locale: 'en' })),
    );
    const sent = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(sent).toHaveLength(DAILY_LIMIT);
    for (const r of refused)
      expect(expectError(r, 429, 42902).error_msg).toBe('The daily limit has been reached, please try again the next day');
    // Only the accepted sends stored a code and mailed it.
    expect(await t.ctx.db.$count(verificationCodes, eq(verificationCodes.email, email))).toBe(DAILY_LIMIT);
    expect((await t.inject(`/dev/mailbox.json?to=${email}`)).json().data).toHaveLength(DAILY_LIMIT);
  });

  test('password reset mails per address are limited per minute and per day, members or not', async () => {
    const nextMinute = () =>
      strict.ctx.db
        .update(rateLimits)
        .set({ resetsAt: new Date(Date.now() - 1000) })
        .where(like(rateLimits.key, 'reset:%'));
    for (const email of ['collector@shop.local', 'nobody.here@example.com']) {
      expect((await sp('forget-password', { email })).statusCode).toBe(200);
      expect((await sp('forget-password', { email })).statusCode).toBe(200);
      expectError(await sp('forget-password', { email }), 429, 42901);
      await nextMinute();
      expect((await sp('forget-password', { email })).statusCode).toBe(200);
      expect(expectError(await sp('forget-password', { email }), 429, 42902).error_msg).toMatch(/daily limit/);
      await nextMinute();
      expectError(await sp('forget-password', { email }), 429, 42902);
      expect((await strict.inject(`/dev/mailbox.json?to=${email}`)).json().data).toHaveLength(3);
    }
  });
});

describe('forgot password', () => {
  const email = 'collector@shop.local';
  const checksumFrom = async () => new URL(/(http\S+)/.exec((await lastMail(email)).text)![1]!).searchParams.get('checksum')!;

  test('mail → verify-checksum → change-password → old tokens revoked, link single-use', async () => {
    const before = await t.login(email, 'Collect5678');
    expect((await post('forget-password', { email })).statusCode).toBe(200);
    expect((await lastMail(email)).subject).toBe('Reset your password');
    const checksum = await checksumFrom();
    const v = await post('verify-checksum', { checksum });
    expect(v.statusCode).toBe(200);
    expect(v.json().data.email).toBe(email);
    expect((await post('change-password', { checksum, password: 'NewPass123' })).statusCode).toBe(200);
    expect(
      expectError(await post('change-password', { checksum, password: 'NewPass456' }, { locale: 'en' }), 400, 40011).error_msg,
    ).toBe('This link is invalid');
    expectError(await post('verify-checksum', { checksum }), 400, 40011);
    expectError(await post('login', { email, password: 'Collect5678' }), 401, 40101);
    expect((await post('login', { email, password: 'NewPass123' })).statusCode).toBe(200);
    // Sessions from before the reset end, even though the JWT itself has not expired.
    expectError(await t.inject({ url: '/api/v1/personal', headers: { authorization: before } }), 403, 40301);
  });

  test('an expired link is invalid', async () => {
    await post('forget-password', { email });
    const checksum = await checksumFrom();
    await t.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expectError(await post('verify-checksum', { checksum }), 400, 40011);
    expectError(await post('change-password', { checksum, password: 'Another123' }), 400, 40011);
  });

  test('an address that is no member gets the same answer, and a mail saying so with a link to sign up', async () => {
    const ghost = await post('forget-password', { email: 'Ghost@Example.com' }, { locale: 'en' });
    const member = await post('forget-password', { email }, { locale: 'en' });
    expect(ghost.statusCode).toBe(200);
    expect(ghost.json()).toEqual(member.json());
    const mail = await lastMail('ghost@example.com');
    expect(mail.subject).toBe('Password reset: no account for this address');
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/register`);
    expect(mail.text).not.toContain('checksum');
  });

  test('bad input', async () => {
    expectError(await post('forget-password', { email: 'ghost' }), 400, 40004);
    expectError(await post('verify-checksum', { checksum: 'short' }), 400, 40004);
    expectError(await post('change-password', { checksum: 'x'.repeat(43), password: 'nodigits' }), 400, 40004);
  });
});
