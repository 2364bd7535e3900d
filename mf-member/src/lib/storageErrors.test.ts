import { i18next, initI18n } from '@shop/shared/i18n';
import { supportedLocales } from '@shop/shared/stores';
import { ns } from '../namespace';
import { storageCodeOf, storageCodes, storageErrorKey, storageErrorKeys } from './storageErrors';

// Every code SPEC §8 lists, as the SDK writes it after `storage/`.
const specCodes = [
  'unauthenticated',
  'unauthorized-app',
  'quota-exceeded',
  'unauthorized',
  'unknown',
  'object-not-found',
  'bucket-not-found',
  'project-not-found',
  'retry-limit-exceeded',
  'invalid-checksum',
  'canceled',
  'invalid-event-name',
  'invalid-url',
  'invalid-default-bucket',
  'no-default-bucket',
  'cannot-slice-blob',
  'server-file-wrong-size',
  'no-download-url',
  'invalid-argument',
  'invalid-argument-count',
  'app-deleted',
  'invalid-root-operation',
  'invalid-format',
  'internal-error',
  'unsupported-environment',
];

beforeAll(async () => {
  await initI18n('tw');
  await i18next.loadLanguages([...supportedLocales]);
  await i18next.loadNamespaces(ns);
});

it('knows exactly the storage error codes of the spec', () => {
  expect([...storageCodes].sort()).toEqual([...specCodes].sort());
});

it.each(supportedLocales)('has a message of its own for every storage error code in %s', (locale) => {
  // The bundle itself, with no fallback to another language.
  const messages = storageCodes.map((code) => ({ code, message: i18next.getResource(locale, ns, storageErrorKeys[code]) }));
  for (const { code, message } of messages) {
    expect({ code, message }).toEqual({ code, message: expect.stringMatching(/\S/) });
  }
  expect(new Set(messages.map(({ message }) => message)).size).toBe(messages.length);
});

it('names the message by the SDK error code, and the unknown message for anything it does not know', async () => {
  await i18next.changeLanguage('en');
  const message = (error: unknown) => i18next.t(`${ns}:${storageErrorKey(error)}`);
  expect(message({ code: 'storage/unauthenticated', status: 401 })).toBe(
    'Your session has expired. Please log in again and upload the picture again.',
  );
  expect(message({ code: 'storage/quota-exceeded' })).toMatch(/over the 5 MB limit/);
  const unknown = 'The upload failed. Please try again later.';
  expect(message({ code: 'storage/a-code-from-a-future-sdk' })).toBe(unknown);
  expect(message({ code: 'auth/network-request-failed' })).toBe(unknown);
  expect(message(new TypeError('Failed to fetch'))).toBe(unknown);
  expect(message(undefined)).toBe(unknown);
  expect(storageCodeOf({ code: 'storage/unauthorized' })).toBe('unauthorized');
  expect(storageCodeOf({ code: 'storage/toString' })).toBe('unknown');
});
