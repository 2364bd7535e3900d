import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageError,
  type UploadMetadata,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import sharp from 'sharp';
import { users } from '@shop/api/stand-in-kit';
import type { TestApi } from '@shop/api/testing';

// Test support: the browser's Firebase Storage SDK (the real one; it runs on Node's fetch) pointed at a test API
// exactly as the shop's page points it (client config's bucket, connectStorageEmulator, the session token).

let apps = 0;

export interface SdkClient {
  storage: FirebaseStorage;
  close(): Promise<void>;
}

/** A Storage SDK instance on the test API, signed in with `jwt` (none: a visitor). */
export function storageClient(t: TestApi, jwt?: string): SdkClient {
  const app = initializeApp({ projectId: 'demo-shop', apiKey: 'demo-api-key' }, `storage-test-${++apps}`);
  const storage = getStorage(app, `gs://${t.ctx.config.storage.bucket}`);
  const { hostname, port } = new URL(t.base);
  connectStorageEmulator(storage, hostname, Number(port), jwt ? { mockUserToken: jwt } : {});
  // A refusal must surface at once, not after the SDK's retries (5xx would be retried for minutes).
  storage.maxOperationRetryTime = 5000;
  storage.maxUploadRetryTime = 5000;
  return { storage, close: () => deleteApp(app) };
}

/** Uploads with uploadBytesResumable as the avatar page does; resolves with the final snapshot and every progress. */
export function upload(
  client: SdkClient,
  path: string,
  bytes: Uint8Array,
  metadata: UploadMetadata,
): Promise<{ snapshot: UploadTaskSnapshot; progress: number[] }> {
  const progress: number[] = [];
  const task = uploadBytesResumable(ref(client.storage, path), bytes, metadata);
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => progress.push(s.bytesTransferred),
      reject,
      () => resolve({ snapshot: task.snapshot, progress }),
    );
  });
}

/**
 * The SDK's error for a refused call: its code and the HTTP status behind it. (The SDK keeps no response body,
 * only the status text in the browser, so a page can tell refusals apart by code alone.)
 */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number }> {
  const err = (await promise.then(
    () => {
      throw new Error('expected the SDK to refuse');
    },
    (e: unknown) => e,
  )) as StorageError;
  return { code: err.code, status: err.status };
}

/** A new member with a session: their id and token. */
export async function newMember(t: TestApi, tag: string): Promise<{ id: number; jwt: string }> {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ email: `storage-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` })
    .returning({ id: users.id });
  return { id: u!.id, jwt: (await t.ctx.tokens.issue(u!.id)).jwt };
}

/** A real image: `side`² pixels, noisy (so PNG cannot shrink it: ~3 bytes a pixel) or flat (tiny). */
export async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', side: number, noisy = false): Promise<Uint8Array> {
  const input = noisy
    ? sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    : sharp({ create: { width: side, height: side, channels: 3, background: '#c0392b' } });
  return new Uint8Array(await input.toFormat(format).toBuffer());
}
