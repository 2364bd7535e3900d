import type { Config } from '../../config';
import { fail } from '../../platform/errors';

// The console's pictures are files it uploaded to the shop's storage bucket: a campaign never shows a picture from
// anywhere else. Their download URLs are those of Firebase Storage, or of the API itself when the bucket is emulated.

const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';

/** True when `url` downloads a file of the configured bucket. */
export function isStoredPicture(config: Pick<Config, 'publicUrl' | 'storage'>, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const origin = config.storage.emulated ? new URL(config.publicUrl).origin : FIREBASE_STORAGE;
  const prefix = `/v0/b/${encodeURIComponent(config.storage.bucket)}/o/`;
  return u.origin === origin && u.pathname.startsWith(prefix) && u.pathname.length > prefix.length;
}

/** Refuses (40096) any of `urls` not in the bucket. */
export function checkStoredPictures(config: Pick<Config, 'publicUrl' | 'storage'>, urls: string[]): void {
  if (urls.some((url) => !isStoredPicture(config, url))) fail('ADMIN_PICTURE_NOT_STORED');
}
