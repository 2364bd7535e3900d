import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shopUrl, test } from '../support/fixtures';
import { latestMail, registerMember, uniqueEmail, verificationCodeIn } from '../support/members';

// /member/password: a member changes the password, is signed out, and signs in again with the new one only.

async function logIn(page: Page, email: string, password: string, submit = 'Log in') {
  await page.getByLabel(/^(Email|電子郵件|电子邮件)$/).fill(email);
  await page.getByLabel(/^(Password|密碼|密码)$/).fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

const storedJwt = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

test('a member changes the password, is signed out, and only the new password signs in again', async ({ page, request }) => {
  const member = await registerMember(request, 'Before123');
  await page.goto('/member/password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fpassword$/);
  await logIn(page, member.email, 'Before123');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  const oldJwt = await storedJwt(page);

  // The form's own rules first, then the API's refusal of a wrong current password, under its field.
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByLabel('New password', { exact: true }).fill('after');
  await page.getByLabel('Confirm new password').fill('After1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password must be 6~20 characters mixed with English and numbers')).toBeVisible();
  await expect(page.getByText('Confirm password does not match password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('After1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/password$/);

  // The current password again is no change: said under the new one, nothing sent, still signed in.
  await page.getByLabel('Current password').fill('Before123');
  await page.getByLabel('New password', { exact: true }).fill('Before123');
  await page.getByLabel('Confirm new password').fill('Before123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /The new password must be different from the current one/,
  );
  await expect(page).toHaveURL(/\/member\/password$/);

  await page.getByLabel('New password', { exact: true }).fill('After1234');
  await page.getByLabel('Confirm new password').fill('After1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await storedJwt(page)).toBeNull();
  // The session of before is over on the server too, not only in this tab.
  expect((await request.get('/api/v1/personal', { headers: { Authorization: `Bearer ${oldJwt}` } })).status()).toBe(403);

  await logIn(page, member.email, 'Before123');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Login failed. Account or password is incorrect.',
  );
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await logIn(page, member.email, 'After1234');
  // Back to the member centre, which goes on to the orders on a large screen.
  await expect(page).toHaveURL(/\/member\/orders$/);
  const mail = await latestMail(request, member.email, /forgot-password/);
  expect(mail.subject).toBe('您的密碼已變更');
});

test('in traditional Chinese: a wrong current password, then the change and the new sign-in', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'tw'));
  const member = await registerMember(request, 'Before123');
  await page.goto('/login?redirect=%2Fmember%2Fpassword');
  await logIn(page, member.email, 'Before123', '登入');
  await expect(page.getByRole('heading', { level: 1, name: '修改密碼' })).toBeVisible();

  await page.getByLabel('目前的密碼').fill('Wrong1234');
  await page.getByLabel('新密碼', { exact: true }).fill('After1234');
  await page.getByLabel('確認新密碼').fill('After1234');
  await page.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByText('目前的密碼不正確')).toBeVisible();

  await page.getByLabel('目前的密碼').fill('Before123');
  await page.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByText('密碼重設成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await logIn(page, member.email, 'After1234', '登入');
  await expect(page).toHaveURL(/\/member\/orders$/);
});

/** A member made by Google sign-in (the API's Auth emulator), with no password: its e-mail and the shop's token. */
async function googleMember(request: APIRequestContext): Promise<{ email: string; jwt: string }> {
  const config = (await (await request.get(`${shopUrl()}/api/client-config`)).json()) as {
    firebase: { emulatorUrl: string | null } | null;
  };
  if (!config.firebase?.emulatorUrl) throw new Error('the shop under test offers no Google sign-in with an emulator');
  const email = uniqueEmail('google-pw');
  // What the browser's signInWithCredential does against the emulator.
  const idp = await request.post(
    `${new URL(config.firebase.emulatorUrl).origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      data: {
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: email, email, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
    },
  );
  const { idToken } = (await idp.json()) as { idToken: string };
  const login = await request.post(`${shopUrl()}/api/v1/account/firebaseLogin`, { data: { id_token: idToken } });
  const { data } = (await login.json()) as { data: { jwt: string } };
  return { email, jwt: data.jwt };
}

test('a Google member without a password sets one with the mailed code (simplified Chinese), then signs in with it', async ({
  page,
  request,
}) => {
  const member = await googleMember(request);
  await page.addInitScript((jwt) => {
    localStorage.setItem('lang', 'cn');
    localStorage.setItem('jwt', jwt);
    localStorage.setItem('userAuthorized', 'true');
  }, member.jwt);
  await page.goto('/member/password');
  const form = page.getByTestId('set-password-form');
  await expect(form.getByRole('heading', { name: '设置密码' })).toBeVisible();
  await expect(page.getByLabel('当前密码')).toHaveCount(0);

  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByText(`验证码已发送至 ${member.email}，10 分钟内有效。`)).toBeVisible();
  const code = verificationCodeIn(await latestMail(request, member.email, /\d{6}/));
  await form.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await form.getByLabel('新密码', { exact: true }).fill('Mine12345');
  await form.getByLabel('确认新密码').fill('Mine12345');
  await form.getByRole('button', { name: '设置密码' }).click();
  await expect(form.getByText('验证错误')).toBeVisible();

  await form.getByLabel('验证码').fill(code);
  await form.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByText('密码重设成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await logIn(page, member.email, 'Mine12345', '登录');
  await expect(page).toHaveURL(/\/member\/orders$/);
});
