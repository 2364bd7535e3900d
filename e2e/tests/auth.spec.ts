import type { Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';
import { latestMail, registerMember, resetLinkIn, uniqueEmail, verificationCodeIn } from '../support/members';

const dataLayerEvents = async (page: Page) => (await dataLayerEntries(page)).filter((entry) => entry[0] === 'event');

test('a visitor signs up through the mail code and is signed in', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`A code was sent to ${email}`)).toBeVisible();

  const code = verificationCodeIn(await latestMail(request, email, /\d{6}/));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/set-password$/);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different1');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page.getByText('The password must be 6~20 characters mixed with English and numbers')).toBeVisible();
  await expect(page.getByText('Confirm password does not match password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Collect1ble');
  await page.getByLabel('Confirm password').fill('Collect1ble');
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  const events = await dataLayerEvents(page);
  expect(events).toContainEqual(['event', 'sign_up', { method: 'email' }]);
  expect(events).toContainEqual(['event', 'login', { method: 'auto_after_signup' }]);
});

test('a member-only page sends the visitor to log in and back again', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  expect(await dataLayerEvents(page)).toContainEqual(['event', 'login', { method: 'email' }]);
});

test('wrong credentials show the server’s message; bad input shows the spec’s', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Invalid mail')).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Toasted, and said at the field it is about.
  await expect(page.getByRole('alert').filter({ hasText: /not a member|Account or password is incorrect/ })).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);
});

test('a refused sign-in stays at its field after the toast, until the shopper changes it', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await email.fill(member.email);
  await password.fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const message = 'Login failed. Account or password is incorrect.';
  const toast = page.getByTestId('toasts').getByRole('alert');
  await expect(toast).toHaveText(message);

  // Under the password field, announced and tied to it; the toast can be dismissed, the field keeps it.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(message);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(toast).toHaveCount(0);
  await email.focus();
  await email.blur();
  await expect(password).toHaveAccessibleDescription(message);

  await password.fill('Wrong12345');
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(message)).toHaveCount(0);
});

test('signing up with a member’s address: the same answer, a mail with the way on, and the page offers it too', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/register');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // What any address gets (no one learns who is a member here)…
  await expect(page.getByText(`A code was sent to ${member.email}`)).toBeVisible();
  const mail = await latestMail(request, member.email, /\/forgot-password/);
  expect(mail.text).toMatch(/\/login\n.*\/forgot-password/);
  // …with the way on for a member, the address handed over.
  const wayOn = page.getByTestId('member-way-on');
  await wayOn.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.goto('/register');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByTestId('member-way-on').getByRole('link', { name: 'Log in with it' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('a member resets a forgotten password with the mailed link, which works once', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/mail-be-send$/);
  await expect(page.getByText(`If ${member.email} belongs to a member`)).toBeVisible();

  const link = new URL(resetLinkIn(await latestMail(request, member.email, /reset-password/)));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Choose a new password for ${member.email}`)).toBeVisible();
  await page.getByLabel('New password').fill('N3wPassword');
  await page.getByLabel('Confirm password').fill('N3wPassword');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('reset-link-invalid')).toHaveText('This link is invalid');

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('N3wPassword');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a token revoked mid-session signs the member out and shows the server’s message at login', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  // The home page the login led to checks the session once it has loaded: revoked before that, this page (not the
  // reloaded one) would be the one to notice.
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  await request.get('/api/v1/account/logout', { headers: { Authorization: `Bearer ${jwt}` } });
  // The message is a toast of 1.5 s, shown as the reloaded page starts: the page notes every toast it shows, so a
  // loaded machine, on which Playwright may look only after the 1.5 s, cannot miss it.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toasts"] > *')) {
        if (toast.textContent && !shown.includes(toast.textContent)) shown.push(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts))
    .toContain('Your session has expired, please log in again.');

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('a member signs out from the member centre; the token is revoked', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login?redirect=%2Fmember');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // /member on a large screen goes on to the orders; "Log out" is in the member centre's side menu.
  await expect(page).toHaveURL(/\/member\/orders$/);
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));

  await page.getByTestId('member-side-menu').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await dataLayerEvents(page)).toContainEqual(['event', 'logout']);
  const profile = await request.get('/api/v1/personal', { headers: { Authorization: `Bearer ${jwt}` } });
  expect(profile.status()).toBe(403);
  expect((await profile.json()).error_code).toBe(40301);
});

test('a visitor logs in with WeChat through the sandbox QR page and lands on the redirect', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmember%2Forders');
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();
  await expect(page.getByRole('heading', { name: 'WeChat login sandbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Confirm as WeChat Tester B' }).click();

  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  expect(await dataLayerEvents(page)).toContainEqual(['event', 'login', { method: 'wechat' }]);
});

test('a WeChat callback this tab did not start signs nobody in', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcart&code=forged-code&state=not-mine');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('signing up from the login page comes back to where the shopper was', async ({ page, request }) => {
  const email = uniqueEmail('signup-redirect');
  await page.goto('/login?redirect=%2Fproduct%2F52');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fproduct%2F52$/);
  // The address changes first; the log-in page (whose field is also "Email") stays until sign-up's code is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`A code was sent to ${email}`)).toBeVisible();
  const code = verificationCodeIn(await latestMail(request, email, /\d{6}/));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/set-password\?redirect=%2Fproduct%2F52$/);
  await page.getByLabel('Password', { exact: true }).fill('Collect1ble');
  await page.getByLabel('Confirm password').fill('Collect1ble');
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page).toHaveURL(/\/product\/52$/);
  await expect(page.getByTestId('product-info')).toBeVisible();
});

test('the redirect survives going from sign-up back to log in with WeChat', async ({ page }) => {
  await page.goto('/login?redirect=%2Fproduct%2F52');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2F52$/);
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();
  await page.getByRole('link', { name: 'Confirm as WeChat Tester B' }).click();
  await expect(page).toHaveURL(/\/product\/52$/);
});

test('a redirect off the site is dropped on the way through sign-up', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fx');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
