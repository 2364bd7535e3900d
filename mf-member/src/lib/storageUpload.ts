import type { StorageWebConfig } from '@shop/shared/contract';
import { actAs, storageStarter, uploadToStorage, type StorageUpload } from '@shop/shared/storage';
import type { EncodedAvatar } from './avatarImage';

/** SPEC §9: operations are retried for 2 minutes, uploads for 10 (5xx, 408 and 429, with the SDK's backoff). */
export const retryLimits = { maxOperationRetryTime: 120_000, maxUploadRetryTime: 600_000 } as const;

/**
 * The Storage SDK is fetched when the member has picked a picture, never with the page. Its own Firebase app
 * ('member-storage'): this remote alone uploads, and the shell's Google sign-in app keeps its own settings.
 */
export const avatarStorage = storageStarter('member-storage', (storage) => {
  storage.maxOperationRetryTime = retryLimits.maxOperationRetryTime;
  storage.maxUploadRetryTime = retryLimits.maxUploadRetryTime;
});

/** Starts fetching the SDK while the member crops, so pressing Upload starts the upload at once. */
export function prepareAvatarStorage(config: StorageWebConfig): void {
  avatarStorage(config).catch(() => undefined);
}

export interface AvatarUploadRequest {
  config: StorageWebConfig;
  /** The member's shop token: what the shop's own storage endpoint checks. */
  jwt: string;
  path: string;
  avatar: EncodedAvatar;
  onProgress: (fraction: number) => void;
}

/** Uploads an avatar as the member (the token is set again for every upload: one who signed in again is themselves). */
export function uploadAvatar({ config, jwt, path, avatar, onProgress }: AvatarUploadRequest): StorageUpload {
  return uploadToStorage(avatarStorage(config), {
    config,
    token: jwt,
    path,
    body: avatar.blob,
    contentType: avatar.contentType,
    onProgress,
  });
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
    const started = await avatarStorage(config);
    actAs(started, config, jwt);
    await started.sdk.deleteObject(started.sdk.ref(started.storage, name));
  } catch {
    // Already gone, or the session ended meanwhile: the new picture is saved either way.
  }
}
