import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { FirebaseError } from 'firebase/app';
import { ApiError } from '@shop/shared/transport';
import { i18next, initI18n } from '@shop/shared/i18n';
import { $toasts } from '@shop/shared/stores';
import { serverAnswers } from '@shop/shared/testing';
import { authNs } from '../namespace';
import { GoogleSignInButton } from './GoogleSignInButton';
import { googleFailure } from './googleSignIn';

const emulatorConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-shop.firebaseapp.com',
  projectId: 'demo-shop',
  emulatorUrl: 'http://127.0.0.1:9099',
};

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(authNs);
});
beforeEach(() => $toasts.set([]));

/** Renders the button and waits until its request for the settings has been answered. */
async function renderAfterConfig(status: number, body: unknown): Promise<InternalAxiosRequestConfig> {
  let asked: InternalAxiosRequestConfig | undefined;
  serverAnswers(status, body, (config) => {
    asked = config;
  });
  render(<GoogleSignInButton />);
  await waitFor(() => expect(asked).toBeDefined());
  // Let the answer reach the component's state.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return asked!;
}

test('offers Google sign-in when the API has it configured: a named button with a decorative mark', async () => {
  const asked = await renderAfterConfig(200, { firebase: emulatorConfig });
  expect(`${asked.baseURL}/${asked.url}`).toBe('/api/client-config');
  const button = await screen.findByRole('button', { name: 'Sign in with Google' });
  expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(button.getAttribute('type')).toBe('button');
});

test('shows no button when Google sign-in is not configured', async () => {
  await renderAfterConfig(200, { firebase: null });
  expect(screen.queryByRole('button')).toBeNull();
});

test('shows no button and no error when the settings cannot be fetched', async () => {
  await renderAfterConfig(500, { error_code: 50000, error_msg: 'boom' });
  expect(screen.queryByRole('button')).toBeNull();
  expect($toasts.get()).toEqual([]);
});

test('a popup the shopper closed is no failure; a blocked popup and other errors are', () => {
  expect(googleFailure(new FirebaseError('auth/popup-closed-by-user', 'closed'))).toBe('cancelled');
  expect(googleFailure(new FirebaseError('auth/cancelled-popup-request', 'superseded'))).toBe('cancelled');
  expect(googleFailure(new FirebaseError('auth/popup-blocked', 'blocked'))).toBe('popup-blocked');
  expect(googleFailure(new FirebaseError('auth/network-request-failed', 'offline'))).toBe('other');
  expect(googleFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe('other');
  // The API client has already shown the server's message for these.
  expect(googleFailure(new ApiError(401, 40105, 'token invalid'))).toBe('api');
});
