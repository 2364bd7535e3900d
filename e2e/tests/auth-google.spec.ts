import type { Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';
import { serveGoogleScriptsOffline } from '../support/gapi-stand-in';
import { uniqueEmail } from '../support/members';

/** The shell's Firebase SDK chunk: named so it can be recognised (see shell/src/auth/google/googleSignIn.ts). */
const isFirebaseChunk = (url: string) => /^\/firebase\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

async function emulatorOrigin(page: Page): Promise<string> {
  const response = await page.request.get('/api/client-config');
  const { firebase } = (await response.json()) as { firebase: { emulatorUrl: string | null } | null };
  if (!firebase?.emulatorUrl) throw new Error('the shop under test offers no Google sign-in with an emulator');
  return new URL(firebase.emulatorUrl).origin;
}

test('a visitor signs in with Google in the emulator’s account chooser and lands on the redirect', async ({ page }) => {
  await serveGoogleScriptsOffline(page.context());
  const emulator = await emulatorOrigin(page);
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(request.url()));

  await page.goto('/login?redirect=%2Fmember');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing of Firebase before the click: not the SDK's chunk, not Google's script, no call to the emulator.
  const firebaseTraffic = (url: string) =>
    isFirebaseChunk(url) || url.startsWith(emulator) || url.startsWith('https://apis.google.com/');
  expect(requested.filter(firebaseTraffic)).toEqual([]);

  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  expect(requested.filter(isFirebaseChunk)).toHaveLength(1);

  // The emulator's widget: "Add new account", then its form. Its inputs carry ids but no usable labels.
  const email = uniqueEmail('google');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Google Tester');
  await popup.getByRole('button', { name: /^Sign in with Google/ }).click();
  await popup.waitForEvent('close');

  // The redirect is /member, which on a large screen goes on to the orders beside the member centre's side menu.
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(jwt).toBeTruthy();
  const events = (await dataLayerEntries(page)).filter((entry) => entry[0] === 'event');
  expect(events).toContainEqual(['event', 'login', { method: 'google' }]);

  // The shop's token belongs to a member made from the Google identity chosen in the popup.
  const profile = await page.request.get('/api/v1/personal', { headers: { Authorization: `Bearer ${jwt}` } });
  expect(profile.status()).toBe(200);
  expect((await profile.json()).data).toMatchObject({ email, account_name: 'Google Tester' });
});

test('closing Google’s popup signs nobody in and shows no error', async ({ page }) => {
  await serveGoogleScriptsOffline(page.context());
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Add new account' })).toBeVisible();
  await expect(google).toBeDisabled();
  await popup.close();

  // The SDK notices the closed popup by polling, then waits out an 8 s grace period before giving up.
  await expect(google).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId('toasts').getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
