import type { FirebaseStorage } from 'firebase/storage';
import type { StorageWebConfig } from '@shop/shared/contract';
import type { EncodedAvatar } from './avatarImage';

type StorageSdk = typeof import('firebase/storage');

/** SPEC §9: operations are retried for 2 minutes, uploads for 10 (5xx, 408 and 429, with the SDK's backoff). */
export const retryLimits = { maxOperationRetryTime: 120_000, maxUploadRetryTime: 600_000 } as const;

let started: Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> | null = null;

/**
 * The Storage SDK is fetched when the member has picked a picture, never with the page, in one named chunk.
 * Its own Firebase app ('member-storage'): this remote alone uploads, and the shell's Google sign-in app keeps
 * its own settings. Storage needs only the bucket. A failed chunk load is tried again next time.
 */
export function avatarStorage(config: StorageWebConfig): Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> {
  started ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([
      import(/* webpackChunkName: "firebase-storage" */ 'firebase/app'),
      import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
    ]);
    const storage = sdk.getStorage(initializeApp({ storageBucket: config.bucket }, 'member-storage'));
    storage.maxOperationRetryTime = retryLimits.maxOperationRetryTime;
    storage.maxUploadRetryTime = retryLimits.maxUploadRetryTime;
    return { storage, sdk };
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** Starts fetching the SDK while the member crops, so pressing Upload starts the upload at once. */
export function prepareAvatarStorage(config: StorageWebConfig): void {
  avatarStorage(config).catch(() => undefined);
}

/** The port the page was served from, as the SDK's emulator mode needs it spelled out. */
const pagePort = () => Number(location.port || (location.protocol === 'https:' ? 443 : 80));

export interface AvatarUploadRequest {
  config: StorageWebConfig;
  /** The member's shop token: what the shop's own storage endpoint checks. */
  jwt: string;
  path: string;
  avatar: EncodedAvatar;
  /** 0 to 1, as bytes arrive at the server. */
  onProgress: (fraction: number) => void;
}

export interface AvatarUpload {
  /** The picture's download URL, or the SDK's StorageError (`storage/canceled` after `cancel`). */
  done: Promise<string>;
  cancel: () => void;
}

/** A cancel that came before the upload started: what the SDK itself rejects a canceled upload with. */
export const canceledBeforeStart = () => Object.assign(new Error('upload canceled'), { code: 'storage/canceled' });

/**
 * Uploads an avatar with the Firebase Storage SDK (`uploadBytesResumable`: progress, cancel, the SDK's retries)
 * and answers its download URL. Without a real bucket the SDK is pointed at the shop's own origin, which serves
 * the Storage REST protocol and takes the shop token as the emulator's mock user token (`Authorization:
 * Firebase <jwt>`); it is set again for every upload, so a member who signed in again uploads as themselves.
 */
export function uploadAvatar({ config, jwt, path, avatar, onProgress }: AvatarUploadRequest): AvatarUpload {
  let canceled = false;
  let cancelTask: (() => void) | undefined;
  const done = avatarStorage(config).then(async ({ storage, sdk }) => {
    if (canceled) throw canceledBeforeStart();
    if (config.emulated) sdk.connectStorageEmulator(storage, location.hostname, pagePort(), { mockUserToken: jwt });
    const task = sdk.uploadBytesResumable(sdk.ref(storage, path), avatar.blob, {
      contentType: avatar.contentType,
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

/** The object name of a download URL of this bucket, or null for any other picture (a social sign-in's, the seed's). */
function objectNameOf(url: string, bucket: string): string | null {
  let path: string;
  try {
    path = new URL(url, location.href).pathname;
  } catch {
    return null;
  }
  const prefix = `/v0/b/${bucket}/o/`;
  return path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : null;
}

/**
 * Deletes the picture a new avatar replaced, when it is this member's own object in the bucket: nothing links to
 * it any more, and a member may keep only so many objects (the storage quota), so changing the picture often must
 * not use it up. Best effort: a picture left behind costs space, not correctness.
 */
export async function removeReplacedAvatar(config: StorageWebConfig, jwt: string, url: string, ownFolder: string) {
  const name = objectNameOf(url, config.bucket);
  if (!name?.startsWith(ownFolder)) return;
  try {
    const { storage, sdk } = await avatarStorage(config);
    if (config.emulated) sdk.connectStorageEmulator(storage, location.hostname, pagePort(), { mockUserToken: jwt });
    await sdk.deleteObject(sdk.ref(storage, name));
  } catch {
    // Already gone, or the session ended meanwhile: the new picture is saved either way.
  }
}
