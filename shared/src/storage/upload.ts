/**
 * Uploads to the shop's storage bucket with the Firebase Storage SDK (`uploadBytesResumable`: progress, cancel, the
 * SDK's retries). The SDK is fetched only when something is to be uploaded, in one named chunk, into a Firebase app
 * of the caller's own name. Without a real bucket it is pointed at the shop's own origin, which serves the Storage
 * REST protocol and takes the caller's token (a member's shop token, an operator's session) as the emulator's mock
 * user token. Stateless code bundled into each app that uploads (not a Module Federation singleton).
 */
import type { FirebaseStorage } from 'firebase/storage';
import type { StorageWebConfig } from '../contract';

export type StorageSdk = typeof import('firebase/storage');

export interface StartedStorage {
  storage: FirebaseStorage;
  sdk: StorageSdk;
}

/** Starts the SDK once per page in its own Firebase app; `configure` sets it up; a failed start is tried again. */
export function storageStarter(appName: string, configure?: (storage: FirebaseStorage) => void) {
  let started: Promise<StartedStorage> | null = null;
  return (config: StorageWebConfig): Promise<StartedStorage> => {
    started ??= (async () => {
      const [{ initializeApp }, sdk] = await Promise.all([
        import(/* webpackChunkName: "firebase-storage" */ 'firebase/app'),
        import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
      ]);
      // Storage needs only the bucket; an app of its own keeps any other Firebase use of the page apart.
      const storage = sdk.getStorage(initializeApp({ storageBucket: config.bucket }, appName));
      configure?.(storage);
      return { storage, sdk };
    })().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
}

/** The port the page was served from, as the SDK's emulator mode needs it spelled out. */
const pagePort = () => Number(location.port || (location.protocol === 'https:' ? 443 : 80));

/** Sends the SDK's next calls as `token`'s; set again every time, so whoever signed in last is the one who writes. */
export function actAs({ storage, sdk }: StartedStorage, config: StorageWebConfig, token: string): void {
  if (config.emulated) sdk.connectStorageEmulator(storage, location.hostname, pagePort(), { mockUserToken: token });
}

export interface StorageUploadRequest {
  config: StorageWebConfig;
  token: string;
  /** The object's name in the bucket. */
  path: string;
  body: Blob;
  contentType: string;
  /** 0 to 1, as bytes arrive at the server. */
  onProgress: (fraction: number) => void;
}

export interface StorageUpload {
  /** The object's download URL, or the SDK's StorageError (`storage/canceled` after `cancel`). */
  done: Promise<string>;
  cancel: () => void;
}

/** A cancel that came before the upload started: what the SDK itself rejects a canceled upload with. */
export const canceledBeforeStart = () => Object.assign(new Error('upload canceled'), { code: 'storage/canceled' });

/** Uploads `body` under a name used once (so it is cached for good) and answers its download URL. */
export function uploadToStorage(started: Promise<StartedStorage>, request: StorageUploadRequest): StorageUpload {
  const { config, token, path, body, contentType, onProgress } = request;
  let canceled = false;
  let cancelTask: (() => void) | undefined;
  const done = started.then(async (client) => {
    if (canceled) throw canceledBeforeStart();
    actAs(client, config, token);
    const { sdk, storage } = client;
    const task = sdk.uploadBytesResumable(sdk.ref(storage, path), body, {
      contentType,
      // A new name every upload: the file never changes, so browsers and CDNs may keep it.
      cacheControl: 'public, max-age=31536000, immutable',
    });
    cancelTask = () => task.cancel();
    task.on('state_changed', (snapshot) => onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0));
    const { ref } = await task;
    return sdk.getDownloadURL(ref);
  });
  return {
    done,
    cancel: () => {
      canceled = true;
      cancelTask?.();
    },
  };
}
