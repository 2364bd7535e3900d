import { expectError, startTestApi, type TestApi } from '@shop/api/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('mails appear at /dev/mailbox (HTML) and /dev/mailbox.json, in the member language', async () => {
  await t.inject({
    method: 'POST',
    url: '/api/v1/account/send-verification-email',
    payload: { email: 'mailbox@example.com' },
    headers: { locale: 'zh-CN' },
  });
  const json = await t.inject('/dev/mailbox.json?to=mailbox@example.com');
  expect(json.statusCode).toBe(200);
  expect(json.json().data[0]).toMatchObject({ to: 'mailbox@example.com', subject: '您的验证码' });
  const html = await t.inject('/dev/mailbox');
  expect(html.statusCode).toBe(200);
  expect(html.headers['content-type']).toMatch(/text\/html/);
  expect(html.body).toContain('您的验证码');
});

test('bad input and unknown /dev paths', async () => {
  expectError(await t.inject('/dev/mailbox.json?unknown=1'), 400, 40004);
  expectError(await t.inject('/dev/nothing'), 404, 40401);
});

/** Runs `f` with FIREBASE_AUTH_EMULATOR_HOST set to `value` (undefined: unset), then restores it. */
async function withEmulatorVar<T>(value: string | undefined, f: () => Promise<T>): Promise<T> {
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (value === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = value;
  try {
    return await f();
  } finally {
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  }
}

test('production refuses to start with the Firebase emulator variable set', async () => {
  await withEmulatorVar('127.0.0.1:9099', async () => {
    await expect(startTestApi({ NODE_ENV: 'production' })).rejects.toThrow(/must not be set in production/);
  });
});

test('no dev mailbox when mail goes over SMTP or in production', async () => {
  const prod = await withEmulatorVar(undefined, () => startTestApi({ NODE_ENV: 'production' }));
  expectError(await prod.inject('/dev/mailbox'), 404, 40401);
  expectError(await prod.inject('/dev/wechat/qrconnect?appid=x&redirect_uri=%2F'), 404, 40401);
  await prod.close();
  const smtp = await startTestApi({ SMTP_URL: 'smtp://127.0.0.1:1' });
  expectError(await smtp.inject('/dev/mailbox.json'), 404, 40401);
  await smtp.close();
});
