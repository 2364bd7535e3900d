import type { StorageErrorCode } from 'firebase/storage';

/** An SDK error code as the SDK writes it after `storage/` (`unauthenticated`, `quota-exceeded`, …). */
export type StorageCode = `${StorageErrorCode}`;

/**
 * The member's message for every storage error code of SPEC §8 (the SDK's whole `StorageErrorCode` list): the
 * key of its text under `avatar.error` in tw, cn and en. `satisfies` makes the list exhaustive both ways: a code
 * the SDK adds, or one it drops, fails the type check. A type-only import: the SDK itself stays in its own chunk.
 */
export const storageErrorKeys = {
  unknown: 'avatar.error.unknown',
  'object-not-found': 'avatar.error.objectNotFound',
  'bucket-not-found': 'avatar.error.bucketNotFound',
  'project-not-found': 'avatar.error.projectNotFound',
  'quota-exceeded': 'avatar.error.quotaExceeded',
  unauthenticated: 'avatar.error.unauthenticated',
  unauthorized: 'avatar.error.unauthorized',
  'unauthorized-app': 'avatar.error.unauthorizedApp',
  'retry-limit-exceeded': 'avatar.error.retryLimitExceeded',
  'invalid-checksum': 'avatar.error.invalidChecksum',
  canceled: 'avatar.error.canceled',
  'invalid-event-name': 'avatar.error.invalidEventName',
  'invalid-url': 'avatar.error.invalidUrl',
  'invalid-default-bucket': 'avatar.error.invalidDefaultBucket',
  'no-default-bucket': 'avatar.error.noDefaultBucket',
  'cannot-slice-blob': 'avatar.error.cannotSliceBlob',
  'server-file-wrong-size': 'avatar.error.serverFileWrongSize',
  'no-download-url': 'avatar.error.noDownloadUrl',
  'invalid-argument': 'avatar.error.invalidArgument',
  'invalid-argument-count': 'avatar.error.invalidArgumentCount',
  'app-deleted': 'avatar.error.appDeleted',
  'invalid-root-operation': 'avatar.error.invalidRootOperation',
  'invalid-format': 'avatar.error.invalidFormat',
  'internal-error': 'avatar.error.internalError',
  'unsupported-environment': 'avatar.error.unsupportedEnvironment',
} as const satisfies Record<StorageCode, string>;

export const storageCodes = Object.keys(storageErrorKeys) as StorageCode[];

const isStorageCode = (code: string): code is StorageCode => Object.hasOwn(storageErrorKeys, code);

/** The SDK's code of a failed storage call (`storage/unauthorized` → `unauthorized`); `unknown` for anything else. */
export function storageCodeOf(error: unknown): StorageCode {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code !== 'string' || !code.startsWith('storage/')) return 'unknown';
  const bare = code.slice('storage/'.length);
  return isStorageCode(bare) ? bare : 'unknown';
}

/** The text key of what the member is told when an upload fails with `error`. */
export const storageErrorKey = (error: unknown): string => storageErrorKeys[storageCodeOf(error)];
